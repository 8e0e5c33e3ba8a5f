import type { mall } from '@dance/contracts';
import { defineCall, request } from '../../../lib/request.ts';

export const payBuyBalanceCall = defineCall<typeof mall.payBuyBalance>()(
  'GET',
  '/api/payment/pay-buy-balance',
);

/** Pay the attempt from my balance at once. */
export const payFromBalance = (paymentId: number) => request(payBuyBalanceCall, { payment_id: paymentId });
