import type { mall } from '@dance/contracts';
import { defineCall, request } from '../../../lib/request.ts';

export const paymentPayDataCall = defineCall<typeof mall.paymentPayData>()('GET', '/api/payment/pay-data');

/** The sandbox gateway's hosted cashier for a payment attempt. */
export const sandboxCashier = (paymentId: number) =>
  request(paymentPayDataCall, { payment_id: paymentId, pay_type: 'sandbox' });
