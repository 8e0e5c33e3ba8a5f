import type { user } from '@dance/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';
import { accountKeys } from './keys.ts';

export const addressSaveCall = defineCall<typeof user.addressSave>()('POST', '/api/user/address-save');

export type AddressInput = CallInput<typeof addressSaveCall>;

export const saveAddress = (body: AddressInput) => request(addressSaveCall, body);

export function useSaveAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.addresses }),
  });
}
