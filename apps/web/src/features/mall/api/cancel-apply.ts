import type { mall } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';
import { useOrderMutation } from './use-order-mutation.ts';

export const cancelApplyCall = defineCall<typeof mall.cancelApply>()('POST', '/api/order/cancel-apply');

export const applyCancel = (input: CallInput<typeof cancelApplyCall>) => request(cancelApplyCall, input);

export const useApplyCancel = () => useOrderMutation(applyCancel);
