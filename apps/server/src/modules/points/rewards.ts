import type { OpsJournal } from '../../platform/journal.ts';
import { REWARD_RULES, type RewardRule, type RewardRuleKey } from '@dance/contracts/points';
import type { Db, Tx } from '../../platform/db.ts';
import { TtlCache } from '../../platform/ttl-cache.ts';
import { isUniqueViolation } from '../../platform/db.ts';
import type { LedgerCause, UserDirectory } from '../account/index.ts';
import type { Fulfiller } from './ports.ts';
import type { AppCalendar } from './clock.ts';
import type { PointsService } from './ledger.ts';
import type { RewardsRepo } from './rewards.repo.ts';

/** The defaults of the earning rules; operators override them (`integral_rule`). */
export const DEFAULT_RULES: Record<RewardRuleKey, { points: number; dailyCap: number }> = {
  sign: { points: 5, dailyCap: 1 },
  streak3: { points: 10, dailyCap: 1 },
  streak7: { points: 30, dailyCap: 1 },
  first_post: { points: 10, dailyCap: 1 },
  comment: { points: 2, dailyCap: 10 },
  share: { points: 3, dailyCap: 5 },
  /** Points per yuan paid; the cap counts points. */
  rebate: { points: 1, dailyCap: 500 },
};

export interface Rule {
  key: RewardRuleKey;
  points: number;
  dailyCap: number;
  enabled: boolean;
}

/**
 * The earning rules, read from one place: defaults, overridden by operators. A reward is one
 * ledger row whose cause is unique (`reward`-type source and the rule), counted against the
 * rule's daily cap in the app's calendar; a retried or concurrent action never pays twice.
 */
export class RewardService {
  private readonly shown: TtlCache<0, Map<RewardRuleKey, Rule>>;

  constructor(
    private readonly db: Db,
    private readonly repo: RewardsRepo,
    private readonly ledger: PointsService,
    private readonly calendar: AppCalendar,
    private readonly users: Pick<UserDirectory, 'requireOperator'>,
    private readonly journal: OpsJournal,
    cacheMs = 0,
  ) {
    this.shown = new TtlCache(cacheMs, 1);
  }

  /**
   * The rules as screens show them, kept a few seconds (`setRule` clears them in this process);
   * rewards paid read `rules(tx)` instead.
   */
  cachedRules(): Promise<Map<RewardRuleKey, Rule>> {
    return this.shown.get(0, () => this.rules());
  }

  async rules(tx: Db | Tx = this.db): Promise<Map<RewardRuleKey, Rule>> {
    const set = new Map((await this.repo.rules(tx)).map((r) => [r.key, r]));
    return new Map(
      REWARD_RULES.map((key) => {
        const r = set.get(key);
        const d = DEFAULT_RULES[key];
        return [
          key,
          r
            ? { key, points: r.points, dailyCap: r.dailyCap, enabled: r.enabled }
            : { key, points: d.points, dailyCap: d.dailyCap, enabled: true },
        ];
      }),
    );
  }

  /** The rules with the viewer's progress today. */
  async withProgress(viewerId: number | null): Promise<{ rules: RewardRule[]; today: string }> {
    const today = this.calendar.today();
    const [rules, done] = await Promise.all([
      this.cachedRules(),
      viewerId === null ? Promise.resolve([]) : this.repo.today(this.db, viewerId, today),
    ]);
    const by = new Map(done.map((d) => [d.rule, d]));
    return {
      today,
      rules: [...rules.values()].map((r) => ({
        key: r.key,
        points: r.points,
        daily_cap: r.dailyCap,
        enabled: r.enabled,
        today_times: by.get(r.key)?.times ?? 0,
        today_points: by.get(r.key)?.points ?? 0,
      })),
    };
  }

  async setRule(
    operatorId: number,
    b: { key: RewardRuleKey; points: number; daily_cap: number; enabled: boolean },
  ) {
    await this.users.requireOperator(operatorId, 'editor');
    await this.db.transaction(async (tx) => {
      await this.repo.putRule(tx, {
        key: b.key,
        points: b.points,
        dailyCap: b.daily_cap,
        enabled: b.enabled,
      });
      await this.journal.record(tx, {
        operatorId,
        kind: 'reward_rule',
        ref: b.key,
        decision: 'set',
        after: { points: b.points, daily_cap: b.daily_cap, enabled: b.enabled },
      });
    });
    this.shown.clear();
    const { rules } = await this.withProgress(operatorId);
    return rules.find((r) => r.key === b.key)!;
  }

