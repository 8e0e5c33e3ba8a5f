import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform.ts';
import type { AccountService } from '../account/index.ts';

/** Posts, comments, interactions, topics, circles, reports, short video. */
export function communityModule(_p: Platform, _deps: { users: AccountService }) {
  return { routes: (_app: FastifyInstance) => {} };
}
