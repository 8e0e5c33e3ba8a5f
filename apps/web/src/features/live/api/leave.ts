import type { live } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const leaveLiveCall = defineCall<typeof live.leave>()('POST', '/api/live/leave');

export const leaveLive = (input: CallInput<typeof leaveLiveCall>) => request(leaveLiveCall, input);
