import type { mall } from '@dance/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { defineCall, request, type CallData, type CallInput } from '../../../lib/request.ts';
import { mallKeys } from './keys.ts';

export const orderPreviewCall = defineCall<typeof mall.orderPreview>()('POST', '/api/order/preview');

export type OrderInput = CallInput<typeof orderPreviewCall>;
export type OrderPreview = CallData<typeof orderPreviewCall>;

export const fetchOrderPreview = (input: OrderInput) => request(orderPreviewCall, input);

/** The server prices the order: every change of address or points asks again. */
export const orderPreviewQuery = (input: OrderInput) =>
  queryOptions({
    queryKey: mallKeys.orderPreview(input),
    queryFn: () => fetchOrderPreview(input),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useOrderPreview = (input: OrderInput | null) =>
  useQuery({ ...orderPreviewQuery(input ?? {}), enabled: input !== null, retry: false });
