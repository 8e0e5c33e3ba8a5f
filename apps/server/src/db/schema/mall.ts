import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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

const ON_SALE = sql`status = 1 and deleted_at is null`;

/** Every kind the app sells (goods, activity, course, music); later issues add kind-specific tables. */
export const goods = pgTable(
  'goods',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: varchar('type', { length: 10 }).notNull().default('goods'),
    /** 0 = the platform. */
    mchId: bigint('mch_id', { mode: 'number' }).notNull().default(0),
    catId: bigint('cat_id', { mode: 'number' }).notNull().default(0),
    name: varchar('name', { length: 80 }).notNull(),
    cover: text('cover').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** Sanitised HTML. */
    detail: text('detail').notNull().default(''),
    specs: jsonb('specs').$type<{ name: string; values: string[] }[]>().notNull().default([]),
    /** Fen: the lowest SKU price, for lists and sorting. */
    price: bigint('price', { mode: 'number' }).notNull(),
    originalPrice: bigint('original_price', { mode: 'number' }).notNull().default(0),
    /** Sum of the SKUs' stock, moved in the same transaction as theirs. */
    stock: integer('stock').notNull().default(0),
    sales: integer('sales').notNull().default(0),
    shareCount: integer('share_count').notNull().default(0),
    collectCount: integer('collect_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    commentGood: integer('comment_good').notNull().default(0),
    commentMedium: integer('comment_medium').notNull().default(0),
    commentBad: integer('comment_bad').notNull().default(0),
    commentImage: integer('comment_image').notNull().default(0),
    delivery: varchar('delivery', { length: 10 }).notNull().default('express'),
    shippingFee: bigint('shipping_fee', { mode: 'number' }).notNull().default(0),
    /** 1 on sale, 0 off sale. */
    status: smallint('status').notNull().default(1),
    /** Merchandising weight of the default sort. */
    sort: integer('sort').notNull().default(0),
    searchTokens: text('search_tokens')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('goods_default_idx').on(t.type, t.sort, t.id).where(ON_SALE),
    index('goods_sales_idx').on(t.type, t.sales, t.id).where(ON_SALE),
    index('goods_price_idx').on(t.type, t.price, t.id).where(ON_SALE),
    index('goods_new_idx').on(t.type, t.id).where(ON_SALE),
    index('goods_cat_idx').on(t.catId, t.id).where(ON_SALE),
    index('goods_mch_idx')
      .on(t.mchId, t.id)
      .where(sql`deleted_at is null`),
    index('goods_search_tokens_gin').using('gin', t.searchTokens),
    index('goods_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    check('goods_stock_nonneg', sql`${t.stock} >= 0`),
    check('goods_price_nonneg', sql`${t.price} >= 0`),
  ],
);

export const goodsSku = pgTable(
  'goods_sku',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    goodsId: bigint('goods_id', { mode: 'number' }).notNull(),
    specValues: jsonb('spec_values').$type<string[]>().notNull().default([]),
    specText: varchar('spec_text', { length: 100 }).notNull().default(''),
    price: bigint('price', { mode: 'number' }).notNull(),
    originalPrice: bigint('original_price', { mode: 'number' }).notNull().default(0),
    stock: integer('stock').notNull().default(0),
    sales: integer('sales').notNull().default(0),
    pic: text('pic').notNull().default(''),
    /** The shop's own code of the SKU (barcode, article number). */
    code: varchar('code', { length: 40 }).notNull().default(''),
    /** Set when the SKU is removed from sale (kept for the orders that name it: decision 228). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('goods_sku_goods_idx').on(t.goodsId, t.id),
    check('goods_sku_stock_nonneg', sql`${t.stock} >= 0`),
    check('goods_sku_price_pos', sql`${t.price} > 0`),
  ],
);

export const goodsCollect = pgTable(
  'goods_collect',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    goodsId: bigint('goods_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('goods_collect_uq').on(t.userId, t.goodsId),
    index('goods_collect_user_idx').on(t.userId, t.id),
  ],
);

export const cart = pgTable(
  'cart',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    goodsId: bigint('goods_id', { mode: 'number' }).notNull(),
    skuId: bigint('sku_id', { mode: 'number' }).notNull(),
    num: integer('num').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_user_sku_uq').on(t.userId, t.skuId),
    index('cart_user_idx').on(t.userId, t.id),
    check('cart_num_pos', sql`${t.num} > 0`),
  ],
);

/** One checkout attempt of a user: the client token makes submit idempotent; its orders carry `submit_id`. */
export const orderSubmit = pgTable(
  'order_submit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    token: varchar('token', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_submit_token_uq').on(t.userId, t.token)],
);

