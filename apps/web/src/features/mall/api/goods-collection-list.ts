import type { mall } from '@dance/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { mallKeys } from './keys.ts';

export const goodsCollectionListCall = defineCall<typeof mall.goodsCollectionList>()(
  'GET',
  '/api/forum/interaction/goods-collection-list',
);

export const goodsCollectionInfinite = () =>
  infiniteQueryOptions({
    queryKey: mallKeys.collectedGoods,
    queryFn: ({ pageParam }) => request(goodsCollectionListCall, { cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    staleTime: 0,
  });

export const useGoodsCollectionList = (enabled: boolean) =>
  useInfiniteQuery({ ...goodsCollectionInfinite(), enabled });
