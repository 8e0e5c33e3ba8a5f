import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { live, message, type EndpointBody } from '@dance/contracts';
import { testFile } from '../../../test/helpers.ts';
import { ok, refused } from '../../../test/kit.ts';
import { RoomClient } from '../../../test/room-client.ts';
import { PushSigner } from './ingest.ts';
import { LiveService } from './lives.ts';
import { LivesRepo } from './lives.repo.ts';
import type { LiveDeps } from './ports.ts';
import { RoomRepo } from './room.repo.ts';

const { t, kit: f, visitor } = await testFile();
await t.app.listen({ host: '127.0.0.1', port: 0 });

const anchor = await f.newUser({ approved: ['anchor'] });
const otherAnchor = await f.newUser({ approved: ['anchor'] });
const viewer = await f.newUser();

/** Turns a live live as the ingest does when it accepts the signed publish. */
async function goLive(id: number): Promise<void> {
  const { rows } = await t.database.pool.query<{ push_nonce: string }>(
    'select push_nonce from live_room where id = $1',
    [id],
  );
  expect(await t.services.live.lives.published(id, rows[0]!.push_nonce)).toBe(true);
}

const newLive = (body: Partial<EndpointBody<typeof live.createLive>> = {}) =>
  ok(t, live.createLive, { token: anchor.token, body: { title: 'Friday cypher', style: 'jam', ...body } });

describe('create-live and edit', () => {
  it('an anchor creates a live now or scheduled, with pinned goods, and sees its signed push address', async () => {
    const shop = await f.newShop();
    const goods = await f.newGoods(shop.id);
    // The shop works with the anchor, so its goods may be pinned (decision 235).
    await ok(t, live.mchAnchorInvite, {
      token: shop.owner.token,
      body: { mch_id: shop.id, anchor_id: anchor.id },
    });
    await ok(t, live.mchAnchorAccept, { token: anchor.token, body: { mch_id: shop.id, accept: 1 } });
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const l = await newLive({ scheduled_at: at, goods_ids: [goods.id] });
    expect(l).toMatchObject({ status: 'scheduled', style: 'jam', is_anchor: true, play: null });
    expect(l.scheduled_at).toBe(at);
    expect(l.pinned_goods.map((g) => g.id)).toEqual([goods.id]);
    expect(l.push!.key).toMatch(new RegExp(`^l${l.id}\\?e=\\d+&n=[0-9a-f]{24}&s=[\\w-]{43}$`));
    expect(l.push!.url).toBe(`${l.push!.server}/${l.push!.key}`);
    const edited = await ok(t, live.createLive, {
      token: anchor.token,
      body: { id: l.id, title: 'Saturday cypher', style: 'battle', goods_ids: [] },
    });
    expect(edited).toMatchObject({ id: l.id, title: 'Saturday cypher', style: 'battle', pinned_goods: [] });
    // Others never see the push address.
    expect((await ok(t, live.detail, { token: viewer.token, query: { id: l.id } })).push).toBeNull();
  });

  it('refuses a visitor, a non-anchor, another anchor, bad input and an edit after the start', async () => {
    const body = { title: 'x', style: 'jam' as const };
    await refused(t, 1403, live.createLive, { token: visitor, body });
    await refused(t, 1405, live.createLive, { token: viewer.token, body });
    const l = await newLive();
    await refused(t, 1405, live.createLive, { token: otherAnchor.token, body: { ...body, id: l.id } });
    await refused(t, 1400, live.createLive, { token: anchor.token, body: { title: '', style: 'jam' } });
    await refused(t, 1400, live.createLive, {
      token: anchor.token,
      body: { title: 'x', style: 'waltz' as never },
    });
    await refused(t, 9017, live.createLive, {
      token: anchor.token,
      body: { ...body, goods_ids: [987654321] },
    });
    await goLive(l.id);
    await refused(t, 9001, live.createLive, { token: anchor.token, body: { ...body, id: l.id } });
  });
});

