/*
 * The one count formatter of the app: every like, fan, follow, play and sales figure goes through
 * it, so the same count reads the same everywhere.
 */

/** 999 -> "999", 12345 -> "1.2w" (Chinese) or "12.3k" (others). */
export function formatCount(n: number, language = 'zh-Hans'): string {
  if (!Number.isFinite(n) || n <= 0) return '0';
  const chinese = language.startsWith('zh');
  if (chinese && n >= 10_000) return `${trim(n / 10_000)}${language === 'zh-Hant' ? '萬' : 'w'}`;
  if (!chinese && n >= 1_000_000) return `${trim(n / 1_000_000)}M`;
  if (!chinese && n >= 1_000) return `${trim(n / 1_000)}k`;
  return String(Math.floor(n));
}

function trim(value: number): string {
  // A count (4.8w), not money: one decimal of a floored value.
  // eslint-disable-next-line no-restricted-properties
  const fixed = (Math.floor(value * 10) / 10).toFixed(1);
  return fixed.endsWith('.0') ? fixed.slice(0, -2) : fixed;
}
