import type { activity } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const checkInSyncCall = defineCall<typeof activity.checkInSync>()(
  'POST',
  '/api/activity/check-in-sync',
);

/** Send check-ins queued offline. */
export const syncCheckIn = (input: CallInput<typeof checkInSyncCall>) => request(checkInSyncCall, input);
