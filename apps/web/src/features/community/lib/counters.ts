/*
 * Optimistic counters: the state is explicit (liked or not), so applying the same state twice
 * changes nothing, exactly like the server's `is_like: 1|0` calls.
 */
export interface Likeable {
  is_liked: boolean;
  like_count: number;
}
export interface Collectable {
  is_collected: boolean;
  collect_count: number;
}

export function withLike<T extends Likeable>(item: T, liked: boolean): T {
  if (item.is_liked === liked) return item;
  return { ...item, is_liked: liked, like_count: Math.max(0, item.like_count + (liked ? 1 : -1)) };
}

export function withCollect<T extends Collectable>(item: T, collected: boolean): T {
  if (item.is_collected === collected) return item;
  return {
    ...item,
    is_collected: collected,
    collect_count: Math.max(0, item.collect_count + (collected ? 1 : -1)),
  };
}

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
