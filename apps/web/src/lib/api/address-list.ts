import type { user } from '@dance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sharedKeys } from '../query-keys.ts';
import { defineCall, request } from '../request.ts';

/* Shared call (lib/api/): the account's addresses, which the mall's checkout picks from. */
export const addressListCall = defineCall<typeof user.addressList>()('GET', '/api/user/address');

export const fetchAddressList = () => request(addressListCall, {});

export const addressListQuery = () =>
  queryOptions({ queryKey: sharedKeys.addresses, queryFn: fetchAddressList });

export const useAddressList = () => useQuery(addressListQuery());
