import type { community } from '@dance/contracts';
import { defineCall, request } from '../../../lib/request.ts';

export const hidePostCall = defineCall<typeof community.hidePost>()('POST', '/api/forum/post/hide-post');

/** Not interested: the post leaves my feeds. */
export const hidePost = (postId: number) => request(hidePostCall, { post_id: postId });
