import type { activity, EndpointData } from '@dance/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { activityKeys } from './keys.ts';

export const myTicketsCall = defineCall<typeof activity.myTickets>()('GET', '/api/activity/my-tickets');

export type Ticket = EndpointData<typeof activity.myTickets>['list'][number];
export type TicketFilter = 'all' | Ticket['status'];

export const useMyTickets = (status: TicketFilter, enabled = true) =>
  useInfiniteQuery({
    queryKey: activityKeys.tickets(status),
    queryFn: ({ pageParam }) => request(myTicketsCall, { status, cursor: pageParam, limit: 20 }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    enabled,
  });
