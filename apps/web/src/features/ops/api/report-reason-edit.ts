import type { curate } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const curateReportReasonEditCall = defineCall<typeof curate.reportReasonEdit>()(
  'POST',
  '/api/admin/curate/report-reason/edit',
);

/** Change the names, order or visibility of a reason of account and chat reports (`hidden: false` offers a removed one again). */
export const editReportReason = (input: CallInput<typeof curateReportReasonEditCall>) =>
  request(curateReportReasonEditCall, input, { silent: true });
