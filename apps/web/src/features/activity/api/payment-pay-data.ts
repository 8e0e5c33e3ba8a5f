import type { mall } from '@dance/contracts';
import { defineCall, request } from '../../../lib/request.ts';

export const ticketCashierCall = defineCall<typeof mall.paymentPayData>()('GET', '/api/payment/pay-data');

/** The sandbox gateway's hosted cashier for one payment attempt. */
export const ticketCashier = (paymentId: number) =>
  request(ticketCashierCall, { payment_id: paymentId, pay_type: 'sandbox' }, { silent: true });
