import { describe, expect, it } from 'vitest';
import { allocate, toFen, yuan } from './money.ts';

describe('money', () => {
  it('writes fen as two-decimal strings and reads them back exactly', () => {
    for (const [fen, text] of [
      [0, '0.00'],
      [5, '0.05'],
      [1250, '12.50'],
      [-1999, '-19.99'],
      [9_007_199_254_740_900, '90071992547409.00'],
    ] as const) {
      expect(yuan(fen)).toBe(text);
      expect(toFen(text)).toBe(fen);
    }
    expect(toFen('0.1')).toBeNaN();
    expect(toFen('1.005')).toBeNaN();
  });

  it('splits an amount over parts in proportion, adding up to the unit', () => {
    expect(allocate(1000, [1, 1, 1])).toEqual([334, 333, 333]);
    expect(allocate(1, [3, 7])).toEqual([0, 1]);
    expect(allocate(500, [0, 0])).toEqual([500, 0]);
    for (let total = 0; total < 300; total += 7) {
      const parts = allocate(total, [9900, 1, 4550, 30]);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
    }
  });
});
