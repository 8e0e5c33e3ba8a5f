import type { user } from '@dance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useUserStore } from '../../stores/user.ts';
import { sharedKeys } from '../query-keys.ts';
import { defineCall, request } from '../request.ts';

/*
 * Shared call (lib/api/): the account owns the signed-in user; the mall's checkout, the
 * community's release gate and publishing read it too.
 */
export const userInfoCall = defineCall<typeof user.userInfo>()('GET', '/api/user/user-info');

export async function fetchUserInfo() {
  const info = await request(userInfoCall, {}, { enableUnauthorizedTip: 'no' });
  useUserStore.getState().setUser(info);
  return info;
}

export const userInfoQuery = () =>
  queryOptions({ queryKey: sharedKeys.userInfo, queryFn: fetchUserInfo, staleTime: 10_000 });

/** The current user; only asked while logged in. Mirrors the answer into the user store. */
export function useUserInfo() {
  const isLogin = useUserStore((s) => s.isLogin);
  const query = useQuery({ ...userInfoQuery(), enabled: isLogin });
  const setUser = useUserStore((s) => s.setUser);
  useEffect(() => {
    if (query.data) setUser(query.data);
  }, [query.data, setUser]);
  return query;
}
