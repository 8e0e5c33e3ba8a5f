import type { Language } from '@dance/contracts';
import { invalid } from '../../platform/errors.ts';
import { reused } from '../../platform/reused-json.ts';
import type { SearchRegistry } from '../../platform/search-registry.ts';
import { TtlCache } from '../../platform/ttl-cache.ts';

export type SearchAnswer = { keyword: string; sections: Awaited<ReturnType<SearchRegistry['search']>> };

/**
 * The comprehensive search: every section the domains registered, or one of them. The answers
 * visitors get are kept whole for `visitorMs` (decision 257): each section of a visitor's search is
 * the same for all of them (each domain keeps it for visitors too), so the answer is put together
 * and turned into JSON once per keyword, page and language. Logged-in users get their own (their
 * likes, their circles).
 */
export class SearchService {
  private readonly visitors: TtlCache<string, SearchAnswer>;

  constructor(
    private readonly registry: SearchRegistry,
    visitorMs: number,
  ) {
    this.visitors = new TtlCache(visitorMs, 2000);
  }

  search(
    q: { type: string; keyword: string; cursor?: string; limit: number },
    userId: number | null,
    lang: Language,
  ): Promise<SearchAnswer> {
    if (q.type !== 'all' && !this.registry.types().includes(q.type))
      invalid('type', `one of all, ${this.registry.types().join(', ')}`);
    const cursor = q.type === 'all' ? undefined : q.cursor;
    const answer = async (): Promise<SearchAnswer> => ({
      keyword: q.keyword,
      sections: await this.registry.search(q.type, {
        keyword: q.keyword,
        cursor,
        limit: q.limit,
        viewerId: userId,
        lang,
      }),
    });
    if (userId !== null) return answer();
    // As JSON: a keyword or cursor may hold any separator.
    const key = JSON.stringify([q.type, q.keyword, cursor ?? null, q.limit, lang]);
    return this.visitors.get(key, async () => reused(await answer()));
  }
}
