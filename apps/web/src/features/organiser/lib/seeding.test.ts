import { describe, expect, it } from 'vitest';
import { bracketSizes, seedEntries } from './seeding.ts';

const e = (id: number, score: string | null, number: number | null = id) => ({
  id,
  score,
  number,
  created_at: `2026-05-01T10:00:0${id % 10}Z`,
});

describe('bracket seeding', () => {
  it('offers the powers of two a division can fill', () => {
    expect(bracketSizes(1)).toEqual([]);
    expect(bracketSizes(5)).toEqual([2, 4]);
    expect(bracketSizes(40)).toEqual([2, 4, 8, 16, 32]);
  });

  it('takes the best scores first, then the lower number', () => {
    const list = [e(1, '7.50'), e(2, '9.00'), e(3, null), e(4, '7.50', 0), e(5, '8.25')];
    expect(seedEntries(list, 4).map((x) => x.id)).toEqual([2, 5, 4, 1]);
    expect(seedEntries(list, 2).map((x) => x.id)).toEqual([2, 5]);
  });
});
