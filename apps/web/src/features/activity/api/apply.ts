import type { activity } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const applyCall = defineCall<typeof activity.apply>()('POST', '/api/activity/apply');

export type ApplyInput = CallInput<typeof applyCall>;

/** A competitor signs up into a division. */
export const applyToDivision = (input: ApplyInput) => request(applyCall, input);