describe('list, detail, reservation, history, display', () => {
  it('lists live now first, then upcoming soonest first, by style, with a cursor', async () => {
    const style = 'locking' as const;
    const later = await newLive({ style, scheduled_at: new Date(Date.now() + 7_200_000).toISOString() });
    const sooner = await newLive({ style, scheduled_at: new Date(Date.now() + 3_600_000).toISOString() });
    const now = await newLive({ style });
    await goLive(now.id);
    const ended = await newLive({ style });
    await ok(t, live.stop, { token: anchor.token, body: { live_id: ended.id } });
    const p1 = await ok(t, live.list, { token: visitor, query: { style, limit: 2 } });
    expect(p1.list.map((l) => l.id)).toEqual([now.id, sooner.id]);
    expect(p1.list[0]!.status).toBe('live');
    const p2 = await ok(t, live.list, {
      token: visitor,
      query: { style, limit: 2, cursor: p1.next_cursor! },
    });
    expect(p2.list.map((l) => l.id)).toEqual([later.id]);
    expect(p2.next_cursor).toBeNull();
    await refused(t, 1400, live.list, { token: visitor, query: { cursor: 'nope' } });
    const mine = await ok(t, live.list, { token: anchor.token, query: { mine: 1, limit: 50 } });
    expect(mine.list.map((l) => l.id)).toContain(ended.id);
    await refused(t, 1403, live.list, { token: visitor, query: { mine: 1 } });
    const d = await ok(t, live.detail, { token: visitor, query: { id: now.id } });
    expect(d.play).toEqual({ flv: `/live/l${now.id}.flv`, hls: `/live/l${now.id}/index.m3u8` });
    await refused(t, 1404, live.detail, { token: visitor, query: { id: 987654321 } });
    await refused(t, 1400, live.detail, { token: visitor, query: { id: 'x' as never } });
  });

  it('reserves and cancels; the reserver gets a live reminder when it starts', async () => {
    const l = await newLive({ scheduled_at: new Date(Date.now() + 3_600_000).toISOString() });
    const fan = await f.newUser();
    expect(await ok(t, live.reservation, { token: fan.token, body: { live_id: l.id, on: 1 } })).toEqual({
      reserved: true,
      reserve_count: 1,
    });
    expect((await ok(t, live.detail, { token: fan.token, query: { id: l.id } })).reserved).toBe(true);
    await refused(t, 1403, live.reservation, { token: visitor, body: { live_id: l.id } });
    await refused(t, 1404, live.reservation, { token: fan.token, body: { live_id: 987654321 } });
    await refused(t, 1400, live.reservation, { token: fan.token, body: { live_id: 0 } });
    await goLive(l.id);
    const box = await ok(t, message.messageCollection, { token: fan.token, query: {} });
    expect(box.categories.find((c) => c.category === 'live')?.unread).toBe(1);
    await refused(t, 9001, live.reservation, { token: viewer.token, body: { live_id: l.id, on: 1 } });
    expect(await ok(t, live.reservation, { token: fan.token, body: { live_id: l.id, on: 0 } })).toEqual({
      reserved: false,
      reserve_count: 0,
    });
  });

  it('keeps the watch history, last watched first', async () => {
    const a = await newLive();
    const b = await newLive();
    const u = await f.newUser();
    await ok(t, live.addWatchHistory, { token: u.token, body: { live_id: a.id } });
    await ok(t, live.addWatchHistory, { token: u.token, body: { live_id: b.id } });
    await ok(t, live.addWatchHistory, { token: u.token, body: { live_id: a.id } });
    const h = await ok(t, live.watchHistory, { token: u.token, query: { limit: 1 } });
    expect(h.list.map((l) => l.id)).toEqual([a.id]);
    const h2 = await ok(t, live.watchHistory, {
      token: u.token,
      query: { limit: 5, cursor: h.next_cursor! },
    });
    expect(h2.list.map((l) => l.id)).toEqual([b.id]);
    await refused(t, 1403, live.addWatchHistory, { token: visitor, body: { live_id: a.id } });
    await refused(t, 1404, live.addWatchHistory, { token: u.token, body: { live_id: 987654321 } });
    await refused(t, 1400, live.addWatchHistory, { token: u.token, body: {} as never });
  });

  it('answers the display setting an operator changes', async () => {
    expect(await ok(t, live.isDisplayLive, { token: visitor })).toEqual({ is_display: 1 });
    const op = await f.newUser({ roles: ['operator'] });
    await t.services.live.lives.setDisplay(op.id, false);
    expect(await ok(t, live.isDisplayLive, { token: visitor })).toEqual({ is_display: 0 });
    await t.services.live.lives.setDisplay(op.id, true);
    await expect(t.services.live.lives.setDisplay(viewer.id, false)).rejects.toThrow();
  });
});

