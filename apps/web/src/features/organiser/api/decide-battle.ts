import type { activity } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const decideBattleCall = defineCall<typeof activity.decideBattle>()(
  'POST',
  '/api/activity-competition/decide',
);

/** Record a battle's winner. */
export const decideBattle = (input: CallInput<typeof decideBattleCall>) => request(decideBattleCall, input);
