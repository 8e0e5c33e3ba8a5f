import { invalid } from './errors.ts';

/**
 * One cursor codec for every list. A cursor is the sort key of the last row shown, its parts
 * joined by `_`, each of a declared kind:
 * - `id`: a row id (bigint), a whole number from 0 to 2^53 - 1;
 * - `int`: a 32-bit column (a count, a rank, a price in fen);
 * - `us`: a timestamp in microseconds since the epoch (exact in a double below 2^53);
 * - `score`: a finite decimal (a hot score, a double precision column).
 * Anything else answers the validation error naming `cursor`, never a database error.
 */
export type CursorPart = 'id' | 'int' | 'us' | 'score';

const INTEGER = /^-?\d{1,16}$/;
const DECIMAL = /^-?\d{1,16}(\.\d{1,17})?(e-?\d{1,3})?$/i;
const RANGE: Record<Exclude<CursorPart, 'score'>, [number, number]> = {
  id: [0, Number.MAX_SAFE_INTEGER],
  int: [-2_147_483_648, 2_147_483_647],
  us: [-Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
};

function part(text: string, kind: CursorPart): number {
  if (kind === 'score') {
    const n = Number(text);
    if (!DECIMAL.test(text) || !Number.isFinite(n)) invalid('cursor', 'malformed');
    return n;
  }
  const n = Number(text);
  const [min, max] = RANGE[kind];
  if (!INTEGER.test(text) || !Number.isSafeInteger(n) || n < min || n > max) invalid('cursor', 'malformed');
  return n;
}

/** The parts of a cursor, typed as the list declares them; null for the first page. */
export function decodeCursor(cursor: string | undefined, kinds: readonly CursorPart[]): number[] | null {
  if (cursor === undefined) return null;
  const bits = cursor.split('_');
  if (bits.length !== kinds.length) invalid('cursor', 'malformed');
  return bits.map((b, i) => part(b, kinds[i]!));
}

/** A page of `limit` rows out of `limit + 1` read, and the cursor after it (null at the end). */
export function page<T>(rows: T[], limit: number, key: (last: T) => string) {
  const list = rows.slice(0, limit);
  const last = list[list.length - 1];
  return { list, next_cursor: rows.length > limit && last ? key(last) : null };
}
