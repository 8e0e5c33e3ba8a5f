import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { live } from '@dance/contracts';
import type { Db } from '../../platform/db.ts';
import { fail, notFound } from '../../platform/errors.ts';
import { ToolFailed, mediaTools, probeVideo, runTool, type MediaTools } from '../../platform/ffmpeg.ts';
import type { Platform } from '../../platform/platform.ts';
import type { Storage } from '../../platform/storage.ts';
import { LiveRecorder, type RecorderEvents } from './recorder.ts';
import type { ReplaysRepo } from './replays.repo.ts';
import type { LiveRow } from './rows.ts';

/** Makes the replay MP4 of an ended live from its recorded parts (`{ liveId }`). */
export const REPLAY_JOB = 'live.replay';

/** Where a replay is stored: one file per live, so running the job again overwrites it. */
export const replayKey = (liveId: number) => `live/replay/${liveId}.mp4`;

/** A live's replay as the calls answer it; null before the live ends. */
export function replayOf(
  row: Pick<LiveRow, 'status' | 'replayStatus' | 'replayPath' | 'replaySeconds'>,
  storage: Pick<Storage, 'urlOf'>,
): live.Replay | null {
  if (row.status !== 'ended') return null;
  const status = row.replayStatus as live.ReplayStatus;
  const ready = status === 'ready' && row.replayPath;
  return {
    status,
    url: ready ? storage.urlOf(row.replayPath!) : null,
    seconds: ready ? (row.replaySeconds ?? 0) : null,
  };
}

/**
 * Replays of finished lives (decision 233): the recorder writes the stream of a live that keeps a
 * replay while it runs; when the live ends the job remuxes the part(s) into one MP4 with
 * `+faststart`, probes its length and stores it through the app's storage (served as uploads);
 * the anchor may delete it.
 */
export class ReplayService implements RecorderEvents {
  readonly recorder: LiveRecorder;
  private tools: MediaTools | null = null;

  constructor(
    private readonly p: Platform,
    private readonly db: Db,
    private readonly repo: ReplaysRepo,
    root: string,
  ) {
    this.recorder = new LiveRecorder(root, this.media().ffmpeg.path, p.log, this);
  }

  private media(): MediaTools {
    return (this.tools ??= mediaTools(this.p.config.media));
  }

  async shouldRecord(liveId: number): Promise<boolean> {
    const row = await this.repo.move(
      this.db,
      liveId,
      ['none', 'recording'],
      'recording',
      {},
      {
        keepReplay: true,
        notDestroyed: true,
      },
    );
    return row !== undefined;
  }

  async finished(liveId: number): Promise<void> {
    const row = await this.repo.move(this.db, liveId, ['recording'], 'processing');
    if (row) await this.enqueue(liveId);
  }

  private enqueue(liveId: number): Promise<void> {
    return this.p.jobs.send(REPLAY_JOB, { liveId }, { singletonKey: `replay:${liveId}` });
  }

  /** Hands the job the recordings a stopped process left behind for lives that ended meanwhile. */
  async resume(): Promise<void> {
    for (const { id } of await this.repo.stranded(this.db)) {
      if (this.recorder.isRecording(id)) continue;
      await this.finished(id);
    }
  }

