import type { live } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const destroyLiveCall = defineCall<typeof live.destroy>()('POST', '/api/live/destroy');

export const destroyLive = (input: CallInput<typeof destroyLiveCall>) => request(destroyLiveCall, input);
