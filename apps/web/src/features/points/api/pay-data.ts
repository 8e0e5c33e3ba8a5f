import type { mall } from '@dance/contracts';
import { defineCall, request } from '../../../lib/request.ts';

export const payDataCall = defineCall<typeof mall.payData>()('POST', '/api/order/pay-data');

/** One payment attempt for the recharge order. */
export const openPayment = (orderIds: number[]) => request(payDataCall, { order_ids: orderIds });
