import type { community } from '@dance/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';
import { nextCursor } from '../lib/feed.ts';
import { communityKeys } from './keys.ts';

export const postListCall = defineCall<typeof community.postList>()('GET', '/api/forum/post/list');

export type PostListParams = Omit<CallInput<typeof postListCall>, 'cursor'>;

export const fetchPostList = (params: CallInput<typeof postListCall>) => request(postListCall, params);

export const postListQuery = (params: PostListParams) =>
  infiniteQueryOptions({
    queryKey: communityKeys.posts(params),
    queryFn: ({ pageParam }) => fetchPostList({ ...params, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
  });

export const usePostList = (params: PostListParams, enabled = true) =>
  useInfiniteQuery({ ...postListQuery(params), enabled });
