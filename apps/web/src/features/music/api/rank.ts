import type { music } from '@dance/contracts';
import { queryOptions } from '@tanstack/react-query';
import { defineCall, request, type CallData } from '../../../lib/request.ts';
import { musicKeys } from './keys.ts';

export const rankCall = defineCall<typeof music.rank>()('GET', '/api/music/rank');

export type RankWindow = 'day' | 'week' | 'all';
export type RankEntry = CallData<typeof rankCall>['list'][number];

export const rankQuery = (window: RankWindow, limit = 50) =>
  queryOptions({
    queryKey: musicKeys.rank(`${window}.${limit}`),
    queryFn: () => request(rankCall, { window, limit }),
  });
