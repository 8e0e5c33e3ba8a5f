import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { mall, music } from '@dance/contracts';
import { testFile } from '../../../test/helpers.ts';
import { ok, refused } from '../../../test/kit.ts';

const { t, kit: f, visitor } = await testFile();
const operator = await f.newUser({ roles: ['operator'] });
const editor = await f.newUser({ roles: ['op:editor'] });

async function application(u: { id: number }) {
  return {
    stage_name: 'DJ Pulse',
    genres: ['house', 'popping', 'house'] as music.Genre[],
    sample: await f.newAudio(u, { seconds: 3 }),
    intro: 'House and popping practice tracks',
  };
}

const logged = (ref: number) =>
  t.database.db.execute<{ decision: string; reason: string }>(
    sql`select decision, reason from ops_action where kind = 'musician' and ref = ${String(ref)} order by id`,
  );

describe('musician authentication', () => {
  it('a verified user applies; the approval makes them a musician with a shop that publishes tracks', async () => {
    const u = await f.newVerifiedUser();
    expect(await ok(t, music.musicianApplication, { token: u.token })).toEqual({
      musician_review_status: 0,
      application: null,
    });
    const a = await ok(t, music.musicianApply, { token: u.token, body: await application(u) });
    expect(a).toMatchObject({
      status: 'pending',
      stage_name: 'DJ Pulse',
      genres: ['house', 'popping'],
      mch_id: null,
    });
    await refused(t, 1409, music.musicianApply, { token: u.token, body: await application(u) });
    expect(await ok(t, music.musicianApplication, { token: u.token })).toMatchObject({
      musician_review_status: 1,
      application: { id: a.id, status: 'pending' },
    });
    // Only a reviewer (or super) decides; the applicant and an editor are refused.
    await refused(t, 1405, music.musicianReview, { token: u.token, body: { id: a.id, approve: 1 } });
    await refused(t, 1405, music.musicianReview, { token: editor.token, body: { id: a.id, approve: 1 } });
    const done = await ok(t, music.musicianReview, { token: operator.token, body: { id: a.id, approve: 1 } });
    expect(done.status).toBe('approved');
    expect(done.mch_id).toBeGreaterThan(0);
    await refused(t, 1409, music.musicianReview, {
      token: operator.token,
      body: { id: a.id, approve: 0, reason: 'x' },
    });
    expect((await ok(t, music.musicianApplication, { token: u.token })).musician_review_status).toBe(2);
    const shops = await ok(t, mall.myShops, { token: u.token });
    expect(shops.list).toEqual([
      expect.objectContaining({ id: done.mch_id, name: 'DJ Pulse', role: 'owner' }),
    ]);
    // The new musician publishes a track from that shop.
    const track = await ok(t, music.editMusic, {
      token: u.token,
      body: {
        mch_id: done.mch_id!,
        title: 'Pulse practice',
        artist: 'DJ Pulse',
        genres: ['house'],
        audio_url: await f.newAudio(u, { seconds: 3 }),
        cover: await f.newImage(u),
        price: '0.00',
        downloadable: 1,
        status: 'published',
      },
    });
    expect(track.id).toBeGreaterThan(0);
    expect((await logged(a.id)).rows).toEqual([{ decision: 'approve', reason: '' }]);
    await refused(t, 1409, music.musicianApply, { token: u.token, body: await application(u) });
  });

  it('a shop owner keeps their shop; a refusal needs a reason, is told, and the user may apply again', async () => {
    const shop = await f.newShop();
    const a = await ok(t, music.musicianApply, {
      token: shop.owner.token,
      body: await application(shop.owner),
    });
    await refused(t, 1400, music.musicianReview, { token: operator.token, body: { id: a.id, approve: 0 } });
    const r = await ok(t, music.musicianReview, {
      token: operator.token,
      body: { id: a.id, approve: 0, reason: 'The sample is not your own work' },
    });
    expect(r).toMatchObject({ status: 'refused', reason: 'The sample is not your own work', mch_id: null });
    expect((await ok(t, music.musicianApplication, { token: shop.owner.token })).musician_review_status).toBe(
      3,
    );
    expect((await logged(a.id)).rows).toEqual([
      { decision: 'refuse', reason: 'The sample is not your own work' },
    ]);
    const notices = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from notification where user_id = ${shop.owner.id} and data->>'title' like '%musician application was refused%'`,
    );
    expect(notices.rows[0]!.n).toBe(1);
    const again = await ok(t, music.musicianApply, {
      token: shop.owner.token,
      body: await application(shop.owner),
    });
    const ok2 = await ok(t, music.musicianReview, {
      token: operator.token,
      body: { id: again.id, approve: 1 },
    });
    expect(ok2.mch_id).toBe(shop.id);
    const owned = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from mch where owner_id = ${shop.owner.id}`,
    );
    expect(owned.rows[0]!.n).toBe(1);
  });

  it('two reviewers deciding the same application at once: one decision, one shop', async () => {
    const u = await f.newVerifiedUser();
    const a = await ok(t, music.musicianApply, { token: u.token, body: await application(u) });
    const other = await f.newUser({ roles: ['op:reviewer'] });
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        ok(t, music.musicianReview, {
          token: (i % 2 ? other : operator).token,
          body: { id: a.id, approve: 1 },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const owned = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from mch where owner_id = ${u.id}`,
    );
    expect(owned.rows[0]!.n).toBe(1);
    expect((await logged(a.id)).rows).toHaveLength(1);
  });

  it('refuses visitors, unverified users, audio not theirs, files that are not audio and bad input', async () => {
    const u = await f.newUser();
    const v = await f.newVerifiedUser();
    await refused(t, 1403, music.musicianApply, { token: visitor, body: await application(v) });
    await refused(t, 1403, music.musicianApplication, { token: visitor });
    await refused(t, 3000, music.musicianApply, { token: u.token, body: await application(u) });
    await refused(t, 1400, music.musicianApply, { token: v.token, body: await application(u) });
    await refused(t, 1400, music.musicianApply, {
      token: v.token,
      body: { ...(await application(v)), sample: await f.newImage(v) },
    });
    await refused(t, 1400, music.musicianApply, {
      token: v.token,
      body: { ...(await application(v)), genres: [] },
    });
    await refused(t, 1400, music.musicianApply, {
      token: v.token,
      body: { ...(await application(v)), genres: ['polka' as music.Genre] },
    });
    await refused(t, 1404, music.musicianReview, {
      token: operator.token,
      body: { id: 987654321, approve: 1 },
    });
    expect((await ok(t, music.musicianApplication, { token: v.token })).application).toBeNull();
  });
});
