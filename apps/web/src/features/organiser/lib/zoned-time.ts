/*
 * Activity times are typed as the venue's wall-clock time (an <input type="datetime-local">) and
 * sent as instants with the venue's offset on that day.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** The venue's offset from UTC in minutes at `instant` (+480 for Asia/Shanghai). */
export function zoneOffsetMinutes(instant: Date, tz: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: tz,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** "2026-05-01T19:30" in the venue -> "2026-05-01T19:30:00+08:00"; null for an empty or bad value. */
export function wallToInstant(wall: string, tz: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wall);
  if (!m) return null;
  const guess = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!));
  // The offset at the wall time read as UTC, then again at the instant found (DST edges).
  let offset = zoneOffsetMinutes(guess, tz);
  offset = zoneOffsetMinutes(new Date(guess.getTime() - offset * 60_000), tz);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** An instant -> "2026-05-01T19:30" as the venue's clock shows it; '' for null. */
export function instantToWall(iso: string | null | undefined, tz: string): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const local = new Date(at.getTime() + zoneOffsetMinutes(at, tz) * 60_000);
  return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}T${pad(
    local.getUTCHours(),
  )}:${pad(local.getUTCMinutes())}`;
}

/** "05-01 19:30" (or with the year when not this year) in the venue's time zone. */
export function venueTime(iso: string | null | undefined, tz: string): string {
  const wall = instantToWall(iso, tz);
  if (!wall) return '';
  const [date, time] = wall.split('T');
  const year = date!.slice(0, 4);
  return `${year === String(new Date().getFullYear()) ? date!.slice(5) : date} ${time}`;
}

/** "19:30" in the venue's time zone. */
export function venueClock(iso: string | null | undefined, tz: string): string {
  return instantToWall(iso, tz).slice(11);
}
