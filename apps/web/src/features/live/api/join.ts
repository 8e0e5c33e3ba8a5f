import type { live } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const joinLiveCall = defineCall<typeof live.join>()('POST', '/api/live/join');

export const joinLive = (input: CallInput<typeof joinLiveCall>) => request(joinLiveCall, input);
