import type { ops } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const opsSanctionCall = defineCall<typeof ops.sanction>()('POST', '/api/admin/ops/sanction');

/** Warn or ban a user, with a reason. */
export const sanctionUser = (input: CallInput<typeof opsSanctionCall>) =>
  request(opsSanctionCall, input, { silent: true });
