import type { community } from '@dance/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { nextCursor } from '../lib/feed.ts';
import { communityKeys } from './keys.ts';

export const postCollectionListCall = defineCall<typeof community.postCollectionList>()(
  'GET',
  '/api/forum/interaction/post-collection-list',
);

export const fetchPostCollectionList = (userId: number | null, cursor?: string) =>
  request(postCollectionListCall, { user_id: userId ?? undefined, cursor });

export const postCollectionListQuery = (userId: number | null) =>
  infiniteQueryOptions({
    queryKey: communityKeys.collections(userId),
    queryFn: ({ pageParam }) => fetchPostCollectionList(userId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
  });

export const usePostCollectionList = (userId: number | null, enabled = true) =>
  useInfiniteQuery({ ...postCollectionListQuery(userId), enabled });
