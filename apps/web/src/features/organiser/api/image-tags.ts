import type { activity } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const imageTagsCall = defineCall<typeof activity.imageTags>()('GET', '/api/activity/image-tags');

/** The tags of an activity's photos with counts. */
export const fetchImageTags = (input: CallInput<typeof imageTagsCall>) => request(imageTagsCall, input);
