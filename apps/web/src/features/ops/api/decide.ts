import type { ops } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const opsDecideCall = defineCall<typeof ops.decide>()('POST', '/api/admin/ops/decide');

export type DecideInput = CallInput<typeof opsDecideCall>;

/** Decide an item (once; the page shows the server's message itself). */
export const decideItem = (input: DecideInput) => request(opsDecideCall, input, { silent: true });
