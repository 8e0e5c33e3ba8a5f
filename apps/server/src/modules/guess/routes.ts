import type { FastifyInstance } from 'fastify';
import { guess } from '@dance/contracts';
import { route } from '../../platform/http.ts';
import type { GuessService } from './games.ts';

export function registerGuessRoutes(app: FastifyInstance, s: GuessService): void {
  route(app, guess.list, async ({ userId, query }) => s.list(userId, query));
  route(app, guess.detail, async ({ userId, query }) => s.detail(userId, query.id));
  route(app, guess.joinGuess, async ({ userId, body }) => s.join(userId!, body));
  route(app, guess.myGuess, async ({ userId, query }) => s.mine(userId!, query));
  route(app, guess.create, async ({ userId, body }) => s.create(userId!, body));
  route(app, guess.close, async ({ userId, body }) => s.close(userId!, body.id));
  route(app, guess.settle, async ({ userId, body }) => s.settle(userId!, body));
  route(app, guess.cancel, async ({ userId, body }) => s.cancel(userId!, body.id));
}
