import type { EndpointData, points } from '@dance/contracts';
import { queryOptions } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { pointsKeys } from './keys.ts';

export const signCalendarCall = defineCall<typeof points.signCalendar>()(
  'GET',
  '/api/user-sign/sign-calendar',
);

export type SignCalendar = EndpointData<typeof points.signCalendar>;

/** A month's signed days (the current month for ''), the streak and the day's rewards. */
export const signCalendarQuery = (month: string) =>
  queryOptions({
    queryKey: pointsKeys.calendar(month),
    queryFn: () => request(signCalendarCall, month ? { month } : {}),
  });
