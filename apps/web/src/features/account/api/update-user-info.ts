import type { user } from '@dance/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';
import { useUserStore } from '../../../stores/user.ts';
import { accountKeys } from './keys.ts';

export const updateUserInfoCall = defineCall<typeof user.updateUserInfo>()(
  'POST',
  '/plugin/mobile/api/user/update-user-info',
);

export type ProfileInput = CallInput<typeof updateUserInfoCall>;

export async function updateUserInfo(body: ProfileInput) {
  const info = await request(updateUserInfoCall, body);
  useUserStore.getState().setUser(info);
  return info;
}

export function useUpdateUserInfo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateUserInfo,
    onSuccess: (info) => client.setQueryData(accountKeys.info, info),
  });
}
