import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import type { Bus } from './bus.ts';
import type { DbOrTx } from './db.ts';
import type { TokenService } from './tokens.ts';

/** One authenticated socket of this process: a user's, or a visitor's (userId null). */
export interface RealtimeSocket {
  readonly userId: number | null;
  /**
   * The channels it receives: a user's socket `user:<id>` and what the connect hooks add
   * (`shop:<id>`); a visitor's only the public channels its frames join (a live room).
   */
  readonly channels: ReadonlySet<string>;
  send(event: object): void;
}

/** Runs when a socket has authenticated, before it is told `ready`; answers more channels to join. */
export type ConnectHook = (userId: number) => Promise<string[]>;

/** A frame a client sent after authenticating (`{type, ...}`), for the module that handles its type. */
export type FrameHandler = (socket: RealtimeSocket, frame: Record<string, unknown>) => Promise<void> | void;

interface FrameEntry {
  handler: FrameHandler;
  /** Whether a visitor's socket may send it (joining a public channel); else only users' sockets. */
  visitors: boolean;
}

const TOPIC = 'rt';
const AUTH_TIMEOUT_MS = 10_000;
const HEARTBEAT_MS = 30_000;
/** A NOTIFY payload must stay under 8000 bytes; events are kept well below that. */
const MAX_EVENT_BYTES = 7_000;
/** Close codes a client sees: it must log in again (4401), or just reconnect (any other). */
export const CLOSE_UNAUTHORIZED = 4401;

interface Envelope {
  c: string[];
  e: object;
  /** The watcher's process and number for the event (see `ChannelWatcher`). */
  o?: string;
  n?: number;
}

/**
 * Told of the channels of every event: when one is built here (for a transaction, or sent now),
 * and when the bus brings one from any process, with the process and number it was built with.
 * A module that keeps what those channels' users see (the message box) drops it then.
 */
export interface ChannelWatcher {
  /** This process's name: an event built here comes back with it. */
  readonly origin: string;
  /** An event to these channels is being built here: answers the number it carries. */
  building(channels: string[]): number;
  /** An event built here will not be sent (its statement chose another): as if it had come back. */
  abandoned(n: number): void;
  arrived(channels: string[], origin: unknown, n: unknown): void;
}

class Socket implements RealtimeSocket {
  readonly channels = new Set<string>();
  alive = true;

  constructor(
    readonly ws: WebSocket,
    readonly userId: number | null,
    readonly token: string,
  ) {}

  send(event: object): void {
    this.sendText(JSON.stringify(event));
  }

  /** An event already serialised (UTF-8): a room's fan-out encodes it once for every socket. */
  sendText(text: string | Buffer): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(text, { binary: false });
  }
}

/**
 * The WebSocket layer at `/ws`: a socket authenticates with an access token (its first frame
 * `{"type":"auth","token":...}`, or `?token=` on the URL), joins `user:<id>` and whatever the
 * modules' connect hooks add, and then receives the events published to its channels. A visitor's
 * (public) token makes a visitor's socket: no channel of its own, only the public ones that frames
 * open to visitors join (a live room's chat, watched before logging in). Events go
 * through the PostgreSQL bus, so a socket on any server process receives what any process
 * publishes; published inside a transaction, they go out when it commits, in commit order.
 * Nothing here is shared state: each process knows only its own sockets. Delivery is at most
 * once; a client that reconnects fetches what it missed (chat: `message/list` after its last seq).
 */
export class RealtimeHub {
  private readonly byChannel = new Map<string, Set<Socket>>();
  private readonly all = new Set<Socket>();
  private readonly hooks: ConnectHook[] = [];
  private readonly frames = new Map<string, FrameEntry>();
  private heartbeat: NodeJS.Timeout | null = null;
  private watcher: ChannelWatcher | null = null;

  constructor(
    private readonly tokens: TokenService,
    private readonly bus: Bus,
    private readonly log: FastifyBaseLogger,
  ) {
    bus.subscribe(TOPIC, (d) => this.deliver(d as Envelope));
    // A logout or password change reaches open sockets too: they are checked again and closed.
    bus.subscribe('auth.revoked', (d) => {
      const userId = (d as { userId?: unknown })?.userId;
      if (typeof userId === 'number') void this.recheck(userId);
    });
  }

  /** The module told of every event's channels (one per process: the message box's). */
  watch(watcher: ChannelWatcher): void {
    this.watcher = watcher;
  }

  /** A module adds channels to each new socket of a user (a clerk's shops). */
  onConnect(hook: ConnectHook): void {
    this.hooks.push(hook);
  }

  /**
   * A module handles client frames of one type (a live room's join and leave); visitors' sockets
   * reach the handler only when `visitors` says so.
   */
  onFrame(type: string, handler: FrameHandler, options: { visitors?: boolean } = {}): void {
    this.frames.set(type, { handler, visitors: options.visitors ?? false });
  }

  /** Publishes an event to channels, delivered when the transaction commits. */
  async publishIn(tx: DbOrTx, channels: string[], event: object): Promise<void> {
    if (!channels.length) return;
    await this.bus.publishIn(tx, TOPIC, this.envelope(channels, event));
  }

  /**
   * Events, each to its channels, as the NOTIFY payloads they travel as, for SQL that sends them
   * itself when its transaction writes them (a statement that chooses which to send).
   * Each comes with its number (see `ChannelWatcher`): one the SQL did not send is `abandon`ed.
   */
  notices(
    events: { channels: string[]; event: object }[],
  ): { channel: string; payload: string; n?: number }[] {
    return events.map((e) => {
      const env = this.envelope(e.channels, e.event);
      return { ...this.bus.notice(TOPIC, env), n: env.n };
    });
  }

