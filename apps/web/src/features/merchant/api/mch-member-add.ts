import type { merchant } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const mchMemberAddCall = defineCall<typeof merchant.memberAdd>()('POST', '/plugin/mch/api/member/add');

export type MemberAddInput = CallInput<typeof mchMemberAddCall>;

/** Add a clerk by the mobile number of their account, with a role (owner only). */
export const addMember = (input: MemberAddInput) => request(mchMemberAddCall, input);
