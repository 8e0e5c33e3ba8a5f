import type { activity } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const attendeeListCall = defineCall<typeof activity.attendeeRoster>()(
  'GET',
  '/api/activity/attendee-list',
);

/** An activity's tickets and attendees (ID numbers masked). */
export const fetchRoster = (input: CallInput<typeof attendeeListCall>) => request(attendeeListCall, input);
