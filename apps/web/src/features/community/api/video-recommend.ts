import type { community } from '@dance/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { nextCursor } from '../lib/feed.ts';
import { communityKeys } from './keys.ts';

export const videoRecommendCall = defineCall<typeof community.videoRecommend>()(
  'GET',
  '/api/forum/post/video-recommend',
);

export const fetchVideoRecommend = (startId: number | null, cursor?: string) =>
  request(videoRecommendCall, { start_id: startId ?? undefined, cursor, limit: 10 });

export const videoRecommendQuery = (startId: number | null) =>
  infiniteQueryOptions({
    queryKey: communityKeys.videoFeed(startId),
    queryFn: ({ pageParam }) => fetchVideoRecommend(startId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
  });

export const useVideoRecommend = (startId: number | null) => useInfiniteQuery(videoRecommendQuery(startId));
