import { describe, expect, it } from 'vitest';
import { points } from '@dance/contracts';
import { newUser, testFile } from '../../../test/helpers.ts';
import { roundTrips } from '../../../test/round-trips.ts';
import { ok } from '../../../test/kit.ts';
import type { OpsJournal } from '../../platform/journal.ts';
import { FixedClock, systemClock } from './clock.ts';
import { RewardsRepo } from './rewards.repo.ts';
import { RewardService } from './rewards.ts';

const { t } = await testFile();
const s = t.services.integral;

/** Runs `fn` with the points clock at `at`, then puts the machine's clock back. */
async function at<T>(clock: FixedClock, fn: () => Promise<T>): Promise<T> {
  s.clock.current = clock;
  try {
    return await fn();
  } finally {
    s.clock.current = systemClock;
  }
}

describe('the cost of the points screens', () => {
  it('the sign-in calendar: the month and the latest sign-ins in one statement, the points in another', async () => {
    const u = await newUser(t);
    // Signed on 2026-04-29 and 2026-04-30 (Shanghai), then looked at on 2026-05-01.
    const clock = new FixedClock(new Date('2026-04-29T02:00:00Z'));
    await at(clock, () => ok(t, points.sign, { token: u.token }));
    clock.set(new Date('2026-04-30T02:00:00Z'));
    await at(clock, () => ok(t, points.sign, { token: u.token }));
    clock.set(new Date('2026-05-01T02:00:00Z'));
    const { result, queries } = await at(clock, () => roundTrips(() => s.signs.calendarOf(u.id)));
    // The earning rules come from memory outside tests (kept 0 ms here: read every time).
    const own = queries.filter((q) => !q.includes('"integral_rule"'));
    expect(own, queries.join('\n')).toHaveLength(2);
    expect(own.filter((q) => q.includes('"user_sign"'))).toHaveLength(1);
    // Yesterday's sign-in is in another month: the streak still counts it.
    expect(result).toMatchObject({
      month: '2026-05',
      today: '2026-05-01',
      days: [],
      signed_today: false,
      streak: 2,
      today_reward: 5 + 10,
      tomorrow_reward: 5,
      integral: 5 + 5,
    });
    // An earlier month shows its days and the same streak.
    const april = await at(clock, () => s.signs.calendarOf(u.id, '2026-04'));
    expect(april).toMatchObject({ days: ['2026-04-29', '2026-04-30'], streak: 2, signed_today: false });
    // Signed today: today's reward is what was paid.
    const today = await at(clock, async () => {
      await ok(t, points.sign, { token: u.token });
      return s.signs.calendarOf(u.id, '2026-04');
    });
    expect(today).toMatchObject({ signed_today: true, streak: 3, today_reward: 15, tomorrow_reward: 5 });
    // Two days later the streak is broken, whatever month is shown.
    clock.set(new Date('2026-05-03T02:00:00Z'));
    const broken = await at(clock, () => s.signs.calendarOf(u.id, '2026-05'));
    expect(broken).toMatchObject({ days: ['2026-05-01'], signed_today: false, streak: 0, today_reward: 5 });
  });

  it("the earning rules are kept in memory for screens, and an operator's change clears them", async () => {
    const journal = { record: async () => {} } as unknown as OpsJournal;
    const users = { requireOperator: async () => [] };
    const rewards = new RewardService(
      t.platform.db,
      new RewardsRepo(),
      s.ledger,
      s.calendar,
      users,
      journal,
      60_000,
    );
    const first = await roundTrips(() => rewards.cachedRules());
    expect(first.queries).toHaveLength(1);
    const again = await roundTrips(() => rewards.cachedRules());
    expect(again.queries).toHaveLength(0);
    expect(again.result).toBe(first.result);
    const share = first.result.get('share')!;
    try {
      await rewards.setRule(1, {
        key: 'share',
        points: share.points + 1,
        daily_cap: share.dailyCap,
        enabled: true,
      });
      expect((await rewards.cachedRules()).get('share')!.points).toBe(share.points + 1);
    } finally {
      await rewards.setRule(1, {
        key: 'share',
        points: share.points,
        daily_cap: share.dailyCap,
        enabled: true,
      });
    }
    expect((await rewards.cachedRules()).get('share')!.points).toBe(share.points);
  });

  it('the ledger: its page and the points in two statements, of each type', async () => {
    const u = await newUser(t);
    await ok(t, points.sign, { token: u.token });
    for (const type of ['all', 'earned', 'spent'] as const) {
      const { result, queries } = await roundTrips(() => s.ledger.log(u.id, { type, limit: 20 }));
      expect(queries, queries.join('\n')).toHaveLength(2);
      expect(result.integral).toBe(5);
      expect(result.list).toHaveLength(type === 'spent' ? 0 : 1);
    }
  });
});
