/*
 * The A-B loop of the lesson player: a dancer marks A, then B, and the section between them plays
 * again and again until cleared. Pure functions over a small value, so the player and its tests
 * share them.
 */

/** The shortest section worth looping, in seconds (a tap of B right after A is a mistake). */
export const MIN_LOOP_SECONDS = 0.5;

export interface AbLoop {
  a: number | null;
  b: number | null;
}

export const NO_LOOP: AbLoop = { a: null, b: null };

/** What the loop button does next: mark A, mark B, or clear the loop. */
export type AbStep = 'setA' | 'setB' | 'clear';

export function nextStep(loop: AbLoop): AbStep {
  if (loop.a === null) return 'setA';
  if (loop.b === null) return 'setB';
  return 'clear';
}

export const isLooping = (loop: AbLoop): loop is { a: number; b: number } =>
  loop.a !== null && loop.b !== null;

/** Marks A at `time` (a B before it no longer makes sense and is dropped). */
export function setA(loop: AbLoop, time: number): AbLoop {
  const a = Math.max(0, time);
  return { a, b: loop.b !== null && loop.b > a + MIN_LOOP_SECONDS ? loop.b : null };
}

/**
 * Marks B at `time`. B before A swaps them (the dancer went back to mark the start); a section
 * shorter than MIN_LOOP_SECONDS is refused (null): the loop stays as it was.
 */
export function setB(loop: AbLoop, time: number): AbLoop | null {
  if (loop.a === null) return null;
  const [a, b] = time >= loop.a ? [loop.a, time] : [Math.max(0, time), loop.a];
  if (b - a < MIN_LOOP_SECONDS) return null;
  return { a, b };
}

/** One tap of the loop button at `time`; null when the tap changes nothing (too short). */
export function step(loop: AbLoop, time: number): AbLoop | null {
  switch (nextStep(loop)) {
    case 'setA':
      return setA(loop, time);
    case 'setB':
      return setB(loop, time);
    case 'clear':
      return NO_LOOP;
  }
}

/**
 * Where playback must jump now: back to A once it reaches B (or the end of the video when B sits
 * at the very end), else null. Time before A plays on normally: a dancer may seek there.
 */
export function loopTarget(loop: AbLoop, time: number, ended = false): number | null {
  if (!isLooping(loop)) return null;
  if (ended || time >= loop.b) return loop.a;
  return null;
}

/** The loop as fractions of the duration, for the marks on the progress bar. */
export function loopMarks(loop: AbLoop, duration: number): { a: number | null; b: number | null } {
  if (!(duration > 0)) return { a: null, b: null };
  const frac = (t: number | null) => (t === null ? null : Math.min(1, Math.max(0, t / duration)));
  return { a: frac(loop.a), b: frac(loop.b) };
}
