import type { mall } from '@dance/contracts';
import { defineCall, request } from '../../../lib/request.ts';

export const payDataCall = defineCall<typeof mall.payData>()('POST', '/api/order/pay-data');

/** Open one payment attempt for unpaid orders. */
export const openPayment = (orderIds: number[]) => request(payDataCall, { order_ids: orderIds });