  /**
   * Counts a reward against today's cap inside the caller's transaction, without paying it:
   * the points it may pay (0 when the rule is off or capped). `base` overrides the rule's points
   * (the rebate's points depend on the amount).
   */
  async count(tx: Tx, userId: number, key: RewardRuleKey, base?: number): Promise<number> {
    const rule = (await this.rules(tx)).get(key)!;
    if (!rule.enabled) return 0;
    return this.repo.take(tx, {
      userId,
      day: this.calendar.today(),
      rule: key,
      points: base ?? rule.points,
      cap: rule.dailyCap,
      capOn: key === 'rebate' ? 'points' : 'times',
    });
  }

  /**
   * The purchase rebate of a completed order: the rule's points per yuan paid and kept (what was
   * refunded earns none), under the day's cap.
   */
  readonly rebate: Fulfiller = async (tx, e) => {
    const kept = e.order.payAmount - e.order.refundAmount;
    if (e.kind !== 'completed' || kept <= 0) return;
    // A recharge buys points; it earns none on top.
    if (e.lines.some((l) => l.type === 'integral')) return;
    const rule = (await this.rules(tx)).get('rebate')!;
    const base = Math.floor((kept * rule.points) / 100);
    if (base > 0) await this.reward(tx, e.order.userId, 'rebate', e.order.id, base);
  };

  /**
   * Pays one reward for an action (`sourceId`: the post, comment or order) inside the caller's
   * transaction; a second reward for the same action pays nothing (a savepoint keeps the caller's
   * transaction alive). Answers the points paid.
   */
  async reward(tx: Tx, userId: number, key: RewardRuleKey, sourceId: number, base?: number): Promise<number> {
    return this.pay(tx, userId, key, { sourceType: 'reward', sourceId, kind: key }, base);
  }

  /** The first post of the day: the post's first publication (decision 221). */
  firstPost(tx: Tx, userId: number, postId: number): Promise<number> {
    return this.reward(tx, userId, 'first_post', postId);
  }

  /** A published comment on someone else's post (decision 221). */
  comment(tx: Tx, userId: number, commentId: number): Promise<number> {
    return this.reward(tx, userId, 'comment', commentId);
  }

  /**
   * Takes back the reward of a post or comment that was removed (decision 227), inside the
   * removal's transaction: once (its own cause, `<rule>_back`, unique; takers-back of one reward
   * queue on its ledger row), never below zero (a user who spent it loses what is left, the
   * shortfall noted). Nothing when the action was never paid (capped, off, the author's own post).
   * The day's cap is not given back. Answers the points taken.
   */
  async takeBack(tx: Tx, key: 'comment' | 'first_post', sourceId: number): Promise<number> {
    try {
      return await tx.transaction(async (sp) => {
        const paid = await this.ledger.causeRow(sp, { sourceType: 'reward', sourceId, kind: key }, true);
        if (!paid || paid.change <= 0) return 0;
        const back = { sourceType: 'reward', sourceId, kind: `${key}_back` };
        if (await this.ledger.causeRow(sp, back, false)) return 0;
        return this.ledger.takeUpTo(sp, paid.userId, paid.change, back);
      });
    } catch (err) {
      if (isUniqueViolation(err)) return 0;
      throw err;
    }
  }

  /**
   * A logged-in user's share of a post or goods item: once per user and object, ever, under the
   * day's cap. The ledger's cause is unique on (source_type, source_id, kind) and does not name
   * the user, so a share's cause is `shareCause` (decision 221).
   */
  share(tx: Tx, userId: number, object: SharedObject): Promise<number> {
    return this.pay(tx, userId, 'share', shareCause(userId, object));
  }

  private async pay(
    tx: Tx,
    userId: number,
    key: RewardRuleKey,
    cause: LedgerCause,
    base?: number,
  ): Promise<number> {
    try {
      return await tx.transaction(async (sp) => {
        const pay = await this.count(sp, userId, key, base);
        if (pay <= 0) return 0;
        await this.ledger.credit(sp, userId, pay, cause);
        return pay;
      });
    } catch (err) {
      if (isUniqueViolation(err)) return 0;
      throw err;
    }
  }
}

/** What a user may share for points: a post of the community or a goods item of the mall. */
export interface SharedObject {
  type: 'post' | 'goods';
  id: number;
}

/** The ledger's source type of each shared object's space: post 5 and goods 5 never collide. */
export const SHARE_SOURCES = { post: 'post_share', goods: 'goods_share' } as const;

/**
 * The ledger cause of a share: the object's space as source type, the object as source id, and
 * the sharer as kind (`u<user id>`, at most 17 characters for any safe integer, within the
 * column's 20), so the unique cause is (space, object, user).
 */
export function shareCause(userId: number, object: SharedObject): LedgerCause {
  if (!Number.isSafeInteger(userId) || userId <= 0 || !Number.isSafeInteger(object.id) || object.id <= 0)
    throw new Error(`bad share ${userId} ${object.type} ${object.id}`);
  return { sourceType: SHARE_SOURCES[object.type], sourceId: object.id, kind: `u${userId}` };
}
