import type { mall } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const shopGoodsCall = defineCall<typeof mall.goodsList>()('GET', '/api/goods/v2-goods-list');

/** A shop's goods of one type (to link). */
export const fetchShopGoods = (input: CallInput<typeof shopGoodsCall>) => request(shopGoodsCall, input);
