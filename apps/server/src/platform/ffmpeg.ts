import { spawn } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import type { Storage } from './storage.ts';

/** The two media tools the transcode jobs run. */
export type MediaToolName = 'ffmpeg' | 'ffprobe';

/** Where a tool was found: its variable (FFMPEG_PATH / FFPROBE_PATH), the PATH, or the npm package. */
export type ToolSource = 'env' | 'PATH' | 'package';

export type ToolLookup = { path: string; source: ToolSource } | { path: null; reason: string };

export interface ToolPlaces {
  /** FFMPEG_PATH or FFPROBE_PATH: when set, this file and nothing else. */
  explicit?: string;
  /** The PATH variable, searched in order. */
  pathVar?: string;
  /** The binary shipped in the optional npm package, when it is installed. */
  packaged?: string | null;
  /** Tests replace the file check. */
  isExecutable?: (file: string) => boolean;
}

const VARIABLE: Record<MediaToolName, string> = { ffmpeg: 'FFMPEG_PATH', ffprobe: 'FFPROBE_PATH' };
/** The optional dependencies that ship a static build for this platform (no download at install). */
const PACKAGE: Record<MediaToolName, string> = {
  ffmpeg: '@ffmpeg-installer',
  ffprobe: '@ffprobe-installer',
};

export function isExecutableFile(file: string): boolean {
  try {
    if (!statSync(file).isFile()) return false;
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Finds a tool: the variable first (an explicit setting that is wrong is reported, not skipped),
 * then every folder of PATH, then the binary shipped in the npm package.
 */
export function findTool(name: MediaToolName, places: ToolPlaces): ToolLookup {
  const ok = places.isExecutable ?? isExecutableFile;
  if (places.explicit) {
    return ok(places.explicit)
      ? { path: places.explicit, source: 'env' }
      : { path: null, reason: `${VARIABLE[name]}=${places.explicit} is not an executable file` };
  }
  for (const dir of (places.pathVar ?? '').split(delimiter)) {
    if (!dir) continue;
    const file = join(dir, name);
    if (ok(file)) return { path: file, source: 'PATH' };
  }
  if (places.packaged && ok(places.packaged)) return { path: places.packaged, source: 'package' };
  return {
    path: null,
    reason: `${name} not found: set ${VARIABLE[name]}, put ${name} on the PATH, or install the optional package ${packageName(name)}`,
  };
}

/** The npm package with this platform's build, e.g. @ffmpeg-installer/linux-x64. */
export function packageName(name: MediaToolName, platform = process.platform, arch = process.arch): string {
  return `${PACKAGE[name]}/${platform}-${arch}`;
}

/** The binary inside the installed package, or null when the optional package is not installed. */
export function packagedBinary(name: MediaToolName): string | null {
  try {
    const manifest = createRequire(import.meta.url).resolve(`${packageName(name)}/package.json`);
    return join(dirname(manifest), process.platform === 'win32' ? `${name}.exe` : name);
  } catch {
    return null;
  }
}

export interface MediaTools {
  ffmpeg: ToolLookup;
  ffprobe: ToolLookup;
}

/** Resolves both tools from the configuration (see config.ts: FFMPEG_PATH, FFPROBE_PATH, PATH). */
export function mediaTools(c: { ffmpegPath?: string; ffprobePath?: string; pathVar?: string }): MediaTools {
  return {
    ffmpeg: findTool('ffmpeg', {
      explicit: c.ffmpegPath,
      pathVar: c.pathVar,
      packaged: packagedBinary('ffmpeg'),
    }),
    ffprobe: findTool('ffprobe', {
      explicit: c.ffprobePath,
      pathVar: c.pathVar,
      packaged: packagedBinary('ffprobe'),
    }),
  };
}

/** One line for the start banner and the logs: which binary is used, and why. */
export function describeTool(name: MediaToolName, t: ToolLookup): string {
  if (t.path === null) return `${name}: missing (${t.reason}); video transcodes will fail`;
  const from = t.source === 'env' ? VARIABLE[name] : t.source === 'PATH' ? 'PATH' : 'npm package';
  return `${name}: ${t.path} (${from})`;
}

/**
 * A media tool that could not do its work: it could not start, exited with an error, or found no
 * usable stream. A transcode job marks its item failed (no retry) on this; any other error is
 * retried by the job queue.
 */
export class ToolFailed extends Error {}

/** Runs a tool and answers its standard output; the last 2,000 characters of stderr name a failure. */
export function runTool(cmd: string, args: string[], timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err = (err + d.toString()).slice(-2000)));
    child.on('error', (e) => {
      clearTimeout(timer);
      // A tool that cannot start (gone, not executable) fails the item instead of retrying forever.
      reject(new ToolFailed(`${cmd} could not run: ${e.message}`));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else reject(new ToolFailed(`${cmd} exited ${code}: ${err}`));
    });
  });
}

