import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rename, rm, stat, copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../../platform/db.ts';
import { ToolFailed, mediaSource, mediaTools, runTool, type MediaTools } from '../../platform/ffmpeg.ts';
import type { Platform } from '../../platform/platform.ts';
import { estimateBpm, waveformPeaks } from './analysis.ts';
import type { TracksRepo } from './tracks.repo.ts';

/** The sample rate the audio is decoded at for the peaks and the tempo. */
const ANALYSIS_RATE = 11_025;
/** How long the preview of a paid track is. */
export const PREVIEW_SECONDS = 30;

/** Each rendition's file name and type in a track's folder. */
export const RENDITION_FILES = {
  stream: { file: 'stream.m4a', mime: 'audio/mp4' },
  download: { file: 'download.m4a', mime: 'audio/mp4' },
  preview: { file: 'preview.m4a', mime: 'audio/mp4' },
} as const;

/**
 * The private folder of the renditions: under the data directory, never under the uploads folder
 * the static route serves, so a full rendition is reachable only through a signed URL.
 */
export function musicDir(p: Platform): string {
  return join(p.config.dataDir, 'music');
}

const aac = (bitrate: string) => [
  '-vn',
  '-map',
  '0:a:0',
  '-c:a',
  'aac',
  '-b:a',
  bitrate,
  '-movflags',
  '+faststart',
];

/**
 * The transcode job of a track: from the uploaded audio, a streaming rendition (AAC 128 kb/s in
 * MP4), a download rendition (AAC 256 kb/s), a 30 s preview with a fade for a paid track, the
 * duration, 200 waveform peaks and a BPM estimate from 11.025 kHz mono PCM.
 */
export class MediaService {
  private tools: MediaTools | null = null;

  constructor(
    private readonly p: Platform,
    private readonly db: Db,
    private readonly repo: TracksRepo,
  ) {}

  /**
   * A file ffmpeg cannot read as audio marks the track failed (no retry); anything else is retried
   * by the job queue. A track whose audio changed meanwhile is left to its own job.
   */
  async transcode(trackId: number): Promise<'ready' | 'failed' | 'skipped'> {
    const t = await this.repo.byId(this.db, trackId);
    if (!t || t.mediaStatus === 'ready') return 'skipped';
    const save = (values: Parameters<TracksRepo['update']>[2]) =>
      this.repo.update(this.db, t.id, values, t.sourceUrl);
    const input = mediaSource(this.p.storage, this.p.config.storage.dir, t.sourceUrl);
    const tools = (this.tools ??= mediaTools(this.p.config.media));
    if (!input || !tools.ffmpeg.path || !tools.ffprobe.path) {
      this.p.log.warn({ trackId }, 'track transcode failed: no input or no ffmpeg');
      await save({ mediaStatus: 'failed' });
      return 'failed';
    }
    const ffmpeg = tools.ffmpeg.path;
    const tmp = await mkdtemp(join(this.p.storage.tempDir, 'track-'));
    try {
      let duration: number;
      let pcm: Int16Array;
      try {
        const probe = JSON.parse(
          await runTool(
            tools.ffprobe.path,
            [
              '-v',
              'error',
              '-select_streams',
              'a:0',
              '-show_entries',
              'stream=codec_type:format=duration',
              '-of',
              'json',
              input,
            ],
            60_000,
          ),
        ) as { streams?: { codec_type?: string }[]; format?: { duration?: string } };
        if (!probe.streams?.length) throw new ToolFailed('no audio stream');
        const run = (args: string[]) =>
          runTool(ffmpeg, ['-nostdin', '-y', '-v', 'error', '-i', input, ...args], 10 * 60_000);
        await run([...aac('128k'), join(tmp, RENDITION_FILES.stream.file)]);
        await run([...aac('256k'), join(tmp, RENDITION_FILES.download.file)]);
        await run(['-vn', '-ac', '1', '-ar', String(ANALYSIS_RATE), '-f', 's16le', join(tmp, 'pcm.raw')]);
        const raw = await readFile(join(tmp, 'pcm.raw'));
        pcm = new Int16Array(raw.buffer, raw.byteOffset, raw.length >> 1);
        duration = Number(probe.format?.duration);
        if (!Number.isFinite(duration) || duration <= 0) duration = pcm.length / ANALYSIS_RATE;
        if (!pcm.length) throw new ToolFailed('no audio samples');
        if (t.price > 0) {
          const len = Math.min(PREVIEW_SECONDS, duration);
          await run([
            '-t',
            String(len),
            '-af',
            `afade=t=out:st=${Math.max(0, len - 3)}:d=${Math.min(3, len)}`,
            ...aac('128k'),
            join(tmp, RENDITION_FILES.preview.file),
          ]);
        }
      } catch (e) {
        if (e instanceof ToolFailed) {
          this.p.log.warn({ trackId, err: e.message }, 'track transcode failed');
          await save({ mediaStatus: 'failed' });
          return 'failed';
        }
        throw e;
      }
      const key = `${t.id}-${randomBytes(16).toString('hex')}`;
      const folder = join(musicDir(this.p), key);
      await mkdir(folder, { recursive: true });
      const sizes: Record<string, number> = {};
      for (const [name, r] of Object.entries(RENDITION_FILES)) {
        if (name === 'preview' && t.price === 0) continue;
        const from = join(tmp, r.file);
        sizes[name] = (await stat(from)).size;
        await rename(from, join(folder, r.file)).catch(() => copyFile(from, join(folder, r.file)));
      }
      const saved = await save({
        mediaStatus: 'ready',
        mediaKey: key,
        sizes,
        duration: Math.round(duration * 1000) / 1000,
        peaks: waveformPeaks(pcm),
        bpmEstimate: estimateBpm(pcm, ANALYSIS_RATE),
      });
      if (!saved) await rm(folder, { recursive: true, force: true });
      return saved ? 'ready' : 'skipped';
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
  }
}
