import { and, asc, eq } from 'drizzle-orm';
import { later, textRows, type DbOrTx } from '../../platform/db.ts';
import { orderSubmit, orders, type orderItem } from '../../db/schema/mall.ts';
import type { OrderRow } from './rows.ts';

/** Submit: its once-only token and the orders it makes. SQL only: checkout decides. */
export class CheckoutRepo {
  /** The checkout of this token: a new row, or null when the token was used (then read it). */
  async claimSubmit(tx: DbOrTx, userId: number, token: string): Promise<number | null> {
    const [row] = await textRows<{ id: string }>(
      tx,
      `insert into "order_submit" (user_id, token) values ($1, $2) on conflict do nothing returning id`,
      [userId, token],
    );
    return row ? Number(row.id) : null;
  }

  /**
   * `claimSubmit` held back to travel with the transaction's next statement (`later`): `answered`
   * gets the new submit's id, or null when the token was claimed before.
   */
  async claimSubmitLater(
    tx: DbOrTx,
    userId: number,
    token: string,
    answered: (id: number | null) => void,
  ): Promise<void> {
    await later(
      tx,
      `insert into "order_submit" (user_id, token) values ($1, $2) on conflict do nothing returning id`,
      [userId, token],
      (rows) => answered(rows.length ? Number((rows[0] as { id: string }).id) : null),
    );
  }

  async submitOf(tx: DbOrTx, userId: number, token: string) {
    const [row] = await tx
      .select()
      .from(orderSubmit)
      .where(and(eq(orderSubmit.userId, userId), eq(orderSubmit.token, token)))
      .limit(1);
    return row;
  }

  ordersOfSubmit(tx: DbOrTx, submitId: number): Promise<OrderRow[]> {
    return tx.select().from(orders).where(eq(orders.submitId, submitId)).orderBy(asc(orders.id));
  }

  /**
   * An order, its lines and its first event in one statement; answers the order's id and number.
   * (Submit is the hottest write: every round trip inside its transaction counts.)
   */
  async createOrder(
    tx: DbOrTx,
    o: typeof orders.$inferInsert,
    items: Omit<typeof orderItem.$inferInsert, 'orderId'>[],
    event: { actorId: number },
  ): Promise<{ id: number; orderNo: string }> {
    const col = <T>(f: (i: (typeof items)[number]) => T) => items.map((i) => String(f(i)));
    // Written as text: drizzle would build this statement of 28 parameters from its parts on every
    // submit. One array parameter per line column (node-postgres writes a JS array as a literal).
    const rows = await textRows<{ id: string; order_no: string }>(
      tx,
      `with o as (
        insert into "orders" (order_no, user_id, mch_id, submit_id, delivery, goods_amount, shipping_fee,
                              integral_used, integral_deduct, pay_amount, address, remark, expires_at, unreviewed,
                              live_id)
        values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12, $13, $14, $15::bigint)
        returning id, order_no
      ), i as (
        insert into "order_item" (order_id, goods_id, sku_id, type, name, cover, spec_text, price, num, total,
                                  pay_amount, integral_used)
        select o.id, x.* from o, unnest($16::bigint[], $17::bigint[], $18::text[], $19::text[], $20::text[],
                                        $21::text[], $22::bigint[], $23::int[], $24::bigint[], $25::bigint[],
                                        $26::int[]) as x
      ), e as (
        insert into "order_event" (order_id, action, from_status, to_status, actor, actor_id, note)
        select o.id, 'submit', null, 'unpaid', 'buyer', $27, '' from o
      )
      select id, order_no from o`,
      [
        o.orderNo,
        o.userId,
        o.mchId,
        o.submitId,
        o.delivery,
        o.goodsAmount,
        o.shippingFee ?? 0,
        o.integralUsed ?? 0,
        o.integralDeduct ?? 0,
        o.payAmount,
        o.address ? JSON.stringify(o.address) : null,
        o.remark ?? '',
        o.expiresAt,
        o.unreviewed ?? 0,
        o.liveId ?? null,
        col((i) => i.goodsId),
        col((i) => i.skuId),
        col((i) => i.type),
        col((i) => i.name),
        col((i) => i.cover ?? ''),
        col((i) => i.specText ?? ''),
        col((i) => i.price),
        col((i) => i.num),
        col((i) => i.total),
        col((i) => i.payAmount),
        col((i) => i.integralUsed ?? 0),
        event.actorId,
      ],
    );
    const row = rows[0]!;
    return { id: Number(row.id), orderNo: row.order_no };
  }
}
