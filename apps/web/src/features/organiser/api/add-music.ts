import type { activity } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const addMusicCall = defineCall<typeof activity.addMusic>()('POST', '/api/activity/add-music');

/** Link music. */
export const addMusic = (input: CallInput<typeof addMusicCall>) => request(addMusicCall, input);
