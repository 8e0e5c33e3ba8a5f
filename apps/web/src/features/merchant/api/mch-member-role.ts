import type { merchant } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const mchMemberRoleCall = defineCall<typeof merchant.memberRole>()(
  'POST',
  '/plugin/mch/api/member/role',
);

export type MemberRoleInput = CallInput<typeof mchMemberRoleCall>;

/** Change a clerk's role (owner only). */
export const setMemberRole = (input: MemberRoleInput) => request(mchMemberRoleCall, input);
