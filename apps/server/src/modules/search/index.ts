import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform.ts';
import { registerSearchRoutes } from './routes.ts';
import { SearchService } from './search.ts';

/** How long a process keeps a visitor's search answer, as the sections keep their pages for visitors. */
const VISITOR_ANSWER_MS = 2000;

/** Comprehensive search: one call, a section per domain that registered with the registry. */
export function searchModule(p: Platform) {
  // Tests read through, as every domain's caches do there.
  const search = new SearchService(p.search, p.config.env === 'test' ? 0 : VISITOR_ANSWER_MS);
  return { routes: (app: FastifyInstance) => registerSearchRoutes(app, search) };
}
