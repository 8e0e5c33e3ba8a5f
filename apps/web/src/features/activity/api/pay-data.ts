import type { mall } from '@dance/contracts';
import { defineCall, request } from '../../../lib/request.ts';

export const ticketPayDataCall = defineCall<typeof mall.payData>()('POST', '/api/order/pay-data');

/** Open one payment attempt for the ticket order. */
export const openTicketPayment = (orderIds: number[]) =>
  request(ticketPayDataCall, { order_ids: orderIds }, { silent: true });
