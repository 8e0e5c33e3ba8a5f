import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform.ts';
import type { AccountService } from '../account/index.ts';

export function contentModule(_p: Platform, _deps: { users: AccountService }) {
  return { routes: (_app: FastifyInstance) => {} };
}
