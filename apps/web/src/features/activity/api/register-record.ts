import type { activity, EndpointData } from '@dance/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { activityKeys } from './keys.ts';

export const registerRecordCall = defineCall<typeof activity.registerRecord>()(
  'GET',
  '/api/activity/register-record',
);

export type RegisterRecord = EndpointData<typeof activity.registerRecord>['list'][number];

export const useRegisterRecords = (enabled = true) =>
  useInfiniteQuery({
    queryKey: activityKeys.records,
    queryFn: ({ pageParam }) => request(registerRecordCall, { cursor: pageParam, limit: 20 }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    enabled,
  });
