import type { music } from '@dance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineCall, request, type CallData } from '../../../lib/request.ts';
import { musicKeys } from './keys.ts';

export const trackDetailCall = defineCall<typeof music.trackDetail>()('GET', '/api/music/detail');

export type TrackDetail = CallData<typeof trackDetailCall>;

export const trackDetailQuery = (id: number) =>
  queryOptions({
    queryKey: musicKeys.detail(id),
    queryFn: () => request(trackDetailCall, { id }, { silent: true }),
    staleTime: 60_000,
  });

export const useTrackDetail = (id: number | null) =>
  useQuery({ ...trackDetailQuery(id ?? 0), enabled: id !== null && id > 0 });
