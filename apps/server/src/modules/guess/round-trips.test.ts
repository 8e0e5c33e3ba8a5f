import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { guess } from '@dance/contracts';
import { newUser, testFile } from '../../../test/helpers.ts';
import { roundTrips } from '../../../test/round-trips.ts';
import { ok } from '../../../test/kit.ts';

const { t, kit: f } = await testFile();
const operator = await newUser(t, { roles: ['operator'] });

describe('the cost of a guess page', () => {
  it('a stake in one transaction of 5 statements; the page: the guess, its options and my stake in one statement, my standing beside it', async () => {
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
    // A stake: one transaction of the guess, its option, the stake with its escrow row, the points
    // with their ledger row; nothing read before it.
    const join = await roundTrips(() =>
      t.services.guess.join(u.id, { id: g.id, option_id: blue, amount: 40 }),
    );
    expect(join.queries, join.queries.join('\n')).toHaveLength(7);
    expect(join.queries.filter((q) => /^(begin|commit)$/i.test(q))).toHaveLength(2);
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
