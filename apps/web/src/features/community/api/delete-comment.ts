import type { community } from '@dance/contracts';
import { defineCall, request } from '../../../lib/request.ts';

export const deleteCommentCall = defineCall<typeof community.deleteComment>()(
  'POST',
  '/api/forum/post/delete-comment',
);

export const deleteComment = (id: number) => request(deleteCommentCall, { id });
