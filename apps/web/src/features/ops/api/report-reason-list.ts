import type { EndpointData, curate } from '@dance/contracts';
import { queryOptions } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { opsKeys } from './keys.ts';

export const curateReportReasonListCall = defineCall<typeof curate.reportReasonList>()(
  'GET',
  '/api/admin/curate/report-reason/list',
);

export type ReasonItem = EndpointData<typeof curate.reportReasonList>['list'][number];

/** Every reason of the list, removed ones too, in their order. */
export const reportReasonListQuery = () =>
  queryOptions({
    queryKey: opsKeys.curateReasons('report-reason'),
    queryFn: () => request(curateReportReasonListCall, {}),
  });
