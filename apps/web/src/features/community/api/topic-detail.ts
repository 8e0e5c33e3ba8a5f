import type { community } from '@dance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { communityKeys } from './keys.ts';

export const topicDetailCall = defineCall<typeof community.topicDetail>()('GET', '/api/forum/topic/detail');

export const fetchTopicDetail = (id: number) => request(topicDetailCall, { id });

export const topicDetailQuery = (id: number) =>
  queryOptions({ queryKey: communityKeys.topic(id), queryFn: () => fetchTopicDetail(id) });

export const useTopicDetail = (id: number | null) =>
  useQuery({ ...topicDetailQuery(id ?? 0), enabled: id !== null });
