import { describe, expect, it } from 'vitest';
import { instantToWall, venueClock, wallToInstant } from './zoned-time.ts';

describe('venue times', () => {
  it('sends the wall time typed with the venue offset', () => {
    expect(wallToInstant('2026-05-01T19:30', 'Asia/Shanghai')).toBe('2026-05-01T19:30:00+08:00');
    expect(wallToInstant('2026-07-01T19:30', 'Europe/Paris')).toBe('2026-07-01T19:30:00+02:00');
    expect(wallToInstant('2026-01-01T19:30', 'Europe/Paris')).toBe('2026-01-01T19:30:00+01:00');
    expect(wallToInstant('2026-01-01T08:00', 'America/New_York')).toBe('2026-01-01T08:00:00-05:00');
    expect(wallToInstant('', 'Asia/Shanghai')).toBeNull();
  });

  it('shows an instant on the venue clock', () => {
    expect(instantToWall('2026-05-01T11:30:00.000Z', 'Asia/Shanghai')).toBe('2026-05-01T19:30');
    expect(instantToWall('2026-05-01T17:30:00.000Z', 'Europe/Paris')).toBe('2026-05-01T19:30');
    expect(venueClock('2026-05-01T11:30:00.000Z', 'Asia/Shanghai')).toBe('19:30');
    expect(instantToWall(null, 'Asia/Shanghai')).toBe('');
  });
});
