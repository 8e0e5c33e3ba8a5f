import type { curate } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const curateInformCatEditCall = defineCall<typeof curate.informCatEdit>()(
  'POST',
  '/api/admin/curate/inform-cat/edit',
);

/** Change the names, order or visibility of a reason of post, comment and user reports (`hidden: false` offers a removed one again). */
export const editInformCat = (input: CallInput<typeof curateInformCatEditCall>) =>
  request(curateInformCatEditCall, input, { silent: true });
