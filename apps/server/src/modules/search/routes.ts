import type { FastifyInstance } from 'fastify';
import { content } from '@dance/contracts';
import { route } from '../../platform/http.ts';
import type { SearchRegistry } from '../../platform/search-registry.ts';
import { invalid } from '../../platform/errors.ts';

export function registerSearchRoutes(app: FastifyInstance, registry: SearchRegistry): void {
  route(app, content.search, async ({ query, userId, lang }) => {
    if (query.type !== 'all' && !registry.types().includes(query.type))
      invalid('type', `one of all, ${registry.types().join(', ')}`);
    const sections = await registry.search(query.type, {
      keyword: query.keyword,
      cursor: query.type === 'all' ? undefined : query.cursor,
      limit: query.limit,
      viewerId: userId,
      lang,
    });
    return { keyword: query.keyword, sections };
  });
}
