import type { mall } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const mchAfterSaleHandleCall = defineCall<typeof mall.mchAfterSaleHandle>()(
  'POST',
  '/plugin/mch/api/after-sale/handle',
);

/** Agree (a refund is paid at once; a return waits for the goods) or refuse a pending after-sale. */
export const handleAfterSale = (input: CallInput<typeof mchAfterSaleHandleCall>) =>
  request(mchAfterSaleHandleCall, input);