describe('the detail read through the cache', () => {
  // The app's own service caches nothing in the tests; this one keeps the shared part a minute.
  const cached = new LiveService(
    t.platform,
    t.platform.db,
    new LivesRepo(),
    new RoomRepo(),
    // The detail uses only the anchors' cards and the pinned goods.
    { users: t.services.users, goods: t.services.mall.catalog } as unknown as LiveDeps,
    new PushSigner(t.platform.secret),
    { rtmp: () => 'rtmp://127.0.0.1:1935', play: '' },
    60_000,
  );

  it("never answers a viewer's own reservation, nor the anchor's push address, from another's answer", async () => {
    const l = await newLive({ scheduled_at: new Date(Date.now() + 3_600_000).toISOString() });
    const fan = await f.newUser();
    const late = await f.newUser();
    await ok(t, live.reservation, { token: fan.token, body: { live_id: l.id, on: 1 } });
    // The anchor asks first: their push address must not stay in the shared part.
    const own = await cached.detail(anchor.id, l.id);
    expect(own).toMatchObject({ is_anchor: true, reserved: false, reserve_count: 1 });
    expect(own.push?.key).toMatch(new RegExp(`^l${l.id}\\?`));
    expect(await cached.detail(null, l.id)).toMatchObject({ is_anchor: false, push: null, reserved: false });
    expect(await cached.detail(fan.id, l.id)).toMatchObject({ reserved: true, push: null, reserve_count: 1 });
    expect((await cached.detail(late.id, l.id)).reserved).toBe(false);
    // The late fan's own flag shows at once; the shared count may lag up to the cache time.
    await ok(t, live.reservation, { token: late.token, body: { live_id: l.id, on: 1 } });
    expect(await cached.detail(late.id, l.id)).toMatchObject({ reserved: true, reserve_count: 1 });
    expect((await ok(t, live.detail, { token: visitor, query: { id: l.id } })).reserve_count).toBe(2);
    // The anchor sees their own live fresh: an edit shows to them at once.
    await ok(t, live.createLive, {
      token: anchor.token,
      body: { id: l.id, title: 'Renamed cypher', style: 'jam' },
    });
    expect(await cached.detail(anchor.id, l.id)).toMatchObject({ title: 'Renamed cypher', reserve_count: 2 });
    expect((await cached.detail(viewer.id, l.id)).title).toBe('Friday cypher');
    await expect(cached.detail(null, 987654321)).rejects.toThrow();
  });
});

describe('anchor-detail', () => {
  it("answers an anchor's profile with followers, lives now and upcoming, and ended lives", async () => {
    const a = await f.newUser({ approved: ['anchor'] });
    const up = await ok(t, live.createLive, { token: a.token, body: { title: 'Up next', style: 'house' } });
    const done = await ok(t, live.createLive, { token: a.token, body: { title: 'Done', style: 'house' } });
    await ok(t, live.stop, { token: a.token, body: { live_id: done.id } });
    const d = await ok(t, live.anchorDetail, { token: visitor, query: { id: a.id } });
    expect(d.anchor).toMatchObject({ id: a.id, nickname: a.nickname, fans_count: 0 });
    expect(d.upcoming.map((l) => l.id)).toEqual([up.id]);
    expect(d.ended.map((l) => l.id)).toEqual([done.id]);
    await refused(t, 1404, live.anchorDetail, { token: visitor, query: { id: viewer.id } });
    await refused(t, 1400, live.anchorDetail, { token: visitor, query: { id: 'me' as never } });
  });
});

describe('stop and destroy', () => {
  it('only the anchor stops or destroys their own live; a running one is stopped first', async () => {
    const l = await newLive();
    await goLive(l.id);
    await refused(t, 1403, live.stop, { token: visitor, body: { live_id: l.id } });
    await refused(t, 1405, live.stop, { token: otherAnchor.token, body: { live_id: l.id } });
    await refused(t, 1405, live.destroy, { token: viewer.token, body: { live_id: l.id } });
    await refused(t, 1400, live.stop, { token: anchor.token, body: { live_id: -1 } });
    await ok(t, live.destroy, { token: anchor.token, body: { live_id: l.id } });
    const { rows } = await t.database.pool.query('select status, destroyed from live_room where id = $1', [
      l.id,
    ]);
    expect(rows[0]).toEqual({ status: 'ended', destroyed: true });
    await refused(t, 1404, live.detail, { token: visitor, query: { id: l.id } });
    await refused(t, 1404, live.stop, { token: anchor.token, body: { live_id: l.id } });
  });
});

/** A viewer's socket subscribed to the live's room. */
const openRoom = (token: string, liveId: number) =>
  RoomClient.open((t.app.server.address() as AddressInfo).port, token, liveId);

