import type { community } from '@dance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { communityKeys } from './keys.ts';

export const getForumUserSettingCall = defineCall<typeof community.getForumUserSetting>()(
  'GET',
  '/api/forum/post/get-forum-user-setting',
);

export const fetchForumUserSetting = () => request(getForumUserSettingCall, {});

export const forumUserSettingQuery = () =>
  queryOptions({ queryKey: communityKeys.setting, queryFn: fetchForumUserSetting });

export const useForumUserSetting = (enabled: boolean) => useQuery({ ...forumUserSettingQuery(), enabled });
