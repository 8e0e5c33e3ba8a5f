import type { activity } from '@dance/contracts';
import { defineCall, request } from '../../../lib/request.ts';

export const attendeeDeleteCall = defineCall<typeof activity.attendeeDelete>()(
  'POST',
  '/api/activity/attendee-delete',
);

export const deleteAttendee = (id: number) => request(attendeeDeleteCall, { id });
