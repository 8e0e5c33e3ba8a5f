import type { EndpointData, curate } from '@dance/contracts';
import { queryOptions } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { opsKeys } from './keys.ts';

export const curateArticleDetailCall = defineCall<typeof curate.articleDetail>()(
  'GET',
  '/api/admin/curate/article/detail',
);

export type ArticleDetail = EndpointData<typeof curate.articleDetail>;

/** One article as stored, with its translations, for editing. */
export const articleDetailQuery = (id: number) =>
  queryOptions({
    queryKey: opsKeys.curateArticle(id),
    queryFn: () => request(curateArticleDetailCall, { id }),
    staleTime: 0,
  });
