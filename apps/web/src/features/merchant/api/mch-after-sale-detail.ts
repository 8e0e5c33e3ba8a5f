import type { mall } from '@dance/contracts';
import { queryOptions } from '@tanstack/react-query';
import { defineCall, request, type CallData } from '../../../lib/request.ts';
import { merchantKeys } from './keys.ts';

export const mchAfterSaleDetailCall = defineCall<typeof mall.mchAfterSaleDetail>()(
  'GET',
  '/plugin/mch/api/after-sale/detail',
);

export type MchAfterSale = CallData<typeof mchAfterSaleDetailCall>;

/** One after-sale of the shop with its negotiation record. */
export const mchAfterSaleDetailQuery = (id: number) =>
  queryOptions({
    queryKey: merchantKeys.afterSale(id),
    queryFn: () => request(mchAfterSaleDetailCall, { id }),
    staleTime: 0,
  });
