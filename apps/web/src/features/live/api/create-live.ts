import type { live } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const createLiveCall = defineCall<typeof live.createLive>()('POST', '/api/live/create-live');

export const createLive = (input: CallInput<typeof createLiveCall>) => request(createLiveCall, input);
