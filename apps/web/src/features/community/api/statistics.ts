import type { community } from '@dance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { communityKeys } from './keys.ts';

export const statisticsCall = defineCall<typeof community.statistics>()(
  'GET',
  '/api/forum/interaction/statistics',
);

export const fetchStatistics = (userId: number | null) =>
  request(statisticsCall, { user_id: userId ?? undefined }, { enableUnauthorizedTip: 'no' });

export const statisticsQuery = (userId: number | null) =>
  queryOptions({ queryKey: communityKeys.statistics(userId), queryFn: () => fetchStatistics(userId) });

export const useStatistics = (userId: number | null, enabled = true) =>
  useQuery({ ...statisticsQuery(userId), enabled });
