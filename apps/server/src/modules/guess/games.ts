import type { OpsJournal } from '../../platform/journal.ts';
import type { BodyOf } from '@dance/contracts';
import type { guess } from '@dance/contracts';
import { decodeCursor, page } from '../../platform/cursor.ts';
import { fail, invalid, notFound } from '../../platform/errors.ts';
import type { Db, Tx } from '../../platform/db.ts';
import type { GameRow, GamesRepo, OptionRow, StakeRow } from './games.repo.ts';
import type { GuessDeps } from './ports.ts';
import { isIntegralShort, type Standing } from '../account/index.ts';
import { ODDS_MAX_BP, ODDS_MIN_BP, oddsToBp } from '@dance/contracts/guess';
import { settleOdds, settlePool } from './settlement.ts';
import { cardOf, detailOf, stakeOf } from './views.ts';

/**
 * Guess games. A stake moves the user's points into the guess's escrow in one transaction (the
 * guess row first, then its option, the stake and the user: the lock order of every write here);
 * settlement and cancellation move a guess out of open/closed once, by a conditional update, and
 * pay from escrow by the stakes that update found held. At every moment the users' points plus
 * every escrow plus the rake and remainders plus the house's results (fixed odds; negative when it
 * paid in) equal what was issued (decision 227).
 */
export class GuessService {
  constructor(
    private readonly db: Db,
    private readonly repo: GamesRepo,
    private readonly deps: GuessDeps,
    private readonly journal: OpsJournal,
    /** Fixed odds: the most the house may lose on one guess (GUESS_HOUSE_CAP). */
    private readonly houseCap: number,
  ) {}

  /** An operator who may settle any guess (an organiser settling their own is not logged). */
  private async isOperator(userId: number): Promise<boolean> {
    const s = await this.deps.users.standing(userId);
    return Boolean(s?.operator || s?.operatorRoles.includes('finance'));
  }

  private async canManage(userId: number | null, g: { activityId: number | null }): Promise<boolean> {
    if (userId === null) return false;
    return this.canManageAs(userId, await this.deps.users.standing(userId), g);
  }

  /** `canManage` with the user's standing already read. */
  private async canManageAs(
    userId: number | null,
    s: Standing | null,
    g: { activityId: number | null },
  ): Promise<boolean> {
    if (userId === null) return false;
    if (s?.operator || s?.operatorRoles.includes('finance')) return true;
    return g.activityId !== null && (await this.deps.activities.isOrganiser(userId, g.activityId));
  }

  private async managed(userId: number, id: number): Promise<GameRow> {
    const g = await this.repo.game(this.db, id);
    if (!g) notFound('guess');
    if (!(await this.canManage(userId, g))) fail('FORBIDDEN');
    return g;
  }

  async create(userId: number, b: BodyOf<typeof guess.create>) {
    const now = this.deps.now();
    if (b.battle_id !== undefined && b.activity_id === undefined)
      invalid('activity_id', 'required with battle_id');
    if (!(await this.canManage(userId, { activityId: b.activity_id ?? null }))) fail('FORBIDDEN');
    const openAt = b.open_at ? new Date(b.open_at) : now;
    const closeAt = new Date(b.close_at);
    if (closeAt <= now) invalid('close_at', 'must be in the future');
    if (closeAt <= openAt) invalid('close_at', 'must be after open_at');
    if (b.stake_max < b.stake_min) invalid('stake_max', 'below stake_min');
    let options: { label: string; entryId: number | null }[];
    if (b.battle_id !== undefined) {
      const x = await this.deps.activities.battle(userId, b.activity_id!, b.battle_id);
      if (!x) invalid('battle_id', 'unknown');
      if (x.decided || x.sides.length !== 2) invalid('battle_id', 'needs two competitors and no winner yet');
      if ((await this.repo.byBattle(this.db, b.battle_id)) !== undefined) fail('CONFLICT');
      options = x.sides.map((s) => ({ label: s.label.slice(0, 40), entryId: s.entryId }));
    } else {
      if (!b.options) invalid('options', 'required');
      if (new Set(b.options).size !== b.options.length) invalid('options', 'duplicate');
      options = b.options.map((label) => ({ label, entryId: null }));
    }
    const odds = this.oddsOf(b, options.length);
    const houseCap = b.house_cap ?? this.houseCap;
    if (b.settlement === 'odds' && houseCap > this.houseCap) invalid('house_cap', `at most ${this.houseCap}`);
    const id = await this.db.transaction(async (tx) => {
      const g = await this.repo.insertGame(tx, {
        title: b.title,
        creatorId: userId,
        activityId: b.activity_id ?? null,
        battleId: b.battle_id ?? null,
        openAt,
        closeAt,
        stakeMin: b.stake_min,
        stakeMax: b.stake_max,
        // Fixed odds take no rake: the house's result is what it keeps.
        rakeBp: b.settlement === 'odds' ? 0 : b.rake_bp,
        settlement: b.settlement,
        houseCap: b.settlement === 'odds' ? houseCap : 0,
      });
      await this.repo.insertOptions(
        tx,
        options.map((o, i) => ({
          gameId: g.id,
          label: o.label,
          entryId: o.entryId,
          sort: i,
          oddsBp: odds ? odds[i]! : null,
        })),
      );
      return g.id;
    });
    return this.detail(userId, id);
  }

