import { describe, expect, it } from 'vitest';
import { refundAmount, shortcutDecision } from './decisions.ts';
import { changes, waited } from './format.ts';

describe('shortcuts', () => {
  it('a takes the first approve-like decision, r the first refuse-like one', () => {
    expect(shortcutDecision('a', ['approve', 'refuse'])).toBe('approve');
    expect(shortcutDecision('a', ['hide', 'restore', 'warn', 'ban', 'dismiss'])).toBe('dismiss');
    expect(shortcutDecision('r', ['hide', 'restore', 'warn', 'ban', 'dismiss'])).toBe('hide');
    expect(shortcutDecision('a', ['pay', 'refuse', 'fail'])).toBe('pay');
    expect(shortcutDecision('r', ['settle', 'cancel'])).toBe('cancel');
    expect(shortcutDecision('r', ['approve'])).toBeNull();
    expect(shortcutDecision('a', ['refund', 'refuse'])).toBe('refund');
    expect(shortcutDecision('r', ['refund', 'refuse'])).toBe('refuse');
  });
});

describe('refund amounts', () => {
  it('takes 0.01 up to the most refundable, in two decimals', () => {
    expect(refundAmount('50', '100.00')).toBe('50.00');
    expect(refundAmount(' 50.5 ', '100.00')).toBe('50.50');
    expect(refundAmount('100.00', '100.00')).toBe('100.00');
    expect(refundAmount('0.01', '100.00')).toBe('0.01');
    expect(refundAmount('100.01', '100.00')).toBeNull();
    expect(refundAmount('0', '100.00')).toBeNull();
    expect(refundAmount('1.234', '100.00')).toBeNull();
    expect(refundAmount('-5', '100.00')).toBeNull();
    expect(refundAmount('abc', '100.00')).toBeNull();
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
