import type { mall } from '@dance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sharedKeys } from '../query-keys.ts';
import { defineCall, request } from '../request.ts';

/* Shared call (lib/api/): the mall owns payments; whoever sent the buyer to the cashier polls it. */
export const paymentStatusCall = defineCall<typeof mall.paymentStatus>()('GET', '/api/payment/status');

export const fetchPaymentStatus = (paymentId: number) =>
  request(paymentStatusCall, { payment_id: paymentId }, { silent: true });

export const PAYMENT_POLL_MS = 1500;

/** Polls a payment attempt until it settles (after the buyer comes back from the cashier). */
export const paymentStatusQuery = (paymentId: number) =>
  queryOptions({
    queryKey: sharedKeys.paymentStatus(paymentId),
    queryFn: () => fetchPaymentStatus(paymentId),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PAYMENT_POLL_MS : false),
    refetchIntervalInBackground: false,
  });

export const usePaymentStatus = (paymentId: number | null) =>
  useQuery({ ...paymentStatusQuery(paymentId ?? 0), enabled: paymentId !== null });
