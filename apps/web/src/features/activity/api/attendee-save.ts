import type { activity } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const attendeeSaveCall = defineCall<typeof activity.attendeeSave>()(
  'POST',
  '/api/activity/attendee-save',
);

export type AttendeeSaveInput = CallInput<typeof attendeeSaveCall>;

/** Add (no id) or edit a saved attendee; the server checks the ID number again. */
export const saveAttendee = (input: AttendeeSaveInput) => request(attendeeSaveCall, input, { silent: true });
