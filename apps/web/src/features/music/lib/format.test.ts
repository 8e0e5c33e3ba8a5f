import { describe, expect, it } from 'vitest';
import { bytes, clock, clockTenths, playThreshold, tapTempo } from './format.ts';

describe('music formats', () => {
  it('clock and sizes', () => {
    expect(clock(83.4)).toBe('1:23');
    expect(clock(null)).toBe('0:00');
    expect(clockTenths(4.26)).toBe('0:04.2');
    expect(clockTenths(65)).toBe('1:05.0');
    expect(bytes(512)).toBe('512 B');
    expect(bytes(200 * 1024)).toBe('200 KB');
    expect(bytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });

  it('a play counts after 30 s or half a shorter track', () => {
    expect(playThreshold(200)).toBe(30);
    expect(playThreshold(20)).toBe(10);
    expect(playThreshold(Number.NaN)).toBe(30);
  });

  it('tap tempo: the median interval of the last taps', () => {
    expect(tapTempo([0])).toBeNull();
    const at120 = [0, 500, 1000, 1500, 2000];
    expect(tapTempo(at120)).toBe(120);
    // One stray tap does not move the median.
    expect(tapTempo([0, 500, 1000, 1700, 2200, 2700])).toBe(120);
  });
});
