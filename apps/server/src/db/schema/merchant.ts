import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
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

/** A shop. Goods with `mch_id` 0 belong to the platform, which has no row here. */
export const mch = pgTable(
  'mch',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
    name: varchar('name', { length: 40 }).notNull(),
    logo: text('logo').notNull().default(''),
    intro: varchar('intro', { length: 500 }).notNull().default(''),
    /** Where after-sale returns are sent. */
    returnAddress: varchar('return_address', { length: 200 }).notNull().default(''),
    /** 1 open, 0 closed. */
    status: smallint('status').notNull().default(1),
    /** Orders of a shop may be listed on the home page by this weight. */
    sort: smallint('sort').notNull().default(0),
    cover: text('cover').notNull().default(''),
    contact: varchar('contact', { length: 40 }).notNull().default(''),
    hours: varchar('hours', { length: 60 }).notNull().default(''),
    address: varchar('address', { length: 200 }).notNull().default(''),
    afterSalePolicy: varchar('after_sale_policy', { length: 1000 }).notNull().default(''),
    /** Subset of express, verify (in person), virtual. */
    deliveryModes: jsonb('delivery_modes').$type<string[]>().notNull().default(['express']),
    /** Platform fee in basis points (1/10000); null: the configured default. */
    feeRate: integer('fee_rate'),
    /** Fen the owner may withdraw; moves only with a row of `mch_account_log`. */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    /** Fen held by withdrawals awaiting an operator; moves only with a row of `mch_account_log`. */
    frozen: bigint('frozen', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mch_owner_uq').on(t.ownerId),
    check('mch_balance_nonneg', sql`${t.balance} >= 0`),
    check('mch_frozen_nonneg', sql`${t.frozen} >= 0`),
    check('mch_fee_rate_range', sql`${t.feeRate} is null or (${t.feeRate} >= 0 and ${t.feeRate} <= 10000)`),
    index('mch_open_idx')
      .on(t.sort, t.id)
      .where(sql`status = 1`),
  ],
);

/**
 * A shop's staff besides its owner, each with a role (decision 223): verify (verification and
 * check-in), orders (verify and the shop's orders) or manager (everything but money and staff).
 * Clerks from before roles existed became managers: they could already do what the staff could.
 */
