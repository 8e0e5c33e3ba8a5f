import type { community } from '@dance/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { nextCursor } from '../lib/feed.ts';
import { communityKeys } from './keys.ts';

export const postLikeUserListCall = defineCall<typeof community.postLikeUserList>()(
  'GET',
  '/api/forum/interaction/post-like-user-list',
);

export const fetchPostLikeUserList = (postId: number, cursor?: string) =>
  request(postLikeUserListCall, { post_id: postId, cursor });

export const postLikeUserListQuery = (postId: number) =>
  infiniteQueryOptions({
    queryKey: communityKeys.likeUsers(postId),
    queryFn: ({ pageParam }) => fetchPostLikeUserList(postId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
  });

export const usePostLikeUserList = (postId: number | null) =>
  useInfiniteQuery({ ...postLikeUserListQuery(postId ?? 0), enabled: postId !== null });
