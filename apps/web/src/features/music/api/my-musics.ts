import type { music } from '@dance/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { defineCall, request, type CallData } from '../../../lib/request.ts';
import { musicKeys } from './keys.ts';

export const myMusicsCall = defineCall<typeof music.myMusics>()('GET', '/api/goods/my-musics');

export type MyTrack = CallData<typeof myMusicsCall>['list'][number];

/**
 * bought=0: the caller's shops' tracks (drafts too); bought=1: the tracks the caller holds a licence
 * for; liked=1: the tracks the caller liked (the heart on the playing page), most recently liked first.
 */
export const myMusicsQuery = (bought: 0 | 1, liked: 0 | 1 = 0) =>
  infiniteQueryOptions({
    queryKey: liked ? musicKeys.liked : musicKeys.mine(bought),
    queryFn: ({ pageParam }) =>
      request(myMusicsCall, { bought, liked, cursor: pageParam || undefined, limit: 20 }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
