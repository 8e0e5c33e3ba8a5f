import { describe, expect, it } from 'vitest';
import { cacheStats } from './cache-stats.ts';
import { TtlCache } from './ttl-cache.ts';

describe('cache stats', () => {
  it('counts the hits and misses of every read-through cache', async () => {
    const before = cacheStats().data;
    const cache = new TtlCache<number, number>(60_000);
    await cache.get(1, async () => 1);
    await cache.get(1, async () => 1);
    await cache.get(2, async () => 2);
    await cache.get(1, async () => 1);
    const after = cacheStats().data;
    expect(after.hits - before.hits).toBe(2);
    expect(after.misses - before.misses).toBe(2);
  });

  it('counts a cache that keeps nothing (ttl 0, as in tests) as misses only', async () => {
    const before = cacheStats().data;
    const cache = new TtlCache<number, number>(0);
    await cache.get(1, async () => 1);
    await cache.get(1, async () => 1);
    const after = cacheStats().data;
    expect(after.hits - before.hits).toBe(0);
    expect(after.misses - before.misses).toBe(2);
  });
});
