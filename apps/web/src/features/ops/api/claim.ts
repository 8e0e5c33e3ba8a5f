import type { ops } from '@dance/contracts';
import { defineCall, request } from '../../../lib/request.ts';

export const opsClaimCall = defineCall<typeof ops.claim>()('POST', '/api/admin/ops/claim');

/** Open an item: held for me for 15 minutes unless another operator holds it. */
export const claimItem = (kind: ops.QueueKind, ref: string) =>
  request(opsClaimCall, { kind, ref }, { silent: true });
