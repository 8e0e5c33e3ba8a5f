import type { mall } from '@dance/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';
import { mallKeys } from './keys.ts';

export const orderAppraiseCall = defineCall<typeof mall.orderAppraise>()('POST', '/api/order/appraise');

export type AppraiseInput = CallInput<typeof orderAppraiseCall>;

export const appraiseOrder = (input: AppraiseInput) => request(orderAppraiseCall, input);

export function useAppraiseOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: appraiseOrder,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: mallKeys.order }),
        client.invalidateQueries({ queryKey: mallKeys.goods }),
      ]),
  });
}
