/** The words of a ledger row's cause: `points.cause.<source>.<kind>`, else the generic one. */
const CAUSES: Record<string, readonly string[]> = {
  sign: ['sign'],
  reward: ['first_post', 'comment', 'share', 'rebate'],
  recharge: ['credit', 'refund'],
  guess: ['stake', 'win', 'refund'],
  order: ['deduct', 'return'],
  after_sale: ['return'],
  grant: ['welcome'],
  demo: ['grant'],
};

export const CAUSE_KEYS = Object.entries(CAUSES).flatMap(([s, kinds]) => kinds.map((k) => `${s}.${k}`));

/**
 * A share's reward is written under the shared object's space with the sharer as its kind
 * (`post_share`/`goods_share`, `u<id>`; decision 221): its words are the share rule's.
 */
const SHARE_SOURCES: readonly string[] = ['post_share', 'goods_share'];

export function causeKey(sourceType: string, kind: string): string {
  if (SHARE_SOURCES.includes(sourceType)) return 'points.cause.reward.share';
  return CAUSES[sourceType]?.includes(kind) ? `points.cause.${sourceType}.${kind}` : 'points.cause.other';
}

/** "+5" or "-30". */
export const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** "2d 03:04:05" or "03:04:05" for a number of seconds. */
export function countdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const d = Math.floor(s / 86_400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hms = `${pad(Math.floor((s % 86_400) / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  return d > 0 ? `${d}d ${hms}` : hms;
}

/** The days of a YYYY-MM month laid out in weeks starting on Monday (null: blank cells). */
export function monthGrid(month: string): (string | null)[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1, 1));
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = 1; d <= days; d++) cells.push(`${month}-${String(d).padStart(2, '0')}`);
  while (cells.length % 7) cells.push(null);
  return cells;
}

/** The month `n` months after a YYYY-MM month. */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return d.toISOString().slice(0, 7);
}

/** A per-attempt token for the order submit (idempotent on it). */
export function newSubmitToken(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return `points-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** A local time for a ledger row: "11-26 14:05". */
export function shortTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(iso));
}
