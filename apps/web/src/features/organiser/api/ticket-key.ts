import type { activity } from '@dance/contracts';
import { defineCall, request } from '../../../lib/request.ts';

export const ticketKeyCall = defineCall<typeof activity.ticketKey>()('GET', '/api/activity/ticket-key');

/** The public key of the tickets' QR signatures. */
export const fetchTicketKey = () => request(ticketKeyCall, {});
