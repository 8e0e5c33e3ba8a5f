import type { content } from '@dance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { contentKeys } from './keys.ts';

export const articleDetailCall = defineCall<typeof content.articleDetail>()('GET', '/api/article/detail');

export const fetchArticleDetail = (id: number) => request(articleDetailCall, { id });

export const articleDetailQuery = (id: number) =>
  queryOptions({
    queryKey: contentKeys.article(id),
    queryFn: () => fetchArticleDetail(id),
    staleTime: 300_000,
  });

export const useArticleDetail = (id: number | null) =>
  useQuery({ ...articleDetailQuery(id ?? 0), enabled: id !== null && id > 0 });
