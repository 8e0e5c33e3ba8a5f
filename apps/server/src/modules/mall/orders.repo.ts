import { and, asc, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { orderEvent, orderItem, orders } from '../../db/schema/mall.ts';
import {
  ORDER_VIEW,
  type OrderEventRow,
  type OrderItemRow,
  type OrderLineRow,
  type OrderRow,
  type ShopOrderRow,
} from './rows.ts';

/**
 * An order's lines (by id, each with its latest after-sale) and its events (in the order they
 * happened) as JSON arrays of the rows the views take, for a list that reads them with the orders
 * (order_item_order_idx, after_sale_item_idx, order_event_order_idx). Timestamps come as ISO text.
 */
const ORDER_LINES = sql<OrderLineRow[]>`(select coalesce(json_agg(json_build_object(
    'id', i.id, 'orderId', i.order_id, 'goodsId', i.goods_id, 'skuId', i.sku_id, 'type', i.type,
    'name', i.name, 'cover', i.cover, 'specText', i.spec_text, 'price', i.price, 'num', i.num,
    'total', i.total, 'payAmount', i.pay_amount, 'integralUsed', i.integral_used,
    'refundAmount', i.refund_amount, 'isAppraised', i.is_appraised,
    'afterSale', (select json_build_object('id', a.id, 'status', a.status) from after_sale a
                   where a.order_item_id = i.id order by a.id desc limit 1)
  ) order by i.id), '[]'::json) from order_item i where i.order_id = "orders"."id")`;
const ORDER_EVENTS = sql<
  (Omit<OrderEventRow, 'createdAt'> & { createdAt: string })[]
>`(select coalesce(json_agg(json_build_object(
    'id', e.id, 'orderId', e.order_id, 'action', e.action, 'fromStatus', e.from_status,
    'toStatus', e.to_status, 'actor', e.actor, 'actorId', e.actor_id, 'note', e.note,
    'createdAt', e.created_at
  ) order by e.id), '[]'::json) from order_event e where e.order_id = "orders"."id")`;

/** Orders, their lines and events as read by the buyer, the shop and the jobs. SQL only. */
export class OrderRepo {
  async order(tx: DbOrTx, id: number): Promise<OrderRow | undefined> {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).limit(1);
    return row;
  }

  async orderByCode(tx: DbOrTx, code: string): Promise<OrderRow | undefined> {
    const [row] = await tx.select().from(orders).where(eq(orders.verifyCode, code)).limit(1);
    return row;
  }

  ordersByIds(tx: DbOrTx, ids: number[]): Promise<OrderRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return tx.select().from(orders).where(inArray(orders.id, ids)).orderBy(asc(orders.id));
  }

  /** Locks orders in id order. */
  lockOrders(tx: DbOrTx, ids: number[]): Promise<OrderRow[]> {
    return tx.select().from(orders).where(inArray(orders.id, ids)).orderBy(asc(orders.id)).for('update');
  }

  itemsOf(tx: DbOrTx, orderIds: number[]): Promise<OrderItemRow[]> {
    if (!orderIds.length) return Promise.resolve([]);
    return tx.select().from(orderItem).where(inArray(orderItem.orderId, orderIds)).orderBy(asc(orderItem.id));
  }

  async item(tx: DbOrTx, id: number): Promise<OrderItemRow | undefined> {
    const [row] = await tx.select().from(orderItem).where(eq(orderItem.id, id)).limit(1);
    return row;
  }

  async updateOrder(tx: DbOrTx, id: number, set: Partial<typeof orders.$inferInsert>) {
    const [row] = await tx.update(orders).set(set).where(eq(orders.id, id)).returning();
    return row;
  }

  async markItemsAppraised(tx: DbOrTx, ids: number[]): Promise<number> {
    const r = await tx
      .update(orderItem)
      .set({ isAppraised: true })
      .where(and(inArray(orderItem.id, ids), eq(orderItem.isAppraised, false)));
    return r.rowCount ?? 0;
  }

  // ---------- events ----------

  async insertEvent(tx: DbOrTx, values: typeof orderEvent.$inferInsert): Promise<void> {
    await tx.insert(orderEvent).values(values);
  }

  eventsOf(tx: DbOrTx, orderId: number): Promise<OrderEventRow[]> {
    return this.eventsOfOrders(tx, [orderId]);
  }

  /** The events of several orders in one read, each order's in the order they happened. */
  eventsOfOrders(tx: DbOrTx, orderIds: number[]): Promise<OrderEventRow[]> {
    if (!orderIds.length) return Promise.resolve([]);
    return tx
      .select()
      .from(orderEvent)
      .where(inArray(orderEvent.orderId, orderIds))
      .orderBy(asc(orderEvent.orderId), asc(orderEvent.id));
  }

  // ---------- lists ----------

  userOrders(
    tx: DbOrTx,
    userId: number,
    tab: string,
    afterId: number | null,
    limit: number,
  ): Promise<OrderRow[]> {
    const conds: SQL[] = [eq(orders.userId, userId), eq(orders.buyerDeleted, false)];
    if (tab === 'unpaid') conds.push(eq(orders.status, 'unpaid'));
    if (tab === 'to_ship') conds.push(eq(orders.status, 'paid'));
    if (tab === 'shipped') conds.push(eq(orders.status, 'shipped'));
    if (tab === 'to_review')
      conds.push(sql`${orders.unreviewed} > 0 and ${orders.status} in ('received', 'completed')`);
    if (tab === 'after_sale')
      conds.push(sql`(${orders.afterSaleOpen} > 0 or ${orders.cancelApplyStatus} = 'pending')`);
    if (afterId !== null) conds.push(lt(orders.id, afterId));
    return tx
      .select()
      .from(orders)
      .where(and(...conds))
      .orderBy(desc(orders.id))
      .limit(limit);
  }

  async userOrderCounts(tx: DbOrTx, userId: number) {
    const [row] = await tx
      .select({
        unpaid: sql<number>`count(*) filter (where status = 'unpaid')::int`,
        to_ship: sql<number>`count(*) filter (where status = 'paid')::int`,
        shipped: sql<number>`count(*) filter (where status = 'shipped')::int`,
        to_review: sql<number>`count(*) filter (where unreviewed > 0 and status in ('received', 'completed'))::int`,
        after_sale: sql<number>`count(*) filter (where after_sale_open > 0 or cancel_apply_status = 'pending')::int`,
      })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.buyerDeleted, false)));
    return row!;
  }

  /**
   * A shop's dashboard figures: paid sales (less refunds) and paid orders since each instant, orders
   * to ship and to verify, orders waiting on an after-sale or a cancel request, and its goods on
   * sale and their sales (as the shop's page counts them). Each part is read through its own index
   * (the week's paid orders, the paid ones waiting, the ones with an after-sale or a cancel
   * request, the shop's goods) rather than a scan of every order the shop ever had.
   */
  async mchFigures(tx: DbOrTx, mchId: number, today: Date, week: Date) {
    const r = await tx.execute<{
      today_sales: string;
      today_orders: number;
      week_sales: string;
      week_orders: number;
      to_ship: number;
      to_verify: number;
      after_sales: number;
      goods_count: number;
      goods_sales: number;
    }>(sql`
      select w.today_sales, w.today_orders, w.week_sales, w.week_orders, g.goods_count, g.goods_sales,
             (select count(*)::int from orders
               where mch_id = ${mchId} and status = 'paid' and delivery = 'express') as to_ship,
             (select count(*)::int from orders
               where mch_id = ${mchId} and status = 'paid' and delivery = 'verify') as to_verify,
             (select count(*)::int from orders
               where mch_id = ${mchId} and (after_sale_open > 0 or cancel_apply_status = 'pending')) as after_sales
        from (select coalesce(sum(pay_amount - refund_amount) filter (where paid_at >= ${today}), 0)::text as today_sales,
                     count(*) filter (where paid_at >= ${today})::int as today_orders,
                     coalesce(sum(pay_amount - refund_amount), 0)::text as week_sales,
                     count(*)::int as week_orders
                from orders
               where mch_id = ${mchId} and paid_at is not null and paid_at >= ${week}) w,
             (select count(*)::int as goods_count, coalesce(sum(sales), 0)::int as goods_sales
                from goods
               where mch_id = ${mchId} and deleted_at is null and status = 1) g`);
    return r.rows[0]!;
  }

  /**
   * A shop's orders by tab, newest first, each with its lines (and their latest after-sales) and
   * events: one statement for the whole page.
   */
  async mchOrders(
    tx: DbOrTx,
    mchId: number,
    tab: string,
    afterId: number | null,
    limit: number,
    liveId?: number,
  ): Promise<ShopOrderRow[]> {
    // Each tab's states are written into the statement: as parameters, PostgreSQL could not tell
    // how many orders a state has, and planned the statement afresh on every call.
    const conds: SQL[] = [eq(orders.mchId, mchId)];
    if (liveId !== undefined) conds.push(eq(orders.liveId, liveId));
    if (tab === 'to_ship') conds.push(sql`${orders.status} = 'paid' and ${orders.delivery} = 'express'`);
    if (tab === 'to_verify') conds.push(sql`${orders.status} = 'paid' and ${orders.delivery} = 'verify'`);
    if (tab === 'shipped') conds.push(sql`${orders.status} = 'shipped'`);
    if (tab === 'cancel_apply') conds.push(sql`${orders.cancelApplyStatus} = 'pending'`);
    if (tab === 'after_sale') conds.push(sql`${orders.afterSaleOpen} > 0`);
    if (tab === 'completed') conds.push(sql`${orders.status} in ('received', 'completed')`);
    if (afterId !== null) conds.push(lt(orders.id, afterId));
    // The page's ids first, from the shop's indexes, then their rows. Asked for whole rows at
    // once, PostgreSQL walks the primary key backwards and filters by shop: it expects a shop's
    // orders spread evenly over the ids, and reads every newer order of other shops (50,000 for
    // a shop with older orders). No index keeps a shop's orders of one status (or two) in id
    // order: those tabs sort the matching index entries, the `+ 0` keeping the primary key's
    // order out of the planner's choices (decision 253).
    const sorted = tab === 'shipped' || tab === 'completed';
    const ids = sql`select ${orders.id} from ${orders} where ${and(...conds)}
      order by ${sorted ? sql`${orders.id} + 0` : orders.id} desc limit ${limit}`;
    const rows = await tx
      .select({ ...ORDER_VIEW, lines: ORDER_LINES, events: ORDER_EVENTS })
      .from(orders)
      .where(sql`${orders.id} in (${ids})`)
      .orderBy(desc(orders.id));
    return rows.map((r) => ({
      ...r,
      events: r.events.map((e) => ({ ...e, createdAt: new Date(e.createdAt) })),
    }));
  }

  /** Goods sold in a live: its paid (and later) orders and their amount less refunds, in fen. */
  async liveSales(tx: DbOrTx, liveId: number): Promise<{ count: number; amount: number }> {
    const [r] = await tx
      .select({
        count: sql<number>`count(*)::int`,
        amount: sql<string>`coalesce(sum(${orders.payAmount} - ${orders.refundAmount}), 0)`,
      })
      .from(orders)
      .where(
        and(eq(orders.liveId, liveId), inArray(orders.status, ['paid', 'shipped', 'received', 'completed'])),
      );
    return { count: r?.count ?? 0, amount: Number(r?.amount ?? 0) };
  }

  /** Orders due for a timed transition, oldest first. */
  async dueOrders(
    tx: DbOrTx,
    status: string,
    column: 'expires_at' | 'shipped_at' | 'received_at',
    before: Date,
    limit: number,
  ) {
    const col = {
      expires_at: orders.expiresAt,
      shipped_at: orders.shippedAt,
      received_at: orders.receivedAt,
    }[column];
    const rows = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, status), lt(col, before)))
      .orderBy(asc(col))
      .limit(limit);
    return rows.map((r) => r.id);
  }

  /** The paid lines of a goods item, newest first (the shop's sales record). */
  salesOf(tx: DbOrTx, goodsId: number, afterId: number | null, limit: number) {
    const conds: SQL[] = [
      eq(orderItem.goodsId, goodsId),
      inArray(orders.status, ['paid', 'shipped', 'received', 'completed']),
    ];
    if (afterId !== null) conds.push(lt(orderItem.id, afterId));
    return tx
      .select({ item: orderItem, order: orders })
      .from(orderItem)
      .innerJoin(orders, eq(orders.id, orderItem.orderId))
      .where(and(...conds))
      .orderBy(desc(orderItem.id))
      .limit(limit);
  }
}
