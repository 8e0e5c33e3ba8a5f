import type { mall } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const orderSubmitCall = defineCall<typeof mall.orderSubmit>()('POST', '/api/order/submit');
export const payDataCall = defineCall<typeof mall.payData>()('POST', '/api/order/pay-data');
export const paymentPayDataCall = defineCall<typeof mall.paymentPayData>()('GET', '/api/payment/pay-data');
export const payBuyBalanceCall = defineCall<typeof mall.payBuyBalance>()(
  'GET',
  '/api/payment/pay-buy-balance',
);

/** The track's order through the mall's checkout; idempotent on `token`. */
export const submitMusicOrder = (input: CallInput<typeof orderSubmitCall>) => request(orderSubmitCall, input);
/** One payment attempt for the unpaid order. */
export const openPayment = (orderIds: number[]) => request(payDataCall, { order_ids: orderIds });
/** The sandbox gateway's hosted cashier for a payment attempt. */
export const sandboxCashier = (paymentId: number) =>
  request(paymentPayDataCall, { payment_id: paymentId, pay_type: 'sandbox' });
/** Pay the attempt from the balance at once. */
export const payFromBalance = (paymentId: number) => request(payBuyBalanceCall, { payment_id: paymentId });
