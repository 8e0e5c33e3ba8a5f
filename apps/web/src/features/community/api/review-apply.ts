import type { community } from '@dance/contracts';
import { defineCall, request } from '../../../lib/request.ts';

export const reviewApplyCall = defineCall<typeof community.reviewJoinApply>()(
  'POST',
  '/api/forum/group/review-apply',
);

/** Owner: approves or denies (with a reason) one join request. */
export const reviewApply = (applyId: number, approve: boolean, reason?: string) =>
  request(reviewApplyCall, { apply_id: applyId, approve: approve ? 1 : 0, reason: reason || undefined });
