import type { activity } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const editTicketCall = defineCall<typeof activity.editTicket>()('POST', '/api/activity/edit-ticket');

/** Create or edit a ticket type (the server refuses capacity below sold and held). */
export const editTicket = (input: CallInput<typeof editTicketCall>) => request(editTicketCall, input);
