import type { EndpointData, curate } from '@dance/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { opsKeys } from './keys.ts';

export const curateArticleListCall = defineCall<typeof curate.articleList>()(
  'GET',
  '/api/admin/curate/article/list',
);

export type ArticleSummary = EndpointData<typeof curate.articleList>['list'][number];
export type ArticleType = (typeof curate.ARTICLE_TYPES)[number];

/** Articles of a type ('all' for every type), hidden ones too, newest first. */
export const useArticleList = (type: ArticleType | 'all') =>
  useInfiniteQuery({
    queryKey: opsKeys.curateArticles(type),
    queryFn: ({ pageParam }) => request(curateArticleListCall, { cursor: pageParam, limit: 30, type }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
