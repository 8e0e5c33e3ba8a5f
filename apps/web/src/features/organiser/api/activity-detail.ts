import type { activity } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const activityDetailCall = defineCall<typeof activity.activityDetail>()('GET', '/api/activity/detail');

/** One activity with its ticket types, divisions and links (drafts to the organiser). */
export const fetchActivity = (input: CallInput<typeof activityDetailCall>) =>
  request(activityDetailCall, input);
