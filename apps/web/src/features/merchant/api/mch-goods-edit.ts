import type { merchant } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const mchGoodsEditCall = defineCall<typeof merchant.goodsEdit>()('POST', '/plugin/mch/api/goods/edit');

export type MchGoodsEditInput = CallInput<typeof mchGoodsEditCall>;

/** Create (no id) or edit one of the shop's goods with its SKUs; kept SKUs send the stock shown. */
export const saveMchGoods = (input: MchGoodsEditInput) => request(mchGoodsEditCall, input);
