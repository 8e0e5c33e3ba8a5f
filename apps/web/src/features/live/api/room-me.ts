import type { live } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';
import { liveKeys } from './keys.ts';

export const roomMeCall = defineCall<typeof live.roomMe>()('GET', '/api/live/room-me');

/**
 * The caller's standing in a room: muted, removed, room admin, may moderate; with `user_id`, a
 * viewer's (the anchor and room admins only).
 */
export const roomMe = (input: CallInput<typeof roomMeCall>) => request(roomMeCall, input);

export const roomMeKey = (id: number) => [...liveKeys.all, 'room-me', id] as const;

/** A viewer's standing, as the anchor or a room admin reads it on opening the action sheet. */
export const viewerStandingKey = (id: number, userId: number) =>
  [...liveKeys.all, 'room-me', id, 'of', userId] as const;
