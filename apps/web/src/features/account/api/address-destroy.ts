import type { user } from '@dance/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { accountKeys } from './keys.ts';

export const addressDestroyCall = defineCall<typeof user.addressDestroy>()(
  'POST',
  '/api/user/address-destroy',
);

export const destroyAddress = (id: number) => request(addressDestroyCall, { id });

export function useDestroyAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: destroyAddress,
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.addresses }),
  });
}
