import type { merchant } from '@dance/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { defineCall, request, type CallData } from '../../../lib/request.ts';
import { merchantKeys } from './keys.ts';

export const mchGoodsListCall = defineCall<typeof merchant.goodsList>()('GET', '/plugin/mch/api/goods/list');

export type MchGoodsTab = (typeof merchant.SHOP_GOODS_TABS)[number];
export type MchGoodsItem = CallData<typeof mchGoodsListCall>['list'][number];

/** The shop's ordinary goods of one tab, newest first, 20 a page, with the count of every tab. */
export const mchGoodsListQuery = (mchId: number, tab: MchGoodsTab) =>
  infiniteQueryOptions({
    queryKey: merchantKeys.goodsList(mchId, tab),
    queryFn: ({ pageParam }) =>
      request(mchGoodsListCall, {
        mch_id: mchId,
        tab,
        limit: 20,
        ...(pageParam ? { cursor: pageParam } : {}),
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    // Sales move stock between tabs: ask again whenever the list opens.
    staleTime: 0,
  });
