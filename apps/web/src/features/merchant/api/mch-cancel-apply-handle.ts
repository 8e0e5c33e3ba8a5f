import type { mall } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const mchCancelApplyHandleCall = defineCall<typeof mall.mchCancelApplyHandle>()(
  'POST',
  '/plugin/mch/api/order/cancel-apply-handle',
);

/** Agree to a buyer's cancel request (the order is refunded in full) or refuse it with a reason. */
export const handleCancelApply = (input: CallInput<typeof mchCancelApplyHandleCall>) =>
  request(mchCancelApplyHandleCall, input);
