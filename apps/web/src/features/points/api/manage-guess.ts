import type { guess } from '@dance/contracts';
import { defineCall, request } from '../../../lib/request.ts';

export const settleGuessCall = defineCall<typeof guess.settle>()('POST', '/api/guess-game/settle');
export const cancelGuessCall = defineCall<typeof guess.cancel>()('POST', '/api/guess-game/cancel');
export const closeGuessCall = defineCall<typeof guess.close>()('POST', '/api/guess-game/close');

/** A manager (operator or the activity's organiser) records the winning option. */
export const settleGuess = (id: number, optionId: number) =>
  request(settleGuessCall, { id, option_id: optionId });
export const cancelGuess = (id: number) => request(cancelGuessCall, { id });
export const closeGuess = (id: number) => request(closeGuessCall, { id });
