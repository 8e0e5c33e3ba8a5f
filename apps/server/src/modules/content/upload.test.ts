import { randomInt } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  countRows,
  newUser,
  testApp,
  type TestApp,
  type TestUser,
  visitorToken,
} from '../../../test/helpers.ts';
import { UploadTokenSigner } from './upload-token.ts';
import { multipartBody, tinyPng, tinyWav } from './test-factories.ts';

let s3: TestApp;
let alice: TestUser;

// Uploads are limited per client address; each test speaks from its own.
const ip = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const t = await testApp();
beforeAll(async () => {
  s3 = await testApp({
    STORAGE: 's3',
    S3_ENDPOINT: 'http://127.0.0.1:9',
    S3_BUCKET: 'dance-media',
    S3_ACCESS_KEY: 'AKIDEXAMPLE',
    S3_SECRET_KEY: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    S3_PUBLIC_URL: 'https://cdn.dance.example',
  });
  alice = await newUser(t);
});

interface Grant {
  store: string;
  method: string;
  url: string;
  field: string;
  headers: Record<string, string>;
  public_url: string | null;
  max_size: number;
  expires_at: number;
}

async function grant(user: TestUser, body: Record<string, unknown> = {}, app: TestApp = t) {
  const r = await call<Grant>(app.app, 'POST', '/api/attachment/upload-token', {
    token: user.token,
    body,
    headers: { 'x-forwarded-for': ip() },
  });
  return r;
}

async function send(
  url: string,
  bytes: Buffer,
  opts: { field?: string; filename?: string; mime?: string; lang?: string } = {},
) {
  const mp = multipartBody(
    opts.field ?? 'file',
    opts.filename ?? 'photo.png',
    opts.mime ?? 'image/png',
    bytes,
  );
  const r = await t.app.inject({
    method: 'POST',
    url,
    payload: mp.payload,
    headers: {
      ...mp.headers,
      'x-forwarded-for': ip(),
      ...(opts.lang ? { 'x-app-language': opts.lang } : {}),
    },
  });
  return {
    status: r.statusCode,
    body: r.json() as { code: number; msg: string; data: Record<string, unknown> | null },
  };
}

const uploadsIn = (dir: string) => (existsSync(dir) ? readdirSync(dir, { recursive: true }).length : 0);

describe('POST /api/attachment/upload-token (local store)', () => {
  it('answers our own upload URL with a signed token, field and limits', async () => {
    const r = await grant(alice, { kind: 'image', filename: 'me.png' });
    expect(r.body.code).toBe(0);
    const d = r.body.data;
    expect(d).toMatchObject({
      store: 'local',
      method: 'POST',
      field: 'file',
      headers: {},
      public_url: null,
      max_size: 10 * 1024 * 1024,
    });
    expect(d.url).toMatch(/^\/api\/attachment\/upload\?token=v1\.[\w-]+\.[\w-]+$/);
    const now = Date.now() / 1000;
    expect(d.expires_at).toBeGreaterThan(now + 590);
    expect(d.expires_at).toBeLessThan(now + 610);
    const video = await grant(alice, { kind: 'video' });
    expect(video.body.data.max_size).toBe(500 * 1024 * 1024);
    const audio = await grant(alice, { kind: 'audio' });
    expect(audio.body.data.max_size).toBe(50 * 1024 * 1024);
  });

  it('needs a logged-in user', async () => {
    const r = await call(t.app, 'POST', '/api/attachment/upload-token', {
      token: await visitorToken(t.app),
      body: {},
    });
    expect(r.status).toBe(401);
    expect(r.body.code).toBe(1403);
  });

  it('refuses a declared size above the kind’s limit with the reason', async () => {
    const r = await grant(alice, { kind: 'image', size: 10 * 1024 * 1024 + 1 });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(2040);
    expect(r.body.msg).toBe('文件无法上传：文件超过10 MB');
  });

  it.each([
    [{ kind: 'pdf' }, 'kind'],
    [{ kind: 7 }, 'kind'],
    [{ size: -1 }, 'size'],
    [{ size: 0 }, 'size'],
    [{ size: 1.5 }, 'size'],
    [{ size: 'big' }, 'size'],
    [{ filename: 'x'.repeat(201) }, 'filename'],
  ])('refuses %o naming %s', async (body, field) => {
    const r = await grant(alice, body);
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(1400);
    expect(r.body.msg).toContain(field);
  });
});

