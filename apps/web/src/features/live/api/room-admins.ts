import type { live } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';
import { liveKeys } from './keys.ts';

export const roomAdminsCall = defineCall<typeof live.roomAdmins>()('GET', '/api/live/room-admins');

/** The caller's room admins. */
export const roomAdmins = (input: CallInput<typeof roomAdminsCall> = {}) => request(roomAdminsCall, input);

export const roomAdminsKey = [...liveKeys.all, 'room-admins'] as const;
