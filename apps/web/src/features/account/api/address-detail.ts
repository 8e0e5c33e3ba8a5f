import type { user } from '@dance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { accountKeys } from './keys.ts';

export const addressDetailCall = defineCall<typeof user.addressDetail>()('GET', '/api/user/address-detail');

export const fetchAddressDetail = (id: number) => request(addressDetailCall, { id });

export const addressDetailQuery = (id: number) =>
  queryOptions({ queryKey: accountKeys.address(id), queryFn: () => fetchAddressDetail(id) });

export const useAddressDetail = (id: number | null) =>
  useQuery({ ...addressDetailQuery(id ?? 0), enabled: id !== null && id > 0 });
