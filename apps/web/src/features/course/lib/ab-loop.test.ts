import { describe, expect, it } from 'vitest';
import {
  MIN_LOOP_SECONDS,
  NO_LOOP,
  isLooping,
  loopMarks,
  loopTarget,
  nextStep,
  setA,
  setB,
  step,
} from './ab-loop.ts';

describe('the A-B loop', () => {
  it('goes set A, set B, clear with one button', () => {
    expect(nextStep(NO_LOOP)).toBe('setA');
    const withA = step(NO_LOOP, 12.3)!;
    expect(withA).toEqual({ a: 12.3, b: null });
    expect(nextStep(withA)).toBe('setB');
    const looping = step(withA, 18)!;
    expect(looping).toEqual({ a: 12.3, b: 18 });
    expect(isLooping(looping)).toBe(true);
    expect(nextStep(looping)).toBe('clear');
    expect(step(looping, 20)).toEqual(NO_LOOP);
  });

  it('jumps back to A once playback reaches B, not before', () => {
    const loop = { a: 5, b: 9 };
    expect(loopTarget(loop, 4)).toBeNull();
    expect(loopTarget(loop, 8.99)).toBeNull();
    expect(loopTarget(loop, 9)).toBe(5);
    expect(loopTarget(loop, 9.2)).toBe(5);
    // B at the very end: the video ends before reaching B exactly.
    expect(loopTarget({ a: 1, b: 30 }, 29.97, true)).toBe(1);
  });

  it('does nothing without both marks', () => {
    expect(loopTarget(NO_LOOP, 100)).toBeNull();
    expect(loopTarget({ a: 3, b: null }, 100)).toBeNull();
    expect(loopTarget({ a: 3, b: null }, 100, true)).toBeNull();
  });

  it('swaps a B marked before A', () => {
    expect(setB({ a: 10, b: null }, 4)).toEqual({ a: 4, b: 10 });
  });

  it('refuses a section shorter than the minimum', () => {
    expect(setB({ a: 10, b: null }, 10 + MIN_LOOP_SECONDS / 2)).toBeNull();
    expect(step({ a: 10, b: null }, 10.1)).toBeNull();
    expect(setB(NO_LOOP, 3)).toBeNull();
  });

  it('drops a B that a new A passes', () => {
    expect(setA({ a: 2, b: 6 }, 7)).toEqual({ a: 7, b: null });
    expect(setA({ a: 2, b: 6 }, 3)).toEqual({ a: 3, b: 6 });
    expect(setA(NO_LOOP, -1)).toEqual({ a: 0, b: null });
  });

  it('places its marks on the progress bar', () => {
    expect(loopMarks({ a: 5, b: 15 }, 20)).toEqual({ a: 0.25, b: 0.75 });
    expect(loopMarks({ a: 5, b: null }, 20)).toEqual({ a: 0.25, b: null });
    expect(loopMarks({ a: 5, b: 15 }, Number.NaN)).toEqual({ a: null, b: null });
  });
});
