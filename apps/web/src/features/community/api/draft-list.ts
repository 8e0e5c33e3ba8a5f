import type { community } from '@dance/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { nextCursor } from '../lib/feed.ts';
import { communityKeys } from './keys.ts';

export const draftListCall = defineCall<typeof community.draftList>()('GET', '/api/forum/post/draft-list');

export const fetchDraftList = (cursor?: string) => request(draftListCall, { cursor });

export const draftListQuery = () =>
  infiniteQueryOptions({
    queryKey: communityKeys.drafts,
    queryFn: ({ pageParam }) => fetchDraftList(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
  });

export const useDraftList = () => useInfiniteQuery(draftListQuery());
