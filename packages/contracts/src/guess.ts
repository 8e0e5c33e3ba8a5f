// Contracts of guess games: a question with two or more options (for example the winner of a
// battle of an activity's bracket), open and close times, a stake rule (fixed, or any amount
// within a minimum and a maximum) and a settlement: pari-mutuel (the losing pool less a rake
// shared among the winners by stake, rounded down, the remainder recorded) or fixed odds (a
// winner gets floor(stake × odds), the house keeps losing stakes and pays what they do not cover,
// within a cap on its worst case). Stakes sit in an escrow ledger of its own; a cancelled guess
// refunds every stake.
import { z } from 'zod';
import { CursorQuery, Id, Numeric, cursorPage, endpoint } from './common.ts';

const TAG = 'guess';

/** open (stakes taken until close_at), closed (waiting for the result), settled, cancelled. */
export const GUESS_STATUSES = ['open', 'closed', 'settled', 'cancelled'] as const;
export const GuessStatus = z.enum(GUESS_STATUSES);
export const STAKE_STATES = ['held', 'won', 'lost', 'refunded'] as const;
export const StakeState = z.enum(STAKE_STATES);

const Points = Numeric.pipe(z.number().int().min(1).max(1_000_000));

/** pool: pari-mutuel; odds: fixed odds, set per option at creation. */
export const SETTLEMENTS = ['pool', 'odds'] as const;
export const Settlement = z.enum(SETTLEMENTS);

/** Odds as a decimal of at most four places (2.5 = a winner gets 2.5× the stake back). */
export const ODDS_TEXT = /^\d{1,4}(\.\d{1,4})?$/;
/** Odds above 1 (a winner must get more than the stake) and at most 1000. */
export const ODDS_MIN_BP = 10_001;
export const ODDS_MAX_BP = 10_000_000;

/** Decimal odds to basis points of the stake, exactly (no floating point): "2.5" -> 25000. */
export function oddsToBp(text: string): number | null {
  const t = text.trim();
  if (!ODDS_TEXT.test(t)) return null;
  const [whole, frac = ''] = t.split('.');
  return Number(whole) * 10_000 + Number(frac.padEnd(4, '0'));
}

/** Basis points to decimal odds without trailing zeros: 25000 -> "2.5", 17500 -> "1.75". */
export function bpToOdds(bp: number): string {
  const whole = Math.floor(bp / 10_000);
  const frac = String(bp % 10_000)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : String(whole);
}

/** What a stake wins back at fixed odds: floor(stake × odds) in whole points. */
export function oddsWin(amount: number, bp: number): number {
  return Number((BigInt(amount) * BigInt(bp)) / 10_000n);
}

export const GuessOption = z.object({
  id: z.number().int(),
  label: z.string(),
  /** The competitor entry of a battle-linked option. */
  entry_id: z.number().int().nullable(),
  pool: z.number().int(),
  stakers: z.number().int(),
  /** Share of the whole pool in percent, one decimal (0 when nobody staked). */
  share: z.number(),
  winner: z.boolean(),
  /** Fixed odds: what a winning stake returns, in basis points of the stake (25000 = 2.5×); null for pari-mutuel. */
  odds_bp: z.number().int().nullable(),
  /** The same as a decimal ("2.5"); null for pari-mutuel. */
  odds: z.string().nullable(),
});

export const MyStake = z.object({
  option_id: z.number().int(),
  amount: z.number().int(),
  state: StakeState,
  /** Points paid back (stake plus winnings, or the refund); 0 while held or when lost. */
  payout: z.number().int(),
});

export const GuessCard = z.object({
  id: z.number().int(),
  title: z.string(),
  activity_id: z.number().int().nullable(),
  battle_id: z.number().int().nullable(),
  status: GuessStatus,
  settlement: Settlement,
  open_at: z.string(),
  close_at: z.string(),
  /** Seconds until close (0 once closed). */
  closes_in: z.number().int(),
  pool: z.number().int(),
  stakers: z.number().int(),
  options: z.array(GuessOption),
  mine: MyStake.nullable(),
});
export type GuessCard = z.infer<typeof GuessCard>;

