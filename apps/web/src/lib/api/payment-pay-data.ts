import type { mall } from '@dance/contracts';
import { defineCall, request, type RequestOptions } from '../request.ts';

/* Shared call (lib/api/): the mall owns payments; every goods type pays through its cashier. */
export const paymentPayDataCall = defineCall<typeof mall.paymentPayData>()('GET', '/api/payment/pay-data');

/** The sandbox gateway's hosted cashier for one payment attempt. */
export const sandboxCashier = (paymentId: number, opts?: RequestOptions) =>
  request(paymentPayDataCall, { payment_id: paymentId, pay_type: 'sandbox' }, opts);
