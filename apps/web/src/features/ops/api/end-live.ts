import type { ops } from '@dance/contracts';
import { defineCall, request } from '../../../lib/request.ts';

export const opsEndLiveCall = defineCall<typeof ops.endLive>()('POST', '/api/admin/ops/live-end');

/** End a live on air, with a reason. */
export const endLive = (id: number, reason: string) =>
  request(opsEndLiveCall, { id, reason }, { silent: true });
