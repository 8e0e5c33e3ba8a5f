import type { live } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const muteCall = defineCall<typeof live.mute>()('POST', '/api/live/mute');

/** The anchor or a room admin mutes (on=1) or unmutes (on=0) a viewer. */
export const muteViewer = (input: CallInput<typeof muteCall>) => request(muteCall, input);