  /** Fixed odds: one per option, each above 1 and at most 1000, in basis points; null for pari-mutuel. */
  private oddsOf(b: BodyOf<typeof guess.create>, n: number): number[] | null {
    if (b.settlement !== 'odds') {
      if (b.odds !== undefined) invalid('odds', 'only for fixed odds');
      if (b.house_cap !== undefined) invalid('house_cap', 'only for fixed odds');
      return null;
    }
    if (!b.odds) invalid('odds', 'required for fixed odds');
    if (b.odds.length !== n) invalid('odds', `one per option (${n})`);
    return b.odds.map((text) => {
      const bp = oddsToBp(text);
      if (bp === null || bp < ODDS_MIN_BP || bp > ODDS_MAX_BP)
        invalid('odds', 'each above 1 and at most 1000');
      return bp;
    });
  }

  async detail(viewerId: number | null, id: number) {
    // The viewer's standing is read beside the guess: whether they may manage it needs both.
    const [d, standing] = await Promise.all([
      this.repo.detail(this.db, id, viewerId),
      viewerId === null ? null : this.deps.users.standing(viewerId),
    ]);
    if (!d) notFound('guess');
    const canManage = await this.canManageAs(viewerId, standing, d.game);
    return detailOf(d.game, d.options, d.mine, this.deps.now(), canManage);
  }

  private async cards(viewerId: number | null, games: GameRow[]) {
    const ids = games.map((g) => g.id);
    const [options, mine] = await Promise.all([
      this.repo.optionsOf(this.db, ids),
      viewerId === null ? Promise.resolve([]) : this.repo.myStakes(this.db, viewerId, ids),
    ]);
    const now = this.deps.now();
    const byGame = group(options);
    const stakes = new Map(mine.map((s) => [s.gameId, s]));
    return games.map((g) => cardOf(g, byGame.get(g.id) ?? [], stakes.get(g.id) ?? null, now));
  }

  async list(
    viewerId: number | null,
    q: { tab: 'open' | 'closing' | 'settled'; activity_id?: number; cursor?: string; limit: number },
  ) {
    const after = decodeCursor(q.cursor, q.tab === 'closing' ? ['us', 'id'] : ['id']);
    const rows = await this.repo.list(this.db, {
      tab: q.tab,
      ...(q.activity_id !== undefined ? { activityId: q.activity_id } : {}),
      now: this.deps.now(),
      after,
      limit: q.limit,
    });
    const p = page(rows, q.limit, (g) =>
      q.tab === 'closing' ? `${g.closeAt.getTime() * 1000}_${g.id}` : String(g.id),
    );
    return { list: await this.cards(viewerId, p.list), next_cursor: p.next_cursor };
  }

  async mine(
    userId: number,
    q: { state: 'all' | 'held' | 'won' | 'lost' | 'refunded'; cursor?: string; limit: number },
  ) {
    const after = decodeCursor(q.cursor, ['id']);
    const rows = await this.repo.mine(this.db, userId, {
      ...(q.state !== 'all' ? { state: q.state } : {}),
      beforeId: after?.[0] ?? null,
      limit: q.limit,
    });
    const p = page(rows, q.limit, (s) => String(s.id));
    const games = new Map(
      (
        await this.repo.gamesByIds(
          this.db,
          p.list.map((s) => s.gameId),
        )
      ).map((g) => [g.id, g]),
    );
    const cards = await this.cards(
      userId,
      p.list.map((s) => games.get(s.gameId)!),
    );
    return {
      list: cards.map((c, i) => Object.assign(c, { mine: stakeOf(p.list[i]!) })),
      next_cursor: p.next_cursor,
    };
  }

