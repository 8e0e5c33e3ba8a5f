import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { orderEvent, orderItem, orderSubmit, orders } from '../../db/schema/mall.ts';
import type { OrderRow } from './rows.ts';

/** Submit: its once-only token and the orders it makes. SQL only: checkout decides. */
export class CheckoutRepo {
  /** The checkout of this token: a new row, or null when the token was used (then read it). */
  async claimSubmit(tx: DbOrTx, userId: number, token: string): Promise<number | null> {
    const [row] = await tx
      .insert(orderSubmit)
      .values({ userId, token })
      .onConflictDoNothing()
      .returning({ id: orderSubmit.id });
    return row?.id ?? null;
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
    const col = <T>(f: (i: (typeof items)[number]) => T) => items.map(f);
    // One parameter per column: node-postgres writes a JS array as an array literal, quoting it.
    const arr = (xs: (string | number)[]) => sql.param(xs.map(String));
    const r = await tx.execute<{ id: string; order_no: string }>(sql`
      with o as (
        insert into ${orders} (order_no, user_id, mch_id, submit_id, delivery, goods_amount, shipping_fee,
                               integral_used, integral_deduct, pay_amount, address, remark, expires_at, unreviewed,
                               live_id)
        values (${o.orderNo}, ${o.userId}, ${o.mchId}, ${o.submitId}, ${o.delivery}, ${o.goodsAmount},
                ${o.shippingFee ?? 0}, ${o.integralUsed ?? 0}, ${o.integralDeduct ?? 0}, ${o.payAmount},
                ${o.address ? JSON.stringify(o.address) : null}::jsonb, ${o.remark ?? ''}, ${o.expiresAt},
                ${o.unreviewed ?? 0}, ${o.liveId ?? null}::bigint)
        returning id, order_no
      ), i as (
        insert into ${orderItem} (order_id, goods_id, sku_id, type, name, cover, spec_text, price, num, total,
                                  pay_amount, integral_used)
        select o.id, x.* from o, unnest(
          ${arr(col((i) => i.goodsId))}::bigint[], ${arr(col((i) => i.skuId))}::bigint[],
          ${arr(col((i) => i.type))}::text[], ${arr(col((i) => i.name))}::text[],
          ${arr(col((i) => i.cover ?? ''))}::text[], ${arr(col((i) => i.specText ?? ''))}::text[],
          ${arr(col((i) => i.price))}::bigint[], ${arr(col((i) => i.num))}::int[],
          ${arr(col((i) => i.total))}::bigint[], ${arr(col((i) => i.payAmount))}::bigint[],
          ${arr(col((i) => i.integralUsed ?? 0))}::int[]
        ) as x
      ), e as (
        insert into ${orderEvent} (order_id, action, from_status, to_status, actor, actor_id, note)
        select o.id, 'submit', null, 'unpaid', 'buyer', ${event.actorId}, '' from o
      )
      select id, order_no from o`);
    const row = r.rows[0]!;
    return { id: Number(row.id), orderNo: row.order_no };
  }
}
