import type { mall } from '@dance/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { defineCall, request, type CallData } from '../../../lib/request.ts';
import { merchantKeys } from './keys.ts';

export const shopGoodsCall = defineCall<typeof mall.goodsList>()('GET', '/api/goods/v2-goods-list');

export type ShopGoods = CallData<typeof shopGoodsCall>['list'][number];

/** The goods one shop has on sale, 20 a page. */
export const shopGoodsQuery = (mchId: number) =>
  infiniteQueryOptions({
    queryKey: merchantKeys.shopGoods(mchId),
    queryFn: ({ pageParam }) =>
      request(shopGoodsCall, { mch_id: mchId, limit: 20, ...(pageParam ? { cursor: pageParam } : {}) }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    staleTime: 30_000,
  });
