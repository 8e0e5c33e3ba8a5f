import type { message } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const messageSendCall = defineCall<typeof message.messageSend>()('POST', '/api/message/send');

export type SendBody = CallInput<typeof messageSendCall>;

/** Sends one message; the same client_id never makes a second one. */
export const sendMessage = (body: SendBody) => request(messageSendCall, body, { silent: true });