describe('the room', () => {
  it('joins and leaves with presence, fans chat, likes, joins and the end out to every viewer', async () => {
    const l = await newLive();
    await refused(t, 9001, live.sendMessage, { token: viewer.token, body: { live_id: l.id, content: 'hi' } });
    await goLive(l.id);
    const a = await openRoom(anchor.token, l.id);
    const v = await openRoom(viewer.token, l.id);
    expect(await ok(t, live.join, { token: viewer.token, body: { live_id: l.id } })).toEqual({
      viewer_count: 1,
      like_count: 0,
    });
    const other = await f.newUser();
    expect((await ok(t, live.join, { token: other.token, body: { live_id: l.id } })).viewer_count).toBe(2);
    // A heartbeat keeps the count.
    expect((await ok(t, live.join, { token: other.token, body: { live_id: l.id } })).viewer_count).toBe(2);
    await a.until((e) => e.type === 'live.join' && e.viewer_count === 2);
    await ok(t, live.sendMessage, { token: viewer.token, body: { live_id: l.id, content: 'fire round!' } });
    await a.until((e) => e.type === 'live.chat' && e.content === 'fire round!');
    await ok(t, live.sendMessage, { token: anchor.token, body: { live_id: l.id, content: 'thanks' } });
    await v.until((e) => e.type === 'live.chat' && e.content === 'thanks');
    expect(await ok(t, live.like, { token: viewer.token, body: { live_id: l.id, count: 7 } })).toEqual({
      like_count: 7,
    });
    await a.until((e) => e.type === 'live.like' && e.like_count === 7);
    expect((await ok(t, live.leave, { token: other.token, body: { live_id: l.id } })).viewer_count).toBe(1);
    expect((await ok(t, live.detail, { token: visitor, query: { id: l.id } })).peak_viewers).toBe(2);
    await ok(t, live.stop, { token: anchor.token, body: { live_id: l.id } });
    await v.until((e) => e.type === 'live.status' && e.status === 'ended');
    a.ws.close();
    v.ws.close();
  });

  it("a visitor watches the room's chat before logging in, but cannot send", async () => {
    const l = await newLive();
    await goLive(l.id);
    const fan = await f.newUser();
    const watcher = await openRoom(visitor, l.id);
    expect(watcher.events[0]).toEqual({ type: 'ready', user_id: null });
    await ok(t, live.sendMessage, {
      token: fan.token,
      body: { live_id: l.id, content: 'visitors see this' },
    });
    await watcher.until((e) => e.type === 'live.chat' && e.content === 'visitors see this');
    await refused(t, 1403, live.sendMessage, { token: visitor, body: { live_id: l.id, content: 'me too' } });
    // Unsubscribed, it hears nothing more of the room (the same process delivers to both sockets).
    watcher.ws.send(JSON.stringify({ type: 'live.unsubscribe', live_id: l.id }));
    watcher.ws.send(JSON.stringify({ type: 'ping' }));
    await watcher.until((e) => e.type === 'pong');
    const a = await openRoom(anchor.token, l.id);
    await ok(t, live.sendMessage, { token: fan.token, body: { live_id: l.id, content: 'last' } });
    await a.until((e) => e.type === 'live.chat' && e.content === 'last');
    expect(watcher.events.some((e) => e.type === 'live.chat' && e.content === 'last')).toBe(false);
    watcher.ws.close();
    a.ws.close();
  });

  it('filters chat words, rate-limits chat and refuses visitors and bad input', async () => {
    const l = await newLive();
    await goLive(l.id);
    const blocked = await f.newWord('block');
    await refused(t, 3001, live.sendMessage, {
      token: viewer.token,
      body: { live_id: l.id, content: `buy ${blocked} now` },
    });
    await refused(t, 1403, live.sendMessage, { token: visitor, body: { live_id: l.id, content: 'hi' } });
    await refused(t, 1403, live.join, { token: visitor, body: { live_id: l.id } });
    await refused(t, 1400, live.sendMessage, { token: viewer.token, body: { live_id: l.id, content: ' ' } });
    await refused(t, 1400, live.like, { token: viewer.token, body: { live_id: l.id, count: 51 } });
    await refused(t, 1404, live.join, { token: viewer.token, body: { live_id: 987654321 } });
    const chatty = await f.newUser();
    for (let i = 0; i < 5; i++)
      await ok(t, live.sendMessage, { token: chatty.token, body: { live_id: l.id, content: `m${i}` } });
    await refused(t, 6003, live.sendMessage, { token: chatty.token, body: { live_id: l.id, content: 'm5' } });
  });
});
