import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform.ts';
import { registerSearchRoutes } from './routes.ts';

/** Comprehensive search: one call, a section per domain that registered with the registry. */
export function searchModule(p: Platform) {
  return { routes: (app: FastifyInstance) => registerSearchRoutes(app, p.search) };
}
