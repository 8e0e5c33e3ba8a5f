import { describe, expect, it } from 'vitest';
import { pruneSelection, summarize, toggleAll, toggleOne, type SelectableLine } from './cart-selection.ts';

const lines: SelectableLine[] = [
  { id: 1, price: '19.99', num: 3, buyable: true },
  { id: 2, price: '0.10', num: 1, buyable: true },
  { id: 3, price: '0.20', num: 1, buyable: true },
  { id: 4, price: '99.00', num: 1, buyable: false },
];

describe('cart selection', () => {
  it('totals the selected buyable lines in fen', () => {
    expect(summarize(lines, new Set([2, 3]))).toEqual({
      lines: 2,
      pieces: 2,
      total: '0.30',
      allSelected: false,
    });
    expect(summarize(lines, new Set([1, 2, 3])).total).toBe('60.27');
  });

  it('never counts an invalid line, even if selected', () => {
    const s = summarize(lines, new Set([1, 2, 3, 4]));
    expect(s.total).toBe('60.27');
    expect(s.lines).toBe(3);
    expect(s.pieces).toBe(5);
    expect(s.allSelected).toBe(true);
  });

  it('select all takes only buyable lines, and a second tap clears', () => {
    const all = toggleAll(lines, new Set());
    expect([...all].sort()).toEqual([1, 2, 3]);
    expect(toggleAll(lines, all).size).toBe(0);
    expect(summarize([], new Set()).allSelected).toBe(false);
  });

  it('toggles one line without touching the input', () => {
    const before = new Set([1]);
    const after = toggleOne(before, 2);
    expect([...after].sort()).toEqual([1, 2]);
    expect([...before]).toEqual([1]);
    expect([...toggleOne(after, 1)]).toEqual([2]);
  });

  it('prunes lines that are gone or became invalid after a refresh', () => {
    const refreshed = lines.filter((l) => l.id !== 2).map((l) => (l.id === 3 ? { ...l, buyable: false } : l));
    expect([...pruneSelection(refreshed, new Set([1, 2, 3]))]).toEqual([1]);
  });
});
