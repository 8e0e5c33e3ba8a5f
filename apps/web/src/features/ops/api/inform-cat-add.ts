import type { curate } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const curateInformCatAddCall = defineCall<typeof curate.informCatAdd>()(
  'POST',
  '/api/admin/curate/inform-cat/add',
);

/** Add a reason of post, comment and user reports (a name already listed answers 9502). */
export const addInformCat = (input: CallInput<typeof curateInformCatAddCall>) =>
  request(curateInformCatAddCall, input, { silent: true });
