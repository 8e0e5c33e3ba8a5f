import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * The points ledger: append-only, one row per cause (`source_type, source_id, kind`) with the
 * points after it. `users.integral` (account domain) moves only together with a row here.
 */
export const integralLog = pgTable(
  'integral_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** Negative for a debit. */
    change: integer('change').notNull(),
    integralAfter: integer('integral_after').notNull(),
    sourceType: varchar('source_type', { length: 20 }).notNull(),
    sourceId: bigint('source_id', { mode: 'number' }).notNull(),
    kind: varchar('kind', { length: 20 }).notNull(),
    note: varchar('note', { length: 200 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('integral_log_cause_uq').on(t.sourceType, t.sourceId, t.kind),
    index('integral_log_user_idx').on(t.userId, t.id),
    check('integral_log_after_nonneg', sql`${t.integralAfter} >= 0`),
    check('integral_log_change_nonzero', sql`${t.change} <> 0`),
  ],
);

/** One sign-in per user per calendar day of the app's time zone, with the streak it made. */
export const userSign = pgTable(
  'user_sign',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    signDate: date('sign_date', { mode: 'string' }).notNull(),
    streak: integer('streak').notNull(),
    reward: integer('reward').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_sign_day_uq').on(t.userId, t.signDate)],
);

/** Operators' values of the earning rules; a rule without a row has its default. */
export const integralRule = pgTable('integral_rule', {
  key: varchar('key', { length: 20 }).primaryKey(),
  points: integer('points').notNull(),
  dailyCap: integer('daily_cap').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What a user earned of each rule on one day: the daily caps are conditional updates of it. */
export const integralRewardDay = pgTable(
  'integral_reward_day',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    rule: varchar('rule', { length: 20 }).notNull(),
    times: integer('times').notNull(),
    points: integer('points').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.rule] })],
);

/** The SKUs of the platform's recharge goods (type `integral`) and the points one of each buys. */
export const integralRechargeSku = pgTable('integral_recharge_sku', {
  skuId: bigint('sku_id', { mode: 'number' }).primaryKey(),
  goodsId: bigint('goods_id', { mode: 'number' }).notNull(),
  points: integer('points').notNull(),
  /** The custom amount's unit SKU (one yuan). */
  unit: boolean('unit').notNull().default(false),
});
