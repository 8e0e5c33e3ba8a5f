import { describe, expect, it } from 'vitest';
import { formatDateTime, fromLocalInput, newSubmitToken, toLocalInput } from './format.ts';

describe('course formats', () => {
  it('round-trips a datetime-local value', () => {
    const iso = new Date(2026, 10, 30, 20, 5).toISOString();
    expect(toLocalInput(iso)).toBe('2026-11-30T20:05');
    expect(fromLocalInput('2026-11-30T20:05')).toBe(iso);
    expect(formatDateTime(iso)).toBe('2026-11-30 20:05');
    expect(fromLocalInput('')).toBe('');
    expect(toLocalInput('nonsense')).toBe('');
  });

  it('makes submit tokens the checkout accepts (8-64 characters), fresh each time', () => {
    const a = newSubmitToken();
    expect(a.length).toBeGreaterThanOrEqual(8);
    expect(a.length).toBeLessThanOrEqual(64);
    expect(newSubmitToken()).not.toBe(a);
  });
});
