import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * A guess: a question with options, open and close times, a stake rule (min..max; fixed when
 * equal) and its settlement. `escrow` is what its stakes hold now. Pari-mutuel (`pool`): at
 * settlement the losing pool less `rake` goes to the winners by stake and the rounding
 * `remainder` is kept with the rake. Fixed odds (`odds`): a winner gets floor(stake × its option's
 * odds); the house is the counterparty, `house` its net result (the pool less the payouts;
 * negative when it paid more than it took), and no stake is taken that would let its worst case
 * lose more than `house_cap` (decision 227). Its escrow moves only together with a row of
 * `guess_escrow_log`.
 */
export const guessGame = pgTable(
  'guess_game',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    title: varchar('title', { length: 80 }).notNull(),
    creatorId: bigint('creator_id', { mode: 'number' }).notNull(),
    activityId: bigint('activity_id', { mode: 'number' }),
    battleId: bigint('battle_id', { mode: 'number' }),
    openAt: timestamp('open_at', { withTimezone: true }).notNull(),
    closeAt: timestamp('close_at', { withTimezone: true }).notNull(),
    stakeMin: integer('stake_min').notNull(),
    stakeMax: integer('stake_max').notNull(),
    rakeBp: smallint('rake_bp').notNull(),
    /** open | closed | settled | cancelled */
    status: varchar('status', { length: 10 }).notNull().default('open'),
    pool: integer('pool').notNull().default(0),
    stakers: integer('stakers').notNull().default(0),
    escrow: integer('escrow').notNull().default(0),
    winnerOptionId: bigint('winner_option_id', { mode: 'number' }),
    rake: integer('rake').notNull().default(0),
    remainder: integer('remainder').notNull().default(0),
    /** pool (pari-mutuel) | odds (fixed odds) */
    settlement: varchar('settlement', { length: 8 }).notNull().default('pool'),
    /** Fixed odds: the house's net result at settlement (negative: it paid out more than it took). */
    house: integer('house').notNull().default(0),
    /** Fixed odds: the most the house may lose on this guess, whichever option wins. */
    houseCap: integer('house_cap').notNull().default(0),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('guess_game_status_idx').on(t.status, t.closeAt, t.id),
    index('guess_game_activity_idx').on(t.activityId, t.id),
    uniqueIndex('guess_game_battle_uq').on(t.battleId),
    check('guess_game_escrow_nonneg', sql`${t.escrow} >= 0`),
    check('guess_game_stake_range', sql`${t.stakeMin} >= 1 and ${t.stakeMax} >= ${t.stakeMin}`),
    check('guess_game_settlement', sql`${t.settlement} in ('pool', 'odds')`),
  ],
);

export const guessOption = pgTable(
  'guess_option',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    gameId: bigint('game_id', { mode: 'number' }).notNull(),
    label: varchar('label', { length: 40 }).notNull(),
    entryId: bigint('entry_id', { mode: 'number' }),
    sort: smallint('sort').notNull(),
    pool: integer('pool').notNull().default(0),
    stakers: integer('stakers').notNull().default(0),
    /** Fixed odds: what a winning stake returns, in basis points of the stake (25000 = 2.5×). */
    oddsBp: integer('odds_bp'),
    /** Fixed odds: what the house pays if this option wins (the sum of its stakes' payouts). */
    liability: bigint('liability', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('guess_option_game_idx').on(t.gameId, t.sort),
    check('guess_option_odds', sql`${t.oddsBp} is null or ${t.oddsBp} > 10000`),
  ],
);

/** One stake per user per guess: held in escrow, then won, lost or refunded. */
export const guessStake = pgTable(
  'guess_stake',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    gameId: bigint('game_id', { mode: 'number' }).notNull(),
    optionId: bigint('option_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    amount: integer('amount').notNull(),
    /** held | won | lost | refunded */
    state: varchar('state', { length: 10 }).notNull().default('held'),
    payout: integer('payout').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('guess_stake_user_uq').on(t.gameId, t.userId),
    index('guess_stake_user_idx').on(t.userId, t.id),
    check('guess_stake_amount_pos', sql`${t.amount} > 0`),
  ],
);

/**
 * The escrow ledger: every move of a guess's escrow (stake in; payout, refund, rake out), one row
 * per cause (`game_id, stake_id, kind`; stake 0 for the rake), with the escrow after it.
 */
export const guessEscrowLog = pgTable(
  'guess_escrow_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    gameId: bigint('game_id', { mode: 'number' }).notNull(),
    stakeId: bigint('stake_id', { mode: 'number' }).notNull(),
    kind: varchar('kind', { length: 10 }).notNull(),
    change: integer('change').notNull(),
    escrowAfter: integer('escrow_after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('guess_escrow_cause_uq').on(t.gameId, t.stakeId, t.kind),
    check('guess_escrow_after_nonneg', sql`${t.escrowAfter} >= 0`),
  ],
);
