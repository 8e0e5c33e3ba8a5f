import type { live } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const watchHistoryCall = defineCall<typeof live.watchHistory>()('GET', '/api/live/watch-history');

export const watchHistory = (input: CallInput<typeof watchHistoryCall>) => request(watchHistoryCall, input);
