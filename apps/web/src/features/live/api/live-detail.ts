import type { live } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const liveDetailCall = defineCall<typeof live.detail>()('GET', '/api/live/detail');

export const liveDetail = (input: CallInput<typeof liveDetailCall>) => request(liveDetailCall, input);
