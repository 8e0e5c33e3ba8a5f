import type { user } from '@dance/contracts';
import { useMutation } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { useUserStore } from '../../../stores/user.ts';

export const accountDestroyCall = defineCall<typeof user.accountDestroy>()(
  'POST',
  '/api/user/account-destroy',
);

export async function accountDestroy(code: string) {
  await request(accountDestroyCall, { code });
  useUserStore.getState().logout();
}

export const useAccountDestroy = () => useMutation({ mutationFn: accountDestroy });
