import type { Db, Tx } from '../../platform/db.ts';
import { decodeCursor, page } from '../../platform/cursor.ts';
import type { LedgerCause, Wallet } from '../account/index.ts';
import { PointsRepo } from './ledger.repo.ts';

/**
 * The points ledger (`integral_log`): append-only, one row per cause, with the points after it.
 * `users.integral` lives in the account domain and moves only here, through
 * the wallet's moveIntegral in the same transaction (decision 030). The points screens (sign-in,
 * rewards, recharge) and guesses move points only through it.
 */
export class PointsService {
  private readonly repo: PointsRepo;

  constructor(
    private readonly wallet: Wallet,
    private readonly db: Db,
  ) {
    this.repo = new PointsRepo(db);
  }

  /** The user's ledger, newest first, with the points now. */
  async log(userId: number, q: { type: 'all' | 'earned' | 'spent'; cursor?: string; limit: number }) {
    const after = decodeCursor(q.cursor, ['id']);
    const [rows, balances] = await Promise.all([
      this.repo.list(this.db, userId, { type: q.type, beforeId: after?.[0] ?? null, limit: q.limit }),
      this.wallet.balances(userId),
    ]);
    const p = page(rows, q.limit, (r) => String(r.id));
    return {
      integral: balances.integral,
      next_cursor: p.next_cursor,
      list: p.list.map((r) => ({
        id: r.id,
        change: r.change,
        integral_after: r.integralAfter,
        source_type: r.sourceType,
        source_id: r.sourceId,
        kind: r.kind,
        note: r.note,
        created_at: r.createdAt.toISOString(),
      })),
    };
  }

  /** Takes `points` from the user; null (nothing written) when the user has fewer. */
  async debit(tx: Tx, userId: number, points: number, cause: LedgerCause): Promise<number | null> {
    return this.move(tx, userId, -points, cause);
  }

  /**
   * Takes `points` as `debit` does, in one statement with its ledger row held back to travel with
   * the transaction's next statement or its COMMIT (`later`): nothing waits for it, for a
   * transaction that holds a hot lock. The cause must be new to this transaction (a conflict
   * fails it). Points short of it fail the transaction (`isIntegralShort` tells that error) and
   * nothing is written; `answered` gets the points after it once the statement ran.
   */
  debitLater(
    tx: Tx,
    userId: number,
    points: number,
    cause: LedgerCause,
    answered: (after: number) => void,
  ): Promise<void> {
    if (!Number.isSafeInteger(points) || points <= 0) throw new Error(`bad points debit ${points}`);
    return this.repo.moveLater(
      tx,
      this.wallet.integralMoveText(),
      { userId, change: -points, ...cause, note: cause.note ?? '' },
      answered,
    );
  }

  /** Gives `points` to the user. */
  async credit(tx: Tx, userId: number, points: number, cause: LedgerCause): Promise<number> {
    const after = await this.move(tx, userId, points, cause);
    if (after === null) throw new Error(`user ${userId} missing while crediting points`);
    return after;
  }

  /**
   * Takes back up to `points` (a reward whose cause was removed), never below zero: what the user
   * has, when short, with the shortfall in the row's note. Answers the points taken (0: nothing
   * written, the user has none).
   */
  async takeUpTo(tx: Tx, userId: number, points: number, cause: LedgerCause): Promise<number> {
    const r = await this.wallet.takeIntegral(tx, userId, points);
    if (!r || r.taken === 0) return 0;
    const short = points - r.taken;
    await this.repo.insertLog(tx, {
      userId,
      change: -r.taken,
      integralAfter: r.after,
      sourceType: cause.sourceType,
      sourceId: cause.sourceId,
      kind: cause.kind,
      note: short > 0 ? `short by ${short}` : (cause.note ?? ''),
    });
    return r.taken;
  }

  /** The ledger row of a cause, locked (so takers-back of one cause queue on it). */
  causeRow(tx: Tx, cause: Omit<LedgerCause, 'note'>, lock: boolean) {
    return this.repo.byCause(tx, cause, lock);
  }

  private async move(tx: Tx, userId: number, delta: number, cause: LedgerCause): Promise<number | null> {
    if (!Number.isSafeInteger(delta) || delta === 0) throw new Error(`bad points change ${delta}`);
    const after = await this.wallet.moveIntegral(tx, userId, delta);
    if (after === null) return null;
    await this.repo.insertLog(tx, {
      userId,
      change: delta,
      integralAfter: after,
      sourceType: cause.sourceType,
      sourceId: cause.sourceId,
      kind: cause.kind,
      note: cause.note ?? '',
    });
    return after;
  }
}
