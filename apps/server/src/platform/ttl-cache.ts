/**
 * Hits and misses of every read-through cache of the process, for the bench's hit rates (see
 * cache-stats.ts). Two additions per lookup: always counted, read only when asked.
 */
export const cacheCounters = { hits: 0, misses: 0 };

/**
 * A small read-through cache for data operators change rarely (adverts, settings). Entries live
 * `ttlMs`; concurrent misses of one key share one load. Each process keeps its own copy, so a
 * change shows everywhere within `ttlMs`: acceptable for these, never for money or permissions.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: Promise<V>; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
  ) {}

  get(key: K, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.until > now) {
      cacheCounters.hits++;
      return hit.value;
    }
    cacheCounters.misses++;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const value = load();
    this.entries.set(key, { value, until: now + this.ttlMs });
    // A failed load is not kept.
    value.catch(() => this.entries.delete(key));
    return value;
  }

  /** Whether the key holds a live entry (a lookup that is not counted). */
  has(key: K): boolean {
    const hit = this.entries.get(key);
    return hit !== undefined && hit.until > Date.now();
  }

  clear(): void {
    this.entries.clear();
  }
}