describe('POST /api/attachment/upload', () => {
  it('stores a real PNG, records it, and serves it back with Range', async () => {
    const u = await newUser(t);
    const g = await grant(u, { kind: 'image' });
    const png = tinyPng(3, 2);
    const r = await send(g.body.data.url, png, { filename: 'evil.exe', mime: 'application/octet-stream' });
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(0);
    const url = r.body.data!.url as string;
    expect(r.body.data).toEqual({ url, kind: 'image', mime: 'image/png', size: png.length });
    const year = new Date().getUTCFullYear();
    const month = String(new Date().getUTCMonth() + 1).padStart(2, '0');
    expect(url).toMatch(new RegExp(`^/uploads/image/${year}/${month}/[A-Za-z0-9]{16}\\.png$`));
    expect(readFileSync(join(t.config.storage.dir, url.slice('/uploads/'.length)))).toEqual(png);
    const rows = await t.database.pool.query(
      'select kind, mime, size, key, url from attachment where user_id = $1',
      [u.id],
    );
    expect(rows.rows).toEqual([
      { kind: 'image', mime: 'image/png', size: png.length, key: url.slice('/uploads/'.length), url },
    ]);

    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=1-8' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1-8/${png.length}`);
    expect(part.rawPayload).toEqual(png.subarray(1, 9));
    expect(part.rawPayload.toString('latin1', 0, 3)).toBe('PNG');
    const whole = await t.app.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('image/png');
    expect(whole.headers['cache-control']).toContain('immutable');
    expect(whole.rawPayload).toEqual(png);

    // The upload now counts as the user's own image for feedback.
    const [cat] = (
      await t.database.pool.query(`insert into feedback_category (name) values ('bug') returning id`)
    ).rows;
    const fb = await call(t.app, 'POST', '/api/feedback/add-feedback', {
      token: u.token,
      body: { category_id: cat.id, content: 'screenshot attached', images: [url] },
      headers: { 'x-forwarded-for': ip() },
    });
    expect(fb.body.code).toBe(0);
    const other = await newUser(t);
    const stolen = await call(t.app, 'POST', '/api/feedback/add-feedback', {
      token: other.token,
      body: { category_id: cat.id, content: 'screenshot attached', images: [url] },
      headers: { 'x-forwarded-for': ip() },
    });
    expect(stolen.body.code).toBe(1400);
    expect(await countRows(t, 'feedback', `user_id = ${other.id}`)).toBe(0);
  });

  it('stores audio when the token is for audio', async () => {
    const g = await grant(alice, { kind: 'audio' });
    const wav = tinyWav();
    const r = await send(g.body.data.url, wav, { filename: 'beat.wav', mime: 'audio/wav' });
    expect(r.body.code).toBe(0);
    expect(r.body.data).toMatchObject({ kind: 'audio', mime: 'audio/wav', size: wav.length });
    expect(r.body.data!.url).toMatch(/^\/uploads\/audio\/\d{4}\/\d{2}\/\w+\.wav$/);
  });

  it('refuses a text file disguised as a PNG, keeping nothing', async () => {
    const u = await newUser(t);
    const g = await grant(u, { kind: 'image' });
    const before = uploadsIn(t.config.storage.dir);
    const r = await send(g.body.data.url, Buffer.from('<?php system($_GET["c"]); ?>\n'.repeat(300)), {
      filename: 'cat.png',
    });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(2040);
    expect(r.body.msg).toBe('文件无法上传：文件内容不是允许的图片格式（jpg/png/gif/webp），检测到 unknown');
    expect(await countRows(t, 'attachment', `user_id = ${u.id}`)).toBe(0);
    expect(uploadsIn(t.config.storage.dir)).toBe(before);
    expect(readdirSync(t.platform.storage.tempDir)).toEqual([]);
  });

  it('refuses an image sent with an audio token, naming what it found', async () => {
    const u = await newUser(t);
    const g = await grant(u, { kind: 'audio' });
    const r = await send(g.body.data.url, tinyPng(), { lang: 'en' });
    expect(r.body.code).toBe(2040);
    expect(r.body.msg).toBe(
      'The file cannot be uploaded: the content is not an allowed audio format (mp3/m4a/aac/wav/flac/ogg/webm); found image/png',
    );
    expect(await countRows(t, 'attachment', `user_id = ${u.id}`)).toBe(0);
  });

  it('refuses a file over the kind’s limit without keeping it', async () => {
    const u = await newUser(t);
    const g = await grant(u, { kind: 'image' });
    const big = Buffer.concat([tinyPng(), Buffer.alloc(10 * 1024 * 1024)]);
    const r = await send(g.body.data.url, big);
    expect(r.body.code).toBe(2040);
    expect(r.body.msg).toBe('文件无法上传：文件超过10 MB');
    expect(await countRows(t, 'attachment', `user_id = ${u.id}`)).toBe(0);
    expect(readdirSync(t.platform.storage.tempDir)).toEqual([]);
  });

  it('holds the size named in the token', async () => {
    const u = await newUser(t);
    const signer = new UploadTokenSigner('test-secret-test-secret');
    const { token } = signer.sign({ userId: u.id, kind: 'image', maxSize: 1000 });
    const r = await send(
      `/api/attachment/upload?token=${token}`,
      Buffer.concat([tinyPng(), Buffer.alloc(1200)]),
    );
    expect(r.body.code).toBe(2040);
    expect(await countRows(t, 'attachment', `user_id = ${u.id}`)).toBe(0);
    const ok = await send(`/api/attachment/upload?token=${token}`, tinyPng());
    expect(ok.body.code).toBe(0);
    expect(await countRows(t, 'attachment', `user_id = ${u.id}`)).toBe(1);
  });

  it('refuses an empty file', async () => {
    const g = await grant(alice, { kind: 'image' });
    const r = await send(g.body.data.url, Buffer.alloc(0));
    expect(r.body.code).toBe(2040);
    expect(r.body.msg).toBe('文件无法上传：文件为空');
  });

  it('refuses expired and forged tokens', async () => {
    const u = await newUser(t);
    const signer = new UploadTokenSigner('test-secret-test-secret');
    const expired = signer.sign({ userId: u.id, kind: 'image', maxSize: 1000 }, Date.now() - 601_000).token;
    const r1 = await send(`/api/attachment/upload?token=${expired}`, tinyPng());
    expect(r1.body.code).toBe(2040);
    expect(r1.body.msg).toBe('文件无法上传：上传凭证已过期');

    const g = await grant(u, { kind: 'image' });
    const real = decodeURIComponent(g.body.data.url.split('token=')[1]!);
    const [v, payload, sig] = real.split('.');
    const body = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const raised = Buffer.from(JSON.stringify({ ...body, u: alice.id, m: 10 ** 12 })).toString('base64url');
    const forgedTokens = [
      `${v}.${raised}.${sig}`,
      new UploadTokenSigner('another-secret-another').sign({ userId: u.id, kind: 'image', maxSize: 1000 })
        .token,
      'v1.not-a-token.at-all',
      'x'.repeat(40),
    ];
    for (const forged of forgedTokens) {
      const r = await send(`/api/attachment/upload?token=${encodeURIComponent(forged)}`, tinyPng(), {
        lang: 'en',
      });
      expect(r.status).toBe(400);
      expect(r.body.code).toBe(2040);
      expect(r.body.msg).toBe('The file cannot be uploaded: the upload token is invalid');
    }
    expect(
      await countRows(t, 'attachment', `user_id in (${u.id}, ${alice.id}) and size = ${tinyPng().length}`),
    ).toBe(0);
  });

  it('refuses a missing or short token, a body that is not multipart and a form without file', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/api/attachment/upload', payload: {} });
    expect(none.json().code).toBe(1400);
    expect(none.json().msg).toContain('token');
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/attachment/upload?token=abc',
      payload: {},
    });
    expect(short.json().code).toBe(1400);
    const g = await grant(alice, { kind: 'image' });
    const json = await t.app.inject({ method: 'POST', url: g.body.data.url, payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().code).toBe(1400);
    expect(json.json().msg).toContain('content-type');
    const wrongField = await send(g.body.data.url, tinyPng(), { field: 'image' });
    expect(wrongField.body.code).toBe(2040);
    expect(wrongField.body.msg).toBe('文件无法上传：缺少文件字段 file');
  });

  it('limits a client to 60 uploads a minute', async () => {
    const g = await grant(alice, { kind: 'image' });
    const from = ip();
    const codes: number[] = [];
    for (let i = 0; i < 61; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: g.body.data.url,
        payload: { file: 'x' },
        headers: { 'x-forwarded-for': from },
      });
      codes.push(r.json().code);
    }
    expect(codes.slice(0, 60).every((c) => c === 1400)).toBe(true);
    expect(codes[60]).toBe(1429);
  });
});

