import type { curate } from '@dance/contracts';
import { defineCall, request } from '../../../lib/request.ts';

export const curateInformCatRemoveCall = defineCall<typeof curate.informCatRemove>()(
  'POST',
  '/api/admin/curate/inform-cat/remove',
);

/** Remove a reason of post, comment and user reports: hidden, kept for the reports that cite it. */
export const removeInformCat = (id: number) => request(curateInformCatRemoveCall, { id }, { silent: true });
