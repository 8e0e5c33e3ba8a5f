/*
 * An activity's times are shown in its venue's time zone (a battle in Shenzhen starts at 14:00
 * wherever the phone is), with the zone named when it differs from the phone's.
 */

const LOCALES: Record<string, string> = {
  'zh-Hans': 'zh-CN',
  'zh-Hant': 'zh-TW',
  en: 'en-GB',
  es: 'es-ES',
  fr: 'fr-FR',
};

export const intlLocale = (language: string) => LOCALES[language] ?? language;

function parts(iso: string, tz: string, language: string, options: Intl.DateTimeFormatOptions) {
  return new Intl.DateTimeFormat(intlLocale(language), { timeZone: tz, ...options }).format(new Date(iso));
}

/** "5月1日 周五 19:30" / "Fri 1 May, 19:30" in the venue's zone. */
export function formatStart(iso: string, tz: string, language: string): string {
  return parts(iso, tz, language, {
    month: 'short',
    day: 'numeric',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
}

/** The day and month only ("5月1日"). */
export function formatDay(iso: string, tz: string, language: string): string {
  return parts(iso, tz, language, { month: 'short', day: 'numeric' });
}

/** "19:30" in the venue's zone. */
export function formatClock(iso: string, tz: string, language: string): string {
  return parts(iso, tz, language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
}

/** The calendar day of an instant in a zone, as YYYY-MM-DD. */
export function dayKey(iso: string, tz: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: tz,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));
}

/** Start to end: the end's date is left out when both are on one day in the venue's zone. */
export function formatRange(startIso: string, endIso: string, tz: string, language: string): string {
  const start = formatStart(startIso, tz, language);
  const end =
    dayKey(startIso, tz) === dayKey(endIso, tz)
      ? formatClock(endIso, tz, language)
      : formatStart(endIso, tz, language);
  return `${start} – ${end}`;
}

/** The zone's short name ("GMT+8") when the phone is elsewhere, else ''. */
export function zoneLabel(tz: string, language: string, deviceTz = deviceZone(), at = new Date()): string {
  if (offsetMinutes(tz, at) === offsetMinutes(deviceTz, at)) return '';
  const name = new Intl.DateTimeFormat(intlLocale(language), { timeZone: tz, timeZoneName: 'short' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return name?.value ?? tz;
}

export function deviceZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Minutes the zone is ahead of UTC at an instant. */
export function offsetMinutes(tz: string, at: Date): number {
  const f = new Intl.DateTimeFormat('en-US', {
    timeZone: tz,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });
  const p = Object.fromEntries(f.formatToParts(at).map((x) => [x.type, x.value]));
  const asUtc = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour) % 24,
    Number(p.minute),
  );
  return Math.round((asUtc - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/**
 * "This week": from now to the end of the coming Sunday (the phone's own week, Monday first),
 * as the list's `to` bound; on a Sunday it is the end of that day.
 */
export function endOfWeek(now = new Date()): Date {
  const end = new Date(now);
  const day = end.getDay(); // 0 Sunday
  const toSunday = day === 0 ? 0 : 7 - day;
  end.setDate(end.getDate() + toSunday);
  end.setHours(23, 59, 59, 999);
  return end;
}
