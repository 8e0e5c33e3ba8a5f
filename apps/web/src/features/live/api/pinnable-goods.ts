import type { live } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const pinnableGoodsCall = defineCall<typeof live.pinnableGoods>()('GET', '/api/live/pinnable-goods');

/** The goods the anchor may pin (own shop, accepted partners, on sale), newest first, cursor paged. */
export const pinnableGoods = (input: CallInput<typeof pinnableGoodsCall>) =>
  request(pinnableGoodsCall, input);
