import type { mall } from '@dance/contracts';
import { defineCall, request } from '../../../lib/request.ts';
import { useOrderMutation } from './use-order-mutation.ts';

export const afterSaleCancelCall = defineCall<typeof mall.afterSaleCancel>()(
  'POST',
  '/api/order/after-sale/cancel',
);

export const cancelAfterSale = (id: number) => request(afterSaleCancelCall, { id });

export const useCancelAfterSale = () => useOrderMutation(cancelAfterSale);
