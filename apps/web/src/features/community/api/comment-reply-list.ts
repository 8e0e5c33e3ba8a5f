import type { community } from '@dance/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { nextCursor } from '../lib/feed.ts';
import { communityKeys } from './keys.ts';

export const commentReplyListCall = defineCall<typeof community.commentReplyList>()(
  'GET',
  '/api/forum/post/comment-reply-list',
);

export const fetchCommentReplyList = (commentId: number, cursor?: string) =>
  request(commentReplyListCall, { comment_id: commentId, cursor });

export const commentReplyListQuery = (commentId: number) =>
  infiniteQueryOptions({
    queryKey: communityKeys.replies(commentId),
    queryFn: ({ pageParam }) => fetchCommentReplyList(commentId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
    staleTime: 0,
  });

/** Loaded only once the reader expands a comment's replies. */
export const useCommentReplyList = (commentId: number, enabled: boolean) =>
  useInfiniteQuery({ ...commentReplyListQuery(commentId), enabled });
