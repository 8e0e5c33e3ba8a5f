import type { activity } from '@dance/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';
import { activityKeys } from './keys.ts';

export const activityListCall = defineCall<typeof activity.activityList>()('GET', '/api/activity/list');

export type ActivityListInput = CallInput<typeof activityListCall>;

export const fetchActivities = (input: ActivityListInput) => request(activityListCall, input);

export const activitiesQuery = (input: ActivityListInput) =>
  infiniteQueryOptions({
    queryKey: activityKeys.list(input),
    queryFn: ({ pageParam }) => fetchActivities({ ...input, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    staleTime: 30_000,
  });

export const useActivities = (input: ActivityListInput, enabled = true) =>
  useInfiniteQuery({ ...activitiesQuery(input), enabled });
