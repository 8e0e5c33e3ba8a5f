import type { curate } from '@dance/contracts';
import { defineCall, request } from '../../../lib/request.ts';

export const curateWordRemoveCall = defineCall<typeof curate.wordRemove>()(
  'POST',
  '/api/admin/curate/word/remove',
);

/** Remove a word from the lists. */
export const removeWord = (id: number) => request(curateWordRemoveCall, { id }, { silent: true });
