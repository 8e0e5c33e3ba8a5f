import type { content } from '@dance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { accountKeys } from './keys.ts';

export const districtCall = defineCall<typeof content.district>()('GET', '/api/default/district');

export const fetchDistrict = () => request(districtCall, {});

export const districtQuery = () =>
  queryOptions({ queryKey: accountKeys.district, queryFn: fetchDistrict, staleTime: Infinity });

export const useDistrict = () => useQuery(districtQuery());
