import type { live } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const liveReportCall = defineCall<typeof live.liveReport>()('POST', '/api/live/report');

/** Report a live to the operators with a reason. */
export const reportLive = (input: CallInput<typeof liveReportCall>) => request(liveReportCall, input);