  /**
   * Debits the stake into escrow in one transaction; refused after close, out of range, on an
   * option of another guess, short of points or twice.
   *
   * Every join of a guess updates its one row, so the time that row's lock is held bounds the
   * joins a second (decision 263). The stake is taken first, without that lock (its unique key
   * refuses a second one); then the guess row is updated (its lock: the guess still open, the
   * pool and escrow after this stake). What follows cannot fail but by points short of the stake
   * (the transaction's error then): the option's pool, the escrow row, and the debit with its
   * ledger row travel with the COMMIT (`later`), so the lock is held over one round trip. A fixed
   * odds option's cap is waited for. Lock order as everywhere in guesses: the guess, then its
   * options, then users.
   */
  async join(userId: number, b: { id: number; option_id: number; amount: number }) {
    const now = this.deps.now();
    let integral: number | null = null;
    const stake = await this.db
      .transaction(async (tx) => {
        const stake = await this.repo.insertStake(
          tx,
          { gameId: b.id, optionId: b.option_id, userId, amount: b.amount },
          now,
        );
        if (!stake) return this.joinRefused(tx, userId, b, now);
        // The stake's insert saw the guess open: it closed since.
        const game = await this.repo.addStake(tx, b.id, stake.amount, now);
        if (!game) fail('GUESS_CLOSED');
        if (game.settlement === 'odds') {
          const o = await this.repo.addToOddsOption(
            tx,
            game.id,
            stake.optionId,
            stake.amount,
            game.pool,
            game.houseCap,
          );
          if (!o) fail('GUESS_HOUSE_CAP');
        } else await this.repo.addToOptionLater(tx, stake.optionId, stake.amount);
        await this.repo.stakeEscrowLater(tx, game.id, stake.id, stake.amount, game.escrow);
        await this.deps.points.debitLater(
          tx,
          userId,
          stake.amount,
          { sourceType: 'guess', sourceId: stake.id, kind: 'stake' },
          (after) => (integral = after),
        );
        return stake;
      })
      .catch((e: unknown) => {
        if (isIntegralShort(e)) fail('INTEGRAL_INSUFFICIENT');
        throw e;
      });
    if (integral === null) throw new Error(`stake ${stake.id} committed without its debit's answer`);
    return { stake: stakeOf(stake), integral };
  }

  /**
   * Why a guess took no stake (its stake's insert matched nothing): unknown, not open at `now`, the
   * amount out of its range, an option of another guess, or a stake of this user there already;
   * closed when it changed meanwhile.
   */
  private async joinRefused(
    tx: Tx,
    userId: number,
    b: { id: number; option_id: number; amount: number },
    now: Date,
  ): Promise<never> {
    const g = await this.repo.game(tx, b.id);
    if (!g) invalid('id', 'unknown');
    if (g.status !== 'open' || g.closeAt <= now || g.openAt > now) fail('GUESS_CLOSED');
    if (b.amount < g.stakeMin || b.amount > g.stakeMax)
      fail('GUESS_STAKE', { min: g.stakeMin, max: g.stakeMax });
    if (!(await this.repo.optionsOf(tx, [g.id])).some((o) => o.id === b.option_id))
      invalid('option_id', 'not in this guess');
    if (await this.repo.hasStake(tx, g.id, userId)) fail('GUESS_JOINED');
    fail('GUESS_CLOSED');
  }

  async close(userId: number, id: number) {
    await this.managed(userId, id);
    if (!(await this.repo.transition(this.db, id, ['open'], { status: 'closed' }))) fail('GUESS_STATE');
    return this.detail(userId, id);
  }

  async settle(userId: number, b: { id: number; option_id: number }, reason = '') {
    await this.managed(userId, b.id);
    const options = await this.repo.optionsOf(this.db, [b.id]);
    if (!options.some((o) => o.id === b.option_id)) invalid('option_id', 'not in this guess');
    const byOperator = await this.isOperator(userId);
    const done = await this.db.transaction(async (tx) => {
      if (!(await this.settleIn(tx, b.id, b.option_id))) return false;
      if (byOperator)
        await this.journal.record(tx, {
          operatorId: userId,
          kind: 'guess',
          ref: String(b.id),
          decision: 'settle',
          reason,
          before: { status: 'closed' },
          after: { status: 'settled', winner_option_id: b.option_id },
        });
      return true;
    });
    if (!done) fail('GUESS_STATE');
    return this.detail(userId, b.id);
  }

