import type { mall } from '@dance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { mallKeys } from './keys.ts';

export const orderCountsCall = defineCall<typeof mall.orderCounts>()('GET', '/api/order/status-count');

export const orderCountsQuery = () =>
  queryOptions({
    queryKey: mallKeys.orderCounts,
    queryFn: () => request(orderCountsCall, {}, { enableUnauthorizedTip: 'no', silent: true }),
    staleTime: 0,
  });

export const useOrderCounts = (enabled: boolean) => useQuery({ ...orderCountsQuery(), enabled });
