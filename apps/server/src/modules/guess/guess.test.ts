import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { activity, guess, type EndpointBody } from '@dance/contracts';
import { bpToOdds, oddsToBp } from '@dance/contracts/guess';
import { countRows, newUser, sqlCount, testFile, userRow } from '../../../test/helpers.ts';
import { api, ok, refused, type KitUser } from '../../../test/kit.ts';
import { FixedClock, systemClock } from '../points/clock.ts';
import { settleOdds, settlePool } from './settlement.ts';

const { t, kit: f, visitor } = await testFile();
const operator = await newUser(t, { roles: ['operator'] });
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

async function newGuess(body: Partial<EndpointBody<typeof guess.create>> = {}) {
  return ok(t, guess.create, {
    token: operator.token,
    body: {
      title: 'Who wins the final?',
      options: ['Red', 'Blue', 'Green'],
      close_at: inAnHour(),
      stake_min: 10,
      stake_max: 500,
      rake_bp: 1000,
      ...body,
    },
  });
}

async function funded(points: number): Promise<KitUser> {
  const u = await newUser(t);
  if (points > 0) await f.givePoints(u.id, points);
  return u;
}

/** Every user's points, plus every escrow, plus every rake and remainder. */
async function held(userIds: number[], gameId: number) {
  const users = await sqlCount(
    t,
    sql`select coalesce(sum(integral), 0) as n from users where id in ${sql.raw(`(${userIds.join(',')})`)}`,
  );
  const g = await t.database.db.execute<{ escrow: number; rake: number; remainder: number; house: number }>(
    sql`select escrow, rake, remainder, house from guess_game where id = ${gameId}`,
  );
  const r = g.rows[0]!;
  return {
    users,
    escrow: Number(r.escrow),
    house: Number(r.rake) + Number(r.remainder) + Number(r.house),
  };
}

describe('pari-mutuel arithmetic', () => {
  it('shares the losing pool less the rake by stake, rounding down, and records the remainder', () => {
    const o = settlePool(
      [
        { id: 1, optionId: 1, amount: 100 },
        { id: 2, optionId: 1, amount: 200 },
        { id: 3, optionId: 2, amount: 333 },
        { id: 4, optionId: 3, amount: 101 },
      ],
      1,
      1000,
    );
    // Losing pool 434, rake 43, shared 391: 130.33 and 260.66 rounded down, remainder 1.
    expect(o.stakes.map((s) => [s.state, s.payout])).toEqual([
      ['won', 230],
      ['won', 460],
      ['lost', 0],
      ['lost', 0],
    ]);
    expect([o.rake, o.remainder]).toEqual([43, 1]);
    expect(230 + 460 + 43 + 1).toBe(734);
    const none = settlePool([{ id: 1, optionId: 2, amount: 50 }], 1, 1000);
    expect(none.stakes).toEqual([{ id: 1, state: 'refunded', payout: 50 }]);
  });
});

