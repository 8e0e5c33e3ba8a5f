import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { integralRewardDay, integralRule } from '../../db/schema/points.ts';

export type RuleRow = typeof integralRule.$inferSelect;

/** SQL of the earning rules and the per-day counts their caps are checked against. */
export class RewardsRepo {
  rules(tx: DbOrTx): Promise<RuleRow[]> {
    return tx.select().from(integralRule);
  }

  async putRule(tx: DbOrTx, v: { key: string; points: number; dailyCap: number; enabled: boolean }) {
    await tx
      .insert(integralRule)
      .values(v)
      .onConflictDoUpdate({
        target: integralRule.key,
        set: { points: v.points, dailyCap: v.dailyCap, enabled: v.enabled, updatedAt: sql`now()` },
      });
  }

  /**
   * Counts one reward of `points` against the day's cap: answers the points it may pay (all of
   * them, or what is left under a points cap), 0 when the cap is reached. The day's row is made,
   * then locked, so concurrent rewards of one user and rule queue here.
   */
  async take(
    tx: DbOrTx,
    v: { userId: number; day: string; rule: string; points: number; cap: number; capOn: 'times' | 'points' },
  ): Promise<number> {
    if (v.cap <= 0 || v.points <= 0) return 0;
    const key = and(
      eq(integralRewardDay.userId, v.userId),
      eq(integralRewardDay.day, v.day),
      eq(integralRewardDay.rule, v.rule),
    );
    await tx
      .insert(integralRewardDay)
      .values({ userId: v.userId, day: v.day, rule: v.rule, times: 0, points: 0 })
      .onConflictDoNothing();
    const [row] = await tx.select().from(integralRewardDay).where(key).for('update');
    if (!row) return 0;
    const pay =
      v.capOn === 'times' ? (row.times < v.cap ? v.points : 0) : Math.min(v.points, v.cap - row.points);
    if (pay <= 0) return 0;
    await tx
      .update(integralRewardDay)
      .set({ times: row.times + 1, points: row.points + pay })
      .where(key);
    return pay;
  }

  async today(tx: DbOrTx, userId: number, day: string) {
    return tx
      .select({
        rule: integralRewardDay.rule,
        times: integralRewardDay.times,
        points: integralRewardDay.points,
      })
      .from(integralRewardDay)
      .where(and(eq(integralRewardDay.userId, userId), eq(integralRewardDay.day, day)));
  }
}
