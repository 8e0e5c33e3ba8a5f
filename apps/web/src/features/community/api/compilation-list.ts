import type { community } from '@dance/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { nextCursor } from '../lib/feed.ts';
import { communityKeys } from './keys.ts';

export const compilationListCall = defineCall<typeof community.compilationList>()(
  'GET',
  '/api/forum/compilation/list',
);

export const fetchCompilationList = (userId: number | null, cursor?: string) =>
  request(compilationListCall, { user_id: userId ?? undefined, cursor });

export const compilationListQuery = (userId: number | null) =>
  infiniteQueryOptions({
    queryKey: communityKeys.compilations(userId),
    queryFn: ({ pageParam }) => fetchCompilationList(userId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
  });

export const useCompilationList = (userId: number | null, enabled = true) =>
  useInfiniteQuery({ ...compilationListQuery(userId), enabled });
