import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { live } from '@dance/contracts';
import { testFile, userRow } from '../../../test/helpers.ts';
import { ok, refused } from '../../../test/kit.ts';
import { RoomClient } from '../../../test/room-client.ts';

const { t, kit: f, visitor } = await testFile();
await t.app.listen({ host: '127.0.0.1', port: 0 });

const anchor = await f.newUser({ approved: ['anchor'] });

async function runningLive() {
  const l = await ok(t, live.createLive, { token: anchor.token, body: { title: 'Cypher', style: 'jam' } });
  const { rows } = await t.database.pool.query<{ push_nonce: string }>(
    'select push_nonce from live_room where id = $1',
    [l.id],
  );
  expect(await t.services.live.lives.published(l.id, rows[0]!.push_nonce)).toBe(true);
  return l;
}

/** A viewer's socket subscribed to the live's room. */
const openRoom = (token: string, liveId: number) =>
  RoomClient.open((t.app.server.address() as AddressInfo).port, token, liveId);

const gift = (liveId: number, clientId: string) => ({
  live_id: liveId,
  gift_id: 'clap' as const,
  num: 1,
  client_id: clientId,
});

describe('room admins', () => {
  it('the anchor appoints and dismisses admins, at most ten; others and bad input are refused', async () => {
    const a = await f.newUser({ approved: ['anchor'] });
    const plain = await f.newUser();
    const users = await Promise.all(Array.from({ length: 11 }, () => f.newUser()));
    await refused(t, 1403, live.roomAdmins, { token: visitor });
    await refused(t, 1403, live.roomAdmin, { token: visitor, body: { user_id: plain.id, on: 1 } });
    // Only an approved anchor appoints, never themself, only existing users.
    await refused(t, 1405, live.roomAdmin, { token: plain.token, body: { user_id: users[0]!.id, on: 1 } });
    await refused(t, 1405, live.roomAdmin, { token: a.token, body: { user_id: a.id, on: 1 } });
    await refused(t, 1404, live.roomAdmin, { token: a.token, body: { user_id: 987654321, on: 1 } });
    await refused(t, 1400, live.roomAdmin, { token: a.token, body: { user_id: plain.id, on: 2 as never } });
    for (const u of users.slice(0, 10))
      await ok(t, live.roomAdmin, { token: a.token, body: { user_id: u.id, on: 1 } });
    // Appointing again is a no-op, even when full.
    const again = await ok(t, live.roomAdmin, { token: a.token, body: { user_id: users[0]!.id, on: 1 } });
    expect(again.list).toHaveLength(10);
    await refused(t, 9016, live.roomAdmin, { token: a.token, body: { user_id: users[10]!.id, on: 1 } });
    const after = await ok(t, live.roomAdmin, { token: a.token, body: { user_id: users[0]!.id, on: 0 } });
    expect(after.list.map((x) => x.id)).not.toContain(users[0]!.id);
    await ok(t, live.roomAdmin, { token: a.token, body: { user_id: users[10]!.id, on: 1 } });
    const mine = await ok(t, live.roomAdmins, { token: a.token });
    expect(mine.list).toHaveLength(10);
    expect(mine.list.map((x) => x.id)).toContain(users[10]!.id);
    expect(mine.list[0]).toEqual(
      expect.objectContaining({ nickname: expect.any(String), created_at: expect.any(String) }),
    );
    expect((await ok(t, live.roomAdmins, { token: plain.token })).list).toEqual([]);
  });
});

