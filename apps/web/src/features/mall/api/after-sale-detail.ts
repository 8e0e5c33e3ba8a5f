import type { mall } from '@dance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { mallKeys } from './keys.ts';

export const afterSaleDetailCall = defineCall<typeof mall.afterSaleDetail>()(
  'GET',
  '/api/order/after-sale/detail',
);

export const afterSaleDetailQuery = (id: number) =>
  queryOptions({
    queryKey: mallKeys.afterSaleDetail(id),
    queryFn: () => request(afterSaleDetailCall, { id }),
    staleTime: 0,
    // While the shop has a move to make, look again now and then.
    refetchInterval: (query) =>
      ['pending', 'returned'].includes(query.state.data?.status ?? '') ? 10_000 : false,
  });

export const useAfterSaleDetail = (id: number | null) =>
  useQuery({ ...afterSaleDetailQuery(id ?? 0), enabled: id !== null });
