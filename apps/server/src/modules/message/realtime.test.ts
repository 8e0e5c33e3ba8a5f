import { describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { message } from '@dance/contracts';
import type { RealtimeEvent } from '@dance/contracts/message';
import { newUser, randomIp, testApp, visitorToken, type TestApp } from '../../../test/helpers.ts';
import { ok } from '../../../test/kit.ts';
import { chatFactories, cid, paidNotice } from './test-factories.ts';

// Two (later three) app instances on one database stand for server processes, each on a real port.
const one = await testApp();
const two = await testApp();
await Promise.all([one, two].map((x) => x.app.listen({ port: 0, host: '127.0.0.1' })));
const chat = chatFactories(one);

function wsUrl(t: TestApp, token?: string): string {
  const addr = t.app.server.address();
  if (!addr || typeof addr !== 'object') throw new Error('not listening');
  return `ws://127.0.0.1:${addr.port}/ws${token ? `?token=${encodeURIComponent(token)}` : ''}`;
}

/** A client as the web app keeps it: one socket, every event it received in order. */
class Client {
  readonly events: RealtimeEvent[] = [];
  readonly closed: Promise<number>;

  constructor(readonly ws: WebSocket) {
    ws.on('message', (raw) => this.events.push(JSON.parse(String(raw)) as RealtimeEvent));
    this.closed = new Promise((resolve) => ws.on('close', (code) => resolve(code)));
  }

  /** Connects and authenticates with its first frame (or the URL), answering once `ready`. */
  static async open(t: TestApp, token: string, via: 'frame' | 'url' = 'frame'): Promise<Client> {
    const ws = new WebSocket(wsUrl(t, via === 'url' ? token : undefined));
    const c = new Client(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    if (via === 'frame') ws.send(JSON.stringify({ type: 'auth', token }));
    await c.until((e) => e.type === 'ready');
    return c;
  }

  async until(pred: (e: RealtimeEvent) => boolean, timeout = 5000): Promise<RealtimeEvent> {
    const start = Date.now();
    for (;;) {
      const hit = this.events.find(pred);
      if (hit) return hit;
      if (Date.now() - start > timeout) throw new Error(`no such event in ${JSON.stringify(this.events)}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  /** The chat messages received, in arrival order. */
  messages(conversationId: number) {
    return this.events.flatMap((e) =>
      e.type === 'message' && e.message.conversation_id === conversationId ? [e.message] : [],
    );
  }

  close() {
    this.ws.close();
    return this.closed;
  }
}

const orderNotice = (userId: number, key: string) => paidNotice({ userId }, key);

const sendVia = (t: TestApp, token: string, conversationId: number, text: string) =>
  ok(t, message.messageSend, {
    token,
    body: { conversation_id: conversationId, client_id: cid(), text },
    headers: { 'x-forwarded-for': randomIp() },
  });

describe('/ws', () => {
  it('authenticates with an access token (first frame or URL); anything else is closed 4401', async () => {
    const u = await newUser(one);
    const byFrame = await Client.open(one, u.token);
    expect(byFrame.events[0]).toEqual({ type: 'ready', user_id: u.id });
    byFrame.ws.send(JSON.stringify({ type: 'ping' }));
    await byFrame.until((e) => e.type === 'pong');
    const byUrl = await Client.open(two, u.token, 'url');
    expect(byUrl.events[0]).toEqual({ type: 'ready', user_id: u.id });
    await Promise.all([byFrame.close(), byUrl.close()]);

    for (const token of ['nonsense', '']) {
      const ws = new WebSocket(wsUrl(one));
      const c = new Client(ws);
      await new Promise((resolve) => ws.once('open', resolve));
      ws.send(JSON.stringify({ type: 'auth', token }));
      expect(await c.closed).toBe(4401);
      expect(c.events.some((e) => e.type === 'ready')).toBe(false);
    }
  });

  it("a visitor's token opens a visitor's socket: nobody's messages, badges or chats reach it", async () => {
    const { a, conversationId } = await chat.pair();
    const v = await Client.open(one, await visitorToken(one.app));
    expect(v.events[0]).toEqual({ type: 'ready', user_id: null });
    const x = await Client.open(one, a.token);
    await sendVia(one, a.token, conversationId, 'for my peer only');
    await x.until((e) => e.type === 'message');
    // A frame only users may send (none is open to visitors but a live room's) does nothing.
    v.ws.send(JSON.stringify({ type: 'auth', token: a.token }));
    v.ws.send(JSON.stringify({ type: 'ping' }));
    await v.until((e) => e.type === 'pong');
    expect(v.events.map((e) => e.type)).toEqual(['ready', 'pong']);
    await Promise.all([v.close(), x.close()]);
  });

  it("a message's frames carry its id, number and time; an answer sends a read receipt, a second message none", async () => {
    const { a, b, conversationId } = await chat.pair();
    const x = await Client.open(one, a.token);
    const y = await Client.open(two, b.token);
    // a wrote "hello" (1) and writes again: nothing unread before it, so no receipt for b.
    const question = await sendVia(one, a.token, conversationId, 'question');
    const toB = await y.until((e) => e.type === 'message' && e.message.id === question.id);
    const toA = await x.until((e) => e.type === 'message' && e.message.id === question.id);
    for (const [frame, self] of [
      [toB, false],
      [toA, true],
    ] as const) {
      if (frame.type !== 'message') throw new Error('not a message');
      expect(frame.message).toEqual({
        ...question,
        is_self: self,
        client_id: self ? question.client_id : '',
      });
    }
    await y.until((e) => e.type === 'badge' && e.statistics.chat === 2);
    // b answers, reading both: a sees them read up to the answer, and b's badge is clear.
    const answer = await sendVia(two, b.token, conversationId, 'answer');
    const receipt = await x.until((e) => e.type === 'read' && e.read_seq === answer.seq);
    expect(receipt).toEqual({ type: 'read', conversation_id: conversationId, is_self: false, read_seq: 3 });
    await y.until((e) => e.type === 'badge' && e.statistics.chat === 0);
    // b writes again with nothing unread: no receipt, and b's badge is not told again.
    const badgesOfB = () => y.events.filter((e) => e.type === 'badge').length;
    const before = badgesOfB();
    const again = await sendVia(two, b.token, conversationId, 'again');
    await x.until((e) => e.type === 'message' && e.message.id === again.id);
    await x.until((e) => e.type === 'badge' && e.statistics.chat === 2);
    await new Promise((r) => setTimeout(r, 200));
    expect(x.events.filter((e) => e.type === 'read')).toHaveLength(1);
    expect(badgesOfB()).toBe(before);
    await Promise.all([x.close(), y.close()]);
  });

  it('messages both ways between two processes arrive once each and in order, with badges, reads and recalls', async () => {
    const { a, b, conversationId } = await chat.pair();
    const x = await Client.open(one, a.token);
    const y = await Client.open(two, b.token);
    // Each user sends through the other's process too: ten each, both at the same time.
    await Promise.all([
      (async () => {
        for (let i = 0; i < 10; i++) await sendVia(i % 2 ? one : two, a.token, conversationId, `a${i}`);
      })(),
      (async () => {
        for (let i = 0; i < 10; i++) await sendVia(i % 2 ? two : one, b.token, conversationId, `b${i}`);
      })(),
    ]);
    const expected = Array.from({ length: 20 }, (_, i) => i + 2);
    for (const c of [x, y]) {
      await c.until(() => c.messages(conversationId).length >= 20);
      await new Promise((r) => setTimeout(r, 100));
      expect(c.messages(conversationId).map((m) => m.seq)).toEqual(expected);
    }
    expect(
      x
        .messages(conversationId)
        .filter((m) => m.is_self)
        .map((m) => m.text),
    ).toEqual(Array.from({ length: 10 }, (_, i) => `a${i}`));
    expect(
      y
        .messages(conversationId)
        .filter((m) => !m.is_self)
        .every((m) => m.from.id === a.id),
    ).toBe(true);
    // The receiving side's badge follows; a read reaches the other side as a receipt. (The last
    // of the twenty may be b's own, which b has read by sending it: one more from a makes sure
    // there is something for b's read to move over.)
    await sendVia(one, a.token, conversationId, 'a10');
    await y.until(() => y.messages(conversationId).length === 21);
    await y.until((e) => e.type === 'badge' && e.statistics.chat > 0);
    await ok(two, message.messageRead, { token: b.token, body: { conversation_id: conversationId } });
    const receipt = await x.until((e) => e.type === 'read' && e.read_seq === 22);
    expect(receipt).toMatchObject({ conversation_id: conversationId, is_self: false });
    await y.until((e) => e.type === 'badge' && e.statistics.chat === 0);
    const last = x.messages(conversationId).at(-1)!;
    const mine = x
      .messages(conversationId)
      .filter((m) => m.is_self)
      .at(-1)!;
    await ok(one, message.messageRecall, { token: a.token, body: { message_id: mine.id } });
    await y.until((e) => e.type === 'recall' && e.id === mine.id);
    await x.until((e) => e.type === 'recall' && e.id === mine.id);
    expect(last.seq).toBe(22);
    await Promise.all([x.close(), y.close()]);
  });

  it('a notice reaches its user as a badge through another process; a repeated cause sends none', async () => {
    const u = await newUser(one);
    const x = await Client.open(two, u.token);
    const paid = (key: string) => orderNotice(u.id, key);
    const orders = () => x.events.flatMap((e) => (e.type === 'badge' ? [e.statistics.order] : []));
    await one.services.messages.notifyAll(undefined, [paid('n1')]);
    await x.until((e) => e.type === 'badge');
    // The same cause again moves no box: no hint, so no badge (a badge sent would read order 1).
    await one.services.messages.notifyAll(undefined, [paid('n1')]);
    await new Promise((r) => setTimeout(r, 200));
    await one.services.messages.notifyAll(undefined, [paid('n2')]);
    await x.until((e) => e.type === 'badge' && e.statistics.order === 2);
    expect(orders()).toEqual([1, 2]);
    await x.close();
  });

  it('the badge counts another process keeps are dropped when the hint of a change reaches it', async () => {
    const u = await newUser(one);
    const order = (key: string) => orderNotice(u.id, key);
    await one.services.messages.notifyAll(undefined, [order('k1')]);
    const read = async () => (await ok(two, message.messageStatistics, { token: u.token })).order;
    await vi.waitFor(async () => expect(await read()).toBe(1), { timeout: 3000 });
    // Kept by the second process now: asked again, it answers without reading.
    expect(await read()).toBe(1);
    await one.services.messages.notifyAll(undefined, [order('k2')]);
    // Without the hint it would answer 1 until its counters lapse (10 s).
    await vi.waitFor(async () => expect(await read()).toBe(2), { timeout: 3000, interval: 20 });
  });

  it("the box's first page another process keeps shows a new message as soon as its event reaches it", async () => {
    const { a, conversationId } = await chat.pair();
    // The sender's own box: their counters do not move (they had read everything), only the
    // message's event names it.
    const box = async () =>
      (await ok(two, message.messageCollection, { token: a.token, query: {} })).list.map(
        (c) => c.last_message?.text,
      );
    expect(await box()).toEqual(['hello']);
    expect(await box()).toEqual(['hello']);
    await chat.send(a, { conversation_id: conversationId, text: 'from the first process' });
    // Kept for 10 s without the event.
    await vi.waitFor(async () => expect(await box()).toEqual(['from the first process']), {
      timeout: 3000,
      interval: 20,
    });
  });

  it('a process goes away: its client reconnects to the other and gets what it missed, each message once', async () => {
    const three = await testApp();
    await three.app.listen({ port: 0, host: '127.0.0.1' });
    const { a, b, conversationId } = await chat.pair();
    const x = await Client.open(three, a.token);
    const y = await Client.open(two, b.token);
    for (let i = 0; i < 3; i++) await sendVia(two, b.token, conversationId, `before ${i}`);
    await x.until(() => x.messages(conversationId).length === 3);
    const lastSeen = Math.max(...x.messages(conversationId).map((m) => m.seq));
    expect(lastSeen).toBe(4);

    await three.app.close();
    expect(await x.closed).not.toBe(4401);
    // Meanwhile the other side keeps writing.
    for (let i = 0; i < 5; i++) await sendVia(two, b.token, conversationId, `meanwhile ${i}`);
    const again = await Client.open(two, a.token);
    const missed = await ok(two, message.messageList, {
      token: a.token,
      query: { conversation_id: conversationId, after_seq: lastSeen, limit: 50 },
    });
    for (let i = 0; i < 3; i++) await sendVia(one, b.token, conversationId, `after ${i}`);
    await again.until(() => again.messages(conversationId).length === 3);
    await new Promise((r) => setTimeout(r, 100));

    const seen = [
      ...x.messages(conversationId).map((m) => m.seq),
      ...missed.list.map((m) => (m.type === 'message' ? m.seq : 0)),
      ...again.messages(conversationId).map((m) => m.seq),
    ];
    expect(seen).toEqual(Array.from({ length: 11 }, (_, i) => i + 2));
    expect(y.messages(conversationId).filter((m) => m.is_self)).toHaveLength(11);
    await Promise.all([again.close(), y.close()]);
  });
});
