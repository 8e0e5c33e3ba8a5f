import type { live } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const liveSalesCall = defineCall<typeof live.liveSales>()('GET', '/api/live/sales');

/** Goods sold in one of my lives: paid orders bought from it and their amount. */
export const liveSales = (input: CallInput<typeof liveSalesCall>) => request(liveSalesCall, input);
