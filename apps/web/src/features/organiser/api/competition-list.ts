import type { activity } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const competitionListCall = defineCall<typeof activity.competitionList>()(
  'GET',
  '/api/activity-competition/list',
);

/** Each division's competitors and bracket. */
export const fetchCompetition = (input: CallInput<typeof competitionListCall>) =>
  request(competitionListCall, input);
