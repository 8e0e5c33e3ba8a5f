import { invalid } from '../../platform/errors.ts';

/**
 * Cursors are the sort key of the last row, as digits joined by `_`: a timestamp in microseconds
 * since the epoch (exact in a double below 2^53) or a score, then the id that breaks ties.
 */
export function parseCursor(cursor: string | undefined, parts: number): number[] | null {
  if (cursor === undefined) return null;
  const bits = cursor.split('_');
  if (bits.length !== parts || !bits.every((b) => /^-?\d{1,16}(\.\d{1,17})?$/.test(b)))
    invalid('cursor', 'malformed');
  const nums = bits.map(Number);
  if (!nums.every((n) => Number.isFinite(n) && Math.abs(n) <= Number.MAX_SAFE_INTEGER))
    invalid('cursor', 'malformed');
  return nums;
}

export function page<T>(rows: T[], limit: number, key: (last: T) => string) {
  const list = rows.slice(0, limit);
  const last = list[list.length - 1];
  return { list, next_cursor: rows.length > limit && last ? key(last) : null };
}
