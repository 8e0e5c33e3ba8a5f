import type { message } from '@dance/contracts';
import { defineCall, request } from '../../../lib/request.ts';

export const messageRecallCall = defineCall<typeof message.messageRecall>()('POST', '/api/message/recall');

export const recallMessage = (messageId: number) => request(messageRecallCall, { message_id: messageId });
