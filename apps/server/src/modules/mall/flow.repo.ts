import { and, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { textRows, type DbOrTx } from '../../platform/db.ts';
import { orderItem, orders } from '../../db/schema/mall.ts';
import type { OrderRow, PaidOrder } from './rows.ts';

/**
 * The order state machine's conditional updates (see flow.ts): each moves an order only from the
 * states it names and answers the row it changed, undefined when another writer got there first.
 */
export class FlowRepo {
  /**
   * Moves an order from one of `from` to `to` (with extra columns) only if it is still there;
   * undefined when another writer got there first. Every transition goes through here.
   */
  async transition(
    tx: DbOrTx,
    id: number,
    from: string[],
    to: string,
    set: PgUpdateSetSource<typeof orders>,
    guard: {
      noPendingApply?: boolean;
      pendingApply?: boolean;
      noOpenAfterSale?: boolean;
      receivedBefore?: Date;
    } = {},
  ): Promise<OrderRow | undefined> {
    const [row] = await tx
      .update(orders)
      .set({ ...set, status: to })
      .where(
        and(
          eq(orders.id, id),
          inArray(orders.status, from),
          guard.noPendingApply ? sql`${orders.cancelApplyStatus} <> 'pending'` : undefined,
          guard.pendingApply ? eq(orders.cancelApplyStatus, 'pending') : undefined,
          guard.noOpenAfterSale ? eq(orders.afterSaleOpen, 0) : undefined,
          guard.receivedBefore ? lt(orders.receivedAt, guard.receivedBefore) : undefined,
        ),
      )
      .returning();
    return row;
  }

  /**
   * unpaid -> paid for one order, with its event, answering its lines, in one statement; a
   * verify-mode order gets its code. Undefined when the order was no longer unpaid.
   */
  async payOrderWithEvent(
    tx: DbOrTx,
    id: number,
    paymentId: number,
    payType: string,
    code: string,
  ): Promise<PaidOrder | undefined> {
    // As text: every payment runs it once per order.
    const [row] = await textRows<{
      id: string;
      order_no: string;
      user_id: string;
      mch_id: string;
      pay_amount: string;
      lines: { i: number; g: number; s: number; t: string; n: number; a: number }[];
    }>(
      tx,
      `with o as (
        update "orders"
           set status = 'paid', paid_at = now(), pay_type = $2, payment_id = $3,
               verify_code = case when delivery = 'verify' then $4 end
         where id = $1 and status = 'unpaid'
        returning id, order_no, user_id, mch_id, pay_amount
      ), e as (
        insert into "order_event" (order_id, action, from_status, to_status, actor, actor_id, note)
        select o.id, 'pay', 'unpaid', 'paid', 'buyer', o.user_id, $5 from o
      )
      select o.id, o.order_no, o.user_id, o.mch_id, o.pay_amount,
             (select coalesce(json_agg(json_build_object('i', i.id, 'g', i.goods_id, 's', i.sku_id, 't', i.type,
                                                         'n', i.num, 'a', i.pay_amount)), '[]')
                from "order_item" i where i.order_id = o.id) as lines
        from o`,
      [id, payType, paymentId, code, payType],
    );
    if (!row) return undefined;
    return {
      id: Number(row.id),
      orderNo: row.order_no,
      userId: Number(row.user_id),
      mchId: Number(row.mch_id),
      payAmount: Number(row.pay_amount),
      lines: row.lines.map((l) => ({
        itemId: Number(l.i),
        goodsId: Number(l.g),
        skuId: Number(l.s),
        type: String(l.t),
        num: Number(l.n),
        payAmount: Number(l.a),
      })),
    };
  }

  /**
   * paid -> refunded in full (refund amount: all it paid); a pending cancel request of the buyer is
   * answered `agreed` with the reply. With `pendingOnly`, only an order whose request is pending.
   */
  async refundPaid(
    tx: DbOrTx,
    id: number,
    reply: string,
    pendingOnly: boolean,
  ): Promise<OrderRow | undefined> {
    const pending = sql`${orders.cancelApplyStatus} = 'pending'`;
    return this.transition(
      tx,
      id,
      ['paid'],
      'refunded',
      {
        refundAmount: sql`${orders.payAmount}`,
        cancelledAt: new Date(),
        cancelCause: reply,
        cancelApplyStatus: sql`case when ${pending} then 'agreed' else ${orders.cancelApplyStatus} end`,
        cancelApplyReply: sql`case when ${pending} then ${reply} else ${orders.cancelApplyReply} end`,
      },
      pendingOnly ? { pendingApply: true } : {},
    );
  }

  /** A paid order with no pending request and no open after-sale gets a cancel request. */
  async requestCancel(tx: DbOrTx, id: number, cause: string): Promise<OrderRow | undefined> {
    const [row] = await tx
      .update(orders)
      .set({
        cancelApplyStatus: 'pending',
        cancelApplyCause: cause,
        cancelApplyReply: '',
        cancelApplyAt: new Date(),
      })
      .where(
        and(
          eq(orders.id, id),
          eq(orders.status, 'paid'),
          inArray(orders.cancelApplyStatus, ['none', 'refused']),
          eq(orders.afterSaleOpen, 0),
        ),
      )
      .returning();
    return row;
  }

  async refuseCancel(tx: DbOrTx, id: number, reply: string): Promise<OrderRow | undefined> {
    const [row] = await tx
      .update(orders)
      .set({ cancelApplyStatus: 'refused', cancelApplyReply: reply })
      .where(and(eq(orders.id, id), eq(orders.cancelApplyStatus, 'pending'), eq(orders.status, 'paid')))
      .returning();
    return row;
  }

  /**
   * Opens an after-sale on an order still inside its window (shipped, or received after
   * `receivedAfter`), as one conditional update: the completion job's transition, which needs no
   * after-sale open, and this one serialise on the order row. Undefined when the window closed.
   */
  async openAfterSale(tx: DbOrTx, id: number, receivedAfter: Date): Promise<OrderRow | undefined> {
    const [row] = await tx
      .update(orders)
      .set({ afterSaleOpen: sql`${orders.afterSaleOpen} + 1` })
      .where(
        and(
          eq(orders.id, id),
          or(
            eq(orders.status, 'shipped'),
            and(eq(orders.status, 'received'), gt(orders.receivedAt, receivedAfter)),
          ),
        ),
      )
      .returning();
    return row;
  }

  /** Opens (+1) or closes (-1) an after-sale on the order. */
  async moveAfterSaleOpen(tx: DbOrTx, id: number, delta: 1 | -1): Promise<void> {
    await tx
      .update(orders)
      .set({ afterSaleOpen: sql`greatest(${orders.afterSaleOpen} + ${delta}, 0)` })
      .where(eq(orders.id, id));
  }

  async addOrderRefund(tx: DbOrTx, id: number, fen: number): Promise<OrderRow> {
    const [row] = await tx
      .update(orders)
      .set({ refundAmount: sql`${orders.refundAmount} + ${fen}` })
      .where(eq(orders.id, id))
      .returning();
    return row!;
  }

  async addItemRefund(tx: DbOrTx, id: number, fen: number): Promise<void> {
    await tx
      .update(orderItem)
      .set({ refundAmount: sql`${orderItem.refundAmount} + ${fen}` })
      .where(eq(orderItem.id, id));
  }
}
