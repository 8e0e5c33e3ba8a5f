import type { live } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const liveListCall = defineCall<typeof live.list>()('GET', '/api/live/list');

export const liveList = (input: CallInput<typeof liveListCall>) => request(liveListCall, input);
