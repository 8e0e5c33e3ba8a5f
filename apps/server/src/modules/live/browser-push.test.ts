import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import websocket from '@fastify/websocket';
import Fastify from 'fastify';
import { WebSocket } from 'ws';
import { afterAll, describe, expect, it } from 'vitest';
import { live } from '@dance/contracts';
import { testFile } from '../../../test/helpers.ts';
import { ok } from '../../../test/kit.ts';
import type { ToolLookup } from '../../platform/ffmpeg.ts';
import { mediaKit, until } from '../../../test/media.ts';
import { BrowserPush } from './browser-push.ts';
import { LivesRepo } from './lives.repo.ts';

const { t, kit: f, visitor } = await testFile({ LIVE_END_GRACE_SECONDS: '0' });
await t.app.listen({ host: '127.0.0.1', port: 0 });
const httpPort = (t.app.server.address() as AddressInfo).port;
const { ffmpeg, readFlv } = mediaKit(() => httpPort);
const sockets: WebSocket[] = [];
afterAll(() => {
  for (const s of sockets) s.terminate();
});

/** What a browser's MediaRecorder sends: WebM with VP8 and Opus, made once by ffmpeg. */
const SECONDS = 12;
const webm = (() => {
  const file = join(mkdtempSync(join(tmpdir(), 'live-push-')), 'camera.webm');
  execFileSync(ffmpeg, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    `testsrc=size=320x240:rate=15:duration=${SECONDS}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${SECONDS}`,
    '-c:v',
    'libvpx',
    '-deadline',
    'realtime',
    '-cpu-used',
    '8',
    '-b:v',
    '400k',
    '-g',
    '15',
    '-c:a',
    'libopus',
    '-b:a',
    '48k',
    '-f',
    'webm',
    file,
  ]);
  return readFileSync(file);
})();

interface Opened {
  ws: WebSocket;
  events: string[];
  closed: Promise<{ code: number; reason: string }>;
}

/** Opens a push socket for the live and authenticates with the token (first frame). */
function open(liveId: number | string, token: string | undefined, port = httpPort): Opened {
  const ws = new WebSocket(`ws://127.0.0.1:${port}${live.LIVE_PUSH_PATH}?live_id=${liveId}`);
  sockets.push(ws);
  const events: string[] = [];
  ws.on('message', (data, isBinary) => {
    if (!isBinary) events.push((JSON.parse(String(data)) as { type: string }).type);
  });
  ws.on('open', () => {
    if (token) ws.send(JSON.stringify({ type: 'auth', token }));
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  return { ws, events, closed };
}

/** Sends the WebM in frames the server takes, paced to play in about real time. */
async function stream(ws: WebSocket, stop: () => boolean): Promise<void> {
  const size = live.LIVE_PUSH_FRAME_BYTES;
  const frames = Math.ceil(webm.length / size);
  const gap = (SECONDS * 1000) / frames;
  for (let i = 0; i < frames && !stop(); i++) {
    if (ws.readyState !== ws.OPEN) return;
    ws.send(webm.subarray(i * size, (i + 1) * size), { binary: true });
    await new Promise((r) => setTimeout(r, gap));
  }
}

const anchor = await f.newUser({ approved: ['anchor'] });
const status = async (id: number) => (await ok(t, live.detail, { token: visitor, query: { id } })).status;
const C = live.LIVE_PUSH_CLOSE;

describe('going live from the browser', () => {
  it("the anchor's WebM over the socket turns the live live, plays as FLV with video and audio, and closing the socket ends it", async () => {
    const l = await ok(t, live.createLive, {
      token: anchor.token,
      body: { title: 'Phone cam', style: 'jam' },
    });
    const s = open(l.id, anchor.token);
    await until(() => s.events.includes('ready'));
    let done = false;
    const sending = stream(s.ws, () => done);
    await until(async () => (await status(l.id)) === 'live');
    await until(() => s.events.includes('live'), 5000);
    expect(t.services.live.browserPush.isPushing(l.id)).toBe(true);
    const flv = await readFlv(`/live/l${l.id}.flv`, 3000);
    expect(flv.status).toBe(200);
    expect(flv.video).toBeGreaterThan(5);
    expect(flv.audio).toBeGreaterThan(5);
    done = true;
    await sending;
    s.ws.close(1000);
    await until(async () => (await status(l.id)) === 'ended');
    expect(t.services.live.browserPush.isPushing(l.id)).toBe(false);
  });

  it('refuses a visitor, another user, no token, an unknown live and an ended live, with a clear close code', async () => {
    const l = await ok(t, live.createLive, { token: anchor.token, body: { title: 'Mine', style: 'jam' } });
    const other = await f.newUser({ approved: ['anchor'] });
    expect((await open(l.id, visitor).closed).code).toBe(C.unauthorized);
    expect((await open(l.id, 'not-a-token').closed).code).toBe(C.unauthorized);
    const foreign = await open(l.id, other.token).closed;
    expect(foreign).toEqual({ code: C.forbidden, reason: 'not the anchor of this live' });
    expect((await open(999_999, anchor.token).closed).code).toBe(C.notFound);
    expect((await open('abc', anchor.token).closed).code).toBe(C.notFound);
    await ok(t, live.stop, { token: anchor.token, body: { live_id: l.id } });
    const ended = await open(l.id, anchor.token).closed;
    expect(ended).toEqual({ code: C.ended, reason: 'the live has ended' });
    expect(await status(l.id)).toBe('ended');
  });

  it("a second connection of the anchor replaces the first; the stop call closes the pusher's socket", async () => {
    const l = await ok(t, live.createLive, {
      token: anchor.token,
      body: { title: 'Two tabs', style: 'jam' },
    });
    const first = open(l.id, anchor.token);
    await until(() => first.events.includes('ready'));
    const second = open(l.id, anchor.token);
    expect((await first.closed).code).toBe(C.replaced);
    await until(() => second.events.includes('ready'));
    expect(t.services.live.browserPush.isPushing(l.id)).toBe(true);
    await ok(t, live.stop, { token: anchor.token, body: { live_id: l.id } });
    expect((await second.closed).code).toBe(C.ended);
    await until(() => !t.services.live.browserPush.isPushing(l.id), 5000);
  });

  it('a server without ffmpeg or without an ingest refuses the anchor with 4503 and says why', async () => {
    const l = await ok(t, live.createLive, {
      token: anchor.token,
      body: { title: 'No tools', style: 'jam' },
    });
    const cases: [ToolLookup, string | null, string][] = [
      [
        { path: null, reason: 'ffmpeg not found' },
        'rtmp://127.0.0.1:1/live',
        'ffmpeg is missing on the server',
      ],
      [{ path: ffmpeg, source: 'PATH' }, null, 'this server has no live ingest'],
    ];
    for (const [tool, target, reason] of cases) {
      const app = Fastify();
      await app.register(websocket);
      new BrowserPush({
        db: t.platform.db,
        repo: new LivesRepo(),
        lives: t.services.live.lives,
        tokens: t.platform.tokens,
        ffmpeg: tool,
        target: () => target,
        log: app.log,
      }).routes(app);
      await app.listen({ host: '127.0.0.1', port: 0 });
      const port = (app.server.address() as AddressInfo).port;
      expect(await open(l.id, anchor.token, port).closed).toEqual({ code: C.unavailable, reason });
      await app.close();
    }
    expect(await status(l.id)).toBe('scheduled');
  });
});
