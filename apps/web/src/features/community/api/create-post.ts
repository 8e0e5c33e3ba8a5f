import type { community } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const createPostCall = defineCall<typeof community.createPost>()(
  'POST',
  '/api/forum/post/create-post',
);

export type PostInput = CallInput<typeof createPostCall>;

/** Publishes, or saves a draft with is_draft 1; with id, edits that draft or post. */
export const createPost = (body: PostInput) => request(createPostCall, body);
