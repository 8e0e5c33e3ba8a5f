import { describe, expect, it } from 'vitest';
import { firstPageOnly, flattenPages, mapFeed, nextCursor, type Feed } from './feed.ts';

type Item = { id: number; name: string; author: number };
const item = (id: number, author = 1): Item => ({ id, name: `p${id}`, author });
const feed = (...pages: Item[][]): Feed<Item> => ({
  pages: pages.map((list, i) => ({ list, next_cursor: i < pages.length - 1 ? `c${i}` : null })),
  pageParams: pages.map((_, i) => (i === 0 ? undefined : `c${i - 1}`)),
});

describe('flattenPages', () => {
  it('keeps page order and drops repeats of an id on later pages', () => {
    const data = feed([item(3), item(2)], [item(2), item(1)]);
    expect(flattenPages(data.pages).map((p) => p.id)).toEqual([3, 2, 1]);
  });

  it('filters with keep (hidden posts, blocked authors)', () => {
    const data = feed([item(3, 7), item(2, 8)], [item(1, 7)]);
    expect(flattenPages(data.pages, (p) => p.author !== 7).map((p) => p.id)).toEqual([2]);
  });

  it('is empty without data', () => {
    expect(flattenPages(undefined)).toEqual([]);
  });
});

describe('mapFeed', () => {
  it('rewrites the matching item in whichever page holds it', () => {
    const data = feed([item(3)], [item(2), item(1)]);
    const next = mapFeed(data, (p) => (p.id === 2 ? { ...p, name: 'x' } : p))!;
    expect(next.pages[1]!.list[0]!.name).toBe('x');
    expect(next.pages[0]).toBe(data.pages[0]);
    expect(next.pageParams).toBe(data.pageParams);
  });

  it('removes items mapped to null and keeps the cursors', () => {
    const data = feed([item(3, 9), item(2)], [item(1, 9)]);
    const next = mapFeed(data, (p) => (p.author === 9 ? null : p))!;
    expect(next.pages.map((p) => p.list.map((x) => x.id))).toEqual([[2], []]);
    expect(next.pages[0]!.next_cursor).toBe('c0');
  });

  it('returns the same object when nothing changed (no re-render)', () => {
    const data = feed([item(1)]);
    expect(mapFeed(data, (p) => p)).toBe(data);
    expect(mapFeed(undefined, (p) => p)).toBeUndefined();
  });
});

describe('nextCursor', () => {
  it('turns the end of the list into undefined', () => {
    expect(nextCursor({ list: [], next_cursor: null })).toBeUndefined();
    expect(nextCursor({ list: [], next_cursor: 'abc' })).toBe('abc');
  });
});

describe('firstPageOnly', () => {
  it('keeps the first page and its cursor only', () => {
    const data = feed([item(3)], [item(2)], [item(1)]);
    const next = firstPageOnly(data)!;
    expect(next.pages).toHaveLength(1);
    expect(next.pageParams).toEqual([undefined]);
    expect(firstPageOnly(feed([item(1)]))).toEqual(feed([item(1)]));
    expect(firstPageOnly(undefined)).toBeUndefined();
  });
});
