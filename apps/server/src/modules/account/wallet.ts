import { notFound } from '../../platform/errors.ts';
import { isCheckViolation, type Db, type Tx } from '../../platform/db.ts';
import type { WalletRepo } from './wallet.repo.ts';

/** Why money or points moved: unique per (source_type, source_id, kind) in the ledger. */
export interface LedgerCause {
  sourceType: string;
  sourceId: number;
  kind: string;
  note?: string;
}

/**
 * The wallet, the port other modules receive: a user's balance (fen) and points, moved only
 * inside the caller's transaction by conditional updates that never go below zero.
 */
export class Wallet {
  constructor(
    private readonly db: Db,
    private readonly repo: WalletRepo,
  ) {}

  /** The current balance (fen) and points, for payment pages; not found for a closed account. */
  async balances(userId: number): Promise<{ balance: number; integral: number }> {
    const w = await this.repo.balances(this.db, userId);
    if (!w) notFound('user');
    return w;
  }

  /**
   * Debits `amountFen` from the user's balance inside the caller's transaction: a conditional
   * update that never goes below zero, plus one `balance_log` row under its unique cause. Returns
   * the balance after it, or null when the balance is not enough (nothing written). A cause seen
   * before is a unique violation that aborts the caller's transaction.
   */
  async debitBalance(tx: Tx, userId: number, amountFen: number, cause: LedgerCause): Promise<number | null> {
    return this.moveBalance(tx, userId, -amountFen, cause);
  }

  /**
   * Debits `amountFen` as `debitBalance` does, held back to travel with the transaction's next
   * statement or its COMMIT: nothing waits for it. A balance short of the amount fails the
   * transaction (`isBalanceShort` tells that error) and nothing is written; `answered` gets the
   * balance after it once the statement ran.
   */
  debitBalanceLater(
    tx: Tx,
    userId: number,
    amountFen: number,
    cause: LedgerCause,
    answered: (after: number) => void,
  ): Promise<void> {
    if (!Number.isSafeInteger(amountFen) || amountFen <= 0) throw new Error(`bad debit ${amountFen}`);
    return this.repo.debitLater(tx, userId, amountFen, { ...cause, note: cause.note ?? '' }, answered);
  }

  /** Credits `amountFen` to the user's balance inside the caller's transaction (one ledger row). */
  async creditBalance(tx: Tx, userId: number, amountFen: number, cause: LedgerCause): Promise<number> {
    const after = await this.moveBalance(tx, userId, amountFen, cause);
    if (after === null) notFound('user');
    return after;
  }

  private async moveBalance(tx: Tx, userId: number, delta: number, cause: LedgerCause) {
    if (!Number.isSafeInteger(delta) || delta === 0) throw new Error(`bad balance change ${delta}`);
    return this.repo.moveBalance(tx, userId, delta, { ...cause, note: cause.note ?? '' });
  }

  /**
   * Moves the user's points by `delta` inside the caller's transaction; never below zero. Only the
   * points module calls this, and always together with its own `integral_log` row (decision 030).
   * Returns the points after it, or null when a debit is more than the user has.
   */
  moveIntegral(tx: Tx, userId: number, delta: number): Promise<number | null> {
    if (!Number.isSafeInteger(delta) || delta === 0) throw new Error(`bad points change ${delta}`);
    return this.repo.moveIntegral(tx, userId, delta);
  }

  /**
   * The update that moves a user's points, as text, for the points module's held debit
   * (`PointsService.debitLater`), which writes its ledger row in the same statement: `$1` the
   * user, `$2` the change; it returns `integral`, the points after it. A debit of more than the
   * user has fails its transaction with `users_integral_nonneg` (`isIntegralShort`). Only the
   * points module calls this (decision 030).
   */
  integralMoveText(): string {
    return 'update users set integral = integral + $2 where id = $1 returning integral';
  }

  /**
   * Takes up to `upTo` points inside the caller's transaction, never below zero (a reward taken
   * back from a user who spent it); only the points module calls this, with its own ledger row.
   */
  takeIntegral(tx: Tx, userId: number, upTo: number): Promise<{ taken: number; after: number } | undefined> {
    if (!Number.isSafeInteger(upTo) || upTo <= 0) throw new Error(`bad points take ${upTo}`);
    return this.repo.takeIntegral(tx, userId, upTo);
  }
}

/** The error of a transaction whose held debit (`debitBalanceLater`) found the balance short. */
export const isBalanceShort = (err: unknown): boolean => isCheckViolation(err, 'users_balance_nonneg');

/** The error of a transaction whose held points debit (`integralMoveText`) found the points short. */
export const isIntegralShort = (err: unknown): boolean => isCheckViolation(err, 'users_integral_nonneg');
