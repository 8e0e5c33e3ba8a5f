import type { message } from '@dance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { messageKeys } from './keys.ts';

export const messageStatisticsCall = defineCall<typeof message.messageStatistics>()(
  'GET',
  '/api/message/statistics',
);

/** Unread counts for the badges; quiet when signed out. */
export const fetchMessageStatistics = () =>
  request(messageStatisticsCall, {}, { silent: true, enableUnauthorizedTip: 'no' });

export const messageStatisticsQuery = () =>
  queryOptions({ queryKey: messageKeys.statistics, queryFn: fetchMessageStatistics, staleTime: 10_000 });

export const useMessageStatistics = (enabled = true) => useQuery({ ...messageStatisticsQuery(), enabled });
