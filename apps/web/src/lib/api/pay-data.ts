import type { mall } from '@dance/contracts';
import { defineCall, request, type RequestOptions } from '../request.ts';

/*
 * Shared call (lib/api/): the mall owns payments; tickets, courses and every other goods type
 * sold through orders pay the same way.
 */
export const payDataCall = defineCall<typeof mall.payData>()('POST', '/api/order/pay-data');

/** Opens one payment attempt for unpaid orders. */
export const openPayment = (orderIds: number[], opts?: RequestOptions) =>
  request(payDataCall, { order_ids: orderIds }, opts);
