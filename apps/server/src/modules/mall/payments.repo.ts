import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { inList, intArray, textRows, type DbOrTx } from '../../platform/db.ts';
import { payment, paymentCharge, paymentNotify, refund, sandboxTxn } from '../../db/schema/mall.ts';
import type { ChargeRow, PaymentRow, SandboxTxnRow } from './rows.ts';

/** What paying an attempt from the balance needs of it. */
export type BalanceClaim = Pick<PaymentRow, 'id' | 'userId' | 'orderIds' | 'amount' | 'expiresAt'>;

/** Payment attempts, the charges that brought money in, refunds, gateway callbacks. SQL only. */
export class PaymentRepo {
  /**
   * A payment attempt over these orders if every one is the user's, unpaid and before its
   * deadline, in one statement; undefined otherwise (the caller then finds out why).
   */
  async openPayment(
    tx: DbOrTx,
    userId: number,
    orderIds: number[],
  ): Promise<{ id: number; amount: number; orderIds: number[] } | undefined> {
    // As text with an IN list: an array parameter is planned afresh on every call.
    const n = orderIds.length;
    const [row] = await textRows<{ id: string; amount: string; order_ids: string[] }>(
      tx,
      `insert into "payment" (user_id, order_ids, amount, expires_at)
       select $1, array_agg(id order by id), sum(pay_amount), min(expires_at)
         from "orders"
        where id in (${inList(n, 3)}) and user_id = $1 and status = 'unpaid' and expires_at > now()
       having count(*) = $2
       returning id, amount, order_ids`,
      [userId, n, ...orderIds.map((x) => Math.trunc(x))],
    );
    return row
      ? { id: Number(row.id), amount: Number(row.amount), orderIds: row.order_ids.map(Number) }
      : undefined;
  }

  async payment(tx: DbOrTx, id: number): Promise<PaymentRow | undefined> {
    const [row] = await tx.select().from(payment).where(eq(payment.id, id)).limit(1);
    return row;
  }

  async lockPayment(tx: DbOrTx, id: number): Promise<PaymentRow | undefined> {
    const [row] = await tx.select().from(payment).where(eq(payment.id, id)).limit(1).for('update');
    return row;
  }

  async updatePayment(
    tx: DbOrTx,
    id: number,
    from: string[],
    set: Partial<typeof payment.$inferInsert>,
  ): Promise<PaymentRow | undefined> {
    const [row] = await tx
      .update(payment)
      .set(set)
      .where(and(eq(payment.id, id), inArray(payment.status, from)))
      .returning();
    return row;
  }

  /**
   * Claims an open attempt (pending or failed) of this user for payment from the balance, in one
   * statement: the attempt turns paid (its row lock is the claim), its charge, the balance's
   * transaction `bal-<id>`, is recorded, and the user's other open attempts over any of its orders
   * are closed, as `closeAttempts` does (the caller rolls back when an order is not paid after
   * all). Undefined when it is not this user's or not open.
   */
  async claimForBalance(tx: DbOrTx, id: number, userId: number): Promise<BalanceClaim | undefined> {
    const [row] = await textRows<{
      id: string;
      user_id: string;
      order_ids: (string | number)[];
      amount: string;
      expires_at: string | Date;
    }>(
      tx,
      `with p as (
        update "payment" set status = 'paid', pay_type = 'balance', provider = 'balance',
               provider_txn_id = 'bal-' || id, paid_at = now()
         where id = $1 and user_id = $2 and status in ('pending', 'failed')
        returning id, user_id, order_ids, amount, expires_at, provider_txn_id
      ), c as (
        insert into "payment_charge" (payment_id, user_id, provider, provider_txn_id, amount)
        select id, user_id, 'balance', provider_txn_id, amount from p
      ), x as (
        update "payment" set status = 'closed'
         where id in (
           select o.id from "payment" o
            where o.user_id = $2 and o.order_ids && (select order_ids from p)
              and o.status in ('pending', 'failed') and o.id <> $1
            for update of o skip locked)
      )
      select id, user_id, order_ids, amount, expires_at from p`,
      [id, userId],
    );
    if (!row) return undefined;
    return {
      id: Number(row.id),
      userId: Number(row.user_id),
      orderIds: row.order_ids.map(Number),
      amount: Number(row.amount),
      expiresAt: new Date(row.expires_at),
    };
  }

