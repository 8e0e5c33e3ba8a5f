import { describe, expect, it } from 'vitest';
import { TtlCache } from '../../platform/ttl-cache.ts';
import { batchThrough } from './cart.ts';

describe('batchThrough', () => {
  it('loads the misses of one call in one batch and serves hits from the cache', async () => {
    const cache = new TtlCache<number, string | null>(60_000);
    const calls: number[][] = [];
    const load = async (ids: number[]) => {
      calls.push([...ids]);
      return new Map(ids.filter((id) => id !== 4).map((id) => [id, `v${id}`]));
    };
    const a = await batchThrough(cache, [1, 2, 3], load);
    expect([...a]).toEqual([
      [1, 'v1'],
      [2, 'v2'],
      [3, 'v3'],
    ]);
    const b = await batchThrough(cache, [2, 3, 4], load);
    expect([...b]).toEqual([
      [2, 'v2'],
      [3, 'v3'],
    ]);
    expect(calls).toEqual([[1, 2, 3], [4]]);
    // A missing row is remembered as missing, not loaded again within the TTL.
    await batchThrough(cache, [4], load);
    expect(calls).toHaveLength(2);
  });
});
