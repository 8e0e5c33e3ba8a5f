import type { live } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const pinGoodsCall = defineCall<typeof live.pinGoods>()('POST', '/api/live/pin-goods');

/** The anchor sets the pinned goods of a scheduled or running live; viewers hear `live.goods`. */
export const pinGoods = (input: CallInput<typeof pinGoodsCall>) => request(pinGoodsCall, input);
