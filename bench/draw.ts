import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * What the bench asks for, drawn across the whole data set: ids, keywords, users and cursors are
 * picked with a Zipf-like skew (a few are popular, most are asked for rarely), as real traffic is,
 * so the short read-through caches only help as much as they would in production.
 */

/** A Zipf(s) sampler over ranks 0..n-1 (rank 0 the most popular), deterministic from `seed`. */
export function zipf(n: number, s = 1, seed = 2026): () => number {
  const cdf = new Float64Array(n);
  let sum = 0;
  for (let k = 0; k < n; k++) cdf[k] = sum += 1 / Math.pow(k + 1, s);
  for (let k = 0; k < n; k++) cdf[k]! /= sum;
  const rnd = random(seed);
  return () => {
    const u = rnd();
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cdf[mid]! < u) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

/** A small seeded generator (mulberry32): the same sequence of draws on every run. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Spreads popularity ranks over ids 1..n: rank r maps to a scattered id (a multiplicative
 * permutation), so the popular items are not simply the first or the newest rows.
 */
export function scatter(n: number): (rank: number) => number {
  const step = 2_654_435_761 % n || 1;
  // A step coprime to n makes the mapping a permutation.
  let k = step;
  while (gcd(k, n) !== 1) k++;
  return (rank) => 1 + Number((BigInt(rank) * BigInt(k)) % BigInt(n));
}

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

/** Draws from a list with a Zipf skew: the list's first items are asked for most. */
export function skewed<T>(list: readonly T[], s = 1, seed = 7): () => T {
  const rank = zipf(list.length, s, seed);
  return () => list[rank()]!;
}

// ---------- bench users ----------

/** Users with access tokens known to the bench: the logged-in readers, drawn by activity. */
export const BENCH_USERS = 2_000;
/** Their ids are spread over the user table. */
export const benchUserId = (i: number) => 1 + i * 47;
export const benchUserToken = (i: number) => `bench-reader-${i}-access`;
export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** A user token per request: active readers (low ranks) read more often. */
export function drawReader(): () => string {
  const rank = zipf(BENCH_USERS, 1, 11);
  return () => benchUserToken(rank());
}

// ---------- cursors ----------

/** Runs one query against the bench database (the draws' material: cursors of real rows). */
export async function query<T extends pg.QueryResultRow>(databaseUrl: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/**
 * A cursor for most requests' "no cursor" (the first page is read most) or one from `cursors`,
 * ordered from the first page on: shallow pages are read more than deep ones.
 */
export function drawCursor(cursors: string[], firstPageShare = 0.7, seed = 5): () => string | null {
  const rnd = random(seed);
  const deep = cursors.length ? zipf(cursors.length, 0.8, seed + 1) : () => 0;
  return () => (rnd() < firstPageShare || !cursors.length ? null : cursors[deep()]!);
}
