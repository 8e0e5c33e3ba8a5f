import type { message } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const messageReadCall = defineCall<typeof message.messageRead>()('POST', '/api/message/read');

/** Marks a notice, a conversation, a category or everything read; answers the new counts. */
export const markRead = (body: CallInput<typeof messageReadCall>) =>
  request(messageReadCall, body, { silent: true });
