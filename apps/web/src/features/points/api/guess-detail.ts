import type { EndpointData, guess } from '@dance/contracts';
import { queryOptions } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { pointsKeys } from './keys.ts';

export const guessDetailCall = defineCall<typeof guess.detail>()('GET', '/api/guess-game/detail');

export type GuessDetail = EndpointData<typeof guess.detail>;

const LIVE_MS = 5000;

/** A guess with live pools: asked again every few seconds while it takes stakes. */
export const guessDetailQuery = (id: number) =>
  queryOptions({
    queryKey: pointsKeys.guessDetail(id),
    queryFn: () => request(guessDetailCall, { id }),
    refetchInterval: (q) => (q.state.data?.status === 'open' ? LIVE_MS : false),
  });
