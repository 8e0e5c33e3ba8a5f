import type { merchant } from '@dance/contracts';
import { queryOptions } from '@tanstack/react-query';
import { defineCall, request, type CallData } from '../../../lib/request.ts';
import { merchantKeys } from './keys.ts';

export const mchGoodsDetailCall = defineCall<typeof merchant.goodsDetail>()(
  'GET',
  '/plugin/mch/api/goods/detail',
);

export type MchGoodsDetail = CallData<typeof mchGoodsDetailCall>;

/** One of the shop's goods with its SKUs, for the editor (always fresh: its stock is what it shows). */
export const mchGoodsDetailQuery = (mchId: number, id: number) =>
  queryOptions({
    queryKey: merchantKeys.goodsDetail(id),
    queryFn: () => request(mchGoodsDetailCall, { mch_id: mchId, id }),
    staleTime: 0,
    gcTime: 0,
  });
