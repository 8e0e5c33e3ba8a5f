import { describe, expect, it } from 'vitest';
import { shortcutDecision } from './decisions.ts';
import { changes, waited } from './format.ts';

describe('shortcuts', () => {
  it('a takes the first approve-like decision, r the first refuse-like one', () => {
    expect(shortcutDecision('a', ['approve', 'refuse'])).toBe('approve');
    expect(shortcutDecision('a', ['hide', 'restore', 'warn', 'ban', 'dismiss'])).toBe('dismiss');
    expect(shortcutDecision('r', ['hide', 'restore', 'warn', 'ban', 'dismiss'])).toBe('hide');
    expect(shortcutDecision('a', ['pay', 'refuse', 'fail'])).toBe('pay');
    expect(shortcutDecision('r', ['settle', 'cancel'])).toBe('cancel');
    expect(shortcutDecision('r', ['approve'])).toBeNull();
  });
});

describe('format', () => {
  it('tells the changed keys only', () => {
    expect(changes({ a: 1, b: 'x' }, { a: 1, b: 'y', c: true })).toEqual([
      { key: 'b', before: 'x', after: 'y' },
      { key: 'c', before: '∅', after: 'true' },
    ]);
    expect(changes(null, null)).toEqual([]);
  });

  it('tells the waiting time in minutes, hours, then days', () => {
    const now = Date.parse('2026-01-10T12:00:00Z');
    expect(waited('2026-01-10T11:20:00Z', now)).toEqual({ value: 40, unit: 'min' });
    expect(waited('2026-01-09T12:00:00Z', now)).toEqual({ value: 24, unit: 'h' });
    expect(waited('2026-01-03T12:00:00Z', now)).toEqual({ value: 7, unit: 'd' });
  });
});
