import type { community } from '@dance/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { nextCursor } from '../lib/feed.ts';
import { communityKeys } from './keys.ts';

export const groupApplyListCall = defineCall<typeof community.groupApplyList>()(
  'GET',
  '/api/forum/group/apply-list',
);

export const fetchGroupApplyList = (id: number, cursor?: string) =>
  request(groupApplyListCall, { id, cursor });

export const groupApplyListQuery = (id: number) =>
  infiniteQueryOptions({
    queryKey: communityKeys.groupApplies(id),
    queryFn: ({ pageParam }) => fetchGroupApplyList(id, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
  });

/** Owner only. */
export const useGroupApplyList = (id: number, enabled: boolean) =>
  useInfiniteQuery({ ...groupApplyListQuery(id), enabled });
