import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform.ts';
import type { AccountService } from '../account/index.ts';

/** Goods, cart, orders, payments, after-sale, reviews, order verification. */
export function mallModule(_p: Platform, _deps: { users: AccountService }) {
  return { routes: (_app: FastifyInstance) => {} };
}
