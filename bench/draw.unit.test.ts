import { describe, expect, it } from 'vitest';
import { drawCursor, scatter, skewed, zipf } from './draw.ts';

describe('bench draws', () => {
  it('draws ids across the whole table with a Zipf skew', () => {
    const n = 500_000;
    const rank = zipf(n, 1, 3);
    const id = scatter(n);
    const seen = new Map<number, number>();
    const draws = 50_000;
    for (let i = 0; i < draws; i++) {
      const x = id(rank());
      seen.set(x, (seen.get(x) ?? 0) + 1);
    }
    const ids = [...seen.keys()];
    // Many distinct ids, from both ends of the table: a cache of a few keys cannot hold them.
    expect(seen.size).toBeGreaterThan(draws / 3);
    expect(Math.min(...ids)).toBeLessThan(n / 10);
    expect(Math.max(...ids)).toBeGreaterThan(n - n / 10);
    // Yet skewed: the most asked id is asked far more than an average one.
    expect(Math.max(...seen.values())).toBeGreaterThan(1000);
  });

  it('maps ranks to ids one to one', () => {
    const n = 1000;
    const id = scatter(n);
    const all = new Set(Array.from({ length: n }, (_, r) => id(r)));
    expect(all.size).toBe(n);
    expect(Math.min(...all)).toBe(1);
    expect(Math.max(...all)).toBe(n);
  });

  it('asks for the first keywords most, and for every one of them', () => {
    const draw = skewed(['a', 'b', 'c', 'd', 'e'], 1, 9);
    const count = new Map<string, number>();
    for (let i = 0; i < 10_000; i++) {
      const k = draw();
      count.set(k, (count.get(k) ?? 0) + 1);
    }
    expect(count.size).toBe(5);
    expect(count.get('a')!).toBeGreaterThan(count.get('e')!);
  });

  it('reads first pages most and deeper pages too', () => {
    const cursor = drawCursor(['c1', 'c2', 'c3'], 0.7, 4);
    const got = Array.from({ length: 1000 }, () => cursor());
    const first = got.filter((c) => c === null).length;
    expect(first).toBeGreaterThan(600);
    expect(first).toBeLessThan(800);
    expect(new Set(got.filter(Boolean)).size).toBe(3);
  });
});