describe('mute and remove', () => {
  it('a muted viewer cannot chat, like or send gifts until unmuted; everyone hears it', async () => {
    const l = await runningLive();
    const v = await f.newUser();
    await f.givePoints(v.id, 10);
    const other = await f.newUser();
    const watcher = await openRoom(other.token, l.id);
    const target = await openRoom(v.token, l.id);
    await ok(t, live.join, { token: v.token, body: { live_id: l.id } });
    expect(await ok(t, live.roomMe, { token: v.token, query: { live_id: l.id } })).toEqual({
      muted: false,
      removed: false,
      is_admin: false,
      can_moderate: false,
    });
    expect((await ok(t, live.roomMe, { token: anchor.token, query: { live_id: l.id } })).can_moderate).toBe(
      true,
    );

    expect(
      await ok(t, live.mute, { token: anchor.token, body: { live_id: l.id, user_id: v.id, on: 1 } }),
    ).toEqual({
      muted: true,
    });
    await watcher.until(
      (e) => e.type === 'live.mute' && e.muted === true && (e.user as { id: number }).id === v.id,
    );
    await target.until((e) => e.type === 'live.mute' && e.muted === true);
    expect((await ok(t, live.roomMe, { token: v.token, query: { live_id: l.id } })).muted).toBe(true);
    // The anchor, opening the sheet on that viewer later (after a reload), reads their standing;
    // another viewer may not.
    expect(
      await ok(t, live.roomMe, { token: anchor.token, query: { live_id: l.id, user_id: v.id } }),
    ).toEqual({ muted: true, removed: false, is_admin: false, can_moderate: false });
    await refused(t, 1405, live.roomMe, { token: other.token, query: { live_id: l.id, user_id: v.id } });
    expect(
      (await ok(t, live.roomMe, { token: other.token, query: { live_id: l.id, user_id: other.id } })).muted,
    ).toBe(false);
    const before = await ok(t, live.detail, { token: visitor, query: { id: l.id } });
    await refused(t, 9014, live.sendMessage, { token: v.token, body: { live_id: l.id, content: 'hey' } });
    await refused(t, 9014, live.like, { token: v.token, body: { live_id: l.id, count: 3 } });
    await refused(t, 9014, live.sendGift, { token: v.token, body: gift(l.id, `muted-${v.id}`) });
    const unchanged = await ok(t, live.detail, { token: visitor, query: { id: l.id } });
    expect([unchanged.like_count, unchanged.gift_points]).toEqual([before.like_count, before.gift_points]);
    expect(Number((await userRow(t, v.id)).integral)).toBe(10);
    await watcher.settle();
    expect(watcher.events.some((e) => e.type === 'live.chat' && e.content === 'hey')).toBe(false);
    // Still in the room: a muted viewer keeps watching.
    expect(
      (await ok(t, live.join, { token: v.token, body: { live_id: l.id } })).viewer_count,
    ).toBeGreaterThan(0);

    await ok(t, live.mute, { token: anchor.token, body: { live_id: l.id, user_id: v.id, on: 0 } });
    await watcher.until((e) => e.type === 'live.mute' && e.muted === false);
    await ok(t, live.sendMessage, { token: v.token, body: { live_id: l.id, content: 'back' } });
    await watcher.until((e) => e.type === 'live.chat' && e.content === 'back');
    expect((await ok(t, live.like, { token: v.token, body: { live_id: l.id, count: 2 } })).like_count).toBe(
      before.like_count + 2,
    );
    await ok(t, live.sendGift, { token: v.token, body: gift(l.id, `unmuted-${v.id}`) });
    watcher.ws.close();
    target.ws.close();
  });

  it('a room admin mutes and removes viewers, never the anchor or another admin; others are refused', async () => {
    const l = await runningLive();
    const admin = await f.newUser();
    const admin2 = await f.newUser();
    const v = await f.newUser();
    const stranger = await f.newUser();
    const body = (by: number) => ({ live_id: l.id, user_id: by, on: 1 as const });
    // Not yet an admin: refused.
    await refused(t, 1405, live.mute, { token: admin.token, body: body(v.id) });
    await refused(t, 1405, live.removeViewer, {
      token: stranger.token,
      body: { live_id: l.id, user_id: v.id },
    });
    await ok(t, live.roomAdmin, { token: anchor.token, body: { user_id: admin.id, on: 1 } });
    await ok(t, live.roomAdmin, { token: anchor.token, body: { user_id: admin2.id, on: 1 } });
    expect(await ok(t, live.roomMe, { token: admin.token, query: { live_id: l.id } })).toEqual(
      expect.objectContaining({ is_admin: true, can_moderate: true }),
    );
    await ok(t, live.mute, { token: admin.token, body: body(v.id) });
    await refused(t, 9014, live.sendMessage, { token: v.token, body: { live_id: l.id, content: 'x' } });
    // The anchor is never muted nor removed, by an admin or by themself.
    await refused(t, 1405, live.mute, { token: admin.token, body: body(anchor.id) });
    await refused(t, 1405, live.mute, { token: anchor.token, body: body(anchor.id) });
    await refused(t, 1405, live.removeViewer, {
      token: admin.token,
      body: { live_id: l.id, user_id: anchor.id },
    });
    // An admin never acts on another admin; the anchor may.
    await refused(t, 1405, live.mute, { token: admin.token, body: body(admin2.id) });
    await refused(t, 1405, live.removeViewer, {
      token: admin.token,
      body: { live_id: l.id, user_id: admin2.id },
    });
    await ok(t, live.mute, { token: anchor.token, body: body(admin2.id) });
    // Dismissed, an admin is a viewer again.
    await ok(t, live.roomAdmin, { token: anchor.token, body: { user_id: admin.id, on: 0 } });
    await refused(t, 1405, live.mute, { token: admin.token, body: { ...body(v.id), on: 0 } });
    // Visitors, bad input, unknown lives and users.
    await refused(t, 1403, live.mute, { token: visitor, body: body(v.id) });
    await refused(t, 1403, live.removeViewer, { token: visitor, body: { live_id: l.id, user_id: v.id } });
    await refused(t, 1403, live.roomMe, { token: visitor, query: { live_id: l.id } });
    await refused(t, 1400, live.mute, { token: anchor.token, body: { live_id: l.id, user_id: 0, on: 1 } });
    await refused(t, 1400, live.mute, {
      token: anchor.token,
      body: { live_id: l.id, user_id: v.id } as never,
    });
    await refused(t, 1400, live.removeViewer, {
      token: anchor.token,
      body: { live_id: 'x', user_id: v.id } as never,
    });
    await refused(t, 1404, live.mute, { token: anchor.token, body: { ...body(v.id), live_id: 987654321 } });
    await refused(t, 1404, live.mute, { token: anchor.token, body: body(987654321) });
    // Another anchor's live is not theirs to moderate.
    const otherAnchor = await f.newUser({ approved: ['anchor'] });
    await refused(t, 1405, live.mute, { token: otherAnchor.token, body: body(v.id) });
  });

  it('a removed viewer leaves the room, its channel and its count, and cannot join again', async () => {
    const l = await runningLive();
    const v = await f.newUser();
    const other = await f.newUser();
    await ok(t, live.roomAdmin, { token: anchor.token, body: { user_id: other.id, on: 0 } });
    const watcher = await openRoom(other.token, l.id);
    const target = await openRoom(v.token, l.id);
    await ok(t, live.join, { token: other.token, body: { live_id: l.id } });
    expect((await ok(t, live.join, { token: v.token, body: { live_id: l.id } })).viewer_count).toBe(2);

    expect(
      await ok(t, live.removeViewer, { token: anchor.token, body: { live_id: l.id, user_id: v.id } }),
    ).toBeNull();
    await target.until((e) => e.type === 'live.remove' && (e.user as { id: number }).id === v.id);
    await watcher.until((e) => e.type === 'live.remove');
    const { rows } = await t.database.pool.query(
      'select 1 from live_presence where live_id = $1 and user_id = $2',
      [l.id, v.id],
    );
    expect(rows).toHaveLength(0);
    await refused(t, 9015, live.join, { token: v.token, body: { live_id: l.id } });
    await refused(t, 9015, live.sendMessage, {
      token: v.token,
      body: { live_id: l.id, content: 'let me in' },
    });
    expect((await ok(t, live.join, { token: other.token, body: { live_id: l.id } })).viewer_count).toBe(1);
    expect(await ok(t, live.roomMe, { token: v.token, query: { live_id: l.id } })).toEqual(
      expect.objectContaining({ removed: true }),
    );
    // Its socket no longer hears the room (PostgreSQL delivers the eviction before any later
    // event, in commit order), and subscribing again does nothing.
    await ok(t, live.sendMessage, { token: other.token, body: { live_id: l.id, content: 'probe' } });
    await watcher.until((e) => e.type === 'live.chat' && e.content === 'probe');
    await target.settle();
    expect(target.events.some((e) => e.type === 'live.chat')).toBe(false);
    target.events.length = 0;
    target.ws.send(JSON.stringify({ type: 'live.subscribe', live_id: l.id }));
    await target.settle();
    expect(target.events.some((e) => e.type === 'live.subscribed')).toBe(false);
    target.events.length = 0;
    await ok(t, live.sendMessage, { token: other.token, body: { live_id: l.id, content: 'after' } });
    await watcher.until((e) => e.type === 'live.chat' && e.content === 'after');
    await target.settle();
    expect(target.events.some((e) => e.type === 'live.chat')).toBe(false);
    watcher.ws.close();
    target.ws.close();
  });
});

