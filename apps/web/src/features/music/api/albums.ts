import type { music } from '@dance/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { defineCall, request, type CallData } from '../../../lib/request.ts';
import { musicKeys } from './keys.ts';

export const albumsCall = defineCall<typeof music.albums>()('GET', '/api/music/albums');

export type Album = CallData<typeof albumsCall>['list'][number];

export const albumPagesQuery = (mchId?: number) =>
  infiniteQueryOptions({
    queryKey: [...musicKeys.albums, mchId ?? 0],
    queryFn: ({ pageParam }) =>
      request(albumsCall, { mch_id: mchId, cursor: pageParam || undefined, limit: 20 }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
