import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mch_owner_uq').on(t.ownerId),
    index('mch_open_idx')
      .on(t.sort, t.id)
      .where(sql`status = 1`),
  ],
);

/** Users who may verify a shop's orders and see them (the owner may always). */
export const mchClerk = pgTable(
  'mch_clerk',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    mchId: bigint('mch_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mch_clerk_uq').on(t.mchId, t.userId), index('mch_clerk_user_idx').on(t.userId)],
);
