import type { activity } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const checkInCall = defineCall<typeof activity.checkIn>()('POST', '/api/activity/check-in');

/** Check one ticket in by code or QR payload. */
export const checkIn = (input: CallInput<typeof checkInCall>) => request(checkInCall, input);
