import type { community } from '@dance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { communityKeys } from './keys.ts';

export const informCatsCall = defineCall<typeof community.informCats>()('GET', '/api/forum/post/inform-cats');

export const fetchInformCats = () => request(informCatsCall, {});

export const informCatsQuery = () =>
  queryOptions({ queryKey: communityKeys.informCats, queryFn: fetchInformCats, staleTime: 600_000 });

export const useInformCats = () => useQuery(informCatsQuery());
