import type { activity } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const imagesCall = defineCall<typeof activity.images>()('GET', '/api/activity/images');

/** An activity's photos by tag. */
export const fetchImages = (input: CallInput<typeof imagesCall>) => request(imagesCall, input);
