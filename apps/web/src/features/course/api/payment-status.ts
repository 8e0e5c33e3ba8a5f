import type { mall } from '@dance/contracts';
import { queryOptions } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { courseKeys } from './keys.ts';

export const paymentStatusCall = defineCall<typeof mall.paymentStatus>()('GET', '/api/payment/status');

const POLL_MS = 1500;

/** A course payment made in the cashier, polled until it settles when the buyer comes back. */
export const paymentStatusQuery = (paymentId: number) =>
  queryOptions({
    queryKey: courseKeys.payment(paymentId),
    queryFn: () => request(paymentStatusCall, { payment_id: paymentId }, { silent: true }),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? POLL_MS : false),
  });
