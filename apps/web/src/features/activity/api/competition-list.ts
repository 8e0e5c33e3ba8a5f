import type { activity, EndpointData } from '@dance/contracts';
import { useQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { activityKeys } from './keys.ts';

export const competitionListCall = defineCall<typeof activity.competitionList>()(
  'GET',
  '/api/activity-competition/list',
);

export type CompetitionDivision = EndpointData<typeof activity.competitionList>['list'][number];

/** Each division's competitors and bracket, read-only here. */
export const useCompetition = (activityId: number, enabled = true) =>
  useQuery({
    queryKey: activityKeys.competition(activityId),
    queryFn: () => request(competitionListCall, { activity_id: activityId }),
    enabled,
  });
