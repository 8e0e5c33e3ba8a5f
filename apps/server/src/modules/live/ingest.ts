import { createHmac, timingSafeEqual } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { HlsRemuxer } from './hls.ts';

/**
 * The embedded Node-Media-Server v4 (decision 180). We take its RTMP protocol, its sessions and
 * its broadcast fan-out (GOP cache, FLV muxing) and keep the listeners ourselves: RTMP on our own
 * TCP server (RTMP_PORT; 0 lets the system choose, as the tests do), HTTP-FLV on the app's own
 * port at `/live/<name>.flv`. NMS's express admin API, its JSON store and its webhooks are not run.
 */
const nmsRequire = createRequire(createRequire(import.meta.url).resolve('node-media-server'));
const RtmpSession = nmsRequire('./session/rtmp_session.js') as new (socket: Socket) => NmsSession;
const FlvSession = nmsRequire('./session/flv_session.js') as new (req: unknown, res: unknown) => NmsSession;
const Context = nmsRequire('./core/context.js') as NmsContext;
const nmsLogger = nmsRequire('./core/logger.js') as { level: string };
nmsLogger.level = 'error';

interface NmsSession {
  id: string;
  ip: string;
  streamApp: string;
  streamName: string;
  streamPath: string;
  streamQuery: Record<string, string | string[] | undefined>;
  isPublisher: boolean;
  broadcast: NmsBroadcast;
  socket?: Socket;
  run(): void;
  close(): void;
}

interface NmsBroadcast {
  publisher: NmsSession | null;
  subscribers: Map<string, NmsSession>;
  publishGraceMs: number;
}

interface NmsContext {
  sessions: Map<string, NmsSession>;
  broadcasts: Map<string, NmsBroadcast>;
  eventEmitter: EventEmitter;
}

/** The RTMP application every live publishes under. */
export const STREAM_APP = 'live';
/** A live's stream name: public (its play URL has it); the push signature is what is secret. */
export const streamName = (liveId: number) => `l${liveId}`;
const NAME = /^l([1-9]\d{0,15})$/;

export interface PushGrant {
  liveId: number;
  nonce: string;
  /** Unix seconds. */
  exp: number;
}

/** What the lives service answers the ingest: whether a publish may go on, and that it ended. */
export interface IngestEvents {
  /** The stream of a live was published with a valid signature: false closes it. */
  published(liveId: number, nonce: string): Promise<boolean>;
  /** The stream of a live has been gone for the grace time. */
  gone(liveId: number): Promise<void>;
}

/** Something else that reads an accepted stream of this process (the replay recorder). */
export interface StreamTap {
  /** The live's stream was accepted (again, after a reconnect) and plays at `rtmpUrl`. */
  start(liveId: number, rtmpUrl: string): void;
  /** The publisher went; it may come back within the grace time. */
  paused(liveId: number): void;
  /** The live ended: its stream is closed. */
  ended(liveId: number): void;
  /** The ingest stops with the app (the live has not necessarily ended). */
  stopAll(): void;
}

/** Signs and checks push keys: HMAC-SHA256 over live id, its nonce and the expiry. */
export class PushSigner {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('live-push/v1').digest();
  }

  sign(g: PushGrant): string {
    return createHmac('sha256', this.key).update(`${g.liveId}.${g.nonce}.${g.exp}`).digest('base64url');
  }

  /** The stream key an encoder sends: `l<id>?e=<exp>&n=<nonce>&s=<signature>`. */
  streamKey(g: PushGrant): string {
    return `${streamName(g.liveId)}?e=${g.exp}&n=${g.nonce}&s=${this.sign(g)}`;
  }

  /** The grant of a publish's name and query, or why it is refused. */
  verify(
    name: string,
    query: Record<string, unknown>,
    nowSeconds = Math.floor(Date.now() / 1000),
  ): PushGrant | 'unsigned' | 'expired' | 'bad' {
    const m = NAME.exec(name);
    if (!m) return 'bad';
    const e = query.e;
    const n = query.n;
    const s = query.s;
    if (typeof e !== 'string' || typeof n !== 'string' || typeof s !== 'string') return 'unsigned';
    if (!/^\d{1,12}$/.test(e) || !/^[A-Za-z0-9]{8,32}$/.test(n)) return 'bad';
    const g: PushGrant = { liveId: Number(m[1]), nonce: n, exp: Number(e) };
    const want = Buffer.from(this.sign(g));
    const got = Buffer.from(s);
    if (want.length !== got.length || !timingSafeEqual(want, got)) return 'bad';
    if (g.exp < nowSeconds) return 'expired';
    return g;
  }
}

/**
 * RTMP ingest and FLV playback of this process. A publish is checked in NMS's `prePublish` hook:
 * an unsigned, expired or forged key is closed at once; then the lives service claims the live
 * (not ended, the key's nonce current) and a refusal closes it too. When the publisher goes, the
 * live ends after the grace time unless the same stream came back.
 */
export class LiveIngest {
  private server: Server | null = null;
  private readonly mine = new WeakSet<object>();
  /** Live id -> the accepted publisher session of this process. */
  private readonly publishers = new Map<number, NmsSession>();
  private readonly graceTimers = new Map<number, NodeJS.Timeout>();
  private readonly onPrePublish = (s: NmsSession) => this.prePublish(s);
  port = 0;