describe('guesses', () => {
  it('an operator creates one; others, visitors and bad input are refused', async () => {
    const g = await newGuess();
    expect(g).toMatchObject({ status: 'open', pool: 0, stake_min: 10, stake_max: 500, can_manage: true });
    expect(g.options.map((o) => o.label)).toEqual(['Red', 'Blue', 'Green']);
    const u = await newUser(t);
    const body = { title: 'x?', options: ['a', 'b'], close_at: inAnHour(), stake_min: 10, stake_max: 10 };
    await refused(t, 1405, guess.create, { token: u.token, body: { ...body, title: 'Nope?' } });
    await refused(t, 1403, guess.create, { token: visitor, body: { ...body, title: 'Nope?' } });
    await refused(t, 1400, guess.create, {
      token: operator.token,
      body: { ...body, title: 'Past?', close_at: '2020-01-01T00:00:00Z' },
    });
    await refused(t, 1400, guess.create, {
      token: operator.token,
      body: { ...body, title: 'Range?', stake_min: 20 },
    });
    await refused(t, 1400, guess.create, {
      token: operator.token,
      body: { ...body, title: 'One?', options: ['a'] },
    });
    await refused(t, 1400, guess.create, {
      token: operator.token,
      body: { ...body, title: 'Dup?', options: ['a', 'a'] },
    });
    await refused(t, 1400, guess.create, {
      token: operator.token,
      body: { ...body, title: 'Battle?', options: undefined, battle_id: 5 },
    });
    const d = await ok(t, guess.detail, { token: visitor, query: { id: g.id } });
    expect(d).toMatchObject({ can_manage: false, mine: null });
    await refused(t, 1404, guess.detail, { token: visitor, query: { id: 99_999_999 } });
    await refused(t, 1400, guess.detail, { token: visitor, query: { id: 'x' as unknown as number } });
  });

  it('joining debits the stake into escrow once; refused out of range, short of points, twice, closed', async () => {
    const g = await newGuess({ stake_min: 10, stake_max: 100 });
    const [red, blue] = g.options;
    const u = await funded(150);
    await refused(t, 1403, guess.joinGuess, {
      token: visitor,
      body: { id: g.id, option_id: red!.id, amount: 50 },
    });
    await refused(t, 8103, guess.joinGuess, {
      token: u.token,
      body: { id: g.id, option_id: red!.id, amount: 101 },
    });
    await refused(t, 8103, guess.joinGuess, {
      token: u.token,
      body: { id: g.id, option_id: red!.id, amount: 9 },
    });
    await refused(t, 1400, guess.joinGuess, {
      token: u.token,
      body: { id: g.id, option_id: 99_999_999, amount: 50 },
    });
    await refused(t, 1400, guess.joinGuess, {
      token: u.token,
      body: { id: g.id, option_id: red!.id, amount: -5 },
    });
    await refused(t, 1400, guess.joinGuess, {
      token: u.token,
      body: { id: 99_999_999, option_id: red!.id, amount: 50 },
    });
    const r = await ok(t, guess.joinGuess, {
      token: u.token,
      body: { id: g.id, option_id: red!.id, amount: 60 },
    });
    expect(r).toMatchObject({ integral: 90, stake: { amount: 60, state: 'held', option_id: red!.id } });
    await refused(t, 8102, guess.joinGuess, {
      token: u.token,
      body: { id: g.id, option_id: blue!.id, amount: 10 },
    });
    const poor = await funded(20);
    await refused(t, 4004, guess.joinGuess, {
      token: poor.token,
      body: { id: g.id, option_id: blue!.id, amount: 30 },
    });
    expect((await userRow(t, poor.id)).integral).toBe(20);
    const d = await ok(t, guess.detail, { token: u.token, query: { id: g.id } });
    expect(d).toMatchObject({ pool: 60, stakers: 1, mine: { amount: 60 } });
    expect(d.options.map((o) => o.share)).toEqual([100, 0, 0]);
    await refused(t, 1405, guess.close, { token: u.token, body: { id: g.id } });
    await ok(t, guess.close, { token: operator.token, body: { id: g.id } });
    await refused(t, 8101, guess.joinGuess, {
      token: poor.token,
      body: { id: g.id, option_id: blue!.id, amount: 10 },
    });
    await refused(t, 8104, guess.close, { token: operator.token, body: { id: g.id } });
  });

  it('300 users joining at once, some short of points: no balance below zero; escrow = accepted stakes', async () => {
    const g = await newGuess({ stake_min: 50, stake_max: 50 });
    const users = await Promise.all(Array.from({ length: 300 }, (_, i) => funded(i % 3 === 0 ? 30 : 80)));
    const rs = await Promise.all(
      users.map((u, i) =>
        api(t, guess.joinGuess, {
          token: u.token,
          body: { id: g.id, option_id: g.options[i % 3]!.id, amount: 50 },
        }),
      ),
    );
    const accepted = rs.filter((r) => r.body.code === 0).length;
    expect(accepted).toBe(200);
    expect(rs.filter((r) => r.body.code === 4004)).toHaveLength(100);
    expect(await sqlCount(t, sql`select count(*) as n from users where integral < 0`)).toBe(0);
    const h = await held(
      users.map((u) => u.id),
      g.id,
    );
    expect(h.escrow).toBe(200 * 50);
    expect(h.users + h.escrow).toBe(100 * 30 + 200 * 80);
    expect(
      await sqlCount(
        t,
        sql`select coalesce(sum(change), 0) as n from guess_escrow_log where game_id = ${g.id}`,
      ),
    ).toBe(10_000);
    const d = await ok(t, guess.detail, { token: visitor, query: { id: g.id } });
    expect(d.pool).toBe(10_000);
    expect(d.options.reduce((a, o) => a + o.pool, 0)).toBe(10_000);
  });

  it('joins racing the settlement: each accepted stake is paid, each refused one left nothing; one stake per user', async () => {
    const g = await newGuess({ stake_min: 10, stake_max: 100, rake_bp: 500 });
    const other = await newGuess();
    const users = await Promise.all(Array.from({ length: 60 }, () => funded(100)));
    const twice = users[0]!;
    // The settlement is sent once a fifth of the joins are answered: the rest are in flight.
    let answered = 0;
    let settle!: () => void;
    const settling = new Promise<void>((r) => (settle = r)).then(() =>
      api(t, guess.settle, { token: operator.token, body: { id: g.id, option_id: g.options[1]!.id } }),
    );
    const join = (u: KitUser, i: number) =>
      api(t, guess.joinGuess, {
        token: u.token,
        body: { id: g.id, option_id: g.options[i % 3]!.id, amount: 10 + (i % 9) * 10 },
      }).finally(() => ++answered === 12 && settle());
    const [rs, settled, again, foreign] = await Promise.all([
      Promise.all(users.map(join)),
      settling,
      Promise.all([1, 2, 3, 4].map(() => join(twice, 0))),
      api(t, guess.joinGuess, {
        token: users[1]!.token,
        body: { id: g.id, option_id: other.options[0]!.id, amount: 10 },
      }),
    ]);
    expect(settled.body.code).toBe(0);
    expect(foreign.body.code).toBe(1400);
    const codes = [...rs, ...again].map((r) => r.body.code);
    expect(
      codes.every((c) => c === 0 || c === 8101 || c === 8102),
      codes.join(),
    ).toBe(true);
    // The same user's five joins at once: at most one stake (one, unless the settlement beat all).
    expect(codes.filter((c, i) => c === 0 && (i === 0 || i >= users.length))).toHaveLength(
      await sqlCount(
        t,
        sql`select count(*) as n from guess_stake where game_id = ${g.id} and user_id = ${twice.id}`,
      ),
    );
    const accepted = codes.filter((c) => c === 0).length;
    expect(await sqlCount(t, sql`select count(*) as n from guess_stake where game_id = ${g.id}`)).toBe(
      accepted,
    );
    // Every stake was settled (none left held), debited once and paid once.
    expect(
      await sqlCount(
        t,
        sql`select count(*) as n from guess_stake where game_id = ${g.id} and state = 'held'`,
      ),
    ).toBe(0);
    expect(
      await sqlCount(
        t,
        sql`select count(*) as n from guess_stake s where s.game_id = ${g.id}
              and (select count(*) from integral_log l where l.source_type = 'guess' and l.source_id = s.id
                     and l.kind = 'stake' and l.change = -s.amount) <> 1`,
      ),
    ).toBe(0);
    const h = await held(
      users.map((u) => u.id),
      g.id,
    );
    expect(h.escrow).toBe(0);
    expect(h.users + h.house).toBe(users.length * 100);
    // A refused join left no trace: users with no stake have all their points.
    const untouched = await sqlCount(
      t,
      sql`select count(*) as n from users u where u.id in ${sql.raw(`(${users.map((u) => u.id).join(',')})`)}
            and not exists (select 1 from guess_stake s where s.game_id = ${g.id} and s.user_id = u.id)
            and u.integral <> 100`,
    );
    expect(untouched).toBe(0);
  });

  it('a stake taken while the settlement holds the guess waits for it, is refused, and leaves nothing', async () => {
    const g = await newGuess({ stake_min: 10, stake_max: 100 });
    const [red, blue] = g.options;
    const early = await funded(100);
    await ok(t, guess.joinGuess, { token: early.token, body: { id: g.id, option_id: red!.id, amount: 40 } });
    const late = await Promise.all([1, 2, 3].map(() => funded(100)));
    const waiting = () =>
      sqlCount(
        t,
        sql`select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
    let joins: ReturnType<typeof api<typeof guess.joinGuess>>[] = [];
    let seen = 0;
    await t.database.db.transaction(async (tx) => {
      expect(await t.services.guess.settleIn(tx, g.id, red!.id)).toBe(true);
      // Joins sent now see the guess open (the settlement is not committed): each takes its stake,
      // then waits for the guess row.
      joins = late.map((u) =>
        api(t, guess.joinGuess, { token: u.token, body: { id: g.id, option_id: blue!.id, amount: 30 } }),
      );
      for (let i = 0; i < 300 && seen < late.length; i++) {
        await new Promise((r) => setTimeout(r, 10));
        seen = await waiting();
      }
    });
    expect(seen).toBe(late.length);
    expect((await Promise.all(joins)).map((r) => r.body.code)).toEqual([8101, 8101, 8101]);
    expect(await sqlCount(t, sql`select count(*) as n from guess_stake where game_id = ${g.id}`)).toBe(1);
    expect(await Promise.all(late.map(async (u) => (await userRow(t, u.id)).integral))).toEqual([
      100, 100, 100,
    ]);
    const d = await ok(t, guess.detail, { token: early.token, query: { id: g.id } });
    expect(d).toMatchObject({ status: 'settled', pool: 40, stakers: 1, mine: { state: 'won', payout: 40 } });
    expect((await held([early.id, ...late.map((u) => u.id)], g.id)).escrow).toBe(0);
  });

  it('settlement started twice at once pays once; balances + escrow + rake = points issued', async () => {
    const g = await newGuess({ stake_min: 1, stake_max: 1000, rake_bp: 700 });
    const [red, blue, green] = g.options;
    const stakes: [number, number][] = [
      [red!.id, 101],
      [red!.id, 233],
      [red!.id, 7],
      [blue!.id, 500],
      [blue!.id, 3],
      [green!.id, 97],
    ];
    const users: KitUser[] = [];
    for (const [option, amount] of stakes) {
      const u = await funded(1000);
      users.push(u);
      await ok(t, guess.joinGuess, { token: u.token, body: { id: g.id, option_id: option, amount } });
    }
    const issued = users.length * 1000;
    const rs = await Promise.all(
      [0, 1].map(() =>
        api(t, guess.settle, { token: operator.token, body: { id: g.id, option_id: red!.id } }),
      ),
    );
    expect(rs.map((r) => r.body.code).sort()).toEqual([0, 8104]);
    const h = await held(
      users.map((u) => u.id),
      g.id,
    );
    expect(h.escrow).toBe(0);
    expect(h.users + h.escrow + h.house).toBe(issued);
    // Losing pool 600, rake 42, shared 558 over 341: 165 + 381 + 11 = 557, remainder 1.
    const d = await ok(t, guess.detail, { token: users[0]!.token, query: { id: g.id } });
    expect(d).toMatchObject({ status: 'settled', winner_option_id: red!.id, rake: 42, remainder: 1 });
    expect(d.mine).toMatchObject({ state: 'won', payout: 101 + 165 });
    expect(
      await countRows(t, 'integral_log', `source_type = 'guess' and kind = 'win'`),
    ).toBeGreaterThanOrEqual(3);
    const mine = await ok(t, guess.myGuess, { token: users[3]!.token, query: { state: 'lost' } });
    expect(mine.list.map((x) => [x.id, x.mine.state, x.mine.payout])).toEqual([[g.id, 'lost', 0]]);
    const won = await ok(t, guess.myGuess, { token: users[0]!.token });
    expect(won.list[0]!.mine).toMatchObject({ state: 'won', payout: 266 });
    await refused(t, 1403, guess.myGuess, { token: visitor });
    await refused(t, 8104, guess.cancel, { token: operator.token, body: { id: g.id } });
    const settled = await ok(t, guess.list, { token: visitor, query: { tab: 'settled' } });
    expect(settled.list.some((x) => x.id === g.id)).toBe(true);
  });

  it('cancelling refunds every stake', async () => {
    const g = await newGuess();
    const a = await funded(100);
    const b = await funded(100);
    await ok(t, guess.joinGuess, {
      token: a.token,
      body: { id: g.id, option_id: g.options[0]!.id, amount: 40 },
    });
    await ok(t, guess.joinGuess, {
      token: b.token,
      body: { id: g.id, option_id: g.options[1]!.id, amount: 70 },
    });
    await refused(t, 1405, guess.cancel, { token: a.token, body: { id: g.id } });
    const d = await ok(t, guess.cancel, { token: operator.token, body: { id: g.id } });
    expect(d).toMatchObject({ status: 'cancelled', rake: 0 });
    expect([(await userRow(t, a.id)).integral, (await userRow(t, b.id)).integral]).toEqual([100, 100]);
    expect((await held([a.id, b.id], g.id)).escrow).toBe(0);
  });

  it('lists open guesses newest first and closing soon first, by activity, cursor paged', async () => {
    const soon = await newGuess({ close_at: new Date(Date.now() + 60_000).toISOString() });
    const later = await newGuess({ close_at: new Date(Date.now() + 120_000).toISOString() });
    const open = await ok(t, guess.list, { token: visitor, query: { tab: 'open', limit: 1 } });
    expect(open.list[0]!.id).toBe(later.id);
    expect(open.next_cursor).not.toBeNull();
    const closing = await ok(t, guess.list, { token: visitor, query: { tab: 'closing', limit: 50 } });
    const ids = closing.list.map((x) => x.id);
    expect(ids.indexOf(soon.id)).toBeLessThan(ids.indexOf(later.id));
    const page2 = await ok(t, guess.list, { token: visitor, query: { tab: 'closing', limit: 1 } });
    const next = await ok(t, guess.list, {
      token: visitor,
      query: { tab: 'closing', limit: 1, cursor: page2.next_cursor! },
    });
    expect(next.list[0]!.id).not.toBe(page2.list[0]!.id);
    await refused(t, 1400, guess.list, { token: visitor, query: { tab: 'closing', cursor: '12' } });
    await refused(t, 1400, guess.list, { token: visitor, query: { tab: 'bogus' as 'open' } });
  });
});

describe('a guess on a battle', () => {
  it("the organiser creates it; recording the battle's winner settles it in the same step", async () => {
    const shop = await f.newShop();
    const a = await f.newActivity(shop);
    const div = await ok(t, activity.editGroup, {
      token: shop.owner.token,
      body: { activity_id: a.id, name: 'Breaking 1v1', max_entrants: 8 },
    });
    const ids: number[] = [];
    for (const n of ['Lil Zoo', 'Ami'])
      ids.push(
        (
          await ok(t, activity.manualSignUp, {
            token: shop.clerk.token,
            body: {
              kind: 'competitor',
              activity_id: a.id,
              division_id: div.id,
              stage_name: n,
              crew: '',
              city: '上海',
            },
          })
        ).entry!.id,
      );
    const b = await ok(t, activity.editBracket, {
      token: shop.owner.token,
      body: { division_id: div.id, entry_ids: ids },
    });
    const battle = b.rounds[0]!.battles[0]!;
    const stranger = await newUser(t);
    const body = {
      title: 'Final: who wins?',
      activity_id: a.id,
      battle_id: battle.id,
      close_at: inAnHour(),
      stake_min: 10,
      stake_max: 100,
    };
    await refused(t, 1405, guess.create, { token: stranger.token, body });
    const g = await ok(t, guess.create, { token: shop.clerk.token, body });
    expect(g.options.map((o) => [o.label, o.entry_id])).toEqual([
      ['Lil Zoo', ids[0]],
      ['Ami', ids[1]],
    ]);
    expect(g.can_manage).toBe(true);
    await refused(t, 1409, guess.create, { token: shop.owner.token, body });
    const fan = await funded(100);
    const doubter = await funded(100);
    await ok(t, guess.joinGuess, {
      token: fan.token,
      body: { id: g.id, option_id: g.options[1]!.id, amount: 50 },
    });
    await ok(t, guess.joinGuess, {
      token: doubter.token,
      body: { id: g.id, option_id: g.options[0]!.id, amount: 100 },
    });
    const byActivity = await ok(t, guess.list, { token: visitor, query: { activity_id: a.id } });
    expect(byActivity.list.map((x) => x.id)).toEqual([g.id]);
    await ok(t, activity.decideBattle, {
      token: shop.owner.token,
      body: { battle_id: battle.id, winner_entry_id: ids[1]! },
    });
    const d = await ok(t, guess.detail, { token: fan.token, query: { id: g.id } });
    // Losing pool 100, 5% rake: 95 to the one winner.
    expect(d).toMatchObject({ status: 'settled', winner_option_id: g.options[1]!.id, rake: 5, remainder: 0 });
    expect(d.mine).toMatchObject({ state: 'won', payout: 145 });
    expect((await userRow(t, fan.id)).integral).toBe(195);
    expect((await userRow(t, doubter.id)).integral).toBe(0);
  });
});

describe('guess calls refuse what they must', () => {
  it('managing calls: visitors, unknown guesses, foreign options and malformed input', async () => {
    const g = await newGuess();
    const other = await newGuess();
    for (const e of [guess.close, guess.cancel] as const)
      await refused(t, 1403, e, { token: visitor, body: { id: g.id } });
    await refused(t, 1403, guess.settle, { token: visitor, body: { id: g.id, option_id: g.options[0]!.id } });
    await refused(t, 1404, guess.settle, { token: operator.token, body: { id: 99_999_999, option_id: 1 } });
    await refused(t, 1400, guess.settle, {
      token: operator.token,
      body: { id: g.id, option_id: other.options[0]!.id },
    });
    await refused(t, 1400, guess.settle, { token: operator.token, body: { id: g.id } as never });
    await refused(t, 1400, guess.cancel, { token: operator.token, body: { id: 'x' as unknown as number } });
    await refused(t, 1400, guess.create, {
      token: operator.token,
      body: {
        title: 'Backwards?',
        options: ['a', 'b'],
        open_at: new Date(Date.now() + 7_200_000).toISOString(),
        close_at: inAnHour(),
        stake_min: 1,
        stake_max: 2,
      },
    });
    const u = await newUser(t);
    await refused(t, 1400, guess.myGuess, { token: u.token, query: { state: 'bogus' as 'all' } });
    await refused(t, 1400, guess.myGuess, { token: u.token, query: { cursor: 'abc' } });
    expect(await ok(t, guess.detail, { token: visitor, query: { id: g.id } })).toMatchObject({
      status: 'open',
    });
  });

  it('a guess past its close time reads as closed and refuses stakes; not yet open refuses too', async () => {
    const g = await newGuess({ close_at: new Date(Date.now() + 600_000).toISOString() });
    const later = await newGuess({
      open_at: new Date(Date.now() + 3_600_000).toISOString(),
      close_at: new Date(Date.now() + 7_200_000).toISOString(),
    });
    const u = await funded(100);
    await refused(t, 8101, guess.joinGuess, {
      token: u.token,
      body: { id: later.id, option_id: later.options[0]!.id, amount: 10 },
    });
    const open = await ok(t, guess.detail, { token: u.token, query: { id: g.id } });
    expect(open.closes_in).toBeGreaterThan(590);
    t.services.integral.clock.current = new FixedClock(new Date(Date.now() + 601_000));
    try {
      await refused(t, 8101, guess.joinGuess, {
        token: u.token,
        body: { id: g.id, option_id: g.options[0]!.id, amount: 10 },
      });
      expect(await ok(t, guess.detail, { token: u.token, query: { id: g.id } })).toMatchObject({
        status: 'closed',
        closes_in: 0,
      });
      const open2 = await ok(t, guess.list, { token: visitor, query: { tab: 'open', limit: 50 } });
      expect(open2.list.some((x) => x.id === g.id)).toBe(false);
    } finally {
      t.services.integral.clock.current = systemClock;
    }
    expect((await userRow(t, u.id)).integral).toBe(100);
  });
});

describe('fixed odds (decision 227)', () => {
  const oddsGuess = (odds: string[], body: Partial<EndpointBody<typeof guess.create>> = {}) =>
    newGuess({
      settlement: 'odds',
      odds,
      options: ['Red', 'Blue', 'Green'].slice(0, odds.length),
      stake_min: 1,
      stake_max: 1000,
      ...body,
    });

  it('odds convert exactly and a winner gets floor(stake × odds)', () => {
    expect(['2.5', '1.75', '3.3333', '1000', '1.0001'].map(oddsToBp)).toEqual([
      25_000, 17_500, 33_333, 10_000_000, 10_001,
    ]);
    expect([oddsToBp('2.55555'), oddsToBp('-2'), oddsToBp('1e3'), oddsToBp('')]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect([25_000, 17_500, 10_000_000, 10_001].map(bpToOdds)).toEqual(['2.5', '1.75', '1000', '1.0001']);
    const o = settleOdds(
      [
        { id: 1, optionId: 1, amount: 101 },
        { id: 2, optionId: 1, amount: 7 },
        { id: 3, optionId: 2, amount: 500 },
      ],
      1,
      new Map([
        [1, 25_000],
        [2, 17_500],
      ]),
    );
    // 252.5 and 17.5 rounded down; the house keeps 608 - 269.
    expect(o.stakes.map((x) => [x.state, x.payout])).toEqual([
      ['won', 252],
      ['won', 17],
      ['lost', 0],
    ]);
    expect(o.house).toBe(608 - 269);
  });

  it('creation takes odds per option; bad odds, missing odds and odds on pari-mutuel are refused', async () => {
    const g = await oddsGuess(['2.5', '1.75', '3.3333']);
    expect(g).toMatchObject({ settlement: 'odds', rake_bp: 0, house: 0, house_cap: 100_000 });
    expect(g.options.map((o) => [o.odds, o.odds_bp])).toEqual([
      ['2.5', 25_000],
      ['1.75', 17_500],
      ['3.3333', 33_333],
    ]);
    const pool = await newGuess();
    expect(pool).toMatchObject({ settlement: 'pool', house_cap: 0 });
    expect(pool.options[0]).toMatchObject({ odds: null, odds_bp: null });
    const base = { title: 'Odds?', options: ['a', 'b'], close_at: inAnHour(), stake_min: 1, stake_max: 10 };
    for (const body of [
      { ...base, settlement: 'odds' as const },
      { ...base, settlement: 'odds' as const, odds: ['2', '1'] },
      { ...base, settlement: 'odds' as const, odds: ['2', '0.5'] },
      { ...base, settlement: 'odds' as const, odds: ['2', '1.0'] },
      { ...base, settlement: 'odds' as const, odds: ['2', '1001'] },
      { ...base, settlement: 'odds' as const, odds: ['2', '2', '2'] },
      { ...base, settlement: 'odds' as const, odds: ['2', 'x'] },
      { ...base, settlement: 'odds' as const, odds: ['2', '2'], house_cap: 100_001 },
      { ...base, odds: ['2', '2'] },
      { ...base, house_cap: 10 },
    ])
      await refused(t, 1400, guess.create, { token: operator.token, body });
    const u = await newUser(t);
    await refused(t, 1405, guess.create, {
      token: u.token,
      body: { ...base, settlement: 'odds', odds: ['2', '2'] },
    });
  });

  it('settlement started twice at once pays floor(stake × odds) once; the sums hold to the unit', async () => {
    const g = await oddsGuess(['2.5', '1.75', '3.3333']);
    const [red, blue, green] = g.options;
    const stakes: [number, number][] = [
      [red!.id, 101],
      [red!.id, 7],
      [blue!.id, 500],
      [green!.id, 97],
    ];
    const users: KitUser[] = [];
    for (const [option, amount] of stakes) {
      const u = await funded(1000);
      users.push(u);
      await ok(t, guess.joinGuess, { token: u.token, body: { id: g.id, option_id: option, amount } });
    }
    const issued = users.length * 1000;
    const rs = await Promise.all(
      [0, 1].map(() =>
        api(t, guess.settle, { token: operator.token, body: { id: g.id, option_id: red!.id } }),
      ),
    );
    expect(rs.map((r) => r.body.code).sort()).toEqual([0, 8104]);
    expect(await Promise.all(users.map(async (u) => (await userRow(t, u.id)).integral))).toEqual([
      1000 - 101 + 252,
      1000 - 7 + 17,
      500,
      903,
    ]);
    const h = await held(
      users.map((u) => u.id),
      g.id,
    );
    expect(h.escrow).toBe(0);
    expect(h.house).toBe(705 - 269);
    expect(h.users + h.escrow + h.house).toBe(issued);
    const d = await ok(t, guess.detail, { token: users[0]!.token, query: { id: g.id } });
    expect(d).toMatchObject({ status: 'settled', house: 436, rake: 0, remainder: 0 });
    expect(d.mine).toMatchObject({ state: 'won', payout: 252 });
    expect(
      await sqlCount(
        t,
        sql`select coalesce(sum(change), 0) as n from guess_escrow_log where game_id = ${g.id}`,
      ),
    ).toBe(0);
    expect(
      await countRows(t, 'integral_log', `source_type = 'guess' and kind = 'win' and change = 252`),
    ).toBe(1);
  });

  it('when the winners take more than the pool the house pays in, recorded negative; cancel refunds', async () => {
    const g = await oddsGuess(['2.5', '2']);
    const [red, blue] = g.options;
    const a = await funded(1000);
    const b = await funded(1000);
    await ok(t, guess.joinGuess, { token: a.token, body: { id: g.id, option_id: red!.id, amount: 400 } });
    await ok(t, guess.joinGuess, { token: b.token, body: { id: g.id, option_id: blue!.id, amount: 100 } });
    await ok(t, guess.settle, { token: operator.token, body: { id: g.id, option_id: red!.id } });
    const h = await held([a.id, b.id], g.id);
    expect([(await userRow(t, a.id)).integral, (await userRow(t, b.id)).integral]).toEqual([1600, 900]);
    expect(h).toEqual({ users: 2500, escrow: 0, house: -500 });
    expect(h.users + h.escrow + h.house).toBe(2000);
    expect(
      await countRows(t, 'guess_escrow_log', `game_id = ${g.id} and kind = 'house' and change = 500`),
    ).toBe(1);

    const c = await oddsGuess(['3', '2']);
    const x = await funded(100);
    await ok(t, guess.joinGuess, {
      token: x.token,
      body: { id: c.id, option_id: c.options[0]!.id, amount: 60 },
    });
    await ok(t, guess.cancel, { token: operator.token, body: { id: c.id } });
    expect((await userRow(t, x.id)).integral).toBe(100);
    expect(await held([x.id], c.id)).toEqual({ users: 100, escrow: 0, house: 0 });
  });

  it("a stake that would let the house's worst case pass its cap is refused, counted exactly under a race", async () => {
    const g = await oddsGuess(['3', '2'], { house_cap: 100 });
    const [red, blue] = g.options;
    const a = await funded(1000);
    // Red wins: 150 paid against a pool of 50, the house loses 100: at the cap.
    await ok(t, guess.joinGuess, { token: a.token, body: { id: g.id, option_id: red!.id, amount: 50 } });
    const b = await funded(1000);
    await refused(t, 8105, guess.joinGuess, {
      token: b.token,
      body: { id: g.id, option_id: red!.id, amount: 10 },
    });
    expect((await userRow(t, b.id)).integral).toBe(1000);
    // A stake on blue grows the pool: red's worst case falls to 90.
    await ok(t, guess.joinGuess, { token: b.token, body: { id: g.id, option_id: blue!.id, amount: 10 } });
    const c = await funded(1000);
    await ok(t, guess.joinGuess, { token: c.token, body: { id: g.id, option_id: red!.id, amount: 5 } });
    await refused(t, 1400, guess.joinGuess, {
      token: c.token,
      body: { id: g.id, option_id: 99_999_999, amount: 5 },
    });

    // 20 stakes of 50 at 3× at once under a cap of 500: each adds 100 to the worst case, 5 fit.
    const race = await oddsGuess(['3', '2'], { house_cap: 500, stake_min: 50, stake_max: 50 });
    const users = await Promise.all(Array.from({ length: 20 }, () => funded(50)));
    const rs = await Promise.all(
      users.map((u) =>
        api(t, guess.joinGuess, {
          token: u.token,
          body: { id: race.id, option_id: race.options[0]!.id, amount: 50 },
        }),
      ),
    );
    expect(rs.filter((r) => r.body.code === 0)).toHaveLength(5);
    expect(rs.filter((r) => r.body.code === 8105)).toHaveLength(15);
    const h = await held(
      users.map((u) => u.id),
      race.id,
    );
    expect(h.escrow).toBe(250);
    expect(h.users + h.escrow).toBe(20 * 50);
    await ok(t, guess.settle, {
      token: operator.token,
      body: { id: race.id, option_id: race.options[0]!.id },
    });
    const after = await held(
      users.map((u) => u.id),
      race.id,
    );
    expect(after).toEqual({ users: 15 * 50 + 5 * 150, escrow: 0, house: -500 });
    expect(after.users + after.escrow + after.house).toBe(20 * 50);
  });
});
