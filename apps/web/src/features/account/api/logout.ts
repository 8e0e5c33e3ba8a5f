import type { passport } from '@dance/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { useUserStore } from '../../../stores/user.ts';
import { accountKeys } from './keys.ts';

export const logoutCall = defineCall<typeof passport.logout>()('POST', '/api/passport/logout');

/** Revoke the session on the server (best effort), then forget it here. */
export async function logout() {
  try {
    await request(logoutCall, {}, { enableUnauthorizedTip: 'no', silent: true });
  } finally {
    useUserStore.getState().logout();
  }
}

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => client.removeQueries({ queryKey: accountKeys.user }),
  });
}
