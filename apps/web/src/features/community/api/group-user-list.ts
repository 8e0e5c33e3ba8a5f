import type { community } from '@dance/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { nextCursor } from '../lib/feed.ts';
import { communityKeys } from './keys.ts';

export const groupUserListCall = defineCall<typeof community.groupUserList>()(
  'GET',
  '/api/forum/group/group-user-list',
);

export const fetchGroupUserList = (id: number, cursor?: string) => request(groupUserListCall, { id, cursor });

export const groupUserListQuery = (id: number) =>
  infiniteQueryOptions({
    queryKey: communityKeys.groupUsers(id),
    queryFn: ({ pageParam }) => fetchGroupUserList(id, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
  });

export const useGroupUserList = (id: number | null, enabled = true) =>
  useInfiniteQuery({ ...groupUserListQuery(id ?? 0), enabled: enabled && id !== null });
