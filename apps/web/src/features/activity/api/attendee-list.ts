import type { activity, EndpointData } from '@dance/contracts';
import { useQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { activityKeys } from './keys.ts';

export const attendeeListCall = defineCall<typeof activity.attendeeList>()('GET', '/api/activity/attendees');

export type Attendee = EndpointData<typeof activity.attendeeList>['list'][number];

/** My saved attendees (观演人). */
export const useAttendees = (enabled = true) =>
  useQuery({
    queryKey: activityKeys.attendees,
    queryFn: () => request(attendeeListCall),
    enabled,
  });
