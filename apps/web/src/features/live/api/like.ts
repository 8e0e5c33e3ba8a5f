import type { live } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const likeLiveCall = defineCall<typeof live.like>()('POST', '/api/live/like');

export const likeLive = (input: CallInput<typeof likeLiveCall>) => request(likeLiveCall, input);
