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
    if (hit && hit.until > now) return hit.value;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const value = load();
    this.entries.set(key, { value, until: now + this.ttlMs });
    // A failed load is not kept.
    value.catch(() => this.entries.delete(key));
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
