import type { live } from '@dance/contracts';
import { ensureAccessToken } from '../../../lib/request.ts';

const RETRY_MS = 2000;
const PING_MS = 25_000;

/**
 * A room's own socket to `/ws` while the room page is open: authenticates, joins the room's
 * channel with a `live.subscribe` frame and hands every room event to the page; reconnects after
 * a drop (the page refetches the detail on `live.subscribed`). Answers the function that closes it.
 */
export function openRoomSocket(
  liveId: number,
  onEvent: (e: live.RoomEvent | { type: 'live.subscribed' }) => void,
) {
  let ws: WebSocket | null = null;
  let closed = false;
  let ping: ReturnType<typeof setInterval> | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;

  const connect = async () => {
    let token: string;
    try {
      token = await ensureAccessToken();
    } catch {
      retry = setTimeout(() => void connect(), RETRY_MS);
      return;
    }
    if (closed) return;
    const { protocol, host } = globalThis.location;
    const socket = new WebSocket(`${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/ws`);
    ws = socket;
    socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', token }));
    socket.onmessage = (m: MessageEvent) => {
      let e: { type?: string };
      try {
        e = JSON.parse(String(m.data)) as { type?: string };
      } catch {
        return;
      }
      if (e.type === 'ready') socket.send(JSON.stringify({ type: 'live.subscribe', live_id: liveId }));
      else if (typeof e.type === 'string' && e.type.startsWith('live.')) onEvent(e as live.RoomEvent);
    };
    socket.onclose = () => {
      if (ws !== socket) return;
      ws = null;
      if (!closed) retry = setTimeout(() => void connect(), RETRY_MS);
    };
    socket.onerror = () => undefined;
  };

  void connect();
  ping = setInterval(() => {
    if (ws?.readyState === 1) ws.send(JSON.stringify({ type: 'ping' }));
  }, PING_MS);
  return () => {
    closed = true;
    if (ping) clearInterval(ping);
    if (retry) clearTimeout(retry);
    ws?.close(1000);
    ws = null;
  };
}

/** A client id for a gift send: the same one on a retry is one gift. */
export function newClientId(): string {
  return `g${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}
