import type { curate } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const curateWordAddCall = defineCall<typeof curate.wordAdd>()('POST', '/api/admin/curate/word/add');

/** Add a word at a level (a word already listed answers 9501). */
export const addWord = (input: CallInput<typeof curateWordAddCall>) =>
  request(curateWordAddCall, input, { silent: true });
