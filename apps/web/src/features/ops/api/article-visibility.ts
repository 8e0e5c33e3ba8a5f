import type { curate } from '@dance/contracts';
import { defineCall, request } from '../../../lib/request.ts';

export const curateArticleVisibilityCall = defineCall<typeof curate.articleVisibility>()(
  'POST',
  '/api/admin/curate/article/visibility',
);

/** Hide an article from the app, or show it again. */
export const setArticleHidden = (id: number, hidden: boolean) =>
  request(curateArticleVisibilityCall, { id, hidden }, { silent: true });
