import type { mall } from '@dance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { mallKeys } from './keys.ts';

export const mchListCall = defineCall<typeof mall.mchList>()('GET', '/plugin/mch/api/mch/list');

/** The home page's shops (each with a few goods). */
export const mchListQuery = (limit: number) =>
  queryOptions({
    queryKey: mallKeys.shops(limit),
    queryFn: () => request(mchListCall, { limit }, { silent: true }),
    staleTime: 60_000,
  });

export const useMchList = (limit: number) => useQuery(mchListQuery(limit));
