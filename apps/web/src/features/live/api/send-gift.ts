import type { live } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const sendGiftCall = defineCall<typeof live.sendGift>()('POST', '/api/live/send-gift');

export const sendGift = (input: CallInput<typeof sendGiftCall>) => request(sendGiftCall, input);
