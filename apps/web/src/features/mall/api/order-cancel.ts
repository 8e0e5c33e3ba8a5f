import type { mall } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';
import { useOrderMutation } from './use-order-mutation.ts';

export const orderCancelCall = defineCall<typeof mall.orderCancel>()('POST', '/api/order/cancel');

export const cancelOrder = (input: CallInput<typeof orderCancelCall>) => request(orderCancelCall, input);

export const useCancelOrder = () => useOrderMutation(cancelOrder);
