import type { mall } from '@dance/contracts';
import { defineCall, request, type RequestOptions } from '../request.ts';

/* Shared call (lib/api/): the mall owns payments; every goods type pays from the balance this way. */
export const payBuyBalanceCall = defineCall<typeof mall.payBuyBalance>()(
  'GET',
  '/api/payment/pay-buy-balance',
);

/** Pays from the balance; the server charges at most once per payment attempt. */
export const payFromBalance = (paymentId: number, opts?: RequestOptions) =>
  request(payBuyBalanceCall, { payment_id: paymentId }, opts);
