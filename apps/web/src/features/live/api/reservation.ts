import type { live } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const reserveLiveCall = defineCall<typeof live.reservation>()('POST', '/api/live/reservation');

export const reserveLive = (input: CallInput<typeof reserveLiveCall>) => request(reserveLiveCall, input);
