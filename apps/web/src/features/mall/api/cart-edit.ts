import type { mall } from '@dance/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';
import { mallKeys } from './keys.ts';

export const cartEditCall = defineCall<typeof mall.cartEdit>()('POST', '/api/cart/edit');

export type CartEditInput = CallInput<typeof cartEditCall>;

export const editCart = (input: CartEditInput) => request(cartEditCall, input);

export function useEditCart() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: editCart,
    onSuccess: () => client.invalidateQueries({ queryKey: mallKeys.cart }),
  });
}
