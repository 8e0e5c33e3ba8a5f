import type { EndpointData, guess } from '@dance/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { pointsKeys } from './keys.ts';

export const myGuessCall = defineCall<typeof guess.myGuess>()('GET', '/api/guess-game/my-guess');

export type MyGuess = EndpointData<typeof guess.myGuess>['list'][number];
export type MyGuessState = (typeof guess.MY_TABS)[number];

export const useMyGuess = (state: MyGuessState) =>
  useInfiniteQuery({
    queryKey: pointsKeys.myGuess(state),
    queryFn: ({ pageParam }) => request(myGuessCall, { state, cursor: pageParam, limit: 20 }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
