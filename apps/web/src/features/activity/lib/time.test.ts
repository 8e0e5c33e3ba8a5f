import { describe, expect, it } from 'vitest';
import {
  dayKey,
  endOfWeek,
  formatClock,
  formatRange,
  formatStart,
  offsetMinutes,
  zoneLabel,
} from './time.ts';

// 2026-05-01 11:30 UTC = 19:30 in Shanghai, 13:30 in Paris, 07:30 in New York.
const START = '2026-05-01T11:30:00.000Z';
const END = '2026-05-01T14:00:00.000Z';

describe('times in the venue’s zone', () => {
  it('shows the clock of the venue, not of the phone', () => {
    expect(formatClock(START, 'Asia/Shanghai', 'en')).toBe('19:30');
    expect(formatClock(START, 'Europe/Paris', 'fr')).toBe('13:30');
    expect(formatClock(START, 'America/New_York', 'en')).toBe('07:30');
  });

  it('names the day in the venue’s zone (a late UTC time is the next day in Shanghai)', () => {
    expect(dayKey('2026-05-01T17:00:00.000Z', 'Asia/Shanghai')).toBe('2026-05-02');
    expect(dayKey('2026-05-01T17:00:00.000Z', 'Europe/London')).toBe('2026-05-01');
    expect(formatStart(START, 'Asia/Shanghai', 'zh-Hans')).toContain('5月1日');
    expect(formatStart(START, 'Asia/Shanghai', 'zh-Hans')).toContain('19:30');
  });

  it('leaves the end’s date out on the same day, keeps it across midnight', () => {
    expect(formatRange(START, END, 'Asia/Shanghai', 'en')).toMatch(/19:30 – 22:00$/);
    const overnight = formatRange(START, '2026-05-01T17:00:00.000Z', 'Asia/Shanghai', 'en');
    expect(overnight).toContain('2 May');
    expect(overnight).toMatch(/01:00$/);
  });

  it('knows zone offsets and names the zone only when the phone is elsewhere', () => {
    const at = new Date(START);
    expect(offsetMinutes('Asia/Shanghai', at)).toBe(480);
    expect(offsetMinutes('Europe/Paris', at)).toBe(120);
    expect(offsetMinutes('UTC', at)).toBe(0);
    expect(zoneLabel('Asia/Shanghai', 'en', 'Asia/Shanghai', at)).toBe('');
    expect(zoneLabel('Asia/Shanghai', 'en', 'Asia/Hong_Kong', at)).toBe('');
    expect(zoneLabel('Asia/Shanghai', 'en', 'Europe/Paris', at)).toMatch(/GMT\+8|CST/);
  });

  it('ends this week on the coming Sunday night', () => {
    const wednesday = new Date(2026, 3, 29, 10, 0); // Wed 29 April 2026
    const end = endOfWeek(wednesday);
    expect([end.getFullYear(), end.getMonth(), end.getDate(), end.getHours()]).toEqual([2026, 4, 3, 23]);
    const sunday = new Date(2026, 4, 3, 9, 0);
    expect(endOfWeek(sunday).getDate()).toBe(3);
  });
});
