import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    mobile: varchar('mobile', { length: 11 }),
    passwordHash: text('password_hash'),
    nickname: varchar('nickname', { length: 40 }).notNull(),
    /** Lower-case full pinyin and initials of the nickname, for search. */
    nicknamePinyin: text('nickname_pinyin').notNull().default(''),
    /** Han unigrams and bigrams of the folded nickname (platform/search-text.ts), for a GIN index. */
    searchTokens: text('search_tokens')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    avatar: text('avatar').notNull().default(''),
    gender: smallint('gender').notNull().default(0),
    birthday: date('birthday', { mode: 'string' }),
    signature: varchar('signature', { length: 140 }).notNull().default(''),
    danceStyles: text('dance_styles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    integral: integer('integral').notNull().default(0),
    /** Fen. */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    realName: text('real_name'),
    idCard: varchar('id_card', { length: 18 }),
    reviewStatus: smallint('review_status').notNull().default(0),
    reviewReason: text('review_reason'),
    reviewSubmittedAt: timestamp('review_submitted_at', { withTimezone: true }),
    merchantReviewStatus: smallint('merchant_review_status').notNull().default(0),
    musicianReviewStatus: smallint('musician_review_status').notNull().default(0),
    anchorReviewStatus: smallint('anchor_review_status').notNull().default(0),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** 0 active, 1 banned, 2 closed by its owner. */
    status: smallint('status').notNull().default(0),
    /** Set by an operator's mute: the user may read and react but not post, comment or chat. */
    mutedUntil: timestamp('muted_until', { withTimezone: true }),
    followCount: integer('follow_count').notNull().default(0),
    fansCount: integer('fans_count').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    postCount: integer('post_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_mobile_uq').on(t.mobile),
    uniqueIndex('users_id_card_uq').on(t.idCard),
    index('users_nickname_trgm').using('gin', sql`${t.nickname} gin_trgm_ops`),
    index('users_pinyin_trgm').using('gin', sql`${t.nicknamePinyin} gin_trgm_ops`),
    index('users_search_tokens_gin').using('gin', t.searchTokens),
    // Search results come by fans: for a common keyword, walking this order and filtering is
    // cheaper than sorting thousands of matches; the planner picks between the two.
    index('users_fans_idx')
      .on(t.fansCount.desc(), t.id.desc())
      .where(sql`status = 0`),
    index('users_review_pending_idx')
      .on(t.reviewSubmittedAt)
      .where(sql`review_status = 1`),
    check('users_integral_nonneg', sql`${t.integral} >= 0`),
    check('users_balance_nonneg', sql`${t.balance} >= 0`),
  ],
);

export const smsCode = pgTable(
  'sms_code',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    scene: varchar('scene', { length: 16 }).notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull().default(''),
    tries: smallint('tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sms_code_mobile_idx').on(t.mobile, t.createdAt),
    index('sms_code_ip_idx').on(t.ip, t.createdAt),
  ],
);

export const address = pgTable(
  'address',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    name: varchar('name', { length: 20 }).notNull(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    provinceId: integer('province_id').notNull(),
    cityId: integer('city_id').notNull(),
    districtId: integer('district_id').notNull(),
    detail: varchar('detail', { length: 120 }).notNull(),
    isDefault: smallint('is_default').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('address_user_idx').on(t.userId),
    uniqueIndex('address_one_default_uq')
      .on(t.userId)
      .where(sql`is_default = 1`),
  ],
);

export const userBinding = pgTable(
  'user_binding',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    platform: varchar('platform', { length: 16 }).notNull(),
    openId: text('open_id').notNull(),
    nickname: text('nickname').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_binding_open_uq').on(t.platform, t.openId),
    uniqueIndex('user_binding_user_uq').on(t.userId, t.platform),
  ],
);

export const userReport = pgTable(
  'user_report',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    reporterId: bigint('reporter_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    reasonId: integer('reason_id').notNull(),
    content: text('content').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    status: smallint('status').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_report_status_idx').on(t.status, t.id)],
);

/**
 * The balance ledger: append-only, one row per cause (`source_type, source_id, kind`), each with
 * the balance after it. `users.balance` moves only together with a row here (AccountService
 * debitBalance / creditBalance), and a debit is a conditional update that cannot go below zero.
 */
export const balanceLog = pgTable(
  'balance_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** Fen; negative for a debit. */
    change: bigint('change', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    sourceType: varchar('source_type', { length: 20 }).notNull(),
    sourceId: bigint('source_id', { mode: 'number' }).notNull(),
    kind: varchar('kind', { length: 20 }).notNull(),
    note: varchar('note', { length: 200 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('balance_log_cause_uq').on(t.sourceType, t.sourceId, t.kind),
    index('balance_log_user_idx').on(t.userId, t.id),
    check('balance_log_after_nonneg', sql`${t.balanceAfter} >= 0`),
    check('balance_log_change_nonzero', sql`${t.change} <> 0`),
  ],
);
