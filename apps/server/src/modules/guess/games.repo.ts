import { and, asc, desc, eq, gt, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { later, textRows, type Db, type DbOrTx } from '../../platform/db.ts';
import { guessEscrowLog, guessGame, guessOption, guessStake } from '../../db/schema/guess.ts';

export type GameRow = typeof guessGame.$inferSelect;
export type OptionRow = typeof guessOption.$inferSelect;
export type StakeRow = typeof guessStake.$inferSelect;

/**
 * A guess with its options in order and, for a viewer, the viewer's stake on it (one per user and
 * guess): one row per option (one with no option when it has none), none for an unknown guess.
 */
function detailQuery(tx: DbOrTx, viewer: boolean) {
  const q = tx
    .select({ game: guessGame, option: guessOption, ...(viewer ? { stake: guessStake } : {}) })
    .from(guessGame)
    .leftJoin(guessOption, eq(guessOption.gameId, guessGame.id));
  const joined = viewer
    ? q.leftJoin(
        guessStake,
        and(eq(guessStake.gameId, guessGame.id), eq(guessStake.userId, sql.placeholder('viewerId'))),
      )
    : q;
  return joined.where(eq(guessGame.id, sql.placeholder('id'))).orderBy(asc(guessOption.sort));
}

const prepareDetail = (db: Db, viewer: boolean) =>
  detailQuery(db, viewer).prepare(viewer ? 'guess_detail_viewer' : 'guess_detail');

/** SQL of guesses, their options, stakes and escrow ledger. */
export class GamesRepo {
  /** A guess's page is read often: its statements are built once. */
  private readonly details;

  constructor(private readonly db: Db) {
    this.details = { visitor: prepareDetail(db, false), viewer: prepareDetail(db, true) };
  }

  /** A guess, its options (in order) and the viewer's stake, in one statement; undefined if unknown. */
  async detail(
    tx: DbOrTx,
    id: number,
    viewerId: number | null,
  ): Promise<{ game: GameRow; options: OptionRow[]; mine: StakeRow | null } | undefined> {
    const rows: { game: GameRow; option: OptionRow | null; stake?: StakeRow | null }[] =
      viewerId === null
        ? await (tx === this.db ? this.details.visitor : detailQuery(tx, false)).execute({ id })
        : await (tx === this.db ? this.details.viewer : detailQuery(tx, true)).execute({ id, viewerId });
    const first = rows[0];
    if (!first) return undefined;
    const options: OptionRow[] = [];
    for (const r of rows) if (r.option) options.push(r.option);
    return { game: first.game, options, mine: first.stake ?? null };
  }

  async insertGame(tx: DbOrTx, v: typeof guessGame.$inferInsert): Promise<GameRow> {
    const [row] = await tx.insert(guessGame).values(v).returning();
    return row!;
  }

  async insertOptions(tx: DbOrTx, rows: (typeof guessOption.$inferInsert)[]): Promise<void> {
    await tx.insert(guessOption).values(rows);
  }

  async game(tx: DbOrTx, id: number): Promise<GameRow | undefined> {
    const [row] = await tx.select().from(guessGame).where(eq(guessGame.id, id)).limit(1);
    return row;
  }

  async byBattle(tx: DbOrTx, battleId: number): Promise<GameRow | undefined> {
    const [row] = await tx.select().from(guessGame).where(eq(guessGame.battleId, battleId)).limit(1);
    return row;
  }

  optionsOf(tx: DbOrTx, gameIds: number[]): Promise<OptionRow[]> {
    if (!gameIds.length) return Promise.resolve([]);
    return tx
      .select()
      .from(guessOption)
      .where(inArray(guessOption.gameId, gameIds))
      .orderBy(asc(guessOption.gameId), asc(guessOption.sort));
  }

  gamesByIds(tx: DbOrTx, ids: number[]): Promise<GameRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return tx.select().from(guessGame).where(inArray(guessGame.id, ids));
  }

  /** Open (newest first), closing (first to close first) or settled (newest first). */
  list(
    tx: DbOrTx,
    q: {
      tab: 'open' | 'closing' | 'settled';
      activityId?: number;
      now: Date;
      after: number[] | null;
      limit: number;
    },
  ): Promise<GameRow[]> {
    const where: (SQL | undefined)[] = [];
    if (q.activityId !== undefined) where.push(eq(guessGame.activityId, q.activityId));
    if (q.tab === 'settled') {
      where.push(eq(guessGame.status, 'settled'));
      if (q.after) where.push(lt(guessGame.id, q.after[0]!));
      return tx
        .select()
        .from(guessGame)
        .where(and(...where))
        .orderBy(desc(guessGame.id))
        .limit(q.limit + 1);
    }
    where.push(eq(guessGame.status, 'open'), gt(guessGame.closeAt, q.now), lte(guessGame.openAt, q.now));
    if (q.tab === 'open') {
      if (q.after) where.push(lt(guessGame.id, q.after[0]!));
      return tx
        .select()
        .from(guessGame)
        .where(and(...where))
        .orderBy(desc(guessGame.id))
        .limit(q.limit + 1);
    }
    if (q.after) {
      const at = new Date(Math.floor(q.after[0]! / 1000));
      where.push(
        or(gt(guessGame.closeAt, at), and(eq(guessGame.closeAt, at), gt(guessGame.id, q.after[1]!))),
      );
    }
    return tx
      .select()
      .from(guessGame)
      .where(and(...where))
      .orderBy(asc(guessGame.closeAt), asc(guessGame.id))
      .limit(q.limit + 1);
  }

  /**
   * Takes a stake into the guess: only while open, inside its times and its stake range. Answers
   * what the join goes on with: the pool and escrow after it, and how the guess settles. Written
   * as text: it runs under the guess's hottest lock, on every join.
   */
  async addStake(
    tx: DbOrTx,
    id: number,
    amount: number,
    now: Date,
  ): Promise<Pick<GameRow, 'id' | 'pool' | 'escrow' | 'settlement' | 'houseCap'> | undefined> {
    const [row] = await textRows<Pick<GameRow, 'id' | 'pool' | 'escrow' | 'settlement' | 'houseCap'>>(
      tx,
      `update guess_game set pool = pool + $2, stakers = stakers + 1, escrow = escrow + $2
        where id = $1 and status = 'open' and open_at <= $3 and close_at > $3 and stake_min <= $2 and stake_max >= $2
        returning id, pool, escrow, settlement, house_cap as "houseCap"`,
      [id, amount, now],
    );
    return row;
  }

  /**
   * Fixed odds: takes a stake on an option while the house's worst case stays within its cap: the
   * option's liability grows by floor(stake × odds) unless that, less the game's pool with this
   * stake (`pool`, from the game row this transaction locked), would pass `cap`. Undefined when
   * the option is not in the game or the cap refuses it.
   */
  async addToOddsOption(
    tx: DbOrTx,
    gameId: number,
    optionId: number,
    amount: number,
    pool: number,
    cap: number,
  ): Promise<OptionRow | undefined> {
    const win = sql`(${amount}::bigint * ${guessOption.oddsBp}) / 10000`;
    const [row] = await tx
      .update(guessOption)
      .set({
        pool: sql`${guessOption.pool} + ${amount}`,
        stakers: sql`${guessOption.stakers} + 1`,
        liability: sql`${guessOption.liability} + ${win}`,
      })
      .where(
        and(
          eq(guessOption.id, optionId),
          eq(guessOption.gameId, gameId),
          sql`${guessOption.liability} + ${win} - ${pool} <= ${cap}`,
        ),
      )
      .returning();
    return row;
  }

  /**
   * Takes the stake, before the guess row is locked: only while the guess is open, inside its
   * times and its stake range, and on one of its options (read, not locked: the guess's own update
   * checks again under its lock). Undefined when any of that fails or the user already has a stake
   * in this guess (unique key; a stake of the same user in flight is waited for).
   */
  async insertStake(
    tx: DbOrTx,
    v: { gameId: number; optionId: number; userId: number; amount: number },
    now: Date,
  ): Promise<Pick<StakeRow, 'id' | 'optionId' | 'amount' | 'state' | 'payout'> | undefined> {
    const [row] = await textRows<Pick<StakeRow, 'id' | 'optionId' | 'amount' | 'state' | 'payout'>>(
      tx,
      `insert into guess_stake (game_id, option_id, user_id, amount)
        select g.id, o.id, $3, $4 from guess_game g join guess_option o on o.game_id = g.id
        where g.id = $1 and o.id = $2 and g.status = 'open' and g.open_at <= $5 and g.close_at > $5
          and g.stake_min <= $4 and g.stake_max >= $4
        on conflict do nothing
        returning id, option_id as "optionId", amount, state, payout`,
      [v.gameId, v.optionId, v.userId, v.amount, now],
    );
    return row;
  }

  /** Whether the user has a stake in the guess (why a stake was refused). */
  async hasStake(tx: DbOrTx, gameId: number, userId: number): Promise<boolean> {
    const [row] = await tx
      .select({ id: guessStake.id })
      .from(guessStake)
      .where(and(eq(guessStake.gameId, gameId), eq(guessStake.userId, userId)))
      .limit(1);
    return row !== undefined;
  }

  /**
   * A pool guess's option takes the stake, held back to travel with the transaction's next
   * statement (`later`): the stake's insert checked the option is the guess's, and this cannot fail.
   */
  addToOptionLater(tx: DbOrTx, optionId: number, amount: number): Promise<void> {
    return later(tx, `update guess_option set pool = pool + $2, stakers = stakers + 1 where id = $1`, [
      optionId,
      amount,
    ]);
  }

  /**
   * The escrow row of a stake, with the escrow after it (from the guess row this transaction
   * locked), held back (`later`): its cause is a new stake, so it cannot conflict.
   */
  stakeEscrowLater(tx: DbOrTx, gameId: number, stakeId: number, amount: number, escrowAfter: number) {
    return later(
      tx,
      `insert into guess_escrow_log (game_id, stake_id, kind, change, escrow_after) values ($1, $2, 'stake', $3, $4)`,
      [gameId, stakeId, amount, escrowAfter],
    );
  }

  async escrowLog(
    tx: DbOrTx,
    v: { gameId: number; stakeId: number; kind: string; change: number; escrowAfter: number },
  ): Promise<void> {
    await tx.insert(guessEscrowLog).values(v);
  }

  /** Moves an open or closed guess to `to` (closed, settled, cancelled); undefined otherwise. */
  async transition(
    tx: DbOrTx,
    id: number,
    from: string[],
    set: Partial<typeof guessGame.$inferInsert>,
  ): Promise<GameRow | undefined> {
    const [row] = await tx
      .update(guessGame)
      .set(set)
      .where(and(eq(guessGame.id, id), inArray(guessGame.status, from)))
      .returning();
    return row;
  }

  async setOutcome(
    tx: DbOrTx,
    id: number,
    v: { escrow: number; rake: number; remainder: number; house: number },
  ) {
    await tx.update(guessGame).set(v).where(eq(guessGame.id, id));
  }

  heldStakes(tx: DbOrTx, gameId: number): Promise<StakeRow[]> {
    return tx
      .select()
      .from(guessStake)
      .where(and(eq(guessStake.gameId, gameId), eq(guessStake.state, 'held')))
      .orderBy(asc(guessStake.id));
  }

  /** Closes a held stake as won, lost or refunded with its payout; undefined if it was not held. */
  async closeStake(tx: DbOrTx, id: number, state: string, payout: number): Promise<StakeRow | undefined> {
    const [row] = await tx
      .update(guessStake)
      .set({ state, payout })
      .where(and(eq(guessStake.id, id), eq(guessStake.state, 'held')))
      .returning();
    return row;
  }

  async myStakes(tx: DbOrTx, userId: number, gameIds: number[]): Promise<StakeRow[]> {
    if (!gameIds.length) return [];
    return tx
      .select()
      .from(guessStake)
      .where(and(eq(guessStake.userId, userId), inArray(guessStake.gameId, gameIds)));
  }

  /** My stakes, newest first, optionally of one state (served by `guess_stake_user_idx`). */
  mine(tx: DbOrTx, userId: number, q: { state?: string; beforeId: number | null; limit: number }) {
    const where: (SQL | undefined)[] = [eq(guessStake.userId, userId)];
    if (q.state) where.push(eq(guessStake.state, q.state));
    if (q.beforeId !== null) where.push(lt(guessStake.id, q.beforeId));
    return tx
      .select()
      .from(guessStake)
      .where(and(...where))
      .orderBy(desc(guessStake.id))
      .limit(q.limit + 1);
  }
}
