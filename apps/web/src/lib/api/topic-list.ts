import type { community } from '@dance/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { sharedKeys } from '../query-keys.ts';
import { defineCall, request } from '../request.ts';

/* Shared call (lib/api/): the community's topics; search shows the hot ones as hot searches. */
export const topicListCall = defineCall<typeof community.topicList>()('GET', '/api/forum/topic/list');

export type TopicSort = 'hot' | 'new';

export const fetchTopicList = (sort: TopicSort, keyword: string, cursor?: string, limit = 20) =>
  request(topicListCall, { sort, keyword: keyword || undefined, cursor, limit });

export const topicListQuery = (sort: TopicSort, keyword = '', limit = 20) =>
  infiniteQueryOptions({
    queryKey: sharedKeys.topics(sort, keyword, limit),
    queryFn: ({ pageParam }) => fetchTopicList(sort, keyword, pageParam, limit),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: { next_cursor: string | null }) => page.next_cursor ?? undefined,
    staleTime: 60_000,
  });

export const useTopicList = (sort: TopicSort, keyword = '', limit = 20) =>
  useInfiniteQuery(topicListQuery(sort, keyword, limit));
