import type { mall } from '@dance/contracts';
import { defineCall, request } from '../../../lib/request.ts';

export const mchAfterSaleReceiveCall = defineCall<typeof mall.mchAfterSaleReceive>()(
  'POST',
  '/plugin/mch/api/after-sale/receive',
);

/** The returned goods arrived: the refund is paid at once. */
export const receiveReturn = (id: number) => request(mchAfterSaleReceiveCall, { id });
