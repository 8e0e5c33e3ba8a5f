import type { guess } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const joinGuessCall = defineCall<typeof guess.joinGuess>()('POST', '/api/guess-game/join-guess');

/** Stake points on one option. */
export const joinGuess = (input: CallInput<typeof joinGuessCall>) => request(joinGuessCall, input);
