import type { mall } from '@dance/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { mallKeys } from './keys.ts';

export const cartDeleteCall = defineCall<typeof mall.cartDelete>()('POST', '/api/cart/delete');

export const deleteCartLines = (ids: number[]) => request(cartDeleteCall, { ids });

export function useDeleteCartLines() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCartLines,
    onSuccess: () => client.invalidateQueries({ queryKey: mallKeys.cart }),
  });
}
