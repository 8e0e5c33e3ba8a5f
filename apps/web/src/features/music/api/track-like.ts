import type { mall } from '@dance/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { musicKeys } from './keys.ts';
import type { TrackDetail } from './track-detail.ts';

/** A track's like is the mall's goods collect (decision 226). */
export const goodsCollectCall = defineCall<typeof mall.goodsCollect>()(
  'POST',
  '/api/forum/interaction/goods-collect',
);

export const likeTrack = (id: number, liked: boolean) =>
  request(goodsCollectCall, { goods_id: id, is_collect: liked ? 1 : 0 });

function patchLiked(client: QueryClient, id: number, liked: boolean) {
  client.setQueriesData<TrackDetail>({ queryKey: musicKeys.detail(id) }, (d) =>
    d ? { ...d, is_liked: liked } : d,
  );
}

/** Likes or unlikes at once; the server's answer confirms it, a failure puts it back. */
export function useLikeTrack() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, liked }: { id: number; liked: boolean }) => likeTrack(id, liked),
    onMutate: async ({ id, liked }) => {
      await client.cancelQueries({ queryKey: musicKeys.detail(id) });
      patchLiked(client, id, liked);
    },
    onSuccess: (data, { id }) => {
      patchLiked(client, id, data.is_collected === 1);
      void client.invalidateQueries({ queryKey: musicKeys.liked });
    },
    onError: (_error, { id, liked }) => patchLiked(client, id, !liked),
  });
}
