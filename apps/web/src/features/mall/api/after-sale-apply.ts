import type { mall } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';
import { useOrderMutation } from './use-order-mutation.ts';

export const afterSaleApplyCall = defineCall<typeof mall.afterSaleApply>()(
  'POST',
  '/api/order/after-sale/apply',
);

export const applyAfterSale = (input: CallInput<typeof afterSaleApplyCall>) =>
  request(afterSaleApplyCall, input);

export const useApplyAfterSale = () => useOrderMutation(applyAfterSale);
