import type { live } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const sendLiveMessageCall = defineCall<typeof live.sendMessage>()('POST', '/api/live/send-message');

export const sendLiveMessage = (input: CallInput<typeof sendLiveMessageCall>) =>
  request(sendLiveMessageCall, input);
