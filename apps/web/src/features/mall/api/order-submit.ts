import type { mall } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const orderSubmitCall = defineCall<typeof mall.orderSubmit>()('POST', '/api/order/submit');

export type OrderSubmitInput = CallInput<typeof orderSubmitCall>;

/** Idempotent on `token`: see lib/submit-token.ts for how the page keeps one. */
export const submitOrder = (input: OrderSubmitInput) => request(orderSubmitCall, input);
