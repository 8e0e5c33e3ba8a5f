import type { mall } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const orderSubmitCall = defineCall<typeof mall.orderSubmit>()('POST', '/api/order/submit');

/** The track's order through the mall's checkout; idempotent on `token`. */
export const submitMusicOrder = (input: CallInput<typeof orderSubmitCall>) => request(orderSubmitCall, input);