  /**
   * The job. Running it again is harmless: a replay already made, failed or deleted is left as
   * it is, and the file goes to the same key. A recording ffmpeg cannot read marks it failed.
   */
  async make(liveId: number): Promise<'ready' | 'failed' | 'skipped'> {
    const row = await this.repo.anyById(this.db, liveId);
    if (!row || row.destroyed) {
      this.recorder.discard(liveId);
      if (row) await this.repo.move(this.db, liveId, ['recording', 'processing'], 'none');
      return 'skipped';
    }
    if (row.status !== 'ended' || !['recording', 'processing'].includes(row.replayStatus)) {
      if (row.status === 'ended' && row.replayStatus === 'none') this.recorder.discard(liveId);
      return 'skipped';
    }
    const failed = async (why: string) => {
      this.p.log.warn({ liveId, why }, 'live replay failed');
      await this.repo.move(this.db, liveId, ['recording', 'processing'], 'failed');
      return 'failed' as const;
    };
    const parts = this.recorder.parts(liveId);
    const { ffmpeg, ffprobe } = this.media();
    if (!parts.length) return failed('nothing was recorded');
    if (!ffmpeg.path || !ffprobe.path) return failed('no ffmpeg');
    const tmp = await mkdtemp(join(this.p.storage.tempDir, 'replay-'));
    try {
      const out = join(tmp, 'replay.mp4');
      let input = ['-i', parts[0]!];
      if (parts.length > 1) {
        const list = join(tmp, 'parts.txt');
        await writeFile(list, parts.map((f) => `file '${f.replace(/'/g, "'\\''")}'\n`).join(''));
        input = ['-f', 'concat', '-safe', '0', '-i', list];
      }
      let seconds: number;
      try {
        await runTool(
          ffmpeg.path,
          [
            ...['-nostdin', '-y', '-v', 'error', ...input],
            ...['-map', '0:v?', '-map', '0:a?', '-c', 'copy', '-movflags', '+faststart', out],
          ],
          10 * 60_000,
        );
        seconds = Math.round((await probeVideo(ffprobe.path, out)).duration ?? 0);
      } catch (e) {
        if (e instanceof ToolFailed) return await failed(e.message);
        throw e;
      }
      const key = replayKey(liveId);
      await this.p.storage.putFile(key, out, 'video/mp4', (await stat(out)).size);
      const ready = await this.repo.move(this.db, liveId, ['recording', 'processing'], 'ready', {
        replayPath: key,
        replaySeconds: seconds,
      });
      // Deleted by the anchor while it was being made: the file goes too.
      if (!ready) await this.p.storage.remove?.(key);
      this.recorder.discard(liveId);
      return ready ? 'ready' : 'skipped';
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
  }

  /**
   * The demo seed: the replay of an ended live that keeps one and has none yet, made by the job
   * from a clip (any file ffmpeg reads) taken as its one recorded part.
   */
  async fromClip(liveId: number, clip: string): Promise<'ready' | 'failed' | 'skipped'> {
    const ffmpeg = this.media().ffmpeg.path;
    const live = await this.repo.anyById(this.db, liveId);
    if (!ffmpeg || live?.status !== 'ended') return 'skipped';
    const row = await this.repo.move(
      this.db,
      liveId,
      ['none'],
      'processing',
      {},
      {
        keepReplay: true,
        notDestroyed: true,
      },
    );
    if (!row) return 'skipped';
    this.recorder.discard(liveId);
    await mkdir(this.recorder.dir(liveId), { recursive: true });
    const part = join(this.recorder.dir(liveId), 'p1.ts');
    try {
      await runTool(
        ffmpeg,
        [
          '-nostdin',
          '-y',
          '-v',
          'error',
          '-i',
          clip,
          '-map',
          '0:v?',
          '-map',
          '0:a?',
          '-c',
          'copy',
          '-f',
          'mpegts',
          part,
        ],
        60_000,
      );
    } catch (e) {
      if (!(e instanceof ToolFailed)) throw e;
    }
    return this.make(liveId);
  }

  /** The anchor deletes the replay of their own ended live. */
  async remove(userId: number, liveId: number): Promise<null> {
    const row = await this.repo.anyById(this.db, liveId);
    if (!row || row.destroyed) notFound('live');
    if (row.anchorId !== userId) fail('FORBIDDEN');
    if (row.status !== 'ended') fail('LIVE_REPLAY_RECORDING');
    if (row.replayStatus === 'none') fail('LIVE_REPLAY_NONE');
    const gone = await this.repo.move(
      this.db,
      liveId,
      ['recording', 'processing', 'ready', 'failed'],
      'none',
      { replayPath: null, replaySeconds: null },
    );
    if (!gone) fail('LIVE_REPLAY_NONE');
    if (row.replayPath) await this.p.storage.remove?.(row.replayPath);
    // A replay being made: the job finds it deleted and discards the parts itself.
    if (row.replayStatus === 'ready' || row.replayStatus === 'failed') this.recorder.discard(liveId);
    return null;
  }
}