export const GuessDetail = GuessCard.extend({
  stake_min: z.number().int(),
  stake_max: z.number().int(),
  /** Fixed stake when min equals max. */
  fixed: z.boolean(),
  /** Rake on the losing pool, in basis points (500 = 5%). */
  rake_bp: z.number().int(),
  winner_option_id: z.number().int().nullable(),
  rake: z.number().int(),
  remainder: z.number().int(),
  /** Fixed odds: the house's net result once settled (negative when it paid more than it took). */
  house: z.number().int(),
  /** Fixed odds: the most the house may lose on it; stakes that would pass it are refused. */
  house_cap: z.number().int(),
  settled_at: z.string().nullable(),
  /** The caller may close, settle or cancel it (an operator or the activity's organiser). */
  can_manage: z.boolean(),
});
export type GuessDetail = z.infer<typeof GuessDetail>;

export const LIST_TABS = ['open', 'closing', 'settled'] as const;

export const list = endpoint({
  method: 'GET',
  path: '/api/guess-game/list',
  auth: 'visitor',
  tag: TAG,
  summary: 'Guesses: open (newest), closing soon (first to close) or settled; optionally of one activity',
  query: CursorQuery.extend({
    tab: z.enum(LIST_TABS).default('open'),
    activity_id: Id.optional(),
  }),
  data: cursorPage(GuessCard),
});

export const detail = endpoint({
  method: 'GET',
  path: '/api/guess-game/detail',
  auth: 'visitor',
  tag: TAG,
  summary: 'A guess with its options, pools and shares, my stake, the countdown and the result',
  query: z.object({ id: Id }),
  data: GuessDetail,
});

export const joinGuess = endpoint({
  method: 'POST',
  path: '/api/guess-game/join-guess',
  auth: 'user',
  tag: TAG,
  summary: 'Stake points on one option (once per guess); the stake moves into escrow in one transaction',
  body: z.object({ id: Id, option_id: Id, amount: Points }),
  data: z.object({ stake: MyStake, integral: z.number().int() }),
});

export const MY_TABS = ['all', 'held', 'won', 'lost', 'refunded'] as const;

export const myGuess = endpoint({
  method: 'GET',
  path: '/api/guess-game/my-guess',
  auth: 'user',
  tag: TAG,
  summary: 'My guesses by state with their outcomes, newest first',
  query: CursorQuery.extend({ state: z.enum(MY_TABS).default('all') }),
  data: cursorPage(GuessCard.extend({ mine: MyStake })),
});

export const create = endpoint({
  method: 'POST',
  path: '/api/guess-game/create',
  auth: 'user',
  tag: TAG,
  summary:
    "Create a guess (an operator, or the activity's organiser); a battle's guess takes its two competitors as options",
  body: z.object({
    title: z.string().trim().min(2).max(80),
    activity_id: Id.optional(),
    battle_id: Id.optional(),
    /** Two to eight labels; ignored for a battle's guess. */
    options: z.array(z.string().trim().min(1).max(40)).min(2).max(8).optional(),
    /** ISO time; now when absent. */
    open_at: z.iso.datetime({ offset: true }).optional(),
    close_at: z.iso.datetime({ offset: true }),
    stake_min: Points,
    stake_max: Points,
    rake_bp: Numeric.pipe(z.number().int().min(0).max(3000)).default(500),
    settlement: Settlement.default('pool'),
    /**
     * Fixed odds: one decimal per option, in the options' order (a battle's: its two competitors),
     * each above 1 and at most 1000; refused for pari-mutuel.
     */
    odds: z.array(z.string().trim().regex(ODDS_TEXT)).min(2).max(8).optional(),
    /** Fixed odds: the house's cap on this guess (at most, and by default, the configured one). */
    house_cap: Numeric.pipe(z.number().int().min(0).max(100_000_000)).optional(),
  }),
  data: GuessDetail,
});

export const close = endpoint({
  method: 'POST',
  path: '/api/guess-game/close',
  auth: 'user',
  tag: TAG,
  summary: 'Stop taking stakes now (manager)',
  body: z.object({ id: Id }),
  data: GuessDetail,
});

export const settle = endpoint({
  method: 'POST',
  path: '/api/guess-game/settle',
  auth: 'user',
  tag: TAG,
  summary: 'Record the winning option and pay the winners from escrow, once (manager)',
  body: z.object({ id: Id, option_id: Id }),
  data: GuessDetail,
});

export const cancel = endpoint({
  method: 'POST',
  path: '/api/guess-game/cancel',
  auth: 'user',
  tag: TAG,
  summary: 'Cancel an unsettled guess and refund every stake (manager)',
  body: z.object({ id: Id }),
  data: GuessDetail,
});
