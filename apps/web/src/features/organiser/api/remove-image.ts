import type { activity } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const removeImageCall = defineCall<typeof activity.removeImage>()(
  'POST',
  '/api/activity/remove-image',
);

/** Remove event photos. */
export const removeImages = (input: CallInput<typeof removeImageCall>) => request(removeImageCall, input);
