import type { mall } from '@dance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { mallKeys } from './keys.ts';

export const myShopsCall = defineCall<typeof mall.myShops>()('GET', '/plugin/mch/api/mch/mine');

export const myShopsQuery = () =>
  queryOptions({ queryKey: mallKeys.myShops, queryFn: () => request(myShopsCall, {}) });

export const useMyShops = (enabled: boolean) => useQuery({ ...myShopsQuery(), enabled });
