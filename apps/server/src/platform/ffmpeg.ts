import { accessSync, constants, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';

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
