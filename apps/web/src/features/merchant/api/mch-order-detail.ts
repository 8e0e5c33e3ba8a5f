import type { mall } from '@dance/contracts';
import { queryOptions } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { merchantKeys } from './keys.ts';

export const mchOrderDetailCall = defineCall<typeof mall.mchOrderDetail>()(
  'GET',
  '/plugin/mch/api/order/detail',
);

/** One order of the shop with its address, express, cancel request and timeline. */
export const mchOrderDetailQuery = (id: number) =>
  queryOptions({
    queryKey: merchantKeys.orderDetail(id),
    queryFn: () => request(mchOrderDetailCall, { id }),
    staleTime: 0,
  });
