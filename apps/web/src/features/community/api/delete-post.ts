import type { community } from '@dance/contracts';
import { defineCall, request } from '../../../lib/request.ts';

export const deletePostCall = defineCall<typeof community.deletePost>()('POST', '/api/forum/post/delete');

/** Deletes my post or draft. */
export const deletePost = (id: number) => request(deletePostCall, { id });
