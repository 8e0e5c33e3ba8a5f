/* The lesson player's speed and skip controls and its time labels. */

/** The spec's playback rates (seed §9). */
export const SPEEDS = [0.5, 0.8, 1, 1.25, 1.5, 2] as const;
export type Speed = (typeof SPEEDS)[number];

/** Ten-second skip back and forward. */
export const SKIP_SECONDS = 10;

/** The speed after `current` in the cycle (2 wraps to 0.5); an unknown rate goes to 1. */
export function nextSpeed(current: number): Speed {
  const i = SPEEDS.indexOf(current as Speed);
  if (i < 0) return 1;
  return SPEEDS[(i + 1) % SPEEDS.length]!;
}

export const speedLabel = (speed: number) => `${speed}x`;

/** Where a skip of `delta` seconds lands, kept inside the video. */
export function skipTo(current: number, delta: number, duration: number): number {
  const end = Number.isFinite(duration) && duration > 0 ? duration : Math.max(current + delta, 0);
  return Math.min(end, Math.max(0, current + delta));
}

/** 75 -> "1:15", 3725 -> "1:02:05". */
export function formatTime(seconds: number): string {
  const s = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const r = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${r}` : `${m}:${r}`;
}

/** The video's CSS transform: mirrored like a dance-studio mirror, or as filmed. */
export const mirrorTransform = (mirrored: boolean) => (mirrored ? 'scaleX(-1)' : 'none');
