import type { curate } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const curateReportReasonAddCall = defineCall<typeof curate.reportReasonAdd>()(
  'POST',
  '/api/admin/curate/report-reason/add',
);

/** Add a reason of account and chat reports (a name already listed answers 9502). */
export const addReportReason = (input: CallInput<typeof curateReportReasonAddCall>) =>
  request(curateReportReasonAddCall, input, { silent: true });
