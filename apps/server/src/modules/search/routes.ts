import type { FastifyInstance } from 'fastify';
import { content } from '@dance/contracts';
import { route } from '../../platform/http.ts';
import type { SearchService } from './search.ts';

export function registerSearchRoutes(app: FastifyInstance, s: SearchService): void {
  route(app, content.search, async ({ query, userId, lang }) => s.search(query, userId, lang));
}
