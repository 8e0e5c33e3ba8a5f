import { describe, expect, it } from 'vitest';
import { lineAt, parseLrc } from './lrc.ts';

describe('LRC lyrics', () => {
  it('reads timed lines in order, several stamps per line, and finds the line sung', () => {
    const lines = parseLrc('[ti:Toprock]\n[00:12.50]Drop in\n[00:05.00][00:20.00]Hook\nno stamp');
    expect(lines).toEqual([
      { at: 5, text: 'Hook' },
      { at: 12.5, text: 'Drop in' },
      { at: 20, text: 'Hook' },
    ]);
    expect(lineAt(lines, 1)).toBe(-1);
    expect(lineAt(lines, 13)).toBe(1);
    expect(lineAt(lines, 99)).toBe(2);
  });
});
