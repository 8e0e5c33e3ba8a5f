import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform.ts';
import { GamesRepo } from './games.repo.ts';
import { GuessService } from './games.ts';
import type { BattleInfo, GuessActivities, GuessDeps } from './ports.ts';
import { registerGuessRoutes } from './routes.ts';

export { GuessService, type BattleInfo, type GuessActivities, type GuessDeps };

/**
 * Guess games: questions with options, stakes of points held in an escrow ledger of their own,
 * pari-mutuel or fixed-odds settlement by an operator or the activity's organiser, or on its own when the
 * organiser records the winner of the battle a guess is linked to (`battleDecided`, wired in
 * app.ts to the bracket's decision, inside its transaction).
 */
export function guessModule(p: Platform, deps: GuessDeps) {
  const service = new GuessService(p.db, new GamesRepo(p.db), deps, p.journal, p.config.guessHouseCap);
  return { service, routes: (app: FastifyInstance) => registerGuessRoutes(app, service) };
}
