import type { TFunction } from '../../../i18n/core.ts';

/** Total watch time as hours and minutes ("3 h 05 min"), minutes under an hour, seconds under one. */
export function formatWatchTime(t: TFunction, seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  if (s < 60) return t('live.watchTime.seconds', { s });
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  if (h === 0) return t('live.watchTime.minutes', { m });
  return t('live.watchTime.hours', { h, m: String(m).padStart(2, '0') });
}
