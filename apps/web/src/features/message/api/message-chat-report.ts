import type { message } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const messageChatReportCall = defineCall<typeof message.messageChatReport>()(
  'POST',
  '/api/message/chat-report',
);

export const reportChat = (body: CallInput<typeof messageChatReportCall>) =>
  request(messageChatReportCall, body);
