import type { mall } from '@dance/contracts';
import { defineCall, request } from '../../../lib/request.ts';
import { useOrderMutation } from './use-order-mutation.ts';

export const orderConfirmCall = defineCall<typeof mall.orderConfirm>()('GET', '/api/order/confirm');

/** Confirm receipt (a GET that changes state, as the spec has it; the server answers no-store). */
export const confirmReceipt = (id: number) => request(orderConfirmCall, { id });

export const useConfirmReceipt = () => useOrderMutation(confirmReceipt);
