import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { live } from '@dance/contracts';
import type { Db } from '../../platform/db.ts';
import type { ToolLookup } from '../../platform/ffmpeg.ts';
import type { TokenService } from '../../platform/tokens.ts';
import type { LiveService } from './lives.ts';
import type { LivesRepo } from './lives.repo.ts';

const CLOSE = live.LIVE_PUSH_CLOSE;
/** How long a socket may stay open before it authenticates. */
const AUTH_TIMEOUT_MS = 10_000;
/** A pusher that sent no media for this long is gone (a phone that lost its network). */
const IDLE_MS = 30_000;
/** What ffmpeg's stdin may hold unread before the socket is dropped (a few seconds of video). */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;
/** How long ffmpeg gets to flush and exit after its input ended. */
const EXIT_GRACE_MS = 10_000;
/** The push key ffmpeg publishes with: checked once, when the publish starts. */
const KEY_VALID_SECONDS = 3600;
/** How often the socket checks whether the live went live, to tell the browser. */
const LIVE_POLL_MS = 1000;

export interface BrowserPushDeps {
  db: Db;
  repo: LivesRepo;
  lives: LiveService;
  tokens: TokenService;
  ffmpeg: ToolLookup;
  /** Where ffmpeg publishes: `rtmp://host:port/live`, or null when this server has no ingest. */
  target: () => string | null;
  log: FastifyBaseLogger;
}

interface Pusher {
  liveId: number;
  ws: WebSocket;
  child: ChildProcessWithoutNullStreams;
  exited: Promise<void>;
}

/**
 * Going live from the browser (decision 232): the anchor's page sends its camera and microphone
 * as MediaRecorder WebM over a WebSocket; an ffmpeg per live reads it on stdin, transcodes to
 * H.264 + AAC and publishes FLV to the live's own signed RTMP key, so the ingest's publish hook
 * turns the live live as for any encoder, and the stream gone ends it after the grace time. One
 * pusher per live: a newer connection of the anchor replaces the older one.
 */
export class BrowserPush {
  private readonly pushers = new Map<number, Pusher>();

  constructor(private readonly d: BrowserPushDeps) {}

  /** Registers the socket route (the websocket plugin is registered by the realtime layer). */
  routes(app: FastifyInstance): void {
    app.get(live.LIVE_PUSH_PATH, { websocket: true, config: { rateLimit: false } }, (ws, req) => {
      const q = req.query as { live_id?: unknown; token?: unknown };
      this.accept(ws, q.live_id, typeof q.token === 'string' ? q.token : undefined);
    });
    app.addHook('onClose', async () => this.stopAll());
  }

  /** Whether this process takes a browser's stream for the live right now. */
  isPushing(liveId: number): boolean {
    return this.pushers.has(liveId);
  }

  /** The live ended: its pusher here (if any) is told and its ffmpeg stops. */
  close(liveId: number): void {
    const p = this.pushers.get(liveId);
    if (!p) return;
    this.pushers.delete(liveId);
    p.ws.close(CLOSE.ended, 'the live has ended');
    this.finish(p);
  }

  async stopAll(): Promise<void> {
    const all = [...this.pushers.values()];
    this.pushers.clear();
    for (const p of all) {
      p.ws.close(1001, 'server stopping');
      p.child.kill('SIGKILL');
    }
    await Promise.all(all.map((p) => p.exited));
  }

