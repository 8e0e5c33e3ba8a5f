import type { course } from '@dance/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { defineCall, request, type CallData } from '../../../lib/request.ts';
import { courseKeys } from './keys.ts';

export const registerRecordCall = defineCall<typeof course.registerRecord>()(
  'GET',
  '/api/course/register-record',
);

export type Registration = CallData<typeof registerRecordCall>['list'][number];

export const registerRecordQuery = () =>
  infiniteQueryOptions({
    queryKey: courseKeys.records,
    queryFn: ({ pageParam }) => request(registerRecordCall, { limit: 20, cursor: pageParam || undefined }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
