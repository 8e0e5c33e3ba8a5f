import type { message } from '@dance/contracts';
import { defineCall, request } from '../../../lib/request.ts';

export const messageVoiceReadCall = defineCall<typeof message.messageVoiceRead>()(
  'POST',
  '/api/message/voice-read',
);

export const markVoicePlayed = (messageId: number) =>
  request(messageVoiceReadCall, { message_id: messageId }, { silent: true });