  constructor(
    private readonly signer: PushSigner,
    private readonly log: FastifyBaseLogger,
    private readonly graceMs: number,
    private readonly events: IngestEvents,
    private readonly hls: HlsRemuxer,
    private readonly taps: StreamTap[] = [],
  ) {}

  /** Listens for RTMP; a port in use is logged and the app goes on without ingest. */
  async start(port: number, host: string): Promise<number> {
    Context.eventEmitter.on('prePublish', this.onPrePublish);
    const server = createServer((socket) => {
      const session = new RtmpSession(socket);
      this.mine.add(session);
      session.run();
      Context.sessions.set(session.id, session);
      socket.on('error', () => {});
    });
    this.server = server;
    await new Promise<void>((resolve) => {
      server.once('error', (err) => {
        this.log.error({ err }, `RTMP ingest could not listen on ${port}`);
        this.server = null;
        resolve();
      });
      server.listen(port, host, () => resolve());
    });
    this.port = this.server ? (server.address() as AddressInfo).port : 0;
    return this.port;
  }

  async stop(): Promise<void> {
    Context.eventEmitter.off('prePublish', this.onPrePublish);
    for (const t of this.graceTimers.values()) clearTimeout(t);
    this.graceTimers.clear();
    for (const s of this.publishers.values()) this.closeAll(s);
    this.publishers.clear();
    this.hls.stopAll();
    for (const tap of this.taps) tap.stopAll();
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((r) => server.close(() => r()));
  }

  /** Whether this process receives the live's stream right now. */
  isPublishing(liveId: number): boolean {
    return this.publishers.has(liveId);
  }

  /** Closes the live's stream (publisher and players) if this process has it. */
  close(liveId: number): void {
    const t = this.graceTimers.get(liveId);
    if (t) clearTimeout(t);
    this.graceTimers.delete(liveId);
    const s = this.publishers.get(liveId);
    this.publishers.delete(liveId);
    if (s) this.closeAll(s);
    this.hls.stop(liveId);
    const b = Context.broadcasts.get(`/${STREAM_APP}/${streamName(liveId)}`);
    if (b?.publisher && this.mine.has(b.publisher)) this.closeAll(b.publisher);
    for (const v of b?.subscribers.values() ?? []) v.close();
    for (const tap of this.taps) tap.ended(liveId);
  }

  /** Serves a live's stream as HTTP-FLV on a raw response (the route hijacked it). */
  play(liveId: number, req: IncomingMessage, res: ServerResponse): void {
    res.writeHead(200, {
      'content-type': 'video/x-flv',
      'cache-control': 'no-store',
      'access-control-allow-origin': '*',
    });
    const shim = {
      socket: req.socket,
      hostname: req.headers.host?.split(':')[0] ?? '',
      params: { app: STREAM_APP, name: streamName(liveId) },
      query: {},
      method: 'GET',
      on: (ev: string, fn: (...a: unknown[]) => void) => req.on(ev, fn),
    };
    const session = new FlvSession(shim, res);
    session.run();
    Context.sessions.set(session.id, session);
  }

  private prePublish(s: NmsSession): void {
    if (!this.mine.has(s)) return;
    const grant = s.streamApp === STREAM_APP ? this.signer.verify(s.streamName, s.streamQuery) : 'bad';
    if (typeof grant === 'string') {
      this.log.info({ stream: s.streamPath, reason: grant }, 'live publish refused');
      this.refuse(s);
      return;
    }
    const { liveId } = grant;
    this.events.published(liveId, grant.nonce).then(
      (accepted) => {
        // NMS refused it itself (the path already has a publisher): nothing of ours to track.
        if (accepted && s.broadcast.publisher !== s) return;
        if (!accepted || s.socket?.destroyed) {
          this.log.info({ liveId }, 'live publish refused: the live is not open to this key');
          this.refuse(s);
          return;
        }
        const t = this.graceTimers.get(liveId);
        if (t) clearTimeout(t);
        this.graceTimers.delete(liveId);
        this.publishers.set(liveId, s);
        s.socket?.once('close', () => this.publisherGone(liveId, s));
        const url = `rtmp://127.0.0.1:${this.port}/${STREAM_APP}/${streamName(liveId)}`;
        this.hls.start(liveId, url);
        for (const tap of this.taps) tap.start(liveId, url);
      },
      (err: unknown) => {
        this.log.warn({ err, liveId }, 'live publish check failed');
        this.refuse(s);
      },
    );
  }

  private publisherGone(liveId: number, s: NmsSession): void {
    if (this.publishers.get(liveId) !== s) return;
    this.publishers.delete(liveId);
    for (const tap of this.taps) tap.paused(liveId);
    const timer = setTimeout(() => {
      this.graceTimers.delete(liveId);
      if (this.publishers.has(liveId)) return;
      this.hls.stop(liveId);
      void this.events.gone(liveId).catch((err: unknown) => this.log.warn({ err, liveId }, 'live end'));
    }, this.graceMs);
    timer.unref();
    this.graceTimers.set(liveId, timer);
  }

  /** Closes a publish at once and frees its stream path without NMS's reconnect window. */
  private refuse(s: NmsSession): void {
    s.broadcast.publishGraceMs = 0;
    s.socket?.destroy();
  }

  private closeAll(s: NmsSession): void {
    s.broadcast.publishGraceMs = 0;
    for (const v of s.broadcast.subscribers.values()) v.close();
    s.socket?.destroy();
  }
}
