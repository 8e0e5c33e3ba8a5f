import type { ChatMessage } from '@dance/contracts/message';
import { describe, expect, it, vi } from 'vitest';
import {
  ChatSync,
  Timeline,
  canRecall,
  catchUp,
  needsTimeSeparator,
  newClientId,
  type FetchAfter,
} from './timeline.ts';

const msg = (seq: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  type: 'message',
  id: 1000 + seq,
  conversation_id: 7,
  seq,
  from: { type: 'user', id: 2, nickname: 'B', avatar: '' },
  is_self: false,
  kind: 'text',
  text: `m${seq}`,
  image: null,
  voice: null,
  card: null,
  client_id: '',
  recalled: false,
  created_at: new Date(Date.UTC(2026, 0, 1, 12, 0, seq)).toISOString(),
  ...over,
});

/** A server holding seqs 1..last that pages `after_seq` oldest first, `limit` at a time. */
function server(last: () => number, limit = 3): FetchAfter & { calls: number[] } {
  const calls: number[] = [];
  const f = Object.assign(
    async (after: number, cursor: string | undefined) => {
      const from = cursor ? Number(cursor) : after;
      calls.push(from);
      const seqs: number[] = [];
      for (let s = from + 1; s <= last() && seqs.length < limit + 1; s += 1) seqs.push(s);
      const more = seqs.length > limit;
      const list = seqs.slice(0, limit).map((s) => msg(s));
      return { list, next_cursor: more ? String(list.at(-1)!.seq) : null };
    },
    { calls },
  );
  return f;
}

const seqs = (t: Timeline) =>
  t.items().map((i) => (i.type === 'message' ? i.message.seq : `pending:${i.pending.clientId}`));

describe('Timeline', () => {
  it('keeps one copy of each seq, the latest view winning', () => {
    const t = new Timeline();
    expect(t.add([msg(1), msg(2)])).toBe(2);
    expect(t.add([msg(2), msg(3)])).toBe(1);
    expect(t.add([msg(2, { recalled: true, text: '' })])).toBe(0);
    expect(seqs(t)).toEqual([1, 2, 3]);
    expect(t.get(2)).toMatchObject({ recalled: true, text: '' });
    expect(t.lastSeq).toBe(3);
    expect(t.oldest).toBe(1);
  });

  it('replaces my pending message by the server’s copy with the same client id, once', () => {
    const t = new Timeline();
    t.add([msg(1)]);
    t.addPending({
      clientId: 'abc12345',
      kind: 'text',
      text: 'hi',
      image: null,
      voice: null,
      card: null,
      status: 'sending',
      createdAt: new Date().toISOString(),
    });
    expect(seqs(t)).toEqual([1, 'pending:abc12345']);
    t.setPendingStatus('abc12345', 'failed');
    expect(t.getPending('abc12345')?.status).toBe('failed');
    // The socket's copy and the send's answer both arrive: one message.
    const mine = msg(2, { is_self: true, client_id: 'abc12345', text: 'hi' });
    t.add([mine]);
    t.add([mine]);
    expect(seqs(t)).toEqual([1, 2]);
  });

  it('sees a gap when a seq is skipped', () => {
    const t = new Timeline();
    expect(t.isGap(5)).toBe(false);
    t.add([msg(1), msg(2)]);
    expect(t.isGap(3)).toBe(false);
    expect(t.isGap(4)).toBe(true);
  });

  it('helpers: time separators every 5 minutes, recall within 2 minutes of my own, client ids', () => {
    expect(needsTimeSeparator(null, '2026-01-01T12:00:00Z')).toBe(true);
    expect(needsTimeSeparator('2026-01-01T12:00:00Z', '2026-01-01T12:04:59Z')).toBe(false);
    expect(needsTimeSeparator('2026-01-01T12:00:00Z', '2026-01-01T12:05:00Z')).toBe(true);
    const now = Date.parse('2026-01-01T12:00:00Z');
    const mine = msg(1, { is_self: true, created_at: '2026-01-01T11:58:30Z' });
    expect(canRecall(mine, now)).toBe(true);
    expect(canRecall({ ...mine, created_at: '2026-01-01T11:57:59Z' }, now)).toBe(false);
    expect(canRecall({ ...mine, is_self: false }, now)).toBe(false);
    expect(canRecall({ ...mine, recalled: true }, now)).toBe(false);
    const ids = new Set(Array.from({ length: 50 }, newClientId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });
});

describe('catching up after a reconnect', () => {
  it('fetches every page after the last seq seen and drops what it already has', async () => {
    const t = new Timeline();
    t.add([msg(1), msg(2), msg(3)]);
    let last = 10;
    const fetch = server(() => last);
    expect(await catchUp(t, fetch)).toBe(7);
    expect(fetch.calls).toEqual([3, 6, 9]);
    expect(seqs(t)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // Nothing new: one call, nothing added.
    expect(await catchUp(t, fetch)).toBe(0);
    last = 11;
    expect(await catchUp(t, fetch)).toBe(1);
    expect(t.lastSeq).toBe(11);
  });
});

describe('ChatSync', () => {
  it('adds socket messages in order and shows each once, even when the socket repeats one', async () => {
    const t = new Timeline();
    t.add([msg(1)]);
    const changed = vi.fn();
    const fetch = server(() => 3);
    const sync = new ChatSync(t, fetch, changed);
    await sync.receive(msg(2));
    await sync.receive(msg(2));
    await sync.receive(msg(3));
    expect(seqs(t)).toEqual([1, 2, 3]);
    expect(fetch.calls).toEqual([]);
    expect(changed).toHaveBeenCalledTimes(3);
  });

  it('a message that skips seqs fetches the missing ones first', async () => {
    const t = new Timeline();
    t.add([msg(1), msg(2)]);
    const fetch = server(() => 6);
    const sync = new ChatSync(t, fetch, () => undefined);
    await sync.receive(msg(6));
    expect(fetch.calls[0]).toBe(2);
    expect(seqs(t)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('resumes after a drop: what was sent meanwhile arrives once, and socket events racing the catch-up are not doubled', async () => {
    const t = new Timeline();
    t.add([msg(1), msg(2)]);
    let last = 2;
    const fetch = server(() => last, 2);
    const sync = new ChatSync(t, fetch, () => undefined);
    // Disconnected while 3..7 were sent; on reconnect, 8 arrives by socket while catching up.
    last = 8;
    const resumed = sync.resume();
    const live = sync.receive(msg(8));
    await Promise.all([resumed, live]);
    expect(seqs(t)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await resumed).toBe(6);
    // A second reconnect with nothing new adds nothing.
    expect(await sync.resume()).toBe(0);
    expect(seqs(t)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('a failed catch-up on a gap still shows the message and the next resume fills the gap', async () => {
    const t = new Timeline();
    t.add([msg(1)]);
    let offline = true;
    const inner = server(() => 4);
    const fetch: FetchAfter = (a, c) => (offline ? Promise.reject(new Error('offline')) : inner(a, c));
    const sync = new ChatSync(t, fetch, () => undefined);
    await sync.receive(msg(4));
    expect(seqs(t)).toEqual([1, 4]);
    expect(t.lastSeq).toBe(1);
    offline = false;
    // The gap stays the place to resume from: 2 and 3 arrive, 4 is not doubled.
    expect(await sync.resume()).toBe(2);
    expect(seqs(t)).toEqual([1, 2, 3, 4]);
    expect(t.lastSeq).toBe(4);
  });
});
