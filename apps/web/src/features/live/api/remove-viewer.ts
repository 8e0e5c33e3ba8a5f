import type { live } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const removeViewerCall = defineCall<typeof live.removeViewer>()('POST', '/api/live/remove-viewer');

/** The anchor or a room admin removes a viewer from the room. */
export const removeViewer = (input: CallInput<typeof removeViewerCall>) => request(removeViewerCall, input);
