import type { activity } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const ticketOrderStatisticCall = defineCall<typeof activity.ticketOrderStatistic>()(
  'GET',
  '/api/activity/ticket-order-statistic',
);

/** Live figures per ticket type. */
export const fetchStatistic = (input: CallInput<typeof ticketOrderStatisticCall>) =>
  request(ticketOrderStatisticCall, input);
