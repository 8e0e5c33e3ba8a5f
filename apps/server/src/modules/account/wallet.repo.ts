import { and, eq, sql } from 'drizzle-orm';
import { later, textRows, type DbOrTx } from '../../platform/db.ts';
import { users } from '../../db/schema/account.ts';

/** SQL of the balance and points columns: conditional updates inside the caller's transaction. */
export class WalletRepo {
  /**
   * Adds `delta` fen (negative: a debit) unless that would go below zero, and writes its ledger
   * row, in one statement; the balance after it, or null (nothing written) when it would go below.
   */
  async moveBalance(
    tx: DbOrTx,
    userId: number,
    delta: number,
    cause: { sourceType: string; sourceId: number; kind: string; note: string },
  ): Promise<number | null> {
    // As text: every payment from the balance runs it.
    const [row] = await textRows<{ balance_after: string }>(
      tx,
      `with u as (
        update "users" set balance = balance + $2 where id = $1 and balance + $2 >= 0 returning balance
      )
      insert into "balance_log" (user_id, change, balance_after, source_type, source_id, kind, note)
      select $1, $2, u.balance, $3, $4, $5, $6 from u
      returning balance_after`,
      [userId, delta, cause.sourceType, cause.sourceId, cause.kind, cause.note],
    );
    return row ? Number(row.balance_after) : null;
  }

  /**
   * Takes `amount` fen and writes its ledger row, in one statement held back until the
   * transaction's next one or its COMMIT (`later`). Nothing is checked before: a balance short of
   * it fails that statement with `users_balance_nonneg`, and a user without a row with the ledger's
   * NOT NULL (the balance after is a scalar read of the update), so nothing is written either way.
   */
  async debitLater(
    tx: DbOrTx,
    userId: number,
    amount: number,
    cause: { sourceType: string; sourceId: number; kind: string; note: string },
    answered: (after: number) => void,
  ): Promise<void> {
    await later(
      tx,
      `with u as (
        update "users" set balance = balance - $2 where id = $1 returning balance
      )
      insert into "balance_log" (user_id, change, balance_after, source_type, source_id, kind, note)
      values ($1, -$2::bigint, (select balance from u), $3, $4, $5, $6)
      returning balance_after`,
      [userId, amount, cause.sourceType, cause.sourceId, cause.kind, cause.note],
      (rows) => answered(Number((rows[0] as { balance_after: string | number }).balance_after)),
    );
  }

  /** Adds `delta` points (negative: a debit) unless that would go below zero; null when it would. */
  async moveIntegral(tx: DbOrTx, userId: number, delta: number): Promise<number | null> {
    const [row] = await tx
      .update(users)
      .set({ integral: sql`${users.integral} + ${delta}` })
      .where(and(eq(users.id, userId), sql`${users.integral} + ${delta} >= 0`))
      .returning({ integral: users.integral });
    return row ? row.integral : null;
  }

  /**
   * Takes up to `upTo` points, never below zero, in one statement on the locked row: what was
   * taken and the points after; undefined for an unknown user.
   */
  async takeIntegral(
    tx: DbOrTx,
    userId: number,
    upTo: number,
  ): Promise<{ taken: number; after: number } | undefined> {
    const r = await tx.execute<{ before: number; after: number }>(sql`
      update ${users} u set integral = u.integral - least(u.integral, ${upTo})
        from (select id, integral as before from ${users} where id = ${userId} for update) o
       where u.id = o.id
      returning o.before, u.integral as after`);
    const row = r.rows[0];
    return row ? { taken: Number(row.before) - Number(row.after), after: Number(row.after) } : undefined;
  }

  /** A user's balance (fen) and points; undefined for an unknown or closed account. */
  async balances(tx: DbOrTx, userId: number): Promise<{ balance: number; integral: number } | undefined> {
    const [row] = await tx
      .select({ balance: users.balance, integral: users.integral })
      .from(users)
      .where(and(eq(users.id, userId), sql`${users.status} <> 2`));
    return row;
  }
}
