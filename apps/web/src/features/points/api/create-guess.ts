import type { guess } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const createGuessCall = defineCall<typeof guess.create>()('POST', '/api/guess-game/create');

/** An operator or the activity's organiser creates a guess (pari-mutuel or at fixed odds). */
export const createGuess = (input: CallInput<typeof createGuessCall>) => request(createGuessCall, input);
