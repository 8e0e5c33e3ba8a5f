import type { mall } from '@dance/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { defineCall, request, type CallData } from '../../../lib/request.ts';
import { merchantKeys } from './keys.ts';

export const mchOrderIndexCall = defineCall<typeof mall.mchOrderIndex>()(
  'GET',
  '/plugin/mch/api/order/index',
);

export type MchOrderTab = (typeof mall.MCH_ORDER_TABS)[number];
export type MchOrder = CallData<typeof mchOrderIndexCall>['list'][number];

/** The shop's orders of one tab, newest first, 20 a page; only those bought from a live when given. */
export const mchOrderIndexQuery = (mchId: number, status: MchOrderTab, liveId?: number) =>
  infiniteQueryOptions({
    queryKey: [...merchantKeys.orderIndex(mchId, status), liveId ?? 0],
    queryFn: ({ pageParam }) =>
      request(mchOrderIndexCall, {
        mch_id: mchId,
        status,
        limit: 20,
        ...(liveId ? { live_id: liveId } : {}),
        ...(pageParam ? { cursor: pageParam } : {}),
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    // Buyers, clerks and jobs change orders too: ask again whenever the list opens.
    staleTime: 0,
  });
