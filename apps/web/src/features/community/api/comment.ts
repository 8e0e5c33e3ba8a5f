import type { community } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const commentCall = defineCall<typeof community.comment>()('POST', '/api/forum/post/comment');

/** Comments on a post, or replies to a comment with parent_id. */
export const postComment = (body: CallInput<typeof commentCall>) => request(commentCall, body);