export interface AddressSnapshot {
  name: string;
  mobile: string;
  full_address: string;
}

/** One order per shop and delivery mode. Money in fen. */
export const orders = pgTable(
  'orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderNo: varchar('order_no', { length: 24 }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    mchId: bigint('mch_id', { mode: 'number' }).notNull(),
    submitId: bigint('submit_id', { mode: 'number' }).notNull(),
    delivery: varchar('delivery', { length: 10 }).notNull(),
    /** unpaid | paid | shipped | received | completed | cancelled | refunded */
    status: varchar('status', { length: 12 }).notNull().default('unpaid'),
    goodsAmount: bigint('goods_amount', { mode: 'number' }).notNull(),
    shippingFee: bigint('shipping_fee', { mode: 'number' }).notNull().default(0),
    integralUsed: integer('integral_used').notNull().default(0),
    integralDeduct: bigint('integral_deduct', { mode: 'number' }).notNull().default(0),
    payAmount: bigint('pay_amount', { mode: 'number' }).notNull(),
    refundAmount: bigint('refund_amount', { mode: 'number' }).notNull().default(0),
    address: jsonb('address').$type<AddressSnapshot>(),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    payType: varchar('pay_type', { length: 10 }),
    paymentId: bigint('payment_id', { mode: 'number' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    expressCompany: varchar('express_company', { length: 10 }),
    expressNo: varchar('express_no', { length: 32 }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    verifyCode: varchar('verify_code', { length: 12 }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedBy: bigint('verified_by', { mode: 'number' }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelCause: varchar('cancel_cause', { length: 200 }).notNull().default(''),
    /** none | pending | agreed | refused */
    cancelApplyStatus: varchar('cancel_apply_status', { length: 10 }).notNull().default('none'),
    cancelApplyCause: varchar('cancel_apply_cause', { length: 300 }).notNull().default(''),
    cancelApplyReply: varchar('cancel_apply_reply', { length: 200 }).notNull().default(''),
    cancelApplyAt: timestamp('cancel_apply_at', { withTimezone: true }),
    /** After-sales not yet finished (refused, refunded or withdrawn). */
    afterSaleOpen: integer('after_sale_open').notNull().default(0),
    /** Lines not reviewed yet. */
    unreviewed: integer('unreviewed').notNull().default(0),
    /** The buyer hid it from the list. */
    buyerDeleted: boolean('buyer_deleted').notNull().default(false),
    /** The live the goods were bought from (live selling), null for any other purchase. */
    liveId: bigint('live_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_no_uq').on(t.orderNo),
    /** A live's sales: the anchor's statistics and the shop's orders from one live. */
    index('orders_live_idx')
      .on(t.liveId, t.id)
      .where(sql`live_id is not null`),
    uniqueIndex('orders_verify_code_uq').on(t.verifyCode),
    index('orders_user_idx')
      .on(t.userId, t.id)
      .where(sql`not buyer_deleted`),
    index('orders_user_status_idx')
      .on(t.userId, t.status, t.id)
      .where(sql`not buyer_deleted`),
    index('orders_user_review_idx')
      .on(t.userId, t.id)
      .where(sql`unreviewed > 0 and status in ('received', 'completed') and not buyer_deleted`),
    index('orders_user_after_sale_idx')
      .on(t.userId, t.id)
      .where(sql`(after_sale_open > 0 or cancel_apply_status = 'pending') and not buyer_deleted`),
    index('orders_mch_idx').on(t.mchId, t.id),
    index('orders_mch_status_idx').on(t.mchId, t.status, t.delivery, t.id),
    index('orders_mch_apply_idx')
      .on(t.mchId, t.id)
      .where(sql`cancel_apply_status = 'pending'`),
    /** The shop dashboard's sales of the day and the week. */
    index('orders_mch_paid_idx')
      .on(t.mchId, t.paidAt)
      .where(sql`paid_at is not null`),
    /** The shop dashboard's count of orders waiting on an after-sale or a cancel request. */
    index('orders_mch_after_sale_idx')
      .on(t.mchId, t.id)
      .where(sql`after_sale_open > 0 or cancel_apply_status = 'pending'`),
    index('orders_submit_idx').on(t.submitId),
    index('orders_expiry_idx')
      .on(t.expiresAt)
      .where(sql`status = 'unpaid'`),
    index('orders_shipped_idx')
      .on(t.shippedAt)
      .where(sql`status = 'shipped'`),
    index('orders_received_idx')
      .on(t.receivedAt)
      .where(sql`status = 'received'`),
    check('orders_pay_nonneg', sql`${t.payAmount} >= 0`),
    check('orders_refund_le_pay', sql`${t.refundAmount} >= 0 and ${t.refundAmount} <= ${t.payAmount}`),
  ],
);

export const orderItem = pgTable(
  'order_item',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    goodsId: bigint('goods_id', { mode: 'number' }).notNull(),
    skuId: bigint('sku_id', { mode: 'number' }).notNull(),
    type: varchar('type', { length: 10 }).notNull(),
    name: varchar('name', { length: 80 }).notNull(),
    cover: text('cover').notNull().default(''),
    specText: varchar('spec_text', { length: 100 }).notNull().default(''),
    price: bigint('price', { mode: 'number' }).notNull(),
    num: integer('num').notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    /** This line's share of the order's pay amount (shipping excluded) and of its points. */
    payAmount: bigint('pay_amount', { mode: 'number' }).notNull(),
    integralUsed: integer('integral_used').notNull().default(0),
    refundAmount: bigint('refund_amount', { mode: 'number' }).notNull().default(0),
    isAppraised: boolean('is_appraised').notNull().default(false),
  },
  (t) => [index('order_item_order_idx').on(t.orderId), index('order_item_goods_idx').on(t.goodsId, t.id)],
);

/** Every state transition of an order: who, when, from what to what. Append-only. */
export const orderEvent = pgTable(
  'order_event',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    action: varchar('action', { length: 20 }).notNull(),
    fromStatus: varchar('from_status', { length: 12 }),
    toStatus: varchar('to_status', { length: 12 }),
    /** buyer | merchant | clerk | system */
    actor: varchar('actor', { length: 10 }).notNull(),
    actorId: bigint('actor_id', { mode: 'number' }),
    note: varchar('note', { length: 300 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_event_order_idx').on(t.orderId, t.id)],
);

/** One payment attempt for one or more unpaid orders of a user. */
export const payment = pgTable(
  'payment',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    orderIds: bigint('order_ids', { mode: 'number' }).array().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** pending | paid | failed | closed | refunded */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    payType: varchar('pay_type', { length: 10 }),
    provider: varchar('provider', { length: 10 }),
    providerTxnId: varchar('provider_txn_id', { length: 64 }),
    refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_provider_txn_uq').on(t.provider, t.providerTxnId),
    /** A buyer's open attempts: the ones a paid order closes. */
    index('payment_user_open_idx')
      .on(t.userId, t.id)
      .where(sql`status in ('pending', 'failed')`),
    /** Open attempts, for the reconciliation job. */
    index('payment_open_idx')
      .on(t.createdAt)
      .where(sql`status in ('pending', 'failed')`),
    check('payment_refund_le_amount', sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.amount}`),
  ],
);

/**
 * Every charge a provider made for a payment attempt, one row per provider transaction: the one
 * that paid the attempt, and any duplicate (a second gateway payment of the same attempt), which
 * is refunded against itself. Refunds never exceed the charge they return.
 */
export const paymentCharge = pgTable(
  'payment_charge',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    paymentId: bigint('payment_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** balance | sandbox */
    provider: varchar('provider', { length: 10 }).notNull(),
    providerTxnId: varchar('provider_txn_id', { length: 64 }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_charge_txn_uq').on(t.provider, t.providerTxnId),
    index('payment_charge_payment_idx').on(t.paymentId),
    check(
      'payment_charge_refund_le_amount',
      sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.amount}`,
    ),
  ],
);

/**
 * The sandbox gateway's own books (what a real gateway keeps on its side): each transaction the
 * hosted cashier made, so the gateway can answer a status query the way a real one does.
 */
export const sandboxTxn = pgTable(
  'sandbox_txn',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    paymentId: bigint('payment_id', { mode: 'number' }).notNull(),
    txnId: varchar('txn_id', { length: 64 }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** paid | failed */
    status: varchar('status', { length: 10 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sandbox_txn_uq').on(t.txnId), index('sandbox_txn_payment_idx').on(t.paymentId, t.id)],
);

/**
 * The operators' payment settings over the configuration (one row, id 1; absent: the configured
 * defaults): the ways of paying switched off, and minutes an unpaid order waits (null: configured).
 */
export const paymentSetting = pgTable(
  'payment_setting',
  {
    id: smallint('id').primaryKey(),
    methodsOff: text('methods_off')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    unpaidMinutes: integer('unpaid_minutes'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payment_setting_one', sql`${t.id} = 1`),
    check(
      'payment_setting_unpaid',
      sql`${t.unpaidMinutes} is null or (${t.unpaidMinutes} >= 1 and ${t.unpaidMinutes} <= 1440)`,
    ),
  ],
);

/** Gateway callbacks, each recorded once under the provider's transaction id. */
export const paymentNotify = pgTable(
  'payment_notify',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    provider: varchar('provider', { length: 10 }).notNull(),
    providerTxnId: varchar('provider_txn_id', { length: 64 }).notNull(),
    paymentId: bigint('payment_id', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: varchar('status', { length: 10 }).notNull(),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_notify_txn_uq').on(t.provider, t.providerTxnId)],
);

/** Money paid back, once per cause (`cause_type, cause_id, order_id`), to where it came from. */
export const refund = pgTable(
  'refund',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    paymentId: bigint('payment_id', { mode: 'number' }).notNull(),
    /** The provider transaction (`payment_charge`) the money goes back through. */
    chargeId: bigint('charge_id', { mode: 'number' }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** order (full refund; cause_id = order id) | late_payment (cause_id = the charge) | after_sale */
    causeType: varchar('cause_type', { length: 16 }).notNull(),
    causeId: bigint('cause_id', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    integral: integer('integral').notNull().default(0),
    payType: varchar('pay_type', { length: 10 }).notNull(),
    /** succeeded (balance and sandbox refunds are immediate). */
    status: varchar('status', { length: 10 }).notNull().default('succeeded'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refund_cause_uq').on(t.causeType, t.causeId, t.orderId),
    index('refund_order_idx').on(t.orderId),
    check('refund_amount_nonneg', sql`${t.amount} >= 0`),
  ],
);

export const afterSale = pgTable(
  'after_sale',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    orderItemId: bigint('order_item_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    mchId: bigint('mch_id', { mode: 'number' }).notNull(),
    type: varchar('type', { length: 14 }).notNull(),
    /** pending | refused | to_return | returned | refunded | cancelled */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    reason: varchar('reason', { length: 100 }).notNull(),
    content: varchar('content', { length: 500 }).notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    refundAmount: bigint('refund_amount', { mode: 'number' }).notNull(),
    returnAddress: varchar('return_address', { length: 200 }).notNull().default(''),
    expressCompany: varchar('express_company', { length: 20 }).notNull().default(''),
    expressNo: varchar('express_no', { length: 32 }).notNull().default(''),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** When an operator decided the buyer's dispute of the shop's refusal (once). */
    arbitratedAt: timestamp('arbitrated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('after_sale_dispute_idx')
      .on(t.updatedAt)
      .where(sql`status = 'refused' and arbitrated_at is null`),
    uniqueIndex('after_sale_open_uq')
      .on(t.orderItemId)
      .where(sql`status in ('pending', 'to_return', 'returned')`),
    index('after_sale_user_idx').on(t.userId, t.id),
    index('after_sale_mch_idx').on(t.mchId, t.status, t.id),
    index('after_sale_item_idx').on(t.orderItemId, t.id),
  ],
);

/** The negotiation record of an after-sale: every step by the buyer, the shop or the system. */
export const afterSaleRecord = pgTable(
  'after_sale_record',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    afterSaleId: bigint('after_sale_id', { mode: 'number' }).notNull(),
    actor: varchar('actor', { length: 10 }).notNull(),
    actorId: bigint('actor_id', { mode: 'number' }),
    action: varchar('action', { length: 12 }).notNull(),
    content: varchar('content', { length: 500 }).notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    expressCompany: varchar('express_company', { length: 20 }).notNull().default(''),
    expressNo: varchar('express_no', { length: 32 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('after_sale_record_idx').on(t.afterSaleId, t.id)],
);

/** One review per order line. `level` 1 good (4-5), 2 medium (3), 3 bad (1-2). */
export const goodsComment = pgTable(
  'goods_comment',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    goodsId: bigint('goods_id', { mode: 'number' }).notNull(),
    orderItemId: bigint('order_item_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    score: smallint('score').notNull(),
    level: smallint('level').notNull(),
    content: varchar('content', { length: 500 }).notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    hasImage: boolean('has_image').notNull().default(false),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    specText: varchar('spec_text', { length: 100 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('goods_comment_item_uq').on(t.orderItemId),
    index('goods_comment_goods_idx').on(t.goodsId, t.id),
    index('goods_comment_level_idx').on(t.goodsId, t.level, t.id),
    index('goods_comment_image_idx')
      .on(t.goodsId, t.id)
      .where(sql`has_image`),
    check('goods_comment_score', sql`${t.score} between 1 and 5`),
  ],
);
