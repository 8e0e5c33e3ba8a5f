import type { community } from '@dance/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { withCollect } from '../lib/counters.ts';
import { patchPost } from '../lib/post-cache.ts';
import { communityKeys } from './keys.ts';

export const postCollectCall = defineCall<typeof community.postCollect>()(
  'POST',
  '/api/forum/interaction/post-collect',
);

export const collectPost = (postId: number, collected: boolean) =>
  request(postCollectCall, { post_id: postId, is_collect: collected ? 1 : 0 });

export function useCollectPost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, collected }: { id: number; collected: boolean }) => collectPost(id, collected),
    onMutate: ({ id, collected }) => patchPost(client, id, (p) => withCollect(p, collected)),
    onSuccess: (data, { id }) => {
      patchPost(client, id, (p) => ({
        ...p,
        is_collected: data.is_collect === 1,
        collect_count: data.collect_count,
      }));
      void client.invalidateQueries({ queryKey: communityKeys.collections(null) });
    },
    onError: (_error, { id, collected }) => patchPost(client, id, (p) => withCollect(p, !collected)),
  });
}
