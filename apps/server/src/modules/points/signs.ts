import { fail } from '../../platform/errors.ts';
import type { Db } from '../../platform/db.ts';
import type { Wallet } from '../account/index.ts';
import { addDays, type AppCalendar } from './clock.ts';
import type { PointsService } from './ledger.ts';
import type { Rule, RewardService } from './rewards.ts';
import type { SignsRepo } from './signs.repo.ts';
import type { RewardRuleKey } from '@dance/contracts/points';

/** The last day (YYYY-MM-DD) of a YYYY-MM month. */
export function lastDayOf(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/** Day n of a streak is day ((n - 1) mod 7) + 1 of its week: days 3 and 7 carry a bonus. */
export function bonusOf(streak: number): 'streak3' | 'streak7' | null {
  const d = ((streak - 1) % 7) + 1;
  return d === 3 ? 'streak3' : d === 7 ? 'streak7' : null;
}

/** What signing in on day `streak` of a streak gives under these rules. */
export function rewardFor(rules: Map<RewardRuleKey, Rule>, streak: number): number {
  const on = (k: RewardRuleKey) => (rules.get(k)?.enabled ? rules.get(k)!.points : 0);
  const bonus = bonusOf(streak);
  return on('sign') + (bonus ? on(bonus) : 0);
}

/**
 * Daily sign-in: one per user per calendar day of the app's time zone (unique in the database),
 * continuing the streak when yesterday was signed and starting again after a missed day. The
 * reward (the day's points plus the day-3 or day-7 bonus) is one ledger row whose cause is the
 * sign-in itself.
 */
export class SignService {
  constructor(
    private readonly db: Db,
    private readonly repo: SignsRepo,
    private readonly rewards: RewardService,
    private readonly ledger: PointsService,
    private readonly wallet: Pick<Wallet, 'balances'>,
    private readonly calendar: AppCalendar,
  ) {}

  async sign(userId: number) {
    const today = this.calendar.today();
    const r = await this.db.transaction(async (tx) => {
      const prev = await this.repo.onDay(tx, userId, addDays(today, -1));
      const streak = prev ? prev.streak + 1 : 1;
      const row = await this.repo.insert(tx, { userId, signDate: today, streak });
      if (!row) fail('ALREADY_SIGNED');
      const bonus = bonusOf(row.streak);
      const pay =
        (await this.rewards.count(tx, userId, 'sign')) +
        (bonus ? await this.rewards.count(tx, userId, bonus) : 0);
      let integral: number | null = null;
      if (pay > 0) {
        await this.repo.setReward(tx, row.id, pay);
        integral = await this.ledger.credit(tx, userId, pay, {
          sourceType: 'sign',
          sourceId: row.id,
          kind: 'sign',
        });
      }
      return { row, pay, integral };
    });
    const integral = r.integral ?? (await this.wallet.balances(userId)).integral;
    return { sign_date: r.row.signDate, streak: r.row.streak, reward: r.pay, integral };
  }

  /** Whether the user has ever signed in. */
  async everSigned(userId: number): Promise<boolean> {
    return (await this.repo.latest(this.db, userId)) !== undefined;
  }

  async calendarOf(userId: number, month?: string) {
    const today = this.calendar.today();
    const yesterday = addDays(today, -1);
    const m = month ?? today.slice(0, 7);
    const from = `${m}-01`;
    const to = lastDayOf(m);
    const [rows, rules, balances] = await Promise.all([
      this.repo.calendarRows(this.db, userId, from, to, yesterday),
      this.rewards.cachedRules(),
      this.wallet.balances(userId),
    ]);
    const days = rows.filter((r) => r.signDate >= from && r.signDate <= to).map((r) => r.signDate);
    // The user's latest sign-in when it is yesterday or later (an older one breaks the streak).
    const last = rows.at(-1);
    const latest = last && last.signDate >= yesterday ? last : undefined;
    const signedToday = latest?.signDate === today;
    const alive = latest && (signedToday || latest.signDate === yesterday);
    const streak = alive ? latest.streak : 0;
    return {
      month: m,
      today,
      days,
      signed_today: signedToday,
      streak,
      today_reward: signedToday ? latest.reward : rewardFor(rules, streak + 1),
      tomorrow_reward: rewardFor(rules, signedToday ? streak + 1 : streak + 2),
      integral: balances.integral,
    };
  }
}
