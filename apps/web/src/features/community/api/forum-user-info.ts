import type { user } from '@dance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { communityKeys } from './keys.ts';

export const forumUserInfoCall = defineCall<typeof user.forumUserInfo>()('GET', '/api/user/forum-user-info');

/** A user's public profile (mine without user_id). */
export const fetchForumUserInfo = (userId: number | null) =>
  request(forumUserInfoCall, { user_id: userId ?? undefined });

export const forumUserInfoQuery = (userId: number | null) =>
  queryOptions({ queryKey: communityKeys.userInfo(userId), queryFn: () => fetchForumUserInfo(userId) });

export const useForumUserInfo = (userId: number | null, enabled = true) =>
  useQuery({ ...forumUserInfoQuery(userId), enabled });
