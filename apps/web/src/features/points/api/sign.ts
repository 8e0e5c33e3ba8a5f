import type { points } from '@dance/contracts';
import { defineCall, request } from '../../../lib/request.ts';

export const signCall = defineCall<typeof points.sign>()('POST', '/api/user-sign/sign');

/** Sign in today. */
export const signToday = () => request(signCall, {});
