import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { randomIp, testApp, visitorToken, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { multipartBody } from '../content/test-factories.ts';
import { Ctx } from './context.ts';
import { VideoService } from './video.ts';
import { mediaTools } from '../../platform/ffmpeg.ts';
import { kit } from './test-kit.ts';
import type { MessageService } from '../message/index.ts';
import type { UploadedFiles } from '../content/files.ts';
import type { AccountService } from '../account/index.ts';

let t: TestApp;
let k: ReturnType<typeof kit>;
let visitor: string;
let mp4: Buffer;

beforeAll(async () => {
  t = await testApp();
  k = kit(t);
  visitor = await visitorToken(t.app);
  const dir = mkdtempSync(join(tmpdir(), 'dance-video-'));
  const out = join(dir, 'clip.mp4');
  execFileSync(mediaTools({ pathVar: process.env.PATH }).ffmpeg.path!, [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=duration=1:size=320x240:rate=10',
    '-pix_fmt',
    'yuv420p',
    out,
  ]);
  mp4 = readFileSync(out);
});

/** Uploads through the real calls: a grant, then the multipart upload. */
async function upload(u: TestUser, bytes: Buffer, kind: 'video' | 'image' = 'video'): Promise<string> {
  const grant = await k.ok<{ url: string }>('POST', '/api/attachment/upload-token', {
    token: u.token,
    body: { kind },
  });
  const body = multipartBody(
    'file',
    kind === 'video' ? 'clip.mp4' : 'x.png',
    kind === 'video' ? 'video/mp4' : 'image/png',
    bytes,
  );
  const r = await t.app.inject({
    method: 'POST',
    url: grant.url,
    payload: body.payload,
    headers: { ...body.headers, 'x-forwarded-for': randomIp() },
  });
  const env = r.json() as { code: number; data: { url: string } };
  expect(env.code).toBe(0);
  return env.data.url;
}

/** The module's transcode, built on the test app's platform (the job handler calls the same). */
function videoService(app: TestApp): VideoService {
  const none = {} as unknown;
  return new VideoService(
    new Ctx(app.platform, {
      users: none as AccountService,
      files: none as UploadedFiles,
      messages: none as MessageService,
    }),
  );
}

interface Card {
  id: number;
  video: {
    url: string;
    source_url: string;
    cover: string;
    status: string;
    width: number | null;
    duration: number | null;
  } | null;
  status: string;
}

describe('video posts', () => {
  it('is processing (author only) until transcoded into HLS with a poster, then joins the video feed', async () => {
    const u = await k.dancer();
    const other = await k.dancer();
    const url = await upload(u, mp4);
    expect(url).toMatch(/^\/uploads\/video\/.+\.mp4$/);
    const { id } = await k.post(u, { type: 'video', content: '新学的地板动作', video: { url } });
    const mine = await k.ok<Card>('GET', '/api/forum/post/detail', { token: u.token, query: { id } });
    expect(mine.video).toMatchObject({ status: 'processing', url, source_url: url });
    expect((await k.api('GET', '/api/forum/post/detail', { token: other.token, query: { id } })).code).toBe(
      1404,
    );
    let feed = await k.ok<{ list: Card[] }>('GET', '/api/forum/post/video-recommend', { token: visitor });
    expect(feed.list.some((p) => p.id === id)).toBe(false);
    const own = await k.ok<{ list: Card[] }>('GET', '/api/forum/post/list', {
      token: u.token,
      query: { user_id: u.id, type: 'video' },
    });
    expect(own.list.map((p) => p.id)).toEqual([id]);

    expect(await videoService(t).transcode(id)).toBe('ready');
    const d = await k.ok<Card>('GET', '/api/forum/post/detail', { token: other.token, query: { id } });
    expect(d.video).toMatchObject({ status: 'ready', source_url: url, width: 320 });
    expect(d.video!.url).toMatch(/^\/uploads\/video\/hls\/\d+-\w+\/index\.m3u8$/);
    expect(d.video!.cover).toMatch(/poster\.jpg$/);
    expect(d.video!.duration).toBeGreaterThan(0.5);
    const playlist = await t.app.inject({ method: 'GET', url: d.video!.url });
    expect(playlist.statusCode).toBe(200);
    expect(playlist.body).toContain('#EXTM3U');
    const segment = playlist.body.split('\n').find((l) => l.endsWith('.ts'))!;
    expect(
      existsSync(
        join(t.config.storage.dir, d.video!.url.replace('/uploads/', '').replace('index.m3u8', segment)),
      ),
    ).toBe(true);
    const poster = await t.app.inject({ method: 'GET', url: d.video!.cover });
    expect(poster.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    // A second run changes nothing.
    expect(await videoService(t).transcode(id)).toBe('skipped');

    feed = await k.ok<{ list: Card[] }>('GET', '/api/forum/post/video-recommend', { token: visitor });
    expect(feed.list[0]!.id).toBe(id);
    const started = await k.ok<{ list: Card[] }>('GET', '/api/forum/post/video-recommend', {
      token: visitor,
      query: { start_id: id, limit: 1 },
    });
    expect(started.list.map((p) => p.id)).toEqual([id]);
  });

  it('marks a video ffmpeg cannot read as failed', async () => {
    const u = await k.dancer();
    // A valid MP4 header with garbage after it passes the upload sniffing but not ffmpeg.
    const broken = Buffer.concat([mp4.subarray(0, 64), Buffer.alloc(4096, 7)]);
    const url = await upload(u, broken);
    const { id } = await k.post(u, { type: 'video', content: '坏视频', video: { url } });
    expect(await videoService(t).transcode(id)).toBe('failed');
    const d = await k.ok<Card>('GET', '/api/forum/post/detail', { token: u.token, query: { id } });
    expect(d.video!.status).toBe('failed');
  });

  it('fails the video, with a message naming the setting, when ffmpeg cannot be run', async () => {
    const missing = await testApp({ FFMPEG_PATH: '/nonexistent/ffmpeg' });
    const mk = kit(missing);
    const u = await mk.dancer();
    const grant = await mk.ok<{ url: string }>('POST', '/api/attachment/upload-token', {
      token: u.token,
      body: { kind: 'video' },
    });
    const body = multipartBody('file', 'clip.mp4', 'video/mp4', mp4);
    const up = await missing.app.inject({
      method: 'POST',
      url: grant.url,
      payload: body.payload,
      headers: { ...body.headers, 'x-forwarded-for': randomIp() },
    });
    const url = (up.json() as { data: { url: string } }).data.url;
    const { id } = await mk.post(u, { type: 'video', content: '没有 ffmpeg', video: { url } });
    const logged = vi.spyOn(missing.platform.log, 'error');
    expect(await videoService(missing).transcode(id)).toBe('failed');
    expect(JSON.stringify(logged.mock.calls)).toContain(
      'FFMPEG_PATH=/nonexistent/ffmpeg is not an executable file',
    );
    const d = await mk.ok<Card>('GET', '/api/forum/post/detail', { token: u.token, query: { id } });
    expect(d.video!.status).toBe('failed');
  });

  it('transcodes with the ffmpeg of the npm package when none is on PATH', async () => {
    const packaged = await testApp({ PATH: '/nonexistent' });
    const tools = mediaTools(packaged.config.media);
    expect(tools.ffmpeg).toMatchObject({ source: 'package' });
    expect(tools.ffprobe).toMatchObject({ source: 'package' });
    const pk = kit(packaged);
    const u = await pk.dancer();
    const grant = await pk.ok<{ url: string }>('POST', '/api/attachment/upload-token', {
      token: u.token,
      body: { kind: 'video' },
    });
    const body = multipartBody('file', 'clip.mp4', 'video/mp4', mp4);
    const up = await packaged.app.inject({
      method: 'POST',
      url: grant.url,
      payload: body.payload,
      headers: { ...body.headers, 'x-forwarded-for': randomIp() },
    });
    const url = (up.json() as { data: { url: string } }).data.url;
    const { id } = await pk.post(u, { type: 'video', content: '包里的 ffmpeg', video: { url } });
    expect(await videoService(packaged).transcode(id)).toBe('ready');
  }, 60_000);

  it('refuses someone else’s upload as the video', async () => {
    const u = await k.dancer();
    const thief = await k.dancer();
    const url = await upload(u, mp4);
    const r = await k.api('POST', '/api/forum/post/create-post', {
      token: thief.token,
      body: { type: 'video', content: 'x', video: { url } },
    });
    expect(r.code).toBe(1400);
    expect(r.msg).toContain('video.url');
  });

  it('is transcoded by the job when the app works its queues', async () => {
    const worker = await testApp({ JOBS: 'on' });
    const wk = kit(worker);
    const u = await wk.dancer();
    const grant = await wk.ok<{ url: string }>('POST', '/api/attachment/upload-token', {
      token: u.token,
      body: { kind: 'video' },
    });
    const body = multipartBody('file', 'clip.mp4', 'video/mp4', mp4);
    const up = await worker.app.inject({
      method: 'POST',
      url: grant.url,
      payload: body.payload,
      headers: { ...body.headers, 'x-forwarded-for': randomIp() },
    });
    const url = (up.json() as { data: { url: string } }).data.url;
    const { id } = await wk.post(u, { type: 'video', content: '排队转码', video: { url } });
    let status = 'processing';
    for (let i = 0; i < 60 && status === 'processing'; i++) {
      await new Promise((r) => setTimeout(r, 500));
      status = (await wk.ok<Card>('GET', '/api/forum/post/detail', { token: u.token, query: { id } })).video!
        .status;
    }
    expect(status).toBe('ready');
  }, 60_000);
});
