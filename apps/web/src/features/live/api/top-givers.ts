import type { live } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const topGiversCall = defineCall<typeof live.topGivers>()('GET', '/api/live/top-givers');

export const topGivers = (input: CallInput<typeof topGiversCall>) => request(topGiversCall, input);
