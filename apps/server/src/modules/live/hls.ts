import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/** Segment names ffmpeg writes; the route serves only these and the playlist. */
export const HLS_SEGMENT = /^s\d{1,9}\.ts$/;
export const HLS_PLAYLIST = 'index.m3u8';

/**
 * HLS for browsers without Media Source Extensions (iOS Safari): while a live is published, an
 * ffmpeg process plays the stream back from our own RTMP server and remuxes it (no transcode,
 * `-c copy`) into 2 s segments in `DATA_DIR/live-hls/<id>/`, keeping the last six.
 */
export class HlsRemuxer {
  private readonly running = new Map<number, ChildProcess>();

  constructor(
    private readonly root: string,
    private readonly ffmpeg: string | null,
    private readonly log: FastifyBaseLogger,
  ) {}

  dir(liveId: number): string {
    return join(this.root, String(liveId));
  }

  start(liveId: number, rtmpUrl: string): void {
    if (!this.ffmpeg || this.running.has(liveId)) return;
    const dir = this.dir(liveId);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const child = spawn(
      this.ffmpeg,
      [
        ...['-hide_banner', '-loglevel', 'error', '-i', rtmpUrl, '-c', 'copy'],
        ...['-f', 'hls', '-hls_time', '2', '-hls_list_size', '6'],
        ...['-hls_flags', 'delete_segments+independent_segments+omit_endlist'],
        ...['-hls_segment_filename', join(dir, 's%d.ts'), join(dir, HLS_PLAYLIST)],
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    child.stderr?.on('data', (d: Buffer) => this.log.debug({ liveId, ffmpeg: String(d) }, 'live hls'));
    child.on('error', (err) => this.log.warn({ err, liveId }, 'live hls'));
    child.on('exit', () => {
      if (this.running.get(liveId) === child) this.running.delete(liveId);
    });
    this.running.set(liveId, child);
  }

  stop(liveId: number): void {
    const child = this.running.get(liveId);
    this.running.delete(liveId);
    child?.kill('SIGKILL');
    rmSync(this.dir(liveId), { recursive: true, force: true });
  }

  stopAll(): void {
    for (const id of [...this.running.keys()]) this.stop(id);
  }
}
