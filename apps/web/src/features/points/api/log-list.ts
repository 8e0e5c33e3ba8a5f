import type { EndpointData, points } from '@dance/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { pointsKeys } from './keys.ts';

export const logListCall = defineCall<typeof points.logList>()('GET', '/api/integral-log/list');

export type LogEntry = EndpointData<typeof points.logList>['list'][number];
export type LogType = (typeof points.LOG_TYPES)[number];

/** My points ledger, newest first, 20 at a time. */
export const useLogList = (type: LogType) =>
  useInfiniteQuery({
    queryKey: pointsKeys.log(type),
    queryFn: ({ pageParam }) => request(logListCall, { type, cursor: pageParam, limit: 20 }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
