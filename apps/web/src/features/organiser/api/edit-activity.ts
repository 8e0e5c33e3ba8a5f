import type { activity } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const editActivityCall = defineCall<typeof activity.editActivity>()(
  'POST',
  '/api/goods/edit-activity',
);

/** Create or edit an activity. */
export const editActivity = (input: CallInput<typeof editActivityCall>) => request(editActivityCall, input);
