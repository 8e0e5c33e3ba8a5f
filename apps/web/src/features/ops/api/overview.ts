import type { EndpointData, ops } from '@dance/contracts';
import { queryOptions } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { opsKeys } from './keys.ts';

export const opsOverviewCall = defineCall<typeof ops.overview>()('GET', '/api/admin/ops/overview');

export type Overview = EndpointData<typeof ops.overview>;
export type DayFigures = Overview['today'];

/** Today's and the week's figures, the days' series and the open queue by age. */
export const overviewQuery = () =>
  queryOptions({ queryKey: opsKeys.overview, queryFn: () => request(opsOverviewCall, {}) });
