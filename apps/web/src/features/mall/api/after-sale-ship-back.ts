import type { mall } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';
import { useOrderMutation } from './use-order-mutation.ts';

export const afterSaleShipBackCall = defineCall<typeof mall.afterSaleShipBack>()(
  'POST',
  '/api/order/after-sale/ship-back',
);

export const shipBack = (input: CallInput<typeof afterSaleShipBackCall>) =>
  request(afterSaleShipBackCall, input);

export const useShipBack = () => useOrderMutation(shipBack);