describe('watch time', () => {
  it("adds each viewer's seconds since their previous beat, capped at the presence window", async () => {
    const l = await runningLive();
    const a = await f.newUser();
    const b = await f.newUser();
    const seconds = async () =>
      Number(
        (await t.database.pool.query('select watch_seconds from live_room where id = $1', [l.id])).rows[0]
          .watch_seconds,
      );
    const back = (userId: number, s: number) =>
      t.database.pool.query(
        `update live_presence set seen_at = seen_at - make_interval(secs => $3) where live_id = $1 and user_id = $2`,
        [l.id, userId, s],
      );
    await ok(t, live.join, { token: a.token, body: { live_id: l.id } });
    await ok(t, live.join, { token: b.token, body: { live_id: l.id } });
    // A first join counts nothing; the anchor's own beats never count.
    await ok(t, live.join, { token: anchor.token, body: { live_id: l.id } });
    await t.database.pool.query(
      "update live_presence set seen_at = seen_at - interval '30 seconds' where live_id = $1 and user_id = $2",
      [l.id, anchor.id],
    );
    await ok(t, live.join, { token: anchor.token, body: { live_id: l.id } });
    expect(await seconds()).toBe(0);
    await back(a.id, 20);
    await back(b.id, 25);
    await ok(t, live.join, { token: a.token, body: { live_id: l.id } });
    await ok(t, live.join, { token: b.token, body: { live_id: l.id } });
    const s1 = await seconds();
    expect(s1).toBeGreaterThanOrEqual(45);
    expect(s1).toBeLessThanOrEqual(47);
    // A viewer whose last beat is long gone adds at most the window.
    await back(a.id, 3600);
    await ok(t, live.join, { token: a.token, body: { live_id: l.id } });
    expect(await seconds()).toBeLessThanOrEqual(s1 + 61);
    expect(await seconds()).toBeGreaterThanOrEqual(s1 + 60);
    expect((await ok(t, live.detail, { token: anchor.token, query: { id: l.id } })).watch_seconds).toBe(
      await seconds(),
    );
  });
});
