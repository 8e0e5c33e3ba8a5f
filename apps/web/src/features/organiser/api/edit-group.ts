import type { activity } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const editGroupCall = defineCall<typeof activity.editGroup>()('POST', '/api/activity/edit-group');

/** Create or edit a division. */
export const editGroup = (input: CallInput<typeof editGroupCall>) => request(editGroupCall, input);
