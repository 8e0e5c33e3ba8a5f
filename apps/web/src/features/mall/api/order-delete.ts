import type { mall } from '@dance/contracts';
import { defineCall, request } from '../../../lib/request.ts';
import { useOrderMutation } from './use-order-mutation.ts';

export const orderDeleteCall = defineCall<typeof mall.orderDelete>()('POST', '/api/order/delete');

export const deleteOrder = (id: number) => request(orderDeleteCall, { id });

export const useDeleteOrder = () => useOrderMutation(deleteOrder);
