import type { curate } from '@dance/contracts';
import { defineCall, request } from '../../../lib/request.ts';

export const curateReportReasonRemoveCall = defineCall<typeof curate.reportReasonRemove>()(
  'POST',
  '/api/admin/curate/report-reason/remove',
);

/** Remove a reason of account and chat reports: hidden, kept for the reports that cite it. */
export const removeReportReason = (id: number) =>
  request(curateReportReasonRemoveCall, { id }, { silent: true });
