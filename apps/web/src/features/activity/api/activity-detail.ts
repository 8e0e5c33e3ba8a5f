import type { activity } from '@dance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointData } from '@dance/contracts';
import { defineCall, request } from '../../../lib/request.ts';
import { activityKeys } from './keys.ts';

export const activityDetailCall = defineCall<typeof activity.activityDetail>()('GET', '/api/activity/detail');

export type ActivityDetail = EndpointData<typeof activity.activityDetail>;
export type TicketType = ActivityDetail['ticket_types'][number];

export const activityDetailQuery = (id: number) =>
  queryOptions({
    queryKey: activityKeys.detail(id),
    queryFn: () => request(activityDetailCall, { id }),
    // Seats left move: fresh on every visit.
    staleTime: 0,
  });

export const useActivityDetail = (id: number | null) =>
  useQuery({ ...activityDetailQuery(id ?? 0), enabled: id !== null });
