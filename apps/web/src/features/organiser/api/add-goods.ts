import type { activity } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const addGoodsCall = defineCall<typeof activity.addGoods>()('POST', '/api/activity/add-goods');

/** Link merchandise. */
export const addGoods = (input: CallInput<typeof addGoodsCall>) => request(addGoodsCall, input);
