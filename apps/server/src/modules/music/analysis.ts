/**
 * What the transcode job computes from decoded audio (mono signed 16-bit PCM): waveform peaks for
 * the player and a tempo estimate. Pure functions, no I/O.
 */

/** `count` peaks 0..1: the largest absolute sample of each equal slice, rounded to 3 decimals. */
export function waveformPeaks(pcm: Int16Array, count = 200): number[] {
  if (!pcm.length) return [];
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    const from = Math.floor((i * pcm.length) / count);
    const to = Math.max(from + 1, Math.floor(((i + 1) * pcm.length) / count));
    let max = 0;
    for (let j = from; j < to && j < pcm.length; j++) {
      const v = Math.abs(pcm[j]!);
      if (v > max) max = v;
    }
    out.push(Math.round((max / 32768) * 1000) / 1000);
  }
  return out;
}

const HOP = 64;
const MIN_BPM = 60;
const MAX_BPM = 200;

/**
 * The onset-strength envelope: the rise of log energy from one hop to the next (half-wave
 * rectified), one value per `HOP` samples, smoothed, its mean removed.
 */
export function onsetEnvelope(pcm: Int16Array): Float64Array {
  const frames = Math.floor(pcm.length / HOP);
  const env = new Float64Array(Math.max(frames - 1, 0));
  let prev = 0;
  for (let f = 0; f < frames; f++) {
    let e = 0;
    for (let j = f * HOP; j < (f + 1) * HOP; j++) {
      // Pre-emphasis: a steady bass line would otherwise drown the attacks in its own beating.
      const v = (pcm[j]! - 0.95 * (pcm[j - 1] ?? 0)) / 32768;
      e += v * v;
    }
    const loud = Math.log1p(1000 * e);
    if (f > 0) env[f - 1] = Math.max(0, loud - prev);
    prev = loud;
  }
  // A light smoothing widens each onset to three hops, so a period between two whole hops still
  // correlates at both.
  const out = new Float64Array(env.length);
  let mean = 0;
  for (let i = 0; i < env.length; i++) {
    out[i] = 0.5 * env[i]! + 0.25 * (env[i - 1] ?? 0) + 0.25 * (env[i + 1] ?? 0);
    mean += out[i]!;
  }
  mean /= env.length || 1;
  for (let i = 0; i < out.length; i++) out[i]! -= mean;
  return out;
}

function acf(env: Float64Array, lag: number): number {
  let s = 0;
  for (let i = lag; i < env.length; i++) s += env[i]! * env[i - lag]!;
  return s / (env.length - lag);
}

/** The vertex of the parabola through (x-1, a), (x, b), (x+1, c). */
function refine(x: number, a: number, b: number, c: number): number {
  const d = a - 2 * b + c;
  return d === 0 ? x : x - (0.5 * (c - a)) / d;
}

/**
 * A tempo estimate in BPM from onset-energy autocorrelation: the lag of the strongest periodicity
 * between 60 and 200 BPM, weighted towards 120 (one octave of spread, so a pulse and its half tempo
 * resolve to the usual dance tempo, unless the half period pulses as strongly), then refined at the fourth multiple of that lag for a
 * sub-frame period. Null when the audio is too short or has no pulse.
 */
export function estimateBpm(pcm: Int16Array, sampleRate: number): number | null {
  const env = onsetEnvelope(pcm);
  const fps = sampleRate / HOP;
  const minLag = Math.floor((60 * fps) / MAX_BPM);
  const maxLag = Math.ceil((60 * fps) / MIN_BPM);
  if (env.length < maxLag * 5) return null;
  const values = new Float64Array(maxLag * 5 + 2).fill(Number.NaN);
  const at = (lag: number): number => {
    if (Number.isNaN(values[lag]!)) values[lag] = acf(env, lag);
    return values[lag]!;
  };
  let best = -1;
  let bestScore = 0;
  for (let lag = minLag; lag <= maxLag; lag++) {
    const bpm = (60 * fps) / lag;
    const prior = Math.exp(-0.5 * Math.log2(bpm / 120) ** 2);
    const score = at(lag) * prior;
    if (score > bestScore) {
      bestScore = score;
      best = lag;
    }
  }
  if (best < 0 || at(best) <= 1e-9) return null;
  // A pulse as strong at half the period is the beat: the slower one was every other beat.
  const half = Math.round(best / 2);
  if (half >= minLag) {
    let peak = half;
    for (const lag of [half - 1, half + 1]) if (lag >= minLag && at(lag) > at(peak)) peak = lag;
    if (at(peak) >= 0.9 * at(best)) best = peak;
  }
  // The k-th multiple of the period is a peak too; measuring it divides the frame error by k.
  let period = refine(best, at(best - 1), at(best), at(best + 1));
  for (const k of [2, 3, 4]) {
    const guess = Math.round(period * k);
    let peak = guess;
    for (let lag = guess - 2; lag <= guess + 2; lag++) if (at(lag) > at(peak)) peak = lag;
    if (at(peak) <= 0) break;
    period = refine(peak, at(peak - 1), at(peak), at(peak + 1)) / k;
  }
  return Math.round(((60 * fps) / period) * 10) / 10;
}