  async cancel(userId: number, id: number, reason = '') {
    await this.managed(userId, id);
    const byOperator = await this.isOperator(userId);
    const done = await this.db.transaction(async (tx) => {
      const g = await this.repo.transition(tx, id, ['open', 'closed'], {
        status: 'cancelled',
        settledAt: this.deps.now(),
      });
      if (!g) return false;
      if (byOperator)
        await this.journal.record(tx, {
          operatorId: userId,
          kind: 'guess',
          ref: String(id),
          decision: 'cancel',
          reason,
          before: { status: 'closed' },
          after: { status: 'cancelled' },
        });
      const stakes = await this.repo.heldStakes(tx, g.id);
      await this.payOut(
        tx,
        g,
        stakes.map((s) => ({ id: s.id, state: 'refunded' as const, payout: s.amount })),
        { rake: 0, remainder: 0, house: 0 },
      );
      return true;
    });
    if (!done) fail('GUESS_STATE');
    return this.detail(userId, id);
  }

  /**
   * Settles a guess inside the caller's transaction: false (nothing paid) unless this call moved
   * it out of open or closed. The payouts come from the stakes found held after that move.
   */
  async settleIn(tx: Tx, id: number, winnerOptionId: number): Promise<boolean> {
    const g = await this.repo.transition(tx, id, ['open', 'closed'], {
      status: 'settled',
      winnerOptionId,
      settledAt: this.deps.now(),
    });
    if (!g) return false;
    const stakes = await this.repo.heldStakes(tx, g.id);
    if (g.settlement === 'odds') {
      const options = await this.repo.optionsOf(tx, [g.id]);
      const odds = new Map(options.map((x) => [x.id, x.oddsBp ?? 0]));
      const o = settleOdds(stakes, winnerOptionId, odds);
      await this.payOut(tx, g, o.stakes, { rake: 0, remainder: 0, house: o.house });
      return true;
    }
    const o = settlePool(stakes, winnerOptionId, g.rakeBp);
    await this.payOut(tx, g, o.stakes, { ...o, house: 0 });
    return true;
  }

  /** A battle's winner was recorded: its guess (if any, and not yet settled) settles on it. */
  async battleDecided(tx: Tx, e: { battleId: number; winnerEntryId: number }): Promise<void> {
    const g = await this.repo.byBattle(tx, e.battleId);
    if (!g || (g.status !== 'open' && g.status !== 'closed')) return;
    const option = (await this.repo.optionsOf(tx, [g.id])).find((o) => o.entryId === e.winnerEntryId);
    if (!option) return;
    await this.settleIn(tx, g.id, option.id);
  }

  private async payOut(
    tx: Tx,
    g: GameRow,
    outcome: { id: number; state: 'won' | 'lost' | 'refunded'; payout: number }[],
    house: { rake: number; remainder: number; house: number },
  ): Promise<void> {
    let escrow = g.escrow;
    // Fixed odds, the winners getting more than the pool: the house pays the difference in first.
    if (house.house < 0) {
      escrow -= house.house;
      await this.repo.escrowLog(tx, {
        gameId: g.id,
        stakeId: 0,
        kind: 'house',
        change: -house.house,
        escrowAfter: escrow,
      });
    }
    for (const x of outcome) {
      const s = await this.repo.closeStake(tx, x.id, x.state, x.payout);
      if (!s || x.payout === 0) continue;
      const kind = x.state === 'won' ? 'win' : 'refund';
      await this.deps.points.credit(tx, s.userId, x.payout, { sourceType: 'guess', sourceId: s.id, kind });
      escrow -= x.payout;
      await this.repo.escrowLog(tx, {
        gameId: g.id,
        stakeId: s.id,
        kind,
        change: -x.payout,
        escrowAfter: escrow,
      });
    }
    const kept = house.rake + house.remainder;
    if (kept > 0) {
      escrow -= kept;
      await this.repo.escrowLog(tx, {
        gameId: g.id,
        stakeId: 0,
        kind: 'rake',
        change: -kept,
        escrowAfter: escrow,
      });
    }
    // Fixed odds: what the winners did not take stays with the house.
    if (house.house > 0) {
      escrow -= house.house;
      await this.repo.escrowLog(tx, {
        gameId: g.id,
        stakeId: 0,
        kind: 'house',
        change: -house.house,
        escrowAfter: escrow,
      });
    }
    if (escrow !== 0) throw new Error(`guess ${g.id}: escrow ${escrow} left after paying out`);
    await this.repo.setOutcome(tx, g.id, {
      escrow,
      rake: house.rake,
      remainder: house.remainder,
      house: house.house,
    });
  }
}

function group(options: OptionRow[]): Map<number, OptionRow[]> {
  const m = new Map<number, OptionRow[]>();
  for (const o of options) m.set(o.gameId, [...(m.get(o.gameId) ?? []), o]);
  return m;
}

export type { StakeRow };
