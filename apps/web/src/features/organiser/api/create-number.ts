import type { activity } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const createNumberCall = defineCall<typeof activity.createNumber>()(
  'POST',
  '/api/activity/create-number',
);

/** Number a division's competitors, once. */
export const createNumber = (input: CallInput<typeof createNumberCall>) => request(createNumberCall, input);