  /** An event of `notices` that was not sent after all: its channels are not waited for. */
  abandon(n: number | undefined): void {
    if (n !== undefined) this.watcher?.abandoned(n);
  }

  /** Publishes an event to channels now (outside any transaction). */
  async publish(channels: string[], event: object): Promise<void> {
    if (!channels.length) return;
    await this.bus.publish(TOPIC, this.envelope(channels, event));
  }

  /** This process's sockets in a channel. */
  socketsIn(channel: string): RealtimeSocket[] {
    return [...(this.byChannel.get(channel) ?? [])];
  }

  /** Joins a socket to a channel after it connected (a live room). */
  join(socket: RealtimeSocket, channel: string): void {
    this.add(socket as Socket, channel);
  }

  leave(socket: RealtimeSocket, channel: string): void {
    this.remove(socket as Socket, channel);
  }

  private envelope(channels: string[], event: object): Envelope {
    const w = this.watcher;
    const env: Envelope = w
      ? { c: channels, e: event, o: w.origin, n: w.building(channels) }
      : { c: channels, e: event };
    const bytes = Buffer.byteLength(JSON.stringify(env));
    if (bytes > MAX_EVENT_BYTES) throw new Error(`realtime event of ${bytes} bytes is too large`);
    return env;
  }

  private deliver(env: Envelope): void {
    if (!env || !Array.isArray(env.c)) return;
    this.watcher?.arrived(env.c, env.o, env.n);
    const seen = new Set<Socket>();
    let text: Buffer | null = null;
    for (const c of env.c) {
      for (const s of this.byChannel.get(c) ?? []) {
        if (seen.has(s)) continue;
        seen.add(s);
        s.sendText((text ??= Buffer.from(JSON.stringify(env.e))));
      }
    }
  }

  private add(s: Socket, channel: string): void {
    let set = this.byChannel.get(channel);
    if (!set) this.byChannel.set(channel, (set = new Set()));
    set.add(s);
    s.channels.add(channel);
  }

  private remove(s: Socket, channel: string): void {
    const set = this.byChannel.get(channel);
    set?.delete(s);
    if (set && !set.size) this.byChannel.delete(channel);
    s.channels.delete(channel);
  }

  private drop(s: Socket): void {
    this.all.delete(s);
    for (const c of [...s.channels]) this.remove(s, c);
  }

  private async recheck(userId: number): Promise<void> {
    for (const s of this.byChannel.get(`user:${userId}`) ?? []) {
      const ctx = await this.tokens.authenticateToken(s.token);
      if (ctx?.userId !== userId) s.ws.close(CLOSE_UNAUTHORIZED, 'unauthorized');
    }
  }

  /** Registers `/ws` on the app (and the heartbeat that drops sockets whose peer is gone). */
  async install(app: FastifyInstance): Promise<void> {
    await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
    app.get('/ws', { websocket: true, schema: { hide: true } }, (ws, req) => {
      const query = req.query as { token?: unknown };
      this.accept(ws, typeof query.token === 'string' ? query.token : undefined);
    });
    this.heartbeat = setInterval(() => {
      for (const s of this.all) {
        if (!s.alive) {
          s.ws.terminate();
          continue;
        }
        s.alive = false;
        s.ws.ping();
      }
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
    app.addHook('onClose', async () => {
      if (this.heartbeat) clearInterval(this.heartbeat);
    });
  }

  private accept(ws: WebSocket, urlToken: string | undefined): void {
    let socket: Socket | null = null;
    let authing = false;
    const timer = setTimeout(() => {
      if (!socket) ws.close(CLOSE_UNAUTHORIZED, 'unauthorized');
    }, AUTH_TIMEOUT_MS);

    const authenticate = async (token: string | undefined) => {
      authing = true;
      const ctx = await this.tokens.authenticateToken(token).catch(() => null);
      if (!ctx || !token) {
        ws.close(CLOSE_UNAUTHORIZED, 'unauthorized');
        return;
      }
      const userId = ctx.userId;
      const s = new Socket(ws, userId, token);
      const extra = userId === null ? [] : (await Promise.all(this.hooks.map((h) => h(userId)))).flat();
      if (ws.readyState !== ws.OPEN) return;
      clearTimeout(timer);
      this.all.add(s);
      if (userId !== null) this.add(s, `user:${userId}`);
      for (const c of extra) this.add(s, c);
      socket = s;
      s.send({ type: 'ready', user_id: userId });
    };

    ws.on('pong', () => {
      if (socket) socket.alive = true;
    });
    ws.on('close', () => {
      clearTimeout(timer);
      if (socket) this.drop(socket);
    });
    ws.on('error', (err) => this.log.debug({ err }, 'websocket'));
    ws.on('message', (raw) => {
      let frame: Record<string, unknown>;
      try {
        frame = JSON.parse(String(raw)) as Record<string, unknown>;
      } catch {
        return;
      }
      if (!frame || typeof frame !== 'object') return;
      if (frame.type === 'ping') {
        ws.send(JSON.stringify({ type: 'pong' }));
        return;
      }
      if (!socket) {
        if (frame.type === 'auth' && !authing)
          void authenticate(typeof frame.token === 'string' ? frame.token : undefined).catch((err) => {
            this.log.warn({ err }, 'websocket auth');
            ws.close(1011, 'error');
          });
        return;
      }
      const entry = typeof frame.type === 'string' ? this.frames.get(frame.type) : undefined;
      if (entry && (socket.userId !== null || entry.visitors))
        void Promise.resolve(entry.handler(socket, frame)).catch((err) =>
          this.log.warn({ err }, 'websocket frame'),
        );
    });
    if (urlToken)
      void authenticate(urlToken).catch((err) => {
        this.log.warn({ err }, 'websocket auth');
        ws.close(1011, 'error');
      });
  }
}
