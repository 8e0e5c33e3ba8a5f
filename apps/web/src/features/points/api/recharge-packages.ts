import type { EndpointData, points } from '@dance/contracts';
import { queryOptions } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { pointsKeys } from './keys.ts';

export const rechargePackagesCall = defineCall<typeof points.rechargePackages>()(
  'GET',
  '/api/integral-recharge/packages',
);

export type RechargePackages = EndpointData<typeof points.rechargePackages>;

export const rechargePackagesQuery = () =>
  queryOptions({ queryKey: pointsKeys.packages, queryFn: () => request(rechargePackagesCall, {}) });
