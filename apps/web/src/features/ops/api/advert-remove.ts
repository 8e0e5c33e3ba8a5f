import type { curate } from '@dance/contracts';
import { defineCall, request } from '../../../lib/request.ts';

export const curateAdvertRemoveCall = defineCall<typeof curate.advertRemove>()(
  'POST',
  '/api/admin/curate/advert/remove',
);

/** Delete an advert (gone at once). */
export const removeAdvert = (id: number) => request(curateAdvertRemoveCall, { id }, { silent: true });
