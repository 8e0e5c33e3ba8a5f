import type { mall } from '@dance/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';
import { mallKeys } from './keys.ts';

export const orderListCall = defineCall<typeof mall.orderList>()('GET', '/api/order/list');

export type OrderTab = NonNullable<CallInput<typeof orderListCall>['status']>;

export const orderListInfinite = (status: OrderTab) =>
  infiniteQueryOptions({
    queryKey: mallKeys.orderList(status),
    queryFn: ({ pageParam }) => request(orderListCall, { status, cursor: pageParam, limit: 10 }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    staleTime: 0,
  });

export const useOrderList = (status: OrderTab, enabled: boolean) =>
  useInfiniteQuery({ ...orderListInfinite(status), enabled });
