import type { mall } from '@dance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { mallKeys } from './keys.ts';

export const orderDetailCall = defineCall<typeof mall.orderDetail>()('GET', '/api/order/detail');

export const fetchOrderDetail = (id: number) => request(orderDetailCall, { id });

export const orderDetailQuery = (id: number) =>
  queryOptions({
    queryKey: mallKeys.orderDetail(id),
    queryFn: () => fetchOrderDetail(id),
    // Shops, clerks and jobs change orders too: always ask again when the page opens.
    staleTime: 0,
  });

export const useOrderDetail = (id: number | null) =>
  useQuery({ ...orderDetailQuery(id ?? 0), enabled: id !== null });