describe('uploads through an S3 store', () => {
  it('answers a presigned PUT with the content type signed and records the object', async () => {
    const u = await newUser(s3);
    const r = await grant(u, { kind: 'image', filename: 'Photo.JPEG', size: 2048 }, s3);
    expect(r.body.code).toBe(0);
    const d = r.body.data;
    expect(d).toMatchObject({
      store: 's3',
      method: 'PUT',
      field: '',
      headers: { 'content-type': 'image/jpeg' },
      max_size: 10 * 1024 * 1024,
    });
    const url = new URL(d.url);
    expect(url.origin).toBe('http://127.0.0.1:9');
    expect(url.pathname).toMatch(/^\/dance-media\/image\/\d{4}\/\d{2}\/\w+\.jpg$/);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-type;host');
    expect(d.public_url).toBe(`https://cdn.dance.example${url.pathname.slice('/dance-media'.length)}`);
    const rows = await s3.database.pool.query(
      'select kind, mime, size, url from attachment where user_id = $1',
      [u.id],
    );
    expect(rows.rows).toEqual([{ kind: 'image', mime: 'image/jpeg', size: 2048, url: d.public_url }]);
    const setting = await call<{ features: Record<string, boolean> }>(
      s3.app,
      'GET',
      '/api/index/mall-setting',
      { token: u.token },
    );
    expect(setting.body.data.features.direct_upload).toBe(true);
  });

  it('refuses a name whose type the kind does not allow', async () => {
    const u = await newUser(s3);
    const r = await grant(u, { kind: 'video', filename: 'clip.exe' }, s3);
    expect(r.body.code).toBe(2040);
    expect(r.body.msg).toBe('文件无法上传：文件内容不是允许的视频格式（mp4/mov/webm），检测到 exe');
    expect(await countRows(s3, 'attachment', `user_id = ${u.id}`)).toBe(0);
  });
});
