import type { content } from '@dance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { mallKeys } from './keys.ts';

export const catListCall = defineCall<typeof content.catList>()('GET', '/api/cat/list');

/** The goods categories (a tree; the mall page shows the top level). */
export const catListQuery = () =>
  queryOptions({
    queryKey: mallKeys.cats,
    queryFn: () => request(catListCall, { type: 'goods' }, { silent: true }),
    staleTime: 600_000,
  });

export const useCatList = () => useQuery(catListQuery());
