import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mallKeys } from './keys.ts';

/** A change to an order: afterwards every order list, detail and badge count is asked again. */
export function useOrderMutation<I, R>(mutationFn: (input: I) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: mallKeys.order }),
        client.invalidateQueries({ queryKey: mallKeys.afterSale }),
      ]),
  });
}
