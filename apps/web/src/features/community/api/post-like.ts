import type { community } from '@dance/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { withLike } from '../lib/counters.ts';
import { patchPost } from '../lib/post-cache.ts';

export const postLikeCall = defineCall<typeof community.postLike>()(
  'POST',
  '/api/forum/interaction/post-like',
);

export const likePost = (postId: number, liked: boolean) =>
  request(postLikeCall, { post_id: postId, is_like: liked ? 1 : 0 });

/** Like or unlike with the count moving at once; the server's count wins when it answers. */
export function useLikePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, liked }: { id: number; liked: boolean }) => likePost(id, liked),
    onMutate: ({ id, liked }) => patchPost(client, id, (p) => withLike(p, liked)),
    onSuccess: (data, { id }) =>
      patchPost(client, id, (p) => ({ ...p, is_liked: data.is_like === 1, like_count: data.like_count })),
    onError: (_error, { id, liked }) => patchPost(client, id, (p) => withLike(p, !liked)),
  });
}
