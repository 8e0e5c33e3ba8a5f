import type { EndpointData, points } from '@dance/contracts';
import { queryOptions } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { pointsKeys } from './keys.ts';

export const rewardRulesCall = defineCall<typeof points.rewardRules>()(
  'GET',
  '/api/integral-log/reward-rules',
);

export type RewardRules = EndpointData<typeof points.rewardRules>;

/** The earning rules with my progress today. */
export const rewardRulesQuery = () =>
  queryOptions({ queryKey: pointsKeys.rules, queryFn: () => request(rewardRulesCall, {}) });
