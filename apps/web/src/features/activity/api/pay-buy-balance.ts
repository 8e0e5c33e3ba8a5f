import type { mall } from '@dance/contracts';
import { defineCall, request } from '../../../lib/request.ts';

export const ticketBalancePayCall = defineCall<typeof mall.payBuyBalance>()(
  'GET',
  '/api/payment/pay-buy-balance',
);

/** Pays from the balance; the server charges at most once per payment attempt. */
export const payTicketsFromBalance = (paymentId: number) =>
  request(ticketBalancePayCall, { payment_id: paymentId }, { silent: true });