/**
 * Where ffmpeg reads an upload: the file under the local storage directory `dir`, or its public
 * URL on S3; null for a URL that is neither (or climbs out of the directory).
 */
export function mediaSource(storage: Storage, dir: string, url: string): string | null {
  if (storage.kind === 'local') {
    const prefix = storage.urlOf('');
    const key = url.startsWith(prefix)
      ? url.slice(prefix.length)
      : url.startsWith('/uploads/')
        ? url.slice(9)
        : null;
    if (!key || key.includes('..')) return null;
    return join(dir, key);
  }
  return /^https?:\/\//.test(url) ? url : null;
}

/** The first video stream's size and the file's length; ToolFailed when there is no video stream. */
export async function probeVideo(
  ffprobe: string,
  input: string,
): Promise<{ width: number; height: number | undefined; duration: number | undefined }> {
  const json = JSON.parse(
    await runTool(
      ffprobe,
      [
        '-v',
        'error',
        '-select_streams',
        'v:0',
        '-show_entries',
        'stream=width,height:format=duration',
        '-of',
        'json',
        input,
      ],
      60_000,
    ),
  ) as { streams?: { width?: number; height?: number }[]; format?: { duration?: string } };
  const width = json.streams?.[0]?.width;
  if (!width) throw new ToolFailed('no video stream');
  const duration = json.format?.duration ? Number(json.format.duration) : undefined;
  return {
    width,
    height: json.streams?.[0]?.height,
    duration: Number.isFinite(duration) ? duration : undefined,
  };
}

/**
 * The one HLS rendition every video gets (posts and lessons): 720p at most, H.264 + AAC, 4 s
 * segments named seg000.ts... and index.m3u8 in `dir`; then a JPEG poster (poster.jpg) taken at
 * one second, or the first frame of a clip shorter than that.
 */
export async function transcodeHls(
  ffmpeg: string,
  input: string,
  dir: string,
  duration: number | undefined,
): Promise<void> {
  await runTool(
    ffmpeg,
    [
      '-nostdin',
      '-y',
      '-i',
      input,
      '-map',
      '0:v:0',
      '-map',
      '0:a:0?',
      '-vf',
      "scale='min(720,iw)':-2",
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '26',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-b:a',
      '96k',
      '-f',
      'hls',
      '-hls_time',
      '4',
      '-hls_playlist_type',
      'vod',
      '-hls_segment_filename',
      join(dir, 'seg%03d.ts'),
      join(dir, 'index.m3u8'),
    ],
    10 * 60_000,
  );
  await runTool(
    ffmpeg,
    [
      '-nostdin',
      '-y',
      '-ss',
      duration && duration > 1 ? '1' : '0',
      '-i',
      input,
      '-frames:v',
      '1',
      '-vf',
      "scale='min(720,iw)':-2",
      '-q:v',
      '3',
      join(dir, 'poster.jpg'),
    ],
    60_000,
  );
}
