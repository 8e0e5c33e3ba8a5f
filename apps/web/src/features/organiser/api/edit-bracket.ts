import type { activity } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const editBracketCall = defineCall<typeof activity.editBracket>()(
  'POST',
  '/api/activity-competition/edit-bracket',
);

/** Start a division's bracket from seeded competitors. */
export const editBracket = (input: CallInput<typeof editBracketCall>) => request(editBracketCall, input);
