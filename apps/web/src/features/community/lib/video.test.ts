import { describe, expect, it } from 'vitest';
import { loadWindow, slideAt } from './video.ts';

describe('the vertical video feed', () => {
  it('loads the current video and its neighbours only, so the next one preloads', () => {
    const w = [0, 1, 2, 3, 4].map((i) => loadWindow(i, 2));
    expect(w.map((x) => x.load)).toEqual([false, true, true, true, false]);
    expect(w.map((x) => x.active)).toEqual([false, false, true, false, false]);
    expect(loadWindow(1, 0)).toEqual({ load: true, active: false });
  });

  it('finds the slide from the scroll position, within bounds', () => {
    expect(slideAt(0, 812, 5)).toBe(0);
    expect(slideAt(812 * 2 + 300, 812, 5)).toBe(2);
    expect(slideAt(812 * 2 + 500, 812, 5)).toBe(3);
    expect(slideAt(812 * 9, 812, 5)).toBe(4);
    expect(slideAt(-50, 812, 5)).toBe(0);
    expect(slideAt(100, 0, 5)).toBe(0);
  });
});
