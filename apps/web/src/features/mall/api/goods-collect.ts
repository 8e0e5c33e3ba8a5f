import type { mall } from '@dance/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';
import { mallKeys } from './keys.ts';

export const goodsCollectCall = defineCall<typeof mall.goodsCollect>()(
  'POST',
  '/api/forum/interaction/goods-collect',
);

export const collectGoods = (input: CallInput<typeof goodsCollectCall>) => request(goodsCollectCall, input);

export function useCollectGoods() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: collectGoods,
    onSuccess: (_data, input) => {
      void client.invalidateQueries({ queryKey: mallKeys.goodsDetail(input.goods_id) });
      void client.invalidateQueries({ queryKey: mallKeys.collection });
    },
  });
}
