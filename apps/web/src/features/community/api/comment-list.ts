import type { community } from '@dance/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { nextCursor } from '../lib/feed.ts';
import { communityKeys } from './keys.ts';

export const commentListCall = defineCall<typeof community.commentList>()(
  'GET',
  '/api/forum/post/comment-list',
);

export const fetchCommentList = (postId: number, cursor?: string) =>
  request(commentListCall, { post_id: postId, cursor });

export const commentListQuery = (postId: number) =>
  infiniteQueryOptions({
    queryKey: communityKeys.comments(postId),
    queryFn: ({ pageParam }) => fetchCommentList(postId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
    staleTime: 0,
  });

export const useCommentList = (postId: number | null) =>
  useInfiniteQuery({ ...commentListQuery(postId ?? 0), enabled: postId !== null });