  private accept(ws: WebSocket, rawLiveId: unknown, urlToken: string | undefined): void {
    const liveId = typeof rawLiveId === 'string' && /^[1-9]\d{0,15}$/.test(rawLiveId) ? Number(rawLiveId) : 0;
    let pusher: Pusher | null = null;
    let started = false;
    let idle: NodeJS.Timeout | null = null;
    let poll: NodeJS.Timeout | null = null;
    const refuse = (code: number, reason: string) => {
      this.d.log.info({ liveId, code, reason }, 'browser push refused');
      if (ws.readyState === ws.OPEN || ws.readyState === ws.CONNECTING) ws.close(code, reason);
    };
    const authTimer = setTimeout(() => {
      if (!started) refuse(CLOSE.unauthorized, 'unauthorized');
    }, AUTH_TIMEOUT_MS);
    const touch = () => {
      if (idle) clearTimeout(idle);
      idle = setTimeout(() => ws.close(CLOSE.idle, 'no media'), IDLE_MS);
    };

    const start = async (token: string | undefined) => {
      started = true;
      clearTimeout(authTimer);
      const ctx = await this.d.tokens.authenticateToken(token).catch(() => null);
      const userId = ctx?.userId ?? null;
      if (userId === null) return refuse(CLOSE.unauthorized, 'unauthorized');
      if (!liveId) return refuse(CLOSE.notFound, 'no such live');
      const row = await this.d.repo.byId(this.d.db, liveId);
      if (!row) return refuse(CLOSE.notFound, 'no such live');
      if (row.anchorId !== userId) return refuse(CLOSE.forbidden, 'not the anchor of this live');
      if (row.status === 'ended') return refuse(CLOSE.ended, 'the live has ended');
      try {
        await this.d.lives.requireAnchor(userId);
      } catch {
        return refuse(CLOSE.forbidden, 'not an approved anchor');
      }
      const target = this.d.target();
      if (!target) return refuse(CLOSE.unavailable, 'this server has no live ingest');
      const ffmpeg = this.d.ffmpeg;
      if (ffmpeg.path === null) {
        this.d.log.error({ liveId, reason: ffmpeg.reason }, 'browser push: ffmpeg missing');
        return refuse(CLOSE.unavailable, 'ffmpeg is missing on the server');
      }
      const old = this.pushers.get(liveId);
      if (old) {
        this.pushers.delete(liveId);
        old.ws.close(CLOSE.replaced, 'another connection took over');
        old.child.kill('SIGKILL');
        await old.exited;
      }
      if (ws.readyState !== ws.OPEN || this.pushers.has(liveId)) return;
      const exp = Math.floor(Date.now() / 1000) + KEY_VALID_SECONDS;
      const url = `${target}/${this.d.lives.pushKey(row, exp)}`;
      const child = spawn(ffmpeg.path, ffmpegArgs(url), { stdio: ['pipe', 'ignore', 'pipe'] });
      const p: Pusher = {
        liveId,
        ws,
        child: child as unknown as ChildProcessWithoutNullStreams,
        exited: new Promise((resolve) => child.once('close', () => resolve())),
      };
      pusher = p;
      this.pushers.set(liveId, p);
      createInterface({ input: child.stderr }).on('line', (line) =>
        this.d.log.debug({ liveId }, `ffmpeg: ${line}`),
      );
      child.stdin.on('error', (err) => this.d.log.debug({ err, liveId }, 'browser push: ffmpeg stdin'));
      child.once('error', (err) => {
        this.d.log.error({ err, liveId }, 'browser push: ffmpeg could not start');
        ws.close(CLOSE.unavailable, 'ffmpeg could not start on the server');
      });
      child.once('exit', (code, signal) => {
        this.d.log.info({ liveId, code, signal }, 'browser push: ffmpeg exited');
        if (this.pushers.get(liveId) === p) this.pushers.delete(liveId);
        if (ws.readyState === ws.OPEN) ws.close(CLOSE.encoder, 'the encoder stopped');
      });
      touch();
      ws.send(JSON.stringify({ type: 'ready' } satisfies live.LivePushEvent));
      this.d.log.info({ liveId, userId }, 'browser push started');
      const check = async () => {
        poll = null;
        if (ws.readyState !== ws.OPEN) return;
        const now = await this.d.repo.byId(this.d.db, liveId).catch(() => undefined);
        if (now?.status === 'live') {
          ws.send(JSON.stringify({ type: 'live' } satisfies live.LivePushEvent));
          return;
        }
        poll = setTimeout(() => void check(), LIVE_POLL_MS);
      };
      poll = setTimeout(() => void check(), LIVE_POLL_MS);
    };
    const begin = (token: string | undefined) =>
      void start(token).catch((err: unknown) => {
        this.d.log.warn({ err, liveId }, 'browser push');
        refuse(1011, 'error');
      });

    ws.on('message', (data, isBinary) => {
      if (!isBinary) {
        let frame: { type?: unknown; token?: unknown } | null;
        try {
          frame = JSON.parse(String(data)) as { type?: unknown; token?: unknown } | null;
        } catch {
          return;
        }
        if (frame?.type === 'auth' && !started)
          begin(typeof frame.token === 'string' ? frame.token : undefined);
        else if (frame?.type === 'ping' && ws.readyState === ws.OPEN)
          ws.send(JSON.stringify({ type: 'pong' }));
        return;
      }
      const p = pusher;
      if (!p || !p.child.stdin.writable) return;
      if (p.child.stdin.writableLength > MAX_BUFFERED_BYTES) {
        this.d.log.warn({ liveId }, 'browser push: the encoder does not keep up; dropping the socket');
        ws.close(CLOSE.tooSlow, 'the server cannot keep up');
        return;
      }
      touch();
      const chunks = Array.isArray(data) ? data : [data as Buffer | ArrayBuffer];
      for (const c of chunks) p.child.stdin.write(Buffer.isBuffer(c) ? c : Buffer.from(c));
    });
    ws.on('error', (err) => this.d.log.debug({ err, liveId }, 'browser push socket'));
    ws.on('close', () => {
      clearTimeout(authTimer);
      if (idle) clearTimeout(idle);
      if (poll) clearTimeout(poll);
      const p = pusher;
      if (!p) return;
      if (this.pushers.get(liveId) === p) this.pushers.delete(liveId);
      this.finish(p);
    });
    if (urlToken) begin(urlToken);
  }

  /** Ends ffmpeg's input so it flushes and exits; kills it if it does not. */
  private finish(p: Pusher): void {
    if (p.child.exitCode !== null || p.child.signalCode !== null) return;
    p.child.stdin.end();
    const timer = setTimeout(() => p.child.kill('SIGKILL'), EXIT_GRACE_MS);
    timer.unref();
    void p.exited.then(() => clearTimeout(timer));
  }
}

/**
 * WebM (VP8/VP9/H.264 + Opus, whatever the browser records) on stdin to H.264 (keyframe every
 * second, at most 720 wide) + AAC as FLV to the RTMP URL.
 */
export function ffmpegArgs(url: string): string[] {
  return [
    '-hide_banner',
    '-loglevel',
    'warning',
    '-fflags',
    '+genpts',
    '-probesize',
    '1000000',
    '-analyzeduration',
    '2000000',
    '-i',
    'pipe:0',
    '-map',
    '0:v:0',
    '-map',
    '0:a:0?',
    '-vf',
    "scale='trunc(min(720,iw)/2)*2':-2",
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-tune',
    'zerolatency',
    '-pix_fmt',
    'yuv420p',
    '-force_key_frames',
    'expr:gte(t,n_forced*1)',
    '-b:v',
    '1500k',
    '-maxrate',
    '2000k',
    '-bufsize',
    '3000k',
    '-af',
    'aresample=async=1',
    '-c:a',
    'aac',
    '-b:a',
    '96k',
    '-ar',
    '44100',
    '-f',
    'flv',
    url,
  ];
}
