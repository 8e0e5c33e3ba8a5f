/** How long something has waited, compact: `42 min`, `5 h`, `3 d` (units translated by the caller). */
export function waited(createdAt: string, now = Date.now()): { value: number; unit: 'min' | 'h' | 'd' } {
  const minutes = Math.max(0, Math.floor((now - new Date(createdAt).getTime()) / 60_000));
  if (minutes < 60) return { value: minutes, unit: 'min' };
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return { value: hours, unit: 'h' };
  return { value: Math.floor(hours / 24), unit: 'd' };
}

/** A time as the operator's clock reads it, to the minute. */
export function stamp(at: string): string {
  const d = new Date(at);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

export interface Change {
  key: string;
  before: string;
  after: string;
}

const show = (v: unknown): string => (v === undefined ? '∅' : typeof v === 'string' ? v : JSON.stringify(v));

/** The keys whose values differ between before and after (either may be missing), in key order. */
export function changes(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Change[] {
  const a = before ?? {};
  const b = after ?? {};
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  return keys
    .filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]))
    .map((k) => ({ key: k, before: show(a[k]), after: show(b[k]) }));
}

/** Age filters of the queue, in hours. */
export const MIN_AGES = [0, 1, 24, 168] as const;
