import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The operators' one action log: who decided what on which object, the state before and after,
 * and the reason. Written by the owning module inside the transaction of the decision (platform
 * `OpsJournal`), so only the call whose conditional update moved the object writes it.
 */
export const opsAction = pgTable(
  'ops_action',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    operatorId: bigint('operator_id', { mode: 'number' }).notNull(),
    /** A queue kind, or user, live, operator for the console's other tools. */
    kind: varchar('kind', { length: 20 }).notNull(),
    ref: varchar('ref', { length: 40 }).notNull(),
    decision: varchar('decision', { length: 16 }).notNull(),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ops_action_kind_idx').on(t.kind, t.id),
    index('ops_action_ref_idx').on(t.kind, t.ref, t.id),
    index('ops_action_operator_idx').on(t.operatorId, t.id),
  ],
);

/** Who has a queue item open: the first operator holds it until `until`. */
export const opsClaim = pgTable(
  'ops_claim',
  {
    kind: varchar('kind', { length: 20 }).notNull(),
    ref: varchar('ref', { length: 40 }).notNull(),
    operatorId: bigint('operator_id', { mode: 'number' }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    until: timestamp('until', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '15 minutes'`),
  },
  (t) => [primaryKey({ columns: [t.kind, t.ref] })],
);
