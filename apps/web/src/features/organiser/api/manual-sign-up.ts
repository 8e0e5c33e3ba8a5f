import type { activity } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const manualSignUpCall = defineCall<typeof activity.manualSignUp>()(
  'POST',
  '/api/activity/manual-sign-up',
);

/** Add a walk-in competitor or attendee. */
export const manualSignUp = (input: CallInput<typeof manualSignUpCall>) => request(manualSignUpCall, input);