  /**
   * Closes the other open attempts (pending or failed) of this user that cover any of these
   * orders. An attempt being paid right now is locked: it is skipped (never waited for, so the
   * lock order holds) and finds its orders no longer unpaid.
   */
  async closeAttempts(tx: DbOrTx, userId: number, orderIds: number[], exceptId: number | null) {
    if (!orderIds.length) return;
    const ids = intArray(orderIds);
    await textRows(
      tx,
      `update "payment" set status = 'closed'
        where id in (
          select id from "payment"
           where user_id = $1 and order_ids && $2::bigint[] and status in ('pending', 'failed')
             and id <> $3
           for update skip locked)`,
      [userId, ids, exceptId ?? 0],
    );
  }

  /** Open attempts older than `before`, oldest first (the reconciliation job asks the gateway). */
  async stalePayments(tx: DbOrTx, before: Date, limit: number): Promise<PaymentRow[]> {
    return tx
      .select()
      .from(payment)
      .where(and(inArray(payment.status, ['pending', 'failed']), lt(payment.createdAt, before)))
      .orderBy(asc(payment.createdAt))
      .limit(limit);
  }

  // ---------- charges ----------

  /** Records a provider transaction's charge once; undefined when it was recorded before. */
  async insertCharge(tx: DbOrTx, values: typeof paymentCharge.$inferInsert): Promise<ChargeRow | undefined> {
    const [row] = await tx.insert(paymentCharge).values(values).onConflictDoNothing().returning();
    return row;
  }

  /** The charge that paid this attempt (its provider transaction). */
  async appliedCharge(tx: DbOrTx, paymentId: number): Promise<ChargeRow | undefined> {
    const [row] = await tx
      .select({ c: paymentCharge })
      .from(payment)
      .innerJoin(
        paymentCharge,
        and(
          eq(paymentCharge.provider, payment.provider),
          eq(paymentCharge.providerTxnId, payment.providerTxnId),
        ),
      )
      .where(eq(payment.id, paymentId))
      .limit(1);
    return row?.c;
  }

  /** Takes a refund from a charge, never past what it charged; false when it would go past. */
  async addChargeRefund(tx: DbOrTx, id: number, fen: number): Promise<boolean> {
    const r = await tx
      .update(paymentCharge)
      .set({ refundedAmount: sql`${paymentCharge.refundedAmount} + ${fen}` })
      .where(
        and(
          eq(paymentCharge.id, id),
          sql`${paymentCharge.refundedAmount} + ${fen} <= ${paymentCharge.amount}`,
        ),
      );
    return (r.rowCount ?? 0) === 1;
  }

  /**
   * A refund of the charge that paid an attempt also counts on the attempt, which is `refunded`
   * once all of it went back. (Duplicate charges never touch the attempt.)
   */
  async addPaymentRefund(tx: DbOrTx, c: ChargeRow, fen: number): Promise<void> {
    await tx
      .update(payment)
      .set({
        refundedAmount: sql`${payment.refundedAmount} + ${fen}`,
        status: sql`case when ${payment.refundedAmount} + ${fen} >= ${payment.amount} then 'refunded' else ${payment.status} end`,
      })
      .where(
        and(
          eq(payment.id, c.paymentId),
          eq(payment.provider, c.provider),
          eq(payment.providerTxnId, c.providerTxnId),
        ),
      );
  }

  /** Records a gateway callback once; false when that transaction was seen before. */
  async recordNotify(tx: DbOrTx, values: typeof paymentNotify.$inferInsert): Promise<boolean> {
    const r = await tx.insert(paymentNotify).values(values).onConflictDoNothing();
    return (r.rowCount ?? 0) === 1;
  }

  /** Records a refund once per cause; null when this cause was refunded before. */
  async insertRefund(tx: DbOrTx, values: typeof refund.$inferInsert): Promise<number | null> {
    const [row] = await tx.insert(refund).values(values).onConflictDoNothing().returning({ id: refund.id });
    return row?.id ?? null;
  }

  // ---------- the sandbox gateway's own books ----------

  async insertSandboxTxn(tx: DbOrTx, values: typeof sandboxTxn.$inferInsert): Promise<void> {
    await tx.insert(sandboxTxn).values(values).onConflictDoNothing();
  }

  sandboxTxns(tx: DbOrTx, paymentId: number): Promise<SandboxTxnRow[]> {
    return tx
      .select()
      .from(sandboxTxn)
      .where(eq(sandboxTxn.paymentId, paymentId))
      .orderBy(asc(sandboxTxn.id));
  }
}
