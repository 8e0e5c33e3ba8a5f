import type { live } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const isDisplayLiveCall = defineCall<typeof live.isDisplayLive>()('GET', '/api/live/is-display-live');

export const isDisplayLive = (input: CallInput<typeof isDisplayLiveCall>) =>
  request(isDisplayLiveCall, input);
