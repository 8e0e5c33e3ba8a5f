import type { community } from '@dance/contracts';
import { defineCall, request } from '../../../lib/request.ts';

export const hideUserCall = defineCall<typeof community.hideUser>()('POST', '/api/forum/post/hide-user');

/** Block (or unblock) a user. */
export const hideUser = (userId: number, hide = true) =>
  request(hideUserCall, { user_id: userId, is_hide: hide ? 1 : 0 });
