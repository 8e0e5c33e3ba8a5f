export type Ago =
  | { key: 'justNow' }
  | { key: 'minutesAgo' | 'hoursAgo' | 'daysAgo'; count: number }
  | { key: 'date'; date: string };

/** How long ago a timestamp was, for "刚刚 / 5 分钟前 / 3 小时前 / 2 天前 / 2026-03-01". */
export function timeAgo(iso: string, now: number = Date.now()): Ago {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return { key: 'date', date: iso.slice(0, 10) };
  const minutes = Math.floor((now - at) / 60_000);
  if (minutes < 1) return { key: 'justNow' };
  if (minutes < 60) return { key: 'minutesAgo', count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { key: 'hoursAgo', count: hours };
  const days = Math.floor(hours / 24);
  if (days < 7) return { key: 'daysAgo', count: days };
  const d = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { key: 'date', date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}` };
}
