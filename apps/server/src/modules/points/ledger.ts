import type { Tx } from '../../platform/db.ts';
import type { LedgerCause, Wallet } from '../account/index.ts';
import { PointsRepo } from './ledger.repo.ts';

/**
 * The points ledger (`integral_log`): append-only, one row per cause, with the points after it.
 * `users.integral` lives in the account domain and moves only here, through
 * the wallet's moveIntegral in the same transaction (decision 030). The points screens (sign-in,
 * integral log) come with the points issue; the mall needs deduction and refunds.
 */
export class PointsService {
  private readonly repo = new PointsRepo();

  constructor(private readonly wallet: Wallet) {}

  /** Takes `points` from the user; null (nothing written) when the user has fewer. */
  async debit(tx: Tx, userId: number, points: number, cause: LedgerCause): Promise<number | null> {
    return this.move(tx, userId, -points, cause);
  }

  /** Gives `points` to the user. */
  async credit(tx: Tx, userId: number, points: number, cause: LedgerCause): Promise<number> {
    const after = await this.move(tx, userId, points, cause);
    if (after === null) throw new Error(`user ${userId} missing while crediting points`);
    return after;
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
