import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clockSkew, formatRemaining, remainingMs, startCountdown } from './countdown.ts';

describe('count-down text', () => {
  it('measures time left to an ISO or unix-second deadline', () => {
    const now = Date.parse('2026-01-01T10:00:00Z');
    expect(remainingMs('2026-01-01T10:15:00Z', now)).toBe(900_000);
    expect(remainingMs(now / 1000 + 30, now)).toBe(30_000);
    expect(remainingMs('2026-01-01T09:00:00Z', now)).toBe(0);
    expect(remainingMs('not a date', now)).toBe(0);
    expect(remainingMs(null, now)).toBe(0);
  });

  it('formats minutes and seconds, and hours when needed', () => {
    expect(formatRemaining(905_000)).toBe('15:05');
    expect(formatRemaining(3_723_000)).toBe('1:02:03');
    expect(formatRemaining(400)).toBe('00:01');
    expect(formatRemaining(0)).toBe('00:00');
    expect(formatRemaining(-5)).toBe('00:00');
  });

  it('corrects a wrong phone clock by the server time', () => {
    const device = Date.parse('2026-01-01T10:00:00Z');
    // The phone is 10 minutes fast.
    const skew = clockSkew('2026-01-01T09:50:00Z', device);
    expect(skew).toBe(-600_000);
    expect(formatRemaining(remainingMs('2026-01-01T10:05:00Z', device + skew))).toBe('15:00');
    expect(clockSkew(undefined, device)).toBe(0);
  });
});

describe('startCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse('2026-01-01T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('ticks every second and calls onEnd once at zero', () => {
    const ticks: string[] = [];
    const onEnd = vi.fn();
    startCountdown('2026-01-01T10:00:03Z', 0, (ms) => ticks.push(formatRemaining(ms)), onEnd);
    vi.advanceTimersByTime(10_000);
    expect(ticks).toEqual(['00:03', '00:02', '00:01', '00:00']);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('stops when asked, and does not start past the deadline', () => {
    const onTick = vi.fn();
    const stop = startCountdown('2026-01-01T10:01:00Z', 0, onTick);
    vi.advanceTimersByTime(2000);
    stop();
    vi.advanceTimersByTime(5000);
    expect(onTick).toHaveBeenCalledTimes(3);
    const late = vi.fn();
    const onEnd = vi.fn();
    startCountdown('2026-01-01T09:00:00Z', 0, late, onEnd);
    vi.advanceTimersByTime(3000);
    expect(late).toHaveBeenCalledTimes(1);
    expect(onEnd).not.toHaveBeenCalled();
  });
});
