import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { mch, mchAccountLog, mchCash, mchSettlement } from '../../db/schema/merchant.ts';

export type AccountLogRow = typeof mchAccountLog.$inferSelect;
export type CashRow = typeof mchCash.$inferSelect;

export interface AccountMove {
  kind: 'credit' | 'fee' | 'freeze' | 'release' | 'withdraw';
  /** Change of the balance (fen). */
  change: number;
  /** Change of the frozen amount (fen). */
  frozenChange: number;
  sourceType: 'order' | 'cash';
  sourceId: number;
  note: string;
}

/** SQL of the shop account: the ledger, settlements and withdrawals, inside the caller's transaction. */
export class AccountRepo {
  /**
   * Moves the shop's balance and frozen amount and writes the ledger row, in one statement, unless
   * either would go below zero: the row written, or null (nothing written).
   */
  async move(tx: DbOrTx, mchId: number, m: AccountMove): Promise<AccountLogRow | null> {
    const r = await tx.execute<{ id: string }>(sql`
      with m as (
        update ${mch} set balance = balance + ${m.change}, frozen = frozen + ${m.frozenChange}
         where id = ${mchId} and balance + ${m.change} >= 0 and frozen + ${m.frozenChange} >= 0
        returning balance, frozen
      )
      insert into ${mchAccountLog}
        (mch_id, kind, change, frozen_change, balance_after, frozen_after, source_type, source_id, note)
      select ${mchId}, ${m.kind}, ${m.change}, ${m.frozenChange}, m.balance, m.frozen,
             ${m.sourceType}, ${m.sourceId}, ${m.note}
        from m
      returning id`);
    const id = r.rows[0]?.id;
    if (!id) return null;
    const [row] = await tx
      .select()
      .from(mchAccountLog)
      .where(eq(mchAccountLog.id, Number(id)));
    return row!;
  }

  /** Records an order's settlement once: false when it was settled already (or concurrently). */
  async recordSettlement(tx: DbOrTx, v: typeof mchSettlement.$inferInsert): Promise<boolean> {
    const rows = await tx
      .insert(mchSettlement)
      .values(v)
      .onConflictDoNothing()
      .returning({ orderId: mchSettlement.orderId });
    return rows.length === 1;
  }

  async feeRate(tx: DbOrTx, mchId: number): Promise<number | null | undefined> {
    const [row] = await tx.select({ feeRate: mch.feeRate }).from(mch).where(eq(mch.id, mchId));
    return row ? row.feeRate : undefined;
  }

  async account(tx: DbOrTx, mchId: number): Promise<{ balance: number; frozen: number } | undefined> {
    const [row] = await tx
      .select({ balance: mch.balance, frozen: mch.frozen })
      .from(mch)
      .where(eq(mch.id, mchId));
    return row;
  }

  /** Locks the shop row: a shop's withdrawal requests are taken one at a time. */
  async lockShop(tx: DbOrTx, mchId: number): Promise<void> {
    await tx.execute(sql`select id from ${mch} where id = ${mchId} for update`);
  }

  log(
    tx: DbOrTx,
    mchId: number,
    f: { kind?: string; from?: Date; to?: Date },
    afterId: number | null,
    limit: number,
  ): Promise<AccountLogRow[]> {
    const conds: SQL[] = [eq(mchAccountLog.mchId, mchId)];
    if (f.kind) conds.push(eq(mchAccountLog.kind, f.kind));
    if (f.from) conds.push(gte(mchAccountLog.createdAt, f.from));
    if (f.to) conds.push(lt(mchAccountLog.createdAt, f.to));
    if (afterId !== null) conds.push(lt(mchAccountLog.id, afterId));
    return tx
      .select()
      .from(mchAccountLog)
      .where(and(...conds))
      .orderBy(desc(mchAccountLog.id))
      .limit(limit);
  }

  async cashByClient(tx: DbOrTx, mchId: number, clientId: string): Promise<CashRow | undefined> {
    const [row] = await tx
      .select()
      .from(mchCash)
      .where(and(eq(mchCash.mchId, mchId), eq(mchCash.clientId, clientId)));
    return row;
  }

  async cashById(tx: DbOrTx, id: number): Promise<CashRow | undefined> {
    const [row] = await tx.select().from(mchCash).where(eq(mchCash.id, id));
    return row;
  }

  /** What the shop asked to withdraw since the instant, refused and failed requests excepted. */
  async cashSince(tx: DbOrTx, mchId: number, since: Date): Promise<number> {
    const [row] = await tx
      .select({ total: sql<string>`coalesce(sum(${mchCash.amount}), 0)::text` })
      .from(mchCash)
      .where(
        and(
          eq(mchCash.mchId, mchId),
          gte(mchCash.createdAt, since),
          sql`${mchCash.status} in ('pending', 'paid')`,
        ),
      );
    return Number(row!.total);
  }

  async insertCash(tx: DbOrTx, v: typeof mchCash.$inferInsert): Promise<CashRow> {
    const [row] = await tx.insert(mchCash).values(v).returning();
    return row!;
  }

  /** pending -> `to`, only if still pending: the row as it is now, or null. */
  async handleCash(
    tx: DbOrTx,
    id: number,
    to: 'paid' | 'refused' | 'failed',
    v: { operatorId: number; reference?: string; reason?: string; provider?: string },
  ): Promise<CashRow | null> {
    const [row] = await tx
      .update(mchCash)
      .set({ status: to, handledAt: new Date(), ...v })
      .where(and(eq(mchCash.id, id), eq(mchCash.status, 'pending')))
      .returning();
    return row ?? null;
  }

  cashList(
    tx: DbOrTx,
    mchId: number,
    status: string | undefined,
    afterId: number | null,
    limit: number,
  ): Promise<CashRow[]> {
    const conds: SQL[] = [eq(mchCash.mchId, mchId)];
    if (status) conds.push(eq(mchCash.status, status));
    if (afterId !== null) conds.push(lt(mchCash.id, afterId));
    return tx
      .select()
      .from(mchCash)
      .where(and(...conds))
      .orderBy(desc(mchCash.id))
      .limit(limit);
  }

  /** Operators' queue: by status, oldest first. */
  queue(tx: DbOrTx, status: string, afterId: number | null, limit: number): Promise<CashRow[]> {
    const conds: SQL[] = [eq(mchCash.status, status)];
    if (afterId !== null) conds.push(sql`${mchCash.id} > ${afterId}`);
    return tx
      .select()
      .from(mchCash)
      .where(and(...conds))
      .orderBy(asc(mchCash.id))
      .limit(limit);
  }

  async handleCashReference(tx: DbOrTx, id: number, reference: string): Promise<CashRow | undefined> {
    const [row] = await tx.update(mchCash).set({ reference }).where(eq(mchCash.id, id)).returning();
    return row;
  }
}
