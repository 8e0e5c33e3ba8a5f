/*
 * Who starts a bracket: the best preselection scores first (then the lower number, then the earlier
 * sign-up), as many as the largest power of two (2 to 32) the division has, or the size chosen.
 */

export interface Seedable {
  id: number;
  number: number | null;
  score: string | null;
  created_at: string;
}

export const BRACKET_SIZES = [2, 4, 8, 16, 32] as const;

/** The bracket sizes a division of `entrants` can start. */
export function bracketSizes(entrants: number): number[] {
  return BRACKET_SIZES.filter((n) => n <= entrants);
}

export function seedEntries<T extends Seedable>(entries: readonly T[], size: number): T[] {
  const score = (e: T) => (e.score === null ? -Infinity : Number(e.score));
  return [...entries]
    .sort(
      (a, b) =>
        score(b) - score(a) ||
        (a.number ?? Infinity) - (b.number ?? Infinity) ||
        a.created_at.localeCompare(b.created_at) ||
        a.id - b.id,
    )
    .slice(0, size);
}
