import type { content } from '@dance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { searchKeys } from './keys.ts';

export const searchCall = defineCall<typeof content.search>()('GET', '/api/search/search');

export const fetchSearch = (keyword: string, type = 'all') => request(searchCall, { keyword, type });

export const searchQuery = (keyword: string, type = 'all') =>
  queryOptions({ queryKey: searchKeys.results(type, keyword), queryFn: () => fetchSearch(keyword, type) });

export const useSearch = (keyword: string, type = 'all') =>
  useQuery({ ...searchQuery(keyword, type), enabled: keyword.trim().length > 0 });
