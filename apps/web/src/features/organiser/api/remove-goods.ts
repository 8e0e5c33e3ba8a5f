import type { activity } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const removeGoodsCall = defineCall<typeof activity.removeGoods>()(
  'POST',
  '/api/activity/remove-goods',
);

/** Unlink goods, a course or music. */
export const removeGoods = (input: CallInput<typeof removeGoodsCall>) => request(removeGoodsCall, input);
