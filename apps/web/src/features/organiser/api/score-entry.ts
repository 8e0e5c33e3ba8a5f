import type { activity } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const scoreEntryCall = defineCall<typeof activity.scoreEntry>()(
  'POST',
  '/api/activity-competition/score',
);

/** Record a competitor's preselection score. */
export const scoreEntry = (input: CallInput<typeof scoreEntryCall>) => request(scoreEntryCall, input);
