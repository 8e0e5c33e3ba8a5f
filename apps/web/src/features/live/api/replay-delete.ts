import type { live } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const replayDeleteCall = defineCall<typeof live.replayDelete>()('POST', '/api/live/replay-delete');

export const replayDelete = (input: CallInput<typeof replayDeleteCall>) => request(replayDeleteCall, input);
