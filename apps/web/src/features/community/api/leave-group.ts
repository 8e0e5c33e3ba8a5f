import type { community } from '@dance/contracts';
import { defineCall, request } from '../../../lib/request.ts';

export const leaveGroupCall = defineCall<typeof community.leaveGroup>()(
  'POST',
  '/api/forum/group/leave-group',
);

/** Leaves a circle, or withdraws my pending request. */
export const leaveGroup = (id: number) => request(leaveGroupCall, { id });
