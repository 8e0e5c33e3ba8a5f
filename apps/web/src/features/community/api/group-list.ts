import type { community } from '@dance/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { nextCursor } from '../lib/feed.ts';
import { communityKeys } from './keys.ts';

export const groupListCall = defineCall<typeof community.groupList>()('GET', '/api/forum/group/list');

export type GroupScope = 'all' | 'mine';

export const fetchGroupList = (scope: GroupScope, keyword: string, cursor?: string) =>
  request(groupListCall, { scope, keyword: keyword || undefined, cursor });

export const groupListQuery = (scope: GroupScope, keyword = '') =>
  infiniteQueryOptions({
    queryKey: communityKeys.groups(scope, keyword),
    queryFn: ({ pageParam }) => fetchGroupList(scope, keyword, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
  });

export const useGroupList = (scope: GroupScope, keyword = '', enabled = true) =>
  useInfiniteQuery({ ...groupListQuery(scope, keyword), enabled });
