import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { randomIp, testApp, type TestApp, type TestUser, byPath, testFile } from '../../../test/helpers.ts';
import { multipartBody } from '../content/test-factories.ts';
import type { VideoService } from './video.ts';
import { mediaTools } from '../../platform/ffmpeg.ts';
import { community } from '@dance/contracts';
import { ok, factories } from '../../../test/kit.ts';

let mp4: Buffer;

const { t, kit: k, by, visitor } = await testFile();
beforeAll(async () => {
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
  const grant = await by.ok<{ url: string }>('POST', '/api/attachment/upload-token', {
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

/** The module's transcode, as the app built it (the job handler calls the same). */
function videoService(app: TestApp): VideoService {
  return app.services.community.video;
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
    const u = await k.newDancer();
    const other = await k.newDancer();
    const url = await upload(u, mp4);
    expect(url).toMatch(/^\/uploads\/video\/.+\.mp4$/);
    const { id } = await k.newPost(u, { type: 'video', content: '新学的地板动作', video: { url } });
    const mine = await by.ok<Card>('GET', '/api/forum/post/detail', { token: u.token, query: { id } });
    expect(mine.video).toMatchObject({ status: 'processing', url, source_url: url });
    expect((await by.body('GET', '/api/forum/post/detail', { token: other.token, query: { id } })).code).toBe(
      1404,
    );
    let feed = await by.ok<{ list: Card[] }>('GET', '/api/forum/post/video-recommend', { token: visitor });
    expect(feed.list.some((p) => p.id === id)).toBe(false);
    const own = await by.ok<{ list: Card[] }>('GET', '/api/forum/post/list', {
      token: u.token,
      query: { user_id: u.id, type: 'video' },
    });
    expect(own.list.map((p) => p.id)).toEqual([id]);

    expect(await videoService(t).transcode(id)).toBe('ready');
    const d = await by.ok<Card>('GET', '/api/forum/post/detail', { token: other.token, query: { id } });
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

    feed = await by.ok<{ list: Card[] }>('GET', '/api/forum/post/video-recommend', { token: visitor });
    expect(feed.list[0]!.id).toBe(id);
    const started = await by.ok<{ list: Card[] }>('GET', '/api/forum/post/video-recommend', {
      token: visitor,
      query: { start_id: id, limit: 1 },
    });
    expect(started.list.map((p) => p.id)).toEqual([id]);
  });

  it('marks a video ffmpeg cannot read as failed', async () => {
    const u = await k.newDancer();
    // A valid MP4 header with garbage after it passes the upload sniffing but not ffmpeg.
    const broken = Buffer.concat([mp4.subarray(0, 64), Buffer.alloc(4096, 7)]);
    const url = await upload(u, broken);
    const { id } = await k.newPost(u, { type: 'video', content: '坏视频', video: { url } });
    expect(await videoService(t).transcode(id)).toBe('failed');
    const d = await by.ok<Card>('GET', '/api/forum/post/detail', { token: u.token, query: { id } });
    expect(d.video!.status).toBe('failed');
  });

  it('counts a video on its author and its topic only once it plays: never while processing, never when failed', async () => {
    const u = await k.newDancer();
    const name = `街舞视频${Date.now() % 100000}`;
    const counts = async () => {
      const stats = await ok(t, community.statistics, { token: visitor, query: { user_id: u.id } });
      const listed = await ok(t, community.postList, {
        token: visitor,
        query: { tab: 'latest', user_id: u.id, limit: 50 },
      });
      const topic = (
        await ok(t, community.topicList, { token: visitor, query: { keyword: name, sort: 'new' } })
      ).list[0];
      return { author: stats.post_count, listed: listed.list.length, topic: topic?.post_count ?? 0 };
    };
    const broken = Buffer.concat([mp4.subarray(0, 64), Buffer.alloc(4096, 7)]);
    const bad = await k.newPost(u, {
      type: 'video',
      content: '坏视频',
      topics: [name],
      video: { url: await upload(u, broken) },
    });
    expect(await counts()).toEqual({ author: 0, listed: 0, topic: 0 });
    expect(await videoService(t).transcode(bad.id)).toBe('failed');
    expect(await counts()).toEqual({ author: 0, listed: 0, topic: 0 });

    const good = await k.newPost(u, {
      type: 'video',
      content: '好视频',
      topics: [name],
      video: { url: await upload(u, mp4) },
    });
    expect(await counts()).toEqual({ author: 0, listed: 0, topic: 0 });
    expect(await videoService(t).transcode(good.id)).toBe('ready');
    expect(await counts()).toEqual({ author: 1, listed: 1, topic: 1 });

    await ok(t, community.deletePost, { token: u.token, body: { id: good.id } });
    await ok(t, community.deletePost, { token: u.token, body: { id: bad.id } });
    expect(await counts()).toEqual({ author: 0, listed: 0, topic: 0 });
  });

  it('fails the video, with a message naming the setting, when ffmpeg cannot be run', async () => {
    const missing = await testApp({ FFMPEG_PATH: '/nonexistent/ffmpeg' });
    const mk = factories(missing);
    const mkBy = byPath(missing);
    const u = await mk.newDancer();
    const grant = await mkBy.ok<{ url: string }>('POST', '/api/attachment/upload-token', {
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
    const { id } = await mk.newPost(u, { type: 'video', content: '没有 ffmpeg', video: { url } });
    const logged = vi.spyOn(missing.platform.log, 'error');
    expect(await videoService(missing).transcode(id)).toBe('failed');
    expect(JSON.stringify(logged.mock.calls)).toContain(
      'FFMPEG_PATH=/nonexistent/ffmpeg is not an executable file',
    );
    const d = await mkBy.ok<Card>('GET', '/api/forum/post/detail', { token: u.token, query: { id } });
    expect(d.video!.status).toBe('failed');
  });

  it('transcodes with the ffmpeg of the npm package when none is on PATH', async () => {
    const packaged = await testApp({ PATH: '/nonexistent' });
    const tools = mediaTools(packaged.config.media);
    expect(tools.ffmpeg).toMatchObject({ source: 'package' });
    expect(tools.ffprobe).toMatchObject({ source: 'package' });
    const pk = factories(packaged);
    const pkBy = byPath(packaged);
    const u = await pk.newDancer();
    const grant = await pkBy.ok<{ url: string }>('POST', '/api/attachment/upload-token', {
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
    const { id } = await pk.newPost(u, { type: 'video', content: '包里的 ffmpeg', video: { url } });
    expect(await videoService(packaged).transcode(id)).toBe('ready');
  }, 60_000);

  it('refuses someone else’s upload as the video', async () => {
    const u = await k.newDancer();
    const thief = await k.newDancer();
    const url = await upload(u, mp4);
    const r = await by.body('POST', '/api/forum/post/create-post', {
      token: thief.token,
      body: { type: 'video', content: 'x', video: { url } },
    });
    expect(r.code).toBe(1400);
    expect(r.msg).toContain('video.url');
  });

  it('is transcoded by the job when the app works its queues', async () => {
    const worker = await testApp({ JOBS: 'on' });
    const wk = factories(worker);
    const wkBy = byPath(worker);
    const u = await wk.newDancer();
    const grant = await wkBy.ok<{ url: string }>('POST', '/api/attachment/upload-token', {
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
    const { id } = await wk.newPost(u, { type: 'video', content: '排队转码', video: { url } });
    let status = 'processing';
    for (let i = 0; i < 60 && status === 'processing'; i++) {
      await new Promise((r) => setTimeout(r, 500));
      status = (await wkBy.ok<Card>('GET', '/api/forum/post/detail', { token: u.token, query: { id } }))
        .video!.status;
    }
    expect(status).toBe('ready');
  }, 60_000);
});
