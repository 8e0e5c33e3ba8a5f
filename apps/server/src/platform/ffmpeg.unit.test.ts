import { delimiter } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ToolFailed,
  describeTool,
  findTool,
  mediaSource,
  packageName,
  packagedBinary,
  runTool,
} from './ffmpeg.ts';
import { LocalStorage } from './storage.ts';

/** A file system where only these files are executable. */
const only =
  (...files: string[]) =>
  (f: string) =>
    files.includes(f);

describe('finding ffmpeg', () => {
  const pathVar = ['/opt/bin', '/usr/bin'].join(delimiter);
  const packaged = '/app/node_modules/@ffmpeg-installer/linux-x64/ffmpeg';

  it('takes FFMPEG_PATH first, even when PATH and the package have one', () => {
    const all = only('/custom/ffmpeg', '/usr/bin/ffmpeg', packaged);
    expect(findTool('ffmpeg', { explicit: '/custom/ffmpeg', pathVar, packaged, isExecutable: all })).toEqual({
      path: '/custom/ffmpeg',
      source: 'env',
    });
  });

  it('reports a wrong FFMPEG_PATH instead of quietly using another ffmpeg', () => {
    const r = findTool('ffmpeg', {
      explicit: '/nowhere/ffmpeg',
      pathVar,
      packaged,
      isExecutable: only('/usr/bin/ffmpeg', packaged),
    });
    expect(r).toEqual({ path: null, reason: 'FFMPEG_PATH=/nowhere/ffmpeg is not an executable file' });
  });

  it('then searches PATH in order', () => {
    expect(
      findTool('ffmpeg', {
        pathVar,
        packaged,
        isExecutable: only('/usr/bin/ffmpeg', '/opt/bin/ffmpeg', packaged),
      }),
    ).toEqual({ path: '/opt/bin/ffmpeg', source: 'PATH' });
    expect(findTool('ffprobe', { pathVar, packaged: null, isExecutable: only('/usr/bin/ffprobe') })).toEqual({
      path: '/usr/bin/ffprobe',
      source: 'PATH',
    });
  });

  it('then the binary of the npm package', () => {
    expect(findTool('ffmpeg', { pathVar, packaged, isExecutable: only(packaged) })).toEqual({
      path: packaged,
      source: 'package',
    });
    expect(findTool('ffmpeg', { pathVar: undefined, packaged, isExecutable: only(packaged) })).toEqual({
      path: packaged,
      source: 'package',
    });
  });

  it('answers why when there is none at all', () => {
    const r = findTool('ffprobe', { pathVar, packaged: null, isExecutable: only() });
    expect(r.path).toBeNull();
    expect(describeTool('ffprobe', r)).toContain('set FFPROBE_PATH, put ffprobe on the PATH, or install');
  });

  it('names the package of this platform and finds its binary when installed', () => {
    expect(packageName('ffmpeg', 'linux', 'x64')).toBe('@ffmpeg-installer/linux-x64');
    expect(packageName('ffprobe', 'darwin', 'arm64')).toBe('@ffprobe-installer/darwin-arm64');
    const bin = packagedBinary('ffmpeg');
    if (bin) expect(bin).toMatch(/@ffmpeg-installer\/[a-z0-9]+-[a-z0-9]+\/ffmpeg$/);
  });
});

describe('running a media tool', () => {
  it('answers its output, and ToolFailed with the end of stderr when it exits with an error', async () => {
    await expect(runTool(process.execPath, ['-e', 'process.stdout.write("ok")'], 10_000)).resolves.toBe('ok');
    const failed = runTool(process.execPath, ['-e', 'console.error("bad input"); process.exit(3)'], 10_000);
    await expect(failed).rejects.toBeInstanceOf(ToolFailed);
    await expect(failed).rejects.toThrow(/exited 3: bad input/);
  });

  it('fails with ToolFailed, not a crash, when the tool cannot start', async () => {
    await expect(runTool('/nonexistent/ffmpeg', [], 10_000)).rejects.toThrow(/could not run/);
  });

  it('reads local uploads from the storage directory and never outside it', () => {
    const local = new LocalStorage('/data/uploads', '/data/tmp');
    expect(mediaSource(local, '/data/uploads', '/uploads/video/a.mp4')).toBe('/data/uploads/video/a.mp4');
    expect(mediaSource(local, '/data/uploads', '/uploads/../secret')).toBeNull();
    expect(mediaSource(local, '/data/uploads', 'https://elsewhere.example/a.mp4')).toBeNull();
  });
});
