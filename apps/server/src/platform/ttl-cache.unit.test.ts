import { afterEach, describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

afterEach(() => vi.useRealTimers());

describe('TtlCache', () => {
  it('loads once within the lifetime, again after it', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<string, number>(30_000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    vi.advanceTimersByTime(29_999);
    expect(await cache.get('a', load)).toBe(1);
    expect([cache.has('a'), cache.has('b')]).toEqual([true, false]);
    vi.advanceTimersByTime(2);
    expect(cache.has('a')).toBe(false);
    expect(await cache.get('a', load)).toBe(2);
    expect(await cache.get('b', load)).toBe(3);
  });

  it('does not keep a failed load', async () => {
    const cache = new TtlCache<string, number>(30_000);
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 7)).toBe(7);
  });
});
