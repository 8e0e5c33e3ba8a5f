import { describe, expect, it } from 'vitest';
import { addMonths, causeKey, countdown, monthGrid, signed } from './format.ts';

describe('points formatting', () => {
  it('names known causes and falls back for others', () => {
    expect(causeKey('guess', 'win')).toBe('points.cause.guess.win');
    expect(causeKey('guess', 'bogus')).toBe('points.cause.other');
    expect(causeKey('reward', 'first_post')).toBe('points.cause.reward.first_post');
    expect(causeKey('post_share', 'u42')).toBe('points.cause.reward.share');
    expect(causeKey('goods_share', 'u7')).toBe('points.cause.reward.share');
  });

  it('lays a month out in Monday-first weeks', () => {
    const g = monthGrid('2026-11');
    // 1 November 2026 is a Sunday: six blanks first.
    expect(g.slice(0, 7)).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(g.length % 7).toBe(0);
    expect(g.filter(Boolean)).toHaveLength(30);
  });

  it('counts down and moves months', () => {
    expect(countdown(3661)).toBe('01:01:01');
    expect(countdown(90_061)).toBe('1d 01:01:01');
    expect(countdown(-5)).toBe('00:00:00');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(signed(5)).toBe('+5');
    expect(signed(-3)).toBe('-3');
  });
});
