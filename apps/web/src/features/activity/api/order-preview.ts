import type { mall } from '@dance/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';
import { activityKeys } from './keys.ts';

export const ticketOrderPreviewCall = defineCall<typeof mall.orderPreview>()('POST', '/api/order/preview');

export type TicketPreviewInput = CallInput<typeof ticketOrderPreviewCall>;

/** The server's own amounts for the tickets chosen (prices are never the page's). */
export const useTicketPreview = (input: TicketPreviewInput | null) =>
  useQuery({
    queryKey: activityKeys.preview(input ?? {}),
    queryFn: () => request(ticketOrderPreviewCall, input!),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });
