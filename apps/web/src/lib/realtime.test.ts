import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOSE_UNAUTHORIZED, RealtimeClient, backoffDelay } from './realtime.ts';

/** A socket the test drives: it records what the client sends and opens, speaks and closes on cue. */
class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  say(event: object) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

const last = () => FakeSocket.all.at(-1)!;
const flush = () => vi.advanceTimersByTimeAsync(0);

function client(over: Partial<ConstructorParameters<typeof RealtimeClient>[0]> = {}) {
  let n = 0;
  return new RealtimeClient({
    token: async () => `token-${++n}`,
    url: () => 'ws://test/ws',
    WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    random: () => 0.5,
    ...over,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.all = [];
});
afterEach(() => vi.useRealTimers());

describe('backoff', () => {
  it('doubles from a second up to 30 s, with jitter of a quarter either way', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((n) => backoffDelay(n, () => 0.5))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
    expect(backoffDelay(0, () => 0)).toBe(750);
    expect(backoffDelay(0, () => 1)).toBe(1250);
  });
});

describe('RealtimeClient', () => {
  it('authenticates with the access token as its first frame and hands events to listeners', async () => {
    const c = client();
    const seen: string[] = [];
    c.subscribe((e) => seen.push(e.type));
    c.start();
    await flush();
    last().open();
    expect(JSON.parse(last().sent[0]!)).toEqual({ type: 'auth', token: 'token-1' });
    last().say({ type: 'ready', user_id: 3 });
    expect(c.isConnected).toBe(true);
    last().say({ type: 'badge', statistics: { total: 1 } });
    last().onmessage?.({ data: 'not json' });
    expect(seen).toEqual(['ready', 'badge']);
    c.stop();
  });

  it('reconnects with backoff after a drop, with a fresh token, and says ready again (the cue to catch up)', async () => {
    const c = client();
    const ready = vi.fn();
    c.subscribe((e) => e.type === 'ready' && ready());
    c.start();
    await flush();
    last().open();
    last().say({ type: 'ready', user_id: 3 });
    last().drop();
    expect(c.isConnected).toBe(false);
    expect(FakeSocket.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeSocket.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.all).toHaveLength(2);
    // The server is still down: the next wait is longer.
    last().drop();
    await vi.advanceTimersByTimeAsync(1999);
    expect(FakeSocket.all).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.all).toHaveLength(3);
    last().open();
    expect(JSON.parse(last().sent[0]!)).toEqual({ type: 'auth', token: 'token-3' });
    last().say({ type: 'ready', user_id: 3 });
    expect(ready).toHaveBeenCalledTimes(2);
    // Once connected, the backoff starts over.
    last().drop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeSocket.all).toHaveLength(4);
    c.stop();
  });

  it('a refused token (4401) is forgotten before the next attempt', async () => {
    const onUnauthorized = vi.fn();
    const c = client({ onUnauthorized });
    c.start();
    await flush();
    last().open();
    last().drop(CLOSE_UNAUTHORIZED);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeSocket.all).toHaveLength(2);
    c.stop();
  });

  it('stops for good on stop(): no reconnect, no ping', async () => {
    const c = client();
    c.start();
    await flush();
    last().open();
    last().say({ type: 'ready', user_id: 3 });
    c.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(last().sent.filter((s) => s.includes('ping'))).toEqual([]);
  });

  it('pings while connected so idle sockets stay open', async () => {
    const c = client();
    c.start();
    await flush();
    last().open();
    last().say({ type: 'ready', user_id: 3 });
    await vi.advanceTimersByTimeAsync(25_000);
    expect(last().sent.at(-1)).toBe(JSON.stringify({ type: 'ping' }));
    c.stop();
  });

  it('reconnects at once when asked (back in the foreground), not while a socket is open', async () => {
    const c = client();
    c.start();
    await flush();
    last().open();
    c.reconnectNow();
    await flush();
    expect(FakeSocket.all).toHaveLength(1);
    last().drop();
    c.reconnectNow();
    await flush();
    expect(FakeSocket.all).toHaveLength(2);
    c.stop();
  });
});
