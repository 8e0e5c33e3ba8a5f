import type { mall } from '@dance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { mallKeys } from './keys.ts';

export const goodsDetailCall = defineCall<typeof mall.goodsDetail>()('GET', '/api/goods/detail');

export const fetchGoodsDetail = (id: number) => request(goodsDetailCall, { id });

export const goodsDetailQuery = (id: number) =>
  queryOptions({
    queryKey: mallKeys.goodsDetail(id),
    queryFn: () => fetchGoodsDetail(id),
    // Stock, price and reviews move: fresh on every visit.
    staleTime: 0,
  });

export const useGoodsDetail = (id: number | null) =>
  useQuery({ ...goodsDetailQuery(id ?? 0), enabled: id !== null });