export const mchClerk = pgTable(
  'mch_clerk',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    mchId: bigint('mch_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** verify | orders | manager */
    role: varchar('role', { length: 10 }).notNull().default('manager'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mch_clerk_uq').on(t.mchId, t.userId),
    index('mch_clerk_user_idx').on(t.userId),
    check('mch_clerk_role_known', sql`${t.role} in ('verify', 'orders', 'manager')`),
  ],
);

/**
 * The shop account ledger: append-only, one row per cause (`source_type, source_id, kind`), with
 * the balance and the frozen amount after it. Kinds: credit (an order settled), fee (the platform's
 * fee of it), freeze (a withdrawal requested), release (refused or failed: back to the balance),
 * withdraw (paid out of the frozen amount). The sums of `change` and `frozen_change` are the shop's
 * `balance` and `frozen`.
 */
export const mchAccountLog = pgTable(
  'mch_account_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    mchId: bigint('mch_id', { mode: 'number' }).notNull(),
    kind: varchar('kind', { length: 20 }).notNull(),
    change: bigint('change', { mode: 'number' }).notNull(),
    frozenChange: bigint('frozen_change', { mode: 'number' }).notNull().default(0),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    frozenAfter: bigint('frozen_after', { mode: 'number' }).notNull(),
    /** order | cash */
    sourceType: varchar('source_type', { length: 20 }).notNull(),
    sourceId: bigint('source_id', { mode: 'number' }).notNull(),
    note: varchar('note', { length: 200 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mch_account_log_cause_uq').on(t.sourceType, t.sourceId, t.kind),
    index('mch_account_log_mch_idx').on(t.mchId, t.id),
    check('mch_account_log_after_nonneg', sql`${t.balanceAfter} >= 0 and ${t.frozenAfter} >= 0`),
    check('mch_account_log_nonzero', sql`${t.change} <> 0 or ${t.frozenChange} <> 0`),
  ],
);

/** One settled order: what it paid, what went back, the fee and the net credited, once per order. */
export const mchSettlement = pgTable(
  'mch_settlement',
  {
    orderId: bigint('order_id', { mode: 'number' }).primaryKey(),
    mchId: bigint('mch_id', { mode: 'number' }).notNull(),
    payAmount: bigint('pay_amount', { mode: 'number' }).notNull(),
    refundAmount: bigint('refund_amount', { mode: 'number' }).notNull(),
    feeRate: integer('fee_rate').notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mch_settlement_mch_idx').on(t.mchId, t.createdAt)],
);

/**
 * A withdrawal request: pending (frozen) -> paid (reference recorded) | refused | failed (released).
 * `client_id` makes the request idempotent per shop. Card numbers are stored masked.
 */
export const mchCash = pgTable(
  'mch_cash',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    mchId: bigint('mch_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    clientId: varchar('client_id', { length: 64 }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull(),
    /** balance | wechat | alipay | bank */
    type: varchar('type', { length: 10 }).notNull(),
    /** Account name / holder, bank, branch, masked account id or card number. */
    account: jsonb('account').$type<Record<string, string>>().notNull().default({}),
    /** pending | paid | refused | failed */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    provider: varchar('provider', { length: 20 }).notNull().default('manual'),
    reference: varchar('reference', { length: 100 }).notNull().default(''),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    operatorId: bigint('operator_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mch_cash_client_uq').on(t.mchId, t.clientId),
    index('mch_cash_mch_idx').on(t.mchId, t.id),
    index('mch_cash_pending_idx')
      .on(t.id)
      .where(sql`status = 'pending'`),
    check('mch_cash_amount_pos', sql`${t.amount} > 0 and ${t.fee} >= 0 and ${t.fee} < ${t.amount}`),
  ],
);

/**
 * A user's application to open a shop: pending -> approved (the shop is created with the user as
 * owner) | refused (with a reason; the user may apply again). One pending application per user.
 */
export const mchApply = pgTable(
  'mch_apply',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    name: varchar('name', { length: 40 }).notNull(),
    logo: text('logo').notNull(),
    category: varchar('category', { length: 20 }).notNull(),
    contact: varchar('contact', { length: 40 }).notNull(),
    licence: text('licence').notNull(),
    address: varchar('address', { length: 200 }).notNull(),
    /** pending | approved | refused */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    mchId: bigint('mch_id', { mode: 'number' }),
    operatorId: bigint('operator_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [
    index('mch_apply_user_idx').on(t.userId, t.id),
    uniqueIndex('mch_apply_pending_uq')
      .on(t.userId)
      .where(sql`status = 'pending'`),
    index('mch_apply_status_idx').on(t.status, t.id),
  ],
);

/**
 * The operators' fee settings: one row (id 1), written by an editor from the console; a null rate
 * keeps the configured default (`MCH_FEE_RATE`, `MCH_CASH_FEE_RATE`). Read inside each settlement
 * and withdrawal, so a change applies to the next one without a restart.
 */
export const mchFeeSetting = pgTable(
  'mch_fee_setting',
  {
    id: smallint('id').primaryKey(),
    /** Basis points of a settled order's net amount. */
    feeRate: integer('fee_rate'),
    /** Basis points of a withdrawal. */
    cashFeeRate: integer('cash_fee_rate'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('mch_fee_setting_one', sql`${t.id} = 1`),
    check('mch_fee_setting_fee', sql`${t.feeRate} is null or (${t.feeRate} >= 0 and ${t.feeRate} <= 10000)`),
    check(
      'mch_fee_setting_cash',
      sql`${t.cashFeeRate} is null or (${t.cashFeeRate} >= 0 and ${t.cashFeeRate} <= 1000)`,
    ),
  ],
);
