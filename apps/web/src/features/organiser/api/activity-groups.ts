import type { activity } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const activityGroupsCall = defineCall<typeof activity.activityGroups>()(
  'GET',
  '/api/activity/activity-groups',
);

/** An activity's divisions. */
export const fetchGroups = (input: CallInput<typeof activityGroupsCall>) =>
  request(activityGroupsCall, input);
