import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { afterAll } from 'vitest';
import { mediaTools } from '../src/platform/ffmpeg.ts';

/**
 * Real media in the live tests: ffmpeg publishing a test pattern with a tone, an HTTP-FLV reader
 * that counts tags, ffprobe's view of a file, and waiting on processes and states. Every ffmpeg
 * started here is killed when the test file ends.
 */
export function mediaKit(httpPort: () => number) {
  const tools = mediaTools({ pathVar: process.env.PATH });
  const ffmpeg = tools.ffmpeg.path!;
  const ffprobe = tools.ffprobe.path!;
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const c of children) c.kill('SIGKILL');
  });

  /** ffmpeg publishing a 320x240 test pattern with a 440 Hz tone in real time to the URL. */
  function publish(url: string, seconds = 60): ChildProcess {
    const c = spawn(
      ffmpeg,
      [
        ...['-hide_banner', '-loglevel', 'error', '-re'],
        ...['-f', 'lavfi', '-i', `testsrc=size=320x240:rate=15:duration=${seconds}`],
        ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
        ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '15'],
        ...['-c:a', 'aac', '-b:a', '64k', '-f', 'flv', url],
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    children.push(c);
    return c;
  }

  /**
   * Reads an HTTP-FLV stream for `ms` and counts its audio (8) and video (9) tags; `lastMs` is the
   * timestamp of the last tag read (the stream's own clock, from its first frame).
   */
  function readFlv(
    path: string,
    ms: number,
  ): Promise<{ status: number; header: string; audio: number; video: number; lastMs: number }> {
    return new Promise((resolve, reject) => {
      const got = { status: 0, header: '', audio: 0, video: 0, lastMs: 0 };
      let buf = Buffer.alloc(0);
      let headerDone = false;
      const req = request({ host: '127.0.0.1', port: httpPort(), path }, (res) => {
        got.status = res.statusCode ?? 0;
        res.on('data', (chunk: Buffer) => {
          buf = Buffer.concat([buf, chunk]);
          if (!headerDone && buf.length >= 13) {
            got.header = buf.subarray(0, 3).toString();
            buf = buf.subarray(13);
            headerDone = true;
          }
          while (headerDone && buf.length >= 11) {
            const type = buf[0]!;
            const size = buf.readUIntBE(1, 3);
            if (buf.length < 11 + size + 4) break;
            if (type === 8) got.audio++;
            if (type === 9) got.video++;
            if (type === 8 || type === 9) got.lastMs = buf.readUIntBE(4, 3) + buf[7]! * 0x1000000;
            buf = buf.subarray(11 + size + 4);
          }
        });
        res.on('end', () => resolve(got));
      });
      req.on('error', reject);
      req.end();
      setTimeout(() => {
        req.destroy();
        resolve(got);
      }, ms);
    });
  }

  /** The kinds of the file's streams ('audio', 'video'), sorted, each once. */
  function streamKinds(file: string): string[] {
    const out = execFileSync(ffprobe, [
      '-v',
      'error',
      '-show_entries',
      'stream=codec_type',
      '-of',
      'csv=p=0',
      file,
    ]);
    return [...new Set(out.toString().trim().split('\n').filter(Boolean))].sort();
  }

  return { ffmpeg, ffprobe, publish, readFlv, streamKinds };
}

/** The exit code of a process, -1 when a signal ended it, null when it still runs after `ms`. */
export const exited = (c: ChildProcess, ms: number) =>
  new Promise<number | null>((resolve) => {
    if (c.exitCode !== null) return resolve(c.exitCode);
    const timer = setTimeout(() => resolve(null), ms);
    c.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code ?? -1);
    });
  });

/** Polls `fn` every 200 ms until it answers something truthy, which it returns. */
export async function until<T>(
  fn: () => Promise<T | undefined | false> | T | undefined | false,
  ms = 20_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 200));
  }
}
