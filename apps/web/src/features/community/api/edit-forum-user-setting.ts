import type { community } from '@dance/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';
import { communityKeys } from './keys.ts';

export const editForumUserSettingCall = defineCall<typeof community.editForumUserSetting>()(
  'POST',
  '/api/forum/post/edit-forum-user-setting',
);

export function useEditForumUserSetting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<typeof editForumUserSettingCall>) => request(editForumUserSettingCall, body),
    onSuccess: (data) => client.setQueryData(communityKeys.setting, data),
  });
}
