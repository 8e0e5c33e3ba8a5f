import { WebSocket } from 'ws';

/**
 * A viewer's socket on `/ws` subscribed to one live room, keeping every event it hears, for the
 * live tests that watch the room's fan-out.
 */
export class RoomClient {
  readonly events: Record<string, unknown>[] = [];

  constructor(readonly ws: WebSocket) {
    ws.on('message', (raw) => this.events.push(JSON.parse(String(raw)) as Record<string, unknown>));
  }

  static async open(port: number, token: string, liveId: number): Promise<RoomClient> {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws?token=${encodeURIComponent(token)}`);
    const c = new RoomClient(ws);
    await c.until((e) => e.type === 'ready');
    ws.send(JSON.stringify({ type: 'live.subscribe', live_id: liveId }));
    await c.until((e) => e.type === 'live.subscribed');
    return c;
  }

  /** The first event heard that matches, waiting up to `timeout` ms for it. */
  async until(pred: (e: Record<string, unknown>) => boolean, timeout = 5000) {
    const start = Date.now();
    for (;;) {
      const hit = this.events.find(pred);
      if (hit) return hit;
      if (Date.now() - start > timeout) throw new Error(`no such event in ${JSON.stringify(this.events)}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  /** Whether the socket still hears the room: a ping's pong arrives after any pending event. */
  async settle() {
    const n = this.events.filter((e) => e.type === 'pong').length;
    this.ws.send(JSON.stringify({ type: 'ping' }));
    await this.until(() => this.events.filter((e) => e.type === 'pong').length > n);
  }
}
