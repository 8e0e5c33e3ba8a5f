import type { user } from '@dance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { defineCall, request } from '../../../lib/request.ts';
import { useUserStore } from '../../../stores/user.ts';

export const userInfoCall = defineCall<typeof user.userInfo>()('GET', '/api/user/user-info');

export async function fetchUserInfo() {
  const info = await request(userInfoCall, {}, { enableUnauthorizedTip: 'no' });
  useUserStore.getState().setUser(info);
  return info;
}

export const userInfoQuery = () =>
  queryOptions({ queryKey: ['user', 'user-info'], queryFn: fetchUserInfo, staleTime: 10_000 });

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
