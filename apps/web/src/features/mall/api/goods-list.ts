import type { mall } from '@dance/contracts';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';
import { mallKeys } from './keys.ts';

export const goodsListCall = defineCall<typeof mall.goodsList>()('GET', '/api/goods/v2-goods-list');

export type GoodsListInput = Omit<CallInput<typeof goodsListCall>, 'cursor'>;

export const fetchGoodsList = (input: CallInput<typeof goodsListCall>) => request(goodsListCall, input);

/** One page: the home page's goods grid. */
export const goodsListQuery = (input: GoodsListInput) =>
  queryOptions({
    queryKey: mallKeys.goodsList(input),
    queryFn: () => fetchGoodsList(input),
    staleTime: 30_000,
  });

export const useGoodsList = (input: GoodsListInput) => useQuery(goodsListQuery(input));

export const goodsListInfinite = (input: GoodsListInput) =>
  infiniteQueryOptions({
    queryKey: mallKeys.goodsInfinite(input),
    queryFn: ({ pageParam }) => fetchGoodsList({ ...input, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

export const useGoodsListInfinite = (input: GoodsListInput) => useInfiniteQuery(goodsListInfinite(input));
