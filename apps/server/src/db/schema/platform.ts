import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Long-lived login tokens; only their SHA-256 hashes are stored. */
export const loginToken = pgTable(
  'login_token',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('login_token_hash_uq').on(t.tokenHash), index('login_token_user_idx').on(t.userId)],
);

/** Short-lived access tokens; `login_token_id` is null for a visitor's public token. */
export const accessToken = pgTable(
  'access_token',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    loginTokenId: bigint('login_token_id', { mode: 'number' }),
    userId: bigint('user_id', { mode: 'number' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('access_token_hash_uq').on(t.tokenHash),
    index('access_token_expiry_idx').on(t.expiresAt),
    index('access_token_login_idx')
      .on(t.loginTokenId)
      .where(sql`login_token_id is not null`),
  ],
);

/** Counters of a fixed window shared by every server process (SMS limits, login throttles). */
export const rateCounter = pgTable('rate_counter', {
  key: text('key').primaryKey(),
  count: bigint('count', { mode: 'number' }).notNull().default(0),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
