import type { live } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const stopLiveCall = defineCall<typeof live.stop>()('POST', '/api/live/stop');

export const stopLive = (input: CallInput<typeof stopLiveCall>) => request(stopLiveCall, input);
