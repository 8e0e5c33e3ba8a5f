import type { EndpointData, guess } from '@dance/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { pointsKeys } from './keys.ts';

export const guessListCall = defineCall<typeof guess.list>()('GET', '/api/guess-game/list');

export type GuessCard = EndpointData<typeof guess.list>['list'][number];
export type GuessTab = (typeof guess.LIST_TABS)[number];

/** Guesses of a tab, optionally of one activity (0: all). */
export const useGuessList = (tab: GuessTab, activityId = 0) =>
  useInfiniteQuery({
    queryKey: pointsKeys.guessList(tab, activityId),
    queryFn: ({ pageParam }) =>
      request(guessListCall, {
        tab,
        cursor: pageParam,
        limit: 20,
        ...(activityId ? { activity_id: activityId } : {}),
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
