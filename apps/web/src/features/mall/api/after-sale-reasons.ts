import type { mall } from '@dance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { mallKeys } from './keys.ts';

export const afterSaleReasonsCall = defineCall<typeof mall.afterSaleReasons>()(
  'GET',
  '/api/order/after-sale/reason-list',
);

export const afterSaleReasonsQuery = () =>
  queryOptions({
    queryKey: mallKeys.afterSaleReasons,
    queryFn: () => request(afterSaleReasonsCall, {}),
    staleTime: 10 * 60_000,
  });

export const useAfterSaleReasons = () => useQuery(afterSaleReasonsQuery());
