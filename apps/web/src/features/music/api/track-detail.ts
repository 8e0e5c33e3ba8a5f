import type { music } from '@dance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineCall, request, type CallData } from '../../../lib/request.ts';
import { useUserStore } from '../../../stores/user.ts';
import { musicKeys } from './keys.ts';

export const trackDetailCall = defineCall<typeof music.trackDetail>()('GET', '/api/music/detail');

export type TrackDetail = CallData<typeof trackDetailCall>;

/** Who views: the detail carries the viewer's rights and like, so signing in asks again. */
const viewerOf = (s: ReturnType<typeof useUserStore.getState>) => (s.isLogin ? (s.user?.id ?? 'me') : null);

export const trackDetailQuery = (id: number, viewer = viewerOf(useUserStore.getState())) =>
  queryOptions({
    queryKey: [...musicKeys.detail(id), viewer] as const,
    queryFn: () => request(trackDetailCall, { id }, { silent: true }),
    staleTime: 60_000,
  });

export function useTrackDetail(id: number | null) {
  const viewer = useUserStore(viewerOf);
  return useQuery({ ...trackDetailQuery(id ?? 0, viewer), enabled: id !== null && id > 0 });
}
