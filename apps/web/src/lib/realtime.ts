import type { RealtimeEvent } from '@dance/contracts/message';

/** Close code of a socket whose token the server refused: fetch a new access token first. */
export const CLOSE_UNAUTHORIZED = 4401;
const PING_MS = 25_000;
const MAX_BACKOFF_MS = 30_000;

export type RealtimeListener = (event: RealtimeEvent) => void;

export interface RealtimeOptions {
  /** A fresh access token for each connection. */
  token: () => Promise<string>;
  /** Called when the server refused the token (4401): forget it so the next one is fresh. */
  onUnauthorized?: () => void;
  /** The socket's URL (default: `/ws` on this page's host). */
  url?: () => string;
  /** Tests replace the socket and the clock. */
  WebSocketImpl?: typeof WebSocket;
  random?: () => number;
}

/** The delay before reconnect attempt `n` (0, 1, 2...): doubling from 1 s up to 30 s, with jitter. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempt);
  return Math.round(base * (0.75 + random() * 0.5));
}

function defaultUrl(): string {
  const { protocol, host } = globalThis.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/ws`;
}

/**
 * The app's one socket to `/ws`: authenticates with the access token as its first frame, tells
 * listeners every event, and reconnects with backoff when it drops. Delivery is at most once: a
 * `ready` event after a reconnect is the listeners' cue to fetch what they missed.
 */
export class RealtimeClient {
  private ws: WebSocket | null = null;
  private listeners = new Set<RealtimeListener>();
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private ping: ReturnType<typeof setInterval> | null = null;
  private running = false;
  private connected = false;

  constructor(private readonly opts: RealtimeOptions) {}

  get isConnected(): boolean {
    return this.connected;
  }

  subscribe(listener: RealtimeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.attempt = 0;
    void this.connect();
  }

  stop(): void {
    this.running = false;
    this.connected = false;
    if (this.timer) clearTimeout(this.timer);
    if (this.ping) clearInterval(this.ping);
    this.timer = null;
    this.ping = null;
    const ws = this.ws;
    this.ws = null;
    ws?.close(1000);
  }

  /** Drop the socket and connect again now (e.g. the page came back to the foreground). */
  reconnectNow(): void {
    if (!this.running) return;
    if (this.ws && this.ws.readyState <= 1) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.attempt = 0;
    void this.connect();
  }

  private emit(event: RealtimeEvent): void {
    for (const l of [...this.listeners]) {
      try {
        l(event);
      } catch {
        // One listener's failure does not stop the others.
      }
    }
  }

  private async connect(): Promise<void> {
    let token: string;
    try {
      token = await this.opts.token();
    } catch {
      this.retry();
      return;
    }
    if (!this.running) return;
    const Impl = this.opts.WebSocketImpl ?? WebSocket;
    const ws = new Impl((this.opts.url ?? defaultUrl)());
    this.ws = ws;
    ws.onopen = () => ws.send(JSON.stringify({ type: 'auth', token }));
    ws.onmessage = (e: MessageEvent) => {
      let event: RealtimeEvent;
      try {
        event = JSON.parse(String(e.data)) as RealtimeEvent;
      } catch {
        return;
      }
      if (event.type === 'ready') {
        this.attempt = 0;
        this.connected = true;
        if (this.ping) clearInterval(this.ping);
        this.ping = setInterval(() => {
          if (ws.readyState === 1) ws.send(JSON.stringify({ type: 'ping' }));
        }, PING_MS);
      }
      this.emit(event);
    };
    ws.onclose = (e: CloseEvent) => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.connected = false;
      if (this.ping) clearInterval(this.ping);
      this.ping = null;
      if (e.code === CLOSE_UNAUTHORIZED) this.opts.onUnauthorized?.();
      this.retry();
    };
    ws.onerror = () => undefined;
  }

  private retry(): void {
    if (!this.running) return;
    const delay = backoffDelay(this.attempt++, this.opts.random);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.connect();
    }, delay);
  }
}
