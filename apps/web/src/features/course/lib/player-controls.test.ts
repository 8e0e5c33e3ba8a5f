import { describe, expect, it } from 'vitest';
import { SPEEDS, formatTime, mirrorTransform, nextSpeed, skipTo, speedLabel } from './player-controls.ts';

describe('the speed control', () => {
  it('offers the spec’s rates', () => {
    expect([...SPEEDS]).toEqual([0.5, 0.8, 1, 1.25, 1.5, 2]);
  });

  it('cycles through them and wraps', () => {
    const seen = [1];
    for (let i = 0; i < SPEEDS.length; i++) seen.push(nextSpeed(seen.at(-1)!));
    expect(seen).toEqual([1, 1.25, 1.5, 2, 0.5, 0.8, 1]);
    expect(nextSpeed(3)).toBe(1);
    expect(speedLabel(0.8)).toBe('0.8x');
  });
});

describe('the ten-second skip', () => {
  it('moves ten seconds either way inside the video', () => {
    expect(skipTo(30, 10, 100)).toBe(40);
    expect(skipTo(30, -10, 100)).toBe(20);
    expect(skipTo(4, -10, 100)).toBe(0);
    expect(skipTo(95, 10, 100)).toBe(100);
  });

  it('works before the duration is known', () => {
    expect(skipTo(5, 10, Number.NaN)).toBe(15);
    expect(skipTo(5, -10, Number.NaN)).toBe(0);
  });
});

describe('time labels and the mirror', () => {
  it('formats minutes and hours', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(75.9)).toBe('1:15');
    expect(formatTime(3725)).toBe('1:02:05');
    expect(formatTime(Number.NaN)).toBe('0:00');
  });

  it('flips the video horizontally', () => {
    expect(mirrorTransform(true)).toBe('scaleX(-1)');
    expect(mirrorTransform(false)).toBe('none');
  });
});
