import type { InfiniteData } from '@tanstack/react-query';

export interface CursorPage<T> {
  list: T[];
  next_cursor: string | null;
}

export type Feed<T> = InfiniteData<CursorPage<T>, string | undefined>;

/**
 * The items of every loaded page, in order, each id once: a recommended feed may return a post
 * again on a later page when its score moved while the user scrolled.
 */
export function flattenPages<T extends { id: number }>(
  pages: ReadonlyArray<CursorPage<T>> | undefined,
  keep: (item: T) => boolean = () => true,
): T[] {
  const seen = new Set<number>();
  const out: T[] = [];
  for (const page of pages ?? [])
    for (const item of page.list) {
      if (seen.has(item.id) || !keep(item)) continue;
      seen.add(item.id);
      out.push(item);
    }
  return out;
}

/** Rewrites every item of a cached feed; returning null removes the item. Same object when unchanged. */
export function mapFeed<T>(data: Feed<T> | undefined, fn: (item: T) => T | null): Feed<T> | undefined {
  if (!data) return data;
  let changed = false;
  const pages = data.pages.map((page) => {
    let pageChanged = false;
    const list: T[] = [];
    for (const item of page.list) {
      const next = fn(item);
      if (next !== item) pageChanged = true;
      if (next !== null) list.push(next);
    }
    if (!pageChanged) return page;
    changed = true;
    return { ...page, list };
  });
  return changed ? { ...data, pages } : data;
}

/** The cursor of the next page, or undefined at the end (TanStack's getNextPageParam). */
export const nextCursor = <T>(page: CursorPage<T>): string | undefined => page.next_cursor ?? undefined;

/** Before a pull-to-refresh: keep only the first page, so the refresh asks for one page, not all. */
export function firstPageOnly<T>(data: Feed<T> | undefined): Feed<T> | undefined {
  if (!data || data.pages.length <= 1) return data;
  return { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) };
}
