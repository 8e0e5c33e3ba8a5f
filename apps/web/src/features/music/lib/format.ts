/** 83.4 -> "1:23". */
export function clock(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '0:00';
  const s = Math.floor(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** 4.26 -> "0:04.2": loop points a second apart stay apart. */
export function clockTenths(seconds: number): string {
  const tenths = Math.floor((seconds % 1) * 10);
  return `${clock(seconds)}.${Number.isFinite(tenths) && tenths >= 0 ? tenths : 0}`;
}

/** 1536000 -> "1.5 MB". */
export function bytes(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${Math.round(size / 1024)} KB`;
  return `${Math.round((size / 1024 / 1024) * 10) / 10} MB`;
}

/** The listening a play needs before it counts: 30 s, or half a shorter track. */
export function playThreshold(duration: number): number {
  return Number.isFinite(duration) && duration > 0 ? Math.min(30, duration / 2) : 30;
}

/** Seconds a media element has really played (the union of its played ranges). */
export function playedSeconds(ranges: TimeRanges): number {
  let sum = 0;
  for (let i = 0; i < ranges.length; i += 1) sum += ranges.end(i) - ranges.start(i);
  return sum;
}

/** A tempo from tap times (ms): the median interval of the last taps. */
export function tapTempo(taps: number[]): number | null {
  const recent = taps.slice(-8);
  if (recent.length < 2) return null;
  const gaps = recent
    .slice(1)
    .map((t, i) => t - recent[i]!)
    .sort((a, b) => a - b);
  const mid = gaps[Math.floor(gaps.length / 2)]!;
  return mid > 0 ? Math.round(60_000 / mid) : null;
}

export function newSubmitToken(): string {
  const b = new Uint8Array(12);
  crypto.getRandomValues(b);
  return `music-${Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('')}`;
}
