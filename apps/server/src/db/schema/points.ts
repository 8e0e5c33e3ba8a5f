import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

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
