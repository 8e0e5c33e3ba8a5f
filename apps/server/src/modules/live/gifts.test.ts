import { describe, expect, it } from 'vitest';
import { live } from '@dance/contracts';
import { api, ok, refused } from '../../../test/kit.ts';
import { testFile, userRow } from '../../../test/helpers.ts';

const { t, kit: f, visitor } = await testFile();
const anchor = await f.newUser({ approved: ['anchor'] });

async function runningLive() {
  const l = await ok(t, live.createLive, { token: anchor.token, body: { title: 'Gifts', style: 'jam' } });
  const { rows } = await t.database.pool.query<{ push_nonce: string }>(
    'select push_nonce from live_room where id = $1',
    [l.id],
  );
  await t.services.live.lives.published(l.id, rows[0]!.push_nonce);
  return l;
}

const points = async (id: number) => Number((await userRow(t, id)).integral);
const ledger = async (userId: number, kind: string) =>
  (
    await t.database.pool.query<{ n: string; s: string | null }>(
      "select count(*) as n, sum(change) as s from integral_log where user_id = $1 and kind = $2 and source_type = 'live_gift'",
      [userId, kind],
    )
  ).rows[0]!;

describe('gifts', () => {
  it('lists the catalogue in points; refuses visitors, bad gifts, the anchor and a live not running', async () => {
    const g = await ok(t, live.gifts, { token: visitor });
    expect(g.list[0]).toEqual({ id: 'clap', points: 1 });
    const l = await ok(t, live.createLive, { token: anchor.token, body: { title: 'Not yet', style: 'jam' } });
    const u = await f.newUser();
    await f.givePoints(u.id, 100);
    const body = { live_id: l.id, gift_id: 'fire' as const, num: 1, client_id: 'gift-0000001' };
    await refused(t, 1403, live.sendGift, { token: visitor, body });
    await refused(t, 9001, live.sendGift, { token: u.token, body });
    const r = await runningLive();
    await refused(t, 1400, live.sendGift, {
      token: u.token,
      body: { ...body, live_id: r.id, gift_id: 'rose' as never },
    });
    await refused(t, 1400, live.sendGift, {
      token: u.token,
      body: { ...body, live_id: r.id, client_id: 'x' },
    });
    await refused(t, 1405, live.sendGift, { token: anchor.token, body: { ...body, live_id: r.id } });
    await refused(t, 4004, live.sendGift, {
      token: u.token,
      body: { ...body, live_id: r.id, gift_id: 'crown' },
    });
    expect(await points(u.id)).toBe(100);
  });

  it('100 gifts at once with points for 40: exactly 40 debited and credited, never negative', async () => {
    const l = await runningLive();
    const u = await f.newUser();
    await f.givePoints(u.id, 200);
    const anchorBefore = await points(anchor.id);
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        api(t, live.sendGift, {
          token: u.token,
          body: { live_id: l.id, gift_id: 'fire', num: 1, client_id: `burst-${u.id}-${i}` },
        }),
      ),
    );
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(40);
    expect(codes.filter((c) => c === 4004)).toHaveLength(60);
    expect(results.every((r) => r.status < 500)).toBe(true);
    expect(await points(u.id)).toBe(0);
    expect(await points(anchor.id)).toBe(anchorBefore + 200);
    expect(await ledger(u.id, 'gift_sent')).toEqual({ n: 40, s: -200 });
    const { rows } = await t.database.pool.query<{ n: string; p: string }>(
      'select count(*) as n, sum(points) as p from live_gift where sender_id = $1',
      [u.id],
    );
    expect(rows[0]).toEqual({ n: 40, p: 200 });
    expect((await ok(t, live.detail, { token: visitor, query: { id: l.id } })).gift_points).toBe(200);
    const top = await ok(t, live.topGivers, { token: visitor, query: { live_id: l.id } });
    expect(top.list).toEqual([expect.objectContaining({ id: u.id, points: 200 })]);
  });

  it('the same client id five times at once is one gift', async () => {
    const l = await runningLive();
    const u = await f.newUser();
    await f.givePoints(u.id, 100);
    const anchorBefore = await points(anchor.id);
    const body = { live_id: l.id, gift_id: 'sneaker' as const, num: 2, client_id: `once-gift-${u.id}` };
    const results = await Promise.all(
      Array.from({ length: 5 }, () => ok(t, live.sendGift, { token: u.token, body })),
    );
    expect(new Set(results.map((r) => r.gift_send_id)).size).toBe(1);
    expect(results.every((r) => r.points === 40)).toBe(true);
    expect(await points(u.id)).toBe(60);
    expect(await points(anchor.id)).toBe(anchorBefore + 40);
    expect(await ledger(u.id, 'gift_sent')).toEqual({ n: 1, s: -40 });
  });
});
