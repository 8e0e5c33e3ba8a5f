import type { merchant } from '@dance/contracts';
import { queryOptions } from '@tanstack/react-query';
import { defineCall, request, type CallData } from '../../../lib/request.ts';
import { merchantKeys } from './keys.ts';

export const mchMemberListCall = defineCall<typeof merchant.memberList>()(
  'GET',
  '/plugin/mch/api/member/list',
);

export type StaffMember = CallData<typeof mchMemberListCall>['list'][number];

/** The shop's staff, the owner first, and my own role there (only the owner manages it). */
export const mchMemberListQuery = (mchId: number) =>
  queryOptions({
    queryKey: merchantKeys.members(mchId),
    queryFn: () => request(mchMemberListCall, { mch_id: mchId }),
    staleTime: 0,
  });
