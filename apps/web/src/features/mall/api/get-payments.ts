import type { mall } from '@dance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineCall, request, type CallData } from '../../../lib/request.ts';
import { mallKeys } from './keys.ts';

export const getPaymentsCall = defineCall<typeof mall.getPayments>()('GET', '/api/payment/get-payments');

export type Payments = CallData<typeof getPaymentsCall>;

export const fetchPayments = (paymentId: number) => request(getPaymentsCall, { payment_id: paymentId });

export const paymentsQuery = (paymentId: number) =>
  queryOptions({
    queryKey: mallKeys.paymentMethods(paymentId),
    queryFn: () => fetchPayments(paymentId),
    staleTime: 0,
  });

export const usePayments = (paymentId: number | null) =>
  useQuery({ ...paymentsQuery(paymentId ?? 0), enabled: paymentId !== null });
