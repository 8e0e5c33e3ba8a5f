import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { mediaTools } from '../../platform/ffmpeg.ts';
import { estimateBpm, waveformPeaks } from './analysis.ts';

const ffmpeg = mediaTools({ pathVar: process.env.PATH }).ffmpeg.path!;
const RATE = 11_025;

/** Decoded PCM of a click track: a 20 ms 1 kHz beep on every beat, over a quiet low hum. */
function clicks(bpm: number, seconds = 30): Int16Array {
  const period = 60 / bpm;
  const expr = `if(lt(mod(t\\,${period})\\,0.02)\\,0.8*sin(2*PI*1000*t)\\,0)+0.02*sin(2*PI*55*t)`;
  const out = execFileSync(
    ffmpeg,
    [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      `aevalsrc=${expr}:s=44100:d=${seconds}`,
      '-ac',
      '1',
      '-ar',
      String(RATE),
      '-f',
      's16le',
      '-',
    ],
    { maxBuffer: 64 << 20 },
  );
  return new Int16Array(out.buffer, out.byteOffset, out.length >> 1);
}

describe('estimateBpm', () => {
  it.each([90, 100, 118, 128, 140, 174])('finds %i BPM in a click track within 2', (bpm) => {
    const est = estimateBpm(clicks(bpm), RATE);
    expect(est).not.toBeNull();
    expect(Math.abs(est! - bpm)).toBeLessThanOrEqual(2);
  });

  it('answers null for silence and for audio too short to measure', () => {
    expect(estimateBpm(new Int16Array(RATE * 20), RATE)).toBeNull();
    expect(estimateBpm(clicks(120, 2), RATE)).toBeNull();
  });
});

describe('waveformPeaks', () => {
  it('answers one peak per slice, 0..1', () => {
    const pcm = new Int16Array(1000);
    pcm[10] = 16_384;
    pcm[999] = -32_768;
    const peaks = waveformPeaks(pcm, 10);
    expect(peaks).toHaveLength(10);
    expect(peaks[0]).toBe(0.5);
    expect(peaks[9]).toBe(1);
    expect(peaks.slice(1, 9).every((p) => p === 0)).toBe(true);
    expect(waveformPeaks(new Int16Array(0))).toEqual([]);
  });
});
