/**
 * Money on the server: integer fen in, two-decimal strings out ("12.50"), and exact allocation of
 * an amount over parts. No float arithmetic and no toFixed on an amount anywhere.
 */
/** Fen to the two-decimal string of the API ("12.50"). */
export function yuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const a = Math.abs(fen);
  return `${sign}${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`;
}

/** The two-decimal string of the API to fen, exactly (no floats). */
export function toFen(money: string): number {
  const m = /^(-?)(\d+)\.(\d{2})$/.exec(money);
  if (!m) return NaN;
  const v = Number(m[2]) * 100 + Number(m[3]);
  return m[1] ? -v : v;
}

/**
 * Splits `total` over `weights` in proportion, in whole units, so the parts add up to `total`
 * exactly (largest remainders get the leftover units; ties go to the earlier weight).
 */
export function allocate(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const raw = weights.map((w) => (total * w) / sum);
  const parts = raw.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = raw
    .map((r, i) => ({ i, frac: r - Math.floor(r) }))
    .sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}
