import type { mall } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const ticketOrderSubmitCall = defineCall<typeof mall.orderSubmit>()('POST', '/api/order/submit');

export type TicketOrderInput = CallInput<typeof ticketOrderSubmitCall>;

/** The mall's order submit: idempotent on `token`, seats held in its transaction. */
export const submitTicketOrder = (input: TicketOrderInput) =>
  request(ticketOrderSubmitCall, input, { silent: true });
