import type { EndpointData, ops } from '@dance/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { opsKeys } from './keys.ts';

export const opsLogCall = defineCall<typeof ops.log>()('GET', '/api/admin/ops/log');

export type LogItem = EndpointData<typeof ops.log>['list'][number];

/** The action log, newest first, filtered by kind, operator and ref (empty: any). */
export const useOpsLog = (kind: string, operatorId: number, ref: string) =>
  useInfiniteQuery({
    queryKey: opsKeys.log(kind, operatorId, ref),
    queryFn: ({ pageParam }) =>
      request(opsLogCall, {
        cursor: pageParam,
        limit: 30,
        ...(kind ? { kind } : {}),
        ...(operatorId ? { operator_id: operatorId } : {}),
        ...(ref ? { ref } : {}),
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
