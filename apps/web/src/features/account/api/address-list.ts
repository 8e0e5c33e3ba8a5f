import type { user } from '@dance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';

export const addressListCall = defineCall<typeof user.addressList>()('GET', '/api/user/address');

export const fetchAddressList = () => request(addressListCall, {});

export const addressListQuery = () =>
  queryOptions({ queryKey: ['user', 'address'], queryFn: fetchAddressList });

export const useAddressList = () => useQuery(addressListQuery());
