import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { community, live, ops, user } from '@dance/contracts';
import { testFile } from '../../../test/helpers.ts';
import { ok, refused, type KitUser } from '../../../test/kit.ts';

const { t, kit: f, visitor } = await testFile();
const reviewer = await f.newUser({ roles: ['op:reviewer'] });
const finance = await f.newUser({ roles: ['op:finance'] });
const cats = (await ok(t, community.informCats, { token: visitor })).list;
const cat = cats[0]!;

async function onAir(anchor: KitUser, title = 'Friday cypher') {
  const l = await ok(t, live.createLive, { token: anchor.token, body: { title, style: 'jam' } });
  const { rows } = await t.database.pool.query<{ push_nonce: string }>(
    'select push_nonce from live_room where id = $1',
    [l.id],
  );
  expect(await t.services.live.lives.published(l.id, rows[0]!.push_nonce)).toBe(true);
  return l;
}

const queued = async (liveId: number) =>
  (await ok(t, ops.queue, { token: reviewer.token, query: { kind: 'live_report', limit: 50 } })).list.find(
    (i) => i.ref === String(liveId),
  ) ?? null;

const logged = (liveId: number) =>
  t.database.db
    .execute<{ decision: string; reason: string }>(
      sql`select decision, reason from ops_action where kind = 'live_report' and ref = ${String(liveId)} order by id`,
    )
    .then((r) => r.rows);

describe('reports of lives', () => {
  it('viewers report a live; the queue shows one item with the reasons and the count; ending it resolves them all', async () => {
    const anchor = await f.newUser({ approved: ['anchor'] });
    const l = await onAir(anchor, 'Late-night battle');
    const [a, b] = [await f.newUser(), await f.newUser()];
    const first = await ok(t, live.liveReport, {
      token: a.token,
      body: { live_id: l.id, cat_id: cat.id, content: 'Selling fake tickets on air' },
    });
    // A repeat while it waits answers the same report.
    expect(
      await ok(t, live.liveReport, {
        token: a.token,
        body: { live_id: l.id, cat_id: cat.id, content: 'again' },
      }),
    ).toEqual(first);
    await ok(t, live.liveReport, { token: b.token, body: { live_id: l.id, cat_id: cats.at(-1)!.id } });
    const item = (await queued(l.id))!;
    expect(item).toMatchObject({
      kind: 'live_report',
      title: 'Late-night battle',
      summary: 'Selling fake tickets on air',
      user: { id: anchor.id },
      decisions: ['end', 'ban', 'dismiss'],
    });
    expect(item.facts.find((x) => x.label === 'reports')!.value).toBe('2');
    expect(item.facts.find((x) => x.label === 'report_reason')!.value).toContain(cat.name);
    expect(item.facts.find((x) => x.label === 'live_status')!.value).toBe('live');
    // Ending needs a reason; a finance operator may not decide it.
    await refused(t, 1400, ops.decide, {
      token: reviewer.token,
      body: { kind: 'live_report', ref: String(l.id), decision: 'end', reason: '' },
    });
    await refused(t, 1405, ops.decide, {
      token: finance.token,
      body: { kind: 'live_report', ref: String(l.id), decision: 'end', reason: 'Fraud' },
    });
    await ok(t, ops.decide, {
      token: reviewer.token,
      body: { kind: 'live_report', ref: String(l.id), decision: 'end', reason: 'Fraud on air' },
    });
    expect((await ok(t, live.detail, { token: a.token, query: { id: l.id } })).status).toBe('ended');
    expect(await queued(l.id)).toBeNull();
    expect(await logged(l.id)).toEqual([{ decision: 'end', reason: 'Fraud on air' }]);
    const left = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from live_report where live_id = ${l.id} and status = 0`,
    );
    expect(left.rows[0]!.n).toBe(0);
    // A new report after the decision is a new item.
    await ok(t, live.liveReport, { token: a.token, body: { live_id: l.id, cat_id: cat.id } });
    expect(await queued(l.id)).not.toBeNull();
  });

  it('ban ends the live and the anchor’s sessions; dismiss leaves the live on air; a second decision is refused', async () => {
    const anchor = await f.newUser({ approved: ['anchor'] });
    const l = await onAir(anchor);
    const v = await f.newUser();
    await ok(t, live.liveReport, { token: v.token, body: { live_id: l.id, cat_id: cat.id } });
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () =>
        ok(t, ops.decide, {
          token: reviewer.token,
          body: { kind: 'live_report', ref: String(l.id), decision: 'ban', reason: 'Hate speech' },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await logged(l.id)).toHaveLength(1);
    await refused(t, 1403, user.userInfo, { token: anchor.token });
    expect((await ok(t, live.detail, { token: v.token, query: { id: l.id } })).status).toBe('ended');

    const other = await f.newUser({ approved: ['anchor'] });
    const l2 = await onAir(other);
    await ok(t, live.liveReport, { token: v.token, body: { live_id: l2.id, cat_id: cat.id } });
    await ok(t, ops.decide, {
      token: reviewer.token,
      body: { kind: 'live_report', ref: String(l2.id), decision: 'dismiss', reason: '' },
    });
    expect((await ok(t, live.detail, { token: v.token, query: { id: l2.id } })).status).toBe('live');
    await refused(t, 1409, ops.decide, {
      token: reviewer.token,
      body: { kind: 'live_report', ref: String(l2.id), decision: 'end', reason: 'late' },
    });
  });

  it('refuses visitors, one’s own live, unknown lives and reasons, and bad input, changing nothing', async () => {
    const anchor = await f.newUser({ approved: ['anchor'] });
    const l = await onAir(anchor);
    const v = await f.newUser();
    await refused(t, 1403, live.liveReport, { token: visitor, body: { live_id: l.id, cat_id: cat.id } });
    await refused(t, 1400, live.liveReport, { token: anchor.token, body: { live_id: l.id, cat_id: cat.id } });
    await refused(t, 1404, live.liveReport, { token: v.token, body: { live_id: 987654321, cat_id: cat.id } });
    await refused(t, 1404, live.liveReport, { token: v.token, body: { live_id: l.id, cat_id: 987654 } });
    await refused(t, 1400, live.liveReport, {
      token: v.token,
      body: { live_id: l.id, cat_id: cat.id, content: 'x'.repeat(301) },
    });
    expect(await queued(l.id)).toBeNull();
    await refused(t, 1404, ops.decide, {
      token: reviewer.token,
      body: { kind: 'live_report', ref: '987654321', decision: 'dismiss', reason: '' },
    });
  });
});
