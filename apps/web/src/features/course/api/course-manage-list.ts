import type { course } from '@dance/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { courseKeys } from './keys.ts';

export const courseManageListCall = defineCall<typeof course.courseManageList>()(
  'GET',
  '/api/course/manage-list',
);

export const courseManageListQuery = (mchId: number) =>
  infiniteQueryOptions({
    queryKey: courseKeys.manageList(mchId),
    queryFn: ({ pageParam }) =>
      request(courseManageListCall, { mch_id: mchId, limit: 20, cursor: pageParam || undefined }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
