import type { live } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';
import { liveKeys } from './keys.ts';

export const roomMeCall = defineCall<typeof live.roomMe>()('GET', '/api/live/room-me');

/** The caller's standing in a room: muted, removed, room admin, may moderate. */
export const roomMe = (input: CallInput<typeof roomMeCall>) => request(roomMeCall, input);

export const roomMeKey = (id: number) => [...liveKeys.all, 'room-me', id] as const;
