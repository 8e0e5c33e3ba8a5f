import type { community } from '@dance/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { nextCursor } from '../lib/feed.ts';
import { communityKeys } from './keys.ts';

export const userLikeListCall = defineCall<typeof community.userLikeList>()(
  'GET',
  '/api/forum/interaction/user-like-list',
);

export type FollowType = 'follow' | 'fans';

export const fetchUserLikeList = (type: FollowType, userId: number | null, cursor?: string) =>
  request(userLikeListCall, { type, user_id: userId ?? undefined, cursor });

export const userLikeListQuery = (type: FollowType, userId: number | null) =>
  infiniteQueryOptions({
    queryKey: communityKeys.follows(type, userId),
    queryFn: ({ pageParam }) => fetchUserLikeList(type, userId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
  });

export const useUserLikeList = (type: FollowType, userId: number | null) =>
  useInfiniteQuery(userLikeListQuery(type, userId));
