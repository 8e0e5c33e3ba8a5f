import { describe, expect, it, vi } from 'vitest';
import {
  homeSections,
  mineEntries,
  registerFeatures,
  startFeatures,
  type FeatureManifest,
} from './feature.ts';

const Blank = () => null;
const feature = (name: string, home?: number, mine?: number): FeatureManifest => ({
  name,
  routes: [],
  homeSection:
    home === undefined ? undefined : { order: home, Component: Blank, minHeight: '1rem', testId: name },
  mineEntry: mine === undefined ? undefined : { order: mine, Component: Blank, fallback: null },
});

describe('the section registry', () => {
  it('answers the registered features’ home sections and mine entries, top to bottom', () => {
    expect(homeSections()).toEqual([]);
    registerFeatures([feature('a', 30, 5), feature('b'), feature('c', 10), feature('d', undefined, 1)]);
    expect(homeSections().map((s) => s.testId)).toEqual(['c', 'a']);
    expect(mineEntries().map((e) => e.order)).toEqual([1, 5]);
  });
});

describe('start-up work', () => {
  it('runs each feature’s start once, and one that fails leaves the others running', async () => {
    const ok = vi.fn(() => Promise.resolve());
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    registerFeatures([{ ...feature('a'), start: failing }, feature('b'), { ...feature('c'), start: ok }]);
    startFeatures();
    await Promise.resolve();
    expect(failing).toHaveBeenCalledTimes(1);
    expect(ok).toHaveBeenCalledTimes(1);
  });
});
