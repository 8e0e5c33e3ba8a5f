import type { community } from '@dance/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { nextCursor } from '../lib/feed.ts';
import { communityKeys } from './keys.ts';

export const postLikeListCall = defineCall<typeof community.postLikeList>()(
  'GET',
  '/api/forum/interaction/post-like-list',
);

export const fetchPostLikeList = (userId: number | null, cursor?: string) =>
  request(postLikeListCall, { user_id: userId ?? undefined, cursor });

export const postLikeListQuery = (userId: number | null) =>
  infiniteQueryOptions({
    queryKey: communityKeys.liked(userId),
    queryFn: ({ pageParam }) => fetchPostLikeList(userId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
  });

export const usePostLikeList = (userId: number | null, enabled = true) =>
  useInfiniteQuery({ ...postLikeListQuery(userId), enabled });
