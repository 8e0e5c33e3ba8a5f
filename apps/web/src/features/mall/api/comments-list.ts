import type { mall } from '@dance/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';
import { mallKeys } from './keys.ts';

export const commentsListCall = defineCall<typeof mall.commentsList>()('GET', '/api/goods/comments-list');

export type CommentFilter = NonNullable<CallInput<typeof commentsListCall>['filter']>;

export const fetchCommentsList = (input: CallInput<typeof commentsListCall>) =>
  request(commentsListCall, input);

export const commentsListInfinite = (goodsId: number, filter: CommentFilter) =>
  infiniteQueryOptions({
    queryKey: mallKeys.goodsComments(goodsId, filter),
    queryFn: ({ pageParam }) => fetchCommentsList({ goods_id: goodsId, filter, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    staleTime: 0,
  });

export const useCommentsList = (goodsId: number | null, filter: CommentFilter) =>
  useInfiniteQuery({ ...commentsListInfinite(goodsId ?? 0, filter), enabled: goodsId !== null });
