import type { community } from '@dance/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { nextCursor } from '../lib/feed.ts';
import { communityKeys } from './keys.ts';

export const messageLikeListCall = defineCall<typeof community.messageLikeList>()(
  'GET',
  '/api/message/like-list',
);

export const fetchMessageLikeList = (cursor?: string) => request(messageLikeListCall, { cursor });

export const messageLikeListQuery = () =>
  infiniteQueryOptions({
    queryKey: communityKeys.messageLikes,
    queryFn: ({ pageParam }) => fetchMessageLikeList(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
  });

export const useMessageLikeList = (enabled = true) =>
  useInfiniteQuery({ ...messageLikeListQuery(), enabled });
