import type { activity } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const manageListCall = defineCall<typeof activity.manageList>()('GET', '/api/activity/manage-list');

/** One shop's activities, drafts included. */
export const fetchManageList = (input: CallInput<typeof manageListCall>) => request(manageListCall, input);
