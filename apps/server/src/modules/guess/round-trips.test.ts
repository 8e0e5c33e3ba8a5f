import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { guess } from '@dance/contracts';
import { newUser, testFile } from '../../../test/helpers.ts';
import { roundTrips } from '../../../test/round-trips.ts';
import { ok } from '../../../test/kit.ts';

const { t, kit: f } = await testFile();
const operator = await newUser(t, { roles: ['operator'] });

describe('the cost of a guess page', () => {
  it('a stake in one transaction of 3 round trips, the guess row locked over the last; the page: the guess, its options and my stake in one statement, my standing beside it', async () => {
    const g = await ok(t, guess.create, {
      token: operator.token,
      body: {
        title: 'Counted',
        options: ['Red', 'Blue', 'Green'],
        close_at: new Date(Date.now() + 3_600_000).toISOString(),
        stake_min: 10,
        stake_max: 500,
        rake_bp: 1000,
      },
    });
    const u = await newUser(t);
    await f.givePoints(u.id, 100);
    const blue = g.options[1]!.id;
    // A stake: one transaction of the stake, the guess, its option, the escrow row, the points
    // with their ledger row; nothing read before it. The stake goes before the guess's row is
    // locked; after it, nothing is waited for: the rest travels with the COMMIT.
    const join = await roundTrips(() =>
      t.services.guess.join(u.id, { id: g.id, option_id: blue, amount: 40 }),
    );
    const said = join.queries.join('\n');
    expect(
      join.queries.map((q) =>
        /^(begin|commit|insert into \w+|update "?\w+|with u as \(update \w+)/i.exec(q)?.[0].replace('"', ''),
      ),
      said,
    ).toEqual([
      'begin',
      'insert into guess_stake',
      'update guess_game',
      'update guess_option',
      'insert into guess_escrow_log',
      'with u as (update users',
      'commit',
    ]);
    expect(join.trips, said).toBe(3);
    expect(join.texts.find((q) => q.startsWith('with u'))).toContain('insert into integral_log');
    expect(join.result).toEqual({
      stake: { option_id: blue, amount: 40, state: 'held', payout: 0 },
      integral: 60,
    });
    const escrow = await t.database.db.execute<{ stake_id: string; change: number; escrow_after: number }>(
      sql`select stake_id, change, escrow_after from guess_escrow_log where game_id = ${g.id}`,
    );
    expect(escrow.rows.map((r) => [r.change, r.escrow_after])).toEqual([[40, 40]]);
    const stake = await t.database.db.execute<{ id: string }>(
      sql`select id from guess_stake where game_id = ${g.id} and user_id = ${u.id}`,
    );
    expect(escrow.rows[0]!.stake_id).toBe(stake.rows[0]!.id);

    const mine = await roundTrips(() => t.services.guess.detail(u.id, g.id));
    expect(mine.queries, mine.queries.join('\n')).toHaveLength(2);
    expect(mine.result).toMatchObject({
      id: g.id,
      pool: 40,
      stakers: 1,
      can_manage: false,
      mine: { option_id: blue, amount: 40, state: 'held', payout: 0 },
    });
    expect(mine.result.options.map((o) => [o.label, o.pool])).toEqual([
      ['Red', 0],
      ['Blue', 40],
      ['Green', 0],
    ]);

    const other = await newUser(t);
    const theirs = await roundTrips(() => t.services.guess.detail(other.id, g.id));
    expect(theirs.queries).toHaveLength(2);
    expect(theirs.result).toMatchObject({ mine: null, can_manage: false });
    expect(theirs.result.options).toHaveLength(3);

    const managed = await roundTrips(() => t.services.guess.detail(operator.id, g.id));
    expect(managed.queries).toHaveLength(2);
    expect(managed.result).toMatchObject({ mine: null, can_manage: true });

    const visitor = await roundTrips(() => t.services.guess.detail(null, g.id));
    expect(visitor.queries).toHaveLength(1);
    expect(visitor.result).toMatchObject({ mine: null, can_manage: false, pool: 40 });

    await expect(t.services.guess.detail(u.id, 2_000_000_000)).rejects.toMatchObject({ code: 1404 });
  });
});
