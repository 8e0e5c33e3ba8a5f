import type { merchant } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const mchGoodsStatusCall = defineCall<typeof merchant.goodsStatus>()(
  'POST',
  '/plugin/mch/api/goods/status',
);

/** Put one of the shop's goods on sale (1) or off sale (0). */
export const setMchGoodsStatus = (input: CallInput<typeof mchGoodsStatusCall>) =>
  request(mchGoodsStatusCall, input);
