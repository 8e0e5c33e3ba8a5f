import type { EndpointData, ops } from '@dance/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { opsKeys } from './keys.ts';

export const opsQueueCall = defineCall<typeof ops.queue>()('GET', '/api/admin/ops/queue');

export type QueuePage = EndpointData<typeof ops.queue>;
export type QueueItem = QueuePage['list'][number];
export type QueueCount = QueuePage['counts'][number];

export const QUEUE_PAGE_SIZE = 30;

/** The queue, oldest first, of one kind ('' for all) waiting at least so many hours. */
export const useQueue = (kind: ops.QueueKind | '', minAgeHours: number) =>
  useInfiniteQuery({
    queryKey: opsKeys.queue(kind, minAgeHours),
    queryFn: ({ pageParam }) =>
      request(opsQueueCall, {
        cursor: pageParam,
        limit: QUEUE_PAGE_SIZE,
        min_age_hours: minAgeHours,
        ...(kind ? { kind } : {}),
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
