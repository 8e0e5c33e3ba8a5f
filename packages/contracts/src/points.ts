// Contracts of points (integral): the earning rules and today's progress, daily sign-in with its
// calendar and streak, the ledger, and recharge (points bought with money as goods of type
// `integral` of the platform shop, paid through the mall's checkout and cashier).
import { z } from 'zod';
import { CursorQuery, Money, Numeric, cursorPage, endpoint } from './common.ts';

const TAG = 'points';

/** The rules operators set; each reward is one ledger row with a unique cause. */
export const REWARD_RULES = [
  'sign',
  'streak3',
  'streak7',
  'first_post',
  'comment',
  'share',
  'rebate',
] as const;
export const RewardRuleKey = z.enum(REWARD_RULES);
export type RewardRuleKey = z.infer<typeof RewardRuleKey>;

export const RewardRule = z.object({
  key: RewardRuleKey,
  /** Points per reward; for `rebate`, points per yuan paid. */
  points: z.number().int(),
  /** Rewards of this rule a user may earn per day (points per day for `rebate`). */
  daily_cap: z.number().int(),
  enabled: z.boolean(),
  /** Today's progress of the caller (zeros for a visitor). */
  today_times: z.number().int(),
  today_points: z.number().int(),
});
export type RewardRule = z.infer<typeof RewardRule>;

export const rewardRules = endpoint({
  method: 'GET',
  path: '/api/integral-log/reward-rules',
  auth: 'visitor',
  tag: TAG,
  summary: "The earning rules with the caller's progress today",
  data: z.object({
    rules: z.array(RewardRule),
    /** Points a yuan of recharge buys. */
    recharge_rate: z.number().int(),
    /** The app's calendar day (YYYY-MM-DD) in its time zone. */
    today: z.string(),
  }),
});

export const setRewardRule = endpoint({
  method: 'POST',
  path: '/api/integral-log/set-reward-rule',
  auth: 'user',
  tag: TAG,
  summary: 'An operator sets one earning rule',
  body: z.object({
    key: RewardRuleKey,
    points: Numeric.pipe(z.number().int().min(0).max(100_000)),
    daily_cap: Numeric.pipe(z.number().int().min(0).max(1_000_000)),
    enabled: z.boolean(),
  }),
  data: RewardRule,
});

export const LOG_TYPES = ['all', 'earned', 'spent'] as const;

export const LogEntry = z.object({
  id: z.number().int(),
  /** Negative for points spent. */
  change: z.number().int(),
  integral_after: z.number().int(),
  /** What caused it (sign, guess, order, recharge...) and how (stake, win, refund, deduct...). */
  source_type: z.string(),
  source_id: z.number().int(),
  kind: z.string(),
  note: z.string(),
  created_at: z.string(),
});
export type LogEntry = z.infer<typeof LogEntry>;

export const logList = endpoint({
  method: 'GET',
  path: '/api/integral-log/list',
  auth: 'user',
  tag: TAG,
  summary: 'My points ledger, newest first: all, earned or spent',
  query: CursorQuery.extend({ type: z.enum(LOG_TYPES).default('all') }),
  data: cursorPage(LogEntry).extend({ integral: z.number().int() }),
});

export const signCalendar = endpoint({
  method: 'GET',
  path: '/api/user-sign/sign-calendar',
  auth: 'user',
  tag: TAG,
  summary: "A month's signed days, the streak, today's reward and tomorrow's",
  query: z.object({
    /** YYYY-MM; the current month when absent. */
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'YYYY-MM')
      .optional(),
  }),
  data: z.object({
    month: z.string(),
    today: z.string(),
    /** Signed days of the month (YYYY-MM-DD). */
    days: z.array(z.string()),
    signed_today: z.boolean(),
    /** Consecutive days up to today (or yesterday when today is not signed yet). */
    streak: z.number().int(),
    /** What signing today gives (or gave). */
    today_reward: z.number().int(),
    /** What signing tomorrow would give if the streak continues. */
    tomorrow_reward: z.number().int(),
    integral: z.number().int(),
  }),
});

export const sign = endpoint({
  method: 'POST',
  path: '/api/user-sign/sign',
  auth: 'user',
  tag: TAG,
  summary: "Sign in today (once per day in the app's time zone) and earn the day's reward",
  data: z.object({
    sign_date: z.string(),
    streak: z.number().int(),
    reward: z.number().int(),
    integral: z.number().int(),
  }),
});

export const RechargePackage = z.object({
  sku_id: z.number().int(),
  price: Money,
  points: z.number().int(),
});

export const rechargePackages = endpoint({
  method: 'GET',
  path: '/api/integral-recharge/packages',
  auth: 'visitor',
  tag: TAG,
  summary: 'Points packages and the custom amount, bought through the checkout as goods of type integral',
  data: z.object({
    goods_id: z.number().int(),
    rate: z.number().int(),
    packages: z.array(RechargePackage),
    /** One yuan of points: a custom amount buys `num` of it. */
    custom: RechargePackage.extend({ min: z.number().int(), max: z.number().int() }),
  }),
});
