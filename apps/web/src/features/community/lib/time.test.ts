import { describe, expect, it } from 'vitest';
import { timeAgo } from './time.ts';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const before = (ms: number) => new Date(NOW - ms).toISOString();

describe('timeAgo', () => {
  it('gives just now, minutes, hours and days', () => {
    expect(timeAgo(before(20_000), NOW)).toEqual({ key: 'justNow' });
    expect(timeAgo(before(5 * 60_000), NOW)).toEqual({ key: 'minutesAgo', count: 5 });
    expect(timeAgo(before(3 * 3600_000), NOW)).toEqual({ key: 'hoursAgo', count: 3 });
    expect(timeAgo(before(2 * 86400_000), NOW)).toEqual({ key: 'daysAgo', count: 2 });
  });

  it('gives a date after a week, and for text it cannot read', () => {
    expect(timeAgo(before(30 * 86400_000), NOW)).toMatchObject({ key: 'date' });
    expect(timeAgo('not a date', NOW)).toEqual({ key: 'date', date: 'not a date' });
  });
});
