const p = (n: number) => String(n).padStart(2, '0');

/** "2026-11-30 20:00" in the viewer's time zone. */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** "20:00" */
export function formatClock(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : `${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** The value of a datetime-local input for an instant, in the viewer's time zone. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** The instant (ISO with offset) of a datetime-local input's value; '' when empty or invalid. */
export function fromLocalInput(value: string): string {
  if (!value) return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString();
}

/** A per-attempt token for the order submit (idempotent on it). */
export function newSubmitToken(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return `course-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
