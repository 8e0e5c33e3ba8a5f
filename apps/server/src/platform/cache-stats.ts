import type { FastifyInstance } from 'fastify';
import { cacheCounters } from './ttl-cache.ts';

/** Hits and misses of the access-token cache (every request authenticates through it). */
export const tokenCounters = { hits: 0, misses: 0 };

export interface CacheStats {
  /** The read-through caches of data (pages, goods, adverts...): TtlCache. */
  data: { hits: number; misses: number };
  tokens: { hits: number; misses: number };
}

export function cacheStats(): CacheStats {
  return { data: { ...cacheCounters }, tokens: { ...tokenCounters } };
}

/**
 * `BENCH_METRICS=on` (set by `npm run bench` only): the counters since the start, so the bench
 * prints each endpoint's hit rate. Off by default: production exposes nothing.
 */
export function installCacheStats(app: FastifyInstance): void {
  app.get('/__bench/cache-stats', { schema: { hide: true } }, async () => ({
    code: 0,
    msg: 'ok',
    data: cacheStats(),
  }));
}
