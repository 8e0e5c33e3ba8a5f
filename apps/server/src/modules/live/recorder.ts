import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { StreamTap } from './ingest.ts';

/** A recorded part: `p<n>.ts`, numbered in the order the stream came. */
const PART = /^p(\d{1,6})\.ts$/;
/** How long a recorder may take to flush after its stream closed before it is killed. */
const FLUSH_MS = 5000;

/** What the recorder asks the replays: whether to record a live, and that its recording is done. */
export interface RecorderEvents {
  /** The stream of a live was accepted: true records it (the live keeps a replay). */
  shouldRecord(liveId: number): Promise<boolean>;
  /** The live ended and its recorder has stopped: its parts are complete. */
  finished(liveId: number): Promise<void>;
}

/**
 * Records the stream of a live that keeps a replay (decision 233): while it is published to this
 * process, an ffmpeg plays it back from our own RTMP server, as the HLS remux does, and writes it
 * unchanged (`-c copy`) as MPEG-TS into `DATA_DIR/live-rec/<id>/p<n>.ts`. MPEG-TS stays readable
 * up to the last packet written, so a crash mid-way loses only the tail. A stream that comes back
 * within the grace time starts the next part; when the live ends the parts wait for the replay job.
 */
export class LiveRecorder implements StreamTap {
  private readonly running = new Map<number, ChildProcess>();
  /** Lives recorded by this process since it started, and the chain of their start/stop work. */
  private readonly work = new Map<number, Promise<void>>();

  constructor(
    private readonly root: string,
    private readonly ffmpeg: string | null,
    private readonly log: FastifyBaseLogger,
    private readonly events: RecorderEvents,
  ) {}

  dir(liveId: number): string {
    return join(this.root, String(liveId));
  }

  /** The live's recorded parts with bytes in them, in order. */
  parts(liveId: number): string[] {
    let names: string[];
    try {
      names = readdirSync(this.dir(liveId));
    } catch {
      return [];
    }
    return names
      .map((n) => ({ n, m: PART.exec(n) }))
      .filter((x) => x.m)
      .sort((a, b) => Number(a.m![1]) - Number(b.m![1]))
      .map((x) => join(this.dir(liveId), x.n))
      .filter((f) => statSync(f).size > 0);
  }

  /** Deletes the live's parts (the replay is made, or none is wanted). */
  discard(liveId: number): void {
    rmSync(this.dir(liveId), { recursive: true, force: true });
  }

  /** Whether an ffmpeg records the live right now. */
  isRecording(liveId: number): boolean {
    return this.running.has(liveId);
  }

  start(liveId: number, rtmpUrl: string): void {
    if (!this.ffmpeg) return;
    this.chain(liveId, async () => {
      if (this.running.has(liveId) || !(await this.events.shouldRecord(liveId))) return;
      this.spawn(liveId, rtmpUrl);
    });
  }

  paused(liveId: number): void {
    // The players of a stream stay subscribed while its publisher is away: end this part now so
    // that a publisher coming back starts the next one with its own timestamps.
    if (this.running.has(liveId)) this.chain(liveId, () => this.halt(liveId));
  }

  ended(liveId: number): void {
    if (!this.work.has(liveId)) return;
    this.chain(liveId, async () => {
      await this.halt(liveId);
      await this.events.finished(liveId);
    });
    const done = this.work.get(liveId);
    void done?.then(() => {
      if (this.work.get(liveId) === done) this.work.delete(liveId);
    });
  }

  stopAll(): void {
    // The app stops; the lives go on elsewhere or end later: the parts stay for the next process.
    for (const child of this.running.values()) child.kill('SIGKILL');
    this.running.clear();
  }

  /** Waits for the start and stop work queued so far (the tests). */
  async settled(liveId: number): Promise<void> {
    await this.work.get(liveId);
  }

  private chain(liveId: number, fn: () => Promise<void>): void {
    const next = (this.work.get(liveId) ?? Promise.resolve())
      .then(fn)
      .catch((err: unknown) => this.log.warn({ err, liveId }, 'live recording'));
    this.work.set(liveId, next);
  }

  private spawn(liveId: number, rtmpUrl: string): void {
    const dir = this.dir(liveId);
    mkdirSync(dir, { recursive: true });
    const last = readdirSync(dir)
      .map((n) => PART.exec(n))
      .reduce((max, m) => (m ? Math.max(max, Number(m[1])) : max), 0);
    const file = join(dir, `p${last + 1}.ts`);
    const child = spawn(
      this.ffmpeg!,
      [
        ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-i', rtmpUrl],
        ...['-map', '0:v?', '-map', '0:a?', '-c', 'copy', '-f', 'mpegts', file],
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    child.stderr?.on('data', (d: Buffer) => this.log.debug({ liveId, ffmpeg: String(d) }, 'live recording'));
    child.on('error', (err) => this.log.warn({ err, liveId }, 'live recording'));
    child.on('exit', () => {
      if (this.running.get(liveId) === child) this.running.delete(liveId);
    });
    this.running.set(liveId, child);
  }

  /** Lets the recorder finish its file (its stream has closed), killing it after FLUSH_MS. */
  private async halt(liveId: number): Promise<void> {
    const child = this.running.get(liveId);
    if (!child) return;
    this.running.delete(liveId);
    if (child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => child.kill('SIGKILL'), FLUSH_MS);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGINT');
    });
  }
}
