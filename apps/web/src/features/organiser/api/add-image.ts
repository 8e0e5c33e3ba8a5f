import type { activity } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const addImageCall = defineCall<typeof activity.addImage>()('POST', '/api/activity/add-image');

/** Add event photos with tags. */
export const addImages = (input: CallInput<typeof addImageCall>) => request(addImageCall, input);
