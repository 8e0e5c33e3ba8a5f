import { describe, expect, it } from 'vitest';
import { formatCount, withCollect, withLike } from './counters.ts';

describe('optimistic counters', () => {
  const post = { id: 1, is_liked: false, like_count: 10, is_collected: true, collect_count: 3 };

  it('liking adds one and unliking takes it back', () => {
    const liked = withLike(post, true);
    expect(liked).toMatchObject({ is_liked: true, like_count: 11 });
    expect(withLike(liked, false)).toMatchObject({ is_liked: false, like_count: 10 });
  });

  it('applying the same state twice changes nothing (explicit state, like the server)', () => {
    const liked = withLike(post, true);
    expect(withLike(liked, true)).toBe(liked);
    expect(withCollect(post, true)).toBe(post);
  });

  it('never goes below zero', () => {
    expect(withLike({ is_liked: true, like_count: 0 }, false).like_count).toBe(0);
    expect(withCollect({ is_collected: true, collect_count: 0 }, false).collect_count).toBe(0);
  });

  it('uncollecting takes one off', () => {
    expect(withCollect(post, false)).toMatchObject({ is_collected: false, collect_count: 2 });
  });
});

describe('formatCount', () => {
  it.each([
    [0, 'zh-Hans', '0'],
    [-3, 'zh-Hans', '0'],
    [999, 'zh-Hans', '999'],
    [12_345, 'zh-Hans', '1.2w'],
    [10_000, 'zh-Hans', '1w'],
    [25_000, 'zh-Hant', '2.5萬'],
    [1_234, 'en', '1.2k'],
    [2_500_000, 'fr', '2.5M'],
    [999, 'en', '999'],
  ])('%d in %s is %s', (n, lang, text) => {
    expect(formatCount(n, lang)).toBe(text);
  });
});
