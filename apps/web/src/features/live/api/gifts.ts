import type { live } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const liveGiftsCall = defineCall<typeof live.gifts>()('GET', '/api/live/gifts');

export const liveGifts = (input: CallInput<typeof liveGiftsCall>) => request(liveGiftsCall, input);
