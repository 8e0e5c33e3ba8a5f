import type { community } from '@dance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { communityKeys } from './keys.ts';

export const tagsCall = defineCall<typeof community.tags>()('GET', '/api/forum/topic/tags');

export const fetchTags = () => request(tagsCall, {});

export const tagsQuery = () => queryOptions({ queryKey: communityKeys.tags, queryFn: fetchTags });

export const useTags = () => useQuery(tagsQuery());
