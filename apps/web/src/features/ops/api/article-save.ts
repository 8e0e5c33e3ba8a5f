import type { curate } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const curateArticleSaveCall = defineCall<typeof curate.articleSave>()(
  'POST',
  '/api/admin/curate/article/save',
);

/** Create an article (no id) or edit one; the server sanitises its HTML. */
export const saveArticle = (input: CallInput<typeof curateArticleSaveCall>) =>
  request(curateArticleSaveCall, input, { silent: true });
