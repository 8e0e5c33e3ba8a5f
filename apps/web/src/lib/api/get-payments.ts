import type { mall } from '@dance/contracts';
import { queryOptions } from '@tanstack/react-query';
import { sharedKeys } from '../query-keys.ts';
import { defineCall, request, type CallData } from '../request.ts';

/* Shared call (lib/api/): the mall owns payments; the mall's pay popup and the course's read it. */
export const getPaymentsCall = defineCall<typeof mall.getPayments>()('GET', '/api/payment/get-payments');

export type Payments = CallData<typeof getPaymentsCall>;

/** The methods the server offers for a payment attempt, and my balance. */
export const fetchPayments = (paymentId: number) => request(getPaymentsCall, { payment_id: paymentId });

export const paymentsQuery = (paymentId: number) =>
  queryOptions({
    queryKey: sharedKeys.paymentMethods(paymentId),
    queryFn: () => fetchPayments(paymentId),
    staleTime: 0,
  });
