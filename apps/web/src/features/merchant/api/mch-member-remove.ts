import type { merchant } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const mchMemberRemoveCall = defineCall<typeof merchant.memberRemove>()(
  'POST',
  '/plugin/mch/api/member/remove',
);

/** Remove a clerk from the shop (owner only): they lose every permission at once. */
export const removeMember = (input: CallInput<typeof mchMemberRemoveCall>) =>
  request(mchMemberRemoveCall, input);
