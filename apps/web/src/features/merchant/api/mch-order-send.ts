import type { mall } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const mchOrderSendCall = defineCall<typeof mall.mchOrderSend>()('POST', '/plugin/mch/api/order/send');

export type ShipInput = CallInput<typeof mchOrderSendCall>;

/** Ship a paid express order (owner only) with the express company and number. */
export const shipOrder = (input: ShipInput) => request(mchOrderSendCall, input);
