import type { mall } from '@dance/contracts';
import { queryOptions } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { mallKeys } from './keys.ts';

export const cancelCauseListCall = defineCall<typeof mall.cancelCauseList>()(
  'GET',
  '/api/order/cancel-cause-list',
);

export const cancelCauseListQuery = () =>
  queryOptions({
    queryKey: mallKeys.cancelCauses,
    queryFn: () => request(cancelCauseListCall, {}),
    staleTime: 10 * 60_000,
  });
