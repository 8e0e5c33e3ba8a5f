import type { live } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const roomAdminCall = defineCall<typeof live.roomAdmin>()('POST', '/api/live/room-admin');

/** The anchor appoints (on=1) or dismisses (on=0) a room admin. */
export const setRoomAdmin = (input: CallInput<typeof roomAdminCall>) => request(roomAdminCall, input);
