import type { mall } from '@dance/contracts';
import { defineCall, request } from '../../../lib/request.ts';

export const payBuyBalanceCall = defineCall<typeof mall.payBuyBalance>()(
  'GET',
  '/api/payment/pay-buy-balance',
);

/** Pays from the balance; the server charges at most once per payment attempt. */
export const payFromBalance = (paymentId: number) => request(payBuyBalanceCall, { payment_id: paymentId });
