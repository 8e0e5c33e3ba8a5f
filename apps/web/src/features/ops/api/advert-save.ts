import type { curate } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const curateAdvertSaveCall = defineCall<typeof curate.advertSave>()(
  'POST',
  '/api/admin/curate/advert/save',
);

/** Create an advert (no id) or edit one; it shows at once. */
export const saveAdvert = (input: CallInput<typeof curateAdvertSaveCall>) =>
  request(curateAdvertSaveCall, input, { silent: true });
