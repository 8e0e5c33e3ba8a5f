import { and, arrayContains, asc, desc, eq, gt, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../platform/db.ts';
import {
  afterSale,
  afterSaleRecord,
  cart,
  goods,
  goodsCollect,
  goodsComment,
  goodsSku,
  orderEvent,
  orderItem,
  orderSubmit,
  orders,
  payment,
  paymentCharge,
  paymentNotify,
  refund,
  sandboxTxn,
} from '../../db/schema/mall.ts';

export type GoodsRow = typeof goods.$inferSelect;
export type SkuRow = typeof goodsSku.$inferSelect;
export type CartRow = typeof cart.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItem.$inferSelect;
export type OrderEventRow = typeof orderEvent.$inferSelect;
export type PaymentRow = typeof payment.$inferSelect;
export type ChargeRow = typeof paymentCharge.$inferSelect;
export type SandboxTxnRow = typeof sandboxTxn.$inferSelect;
export type AfterSaleRow = typeof afterSale.$inferSelect;
export type AfterSaleRecordRow = typeof afterSaleRecord.$inferSelect;
export type CommentRow = typeof goodsComment.$inferSelect;

export const GOODS_CARD = {
  id: goods.id,
  type: goods.type,
  name: goods.name,
  cover: goods.cover,
  price: goods.price,
  originalPrice: goods.originalPrice,
  sales: goods.sales,
  stock: goods.stock,
  delivery: goods.delivery,
  mchId: goods.mchId,
  status: goods.status,
};
export type GoodsCardRow = { [K in keyof typeof GOODS_CARD]: GoodsRow[K] };

export const GOODS_LITE = {
  id: goods.id,
  type: goods.type,
  name: goods.name,
  cover: goods.cover,
  price: goods.price,
  delivery: goods.delivery,
  shippingFee: goods.shippingFee,
  mchId: goods.mchId,
  status: goods.status,
  deletedAt: goods.deletedAt,
};
export type GoodsLite = { [K in keyof typeof GOODS_LITE]: GoodsRow[K] };

export type GoodsSort = 'default' | 'sales' | 'price_asc' | 'price_desc' | 'new';

export interface GoodsFilter {
  type: string;
  catId?: number;
  mchId?: number;
  /** Every token must be among the goods' Han tokens. */
  hanTokens?: string[];
  /** A case-insensitive substring of the name (non-Han keywords). */
  nameLike?: string;
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The cart view's statement, prepared once per repository. */
function prepareCartView(db: Db) {
  return db
    .select({
      line: cart,
      goods: {
        id: goods.id,
        name: goods.name,
        cover: goods.cover,
        price: goods.price,
        delivery: goods.delivery,
        mchId: goods.mchId,
        status: goods.status,
        deletedAt: goods.deletedAt,
      },
      sku: {
        id: goodsSku.id,
        goodsId: goodsSku.goodsId,
        specText: goodsSku.specText,
        price: goodsSku.price,
        stock: goodsSku.stock,
        pic: goodsSku.pic,
        deletedAt: goodsSku.deletedAt,
      },
    })
    .from(cart)
    .leftJoin(goods, eq(goods.id, cart.goodsId))
    .leftJoin(goodsSku, eq(goodsSku.id, cart.skuId))
    .where(eq(cart.userId, sql.placeholder('userId')))
    .orderBy(desc(cart.id))
    .limit(100)
    .prepare('mall_cart_view');
}

/** SQL of the mall. No rules here: the services decide. */
export class MallRepo {
  constructor(readonly db: Db) {}

  // ---------- goods ----------

  listGoods(f: GoodsFilter, sort: GoodsSort, after: [number, number] | null, limit: number) {
    const conds: SQL[] = [eq(goods.type, f.type), eq(goods.status, 1), isNull(goods.deletedAt)];
    if (f.catId !== undefined) conds.push(eq(goods.catId, f.catId));
    if (f.mchId !== undefined) conds.push(eq(goods.mchId, f.mchId));
    if (f.hanTokens?.length) conds.push(arrayContains(goods.searchTokens, f.hanTokens));
    if (f.nameLike) conds.push(sql`${goods.name} ilike ${`%${likeEscape(f.nameLike)}%`}`);
    const key = {
      default: goods.sort,
      sales: goods.sales,
      price_asc: goods.price,
      price_desc: goods.price,
      new: goods.id,
    }[sort];
    const ascending = sort === 'price_asc';
    if (after) {
      const [k, id] = after;
      if (sort === 'new') conds.push(lt(goods.id, id));
      else if (ascending) conds.push(or(gt(key, k), and(eq(key, k), gt(goods.id, id)))!);
      else conds.push(or(lt(key, k), and(eq(key, k), lt(goods.id, id)))!);
    }
    const order =
      sort === 'new' ? [desc(goods.id)] : ascending ? [asc(key), asc(goods.id)] : [desc(key), desc(goods.id)];
    return this.db
      .select({ ...GOODS_CARD, sort: goods.sort })
      .from(goods)
      .where(and(...conds))
      .orderBy(...order)
      .limit(limit);
  }

  async goodsById(id: number, tx: DbOrTx = this.db): Promise<GoodsRow | undefined> {
    const [row] = await tx
      .select()
      .from(goods)
      .where(and(eq(goods.id, id), isNull(goods.deletedAt)))
      .limit(1);
    return row;
  }

  /** What carts and checkout need of goods (no detail, images or search tokens to decode). */
  goodsByIds(ids: number[], tx: DbOrTx = this.db): Promise<GoodsLite[]> {
    if (!ids.length) return Promise.resolve([]);
    return tx.select(GOODS_LITE).from(goods).where(inArray(goods.id, ids));
  }

  skusOf(goodsId: number): Promise<SkuRow[]> {
    return this.db
      .select()
      .from(goodsSku)
      .where(and(eq(goodsSku.goodsId, goodsId), isNull(goodsSku.deletedAt)))
      .orderBy(asc(goodsSku.id));
  }

  skusByIds(ids: number[], tx: DbOrTx = this.db): Promise<SkuRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return tx.select().from(goodsSku).where(inArray(goodsSku.id, ids)).orderBy(asc(goodsSku.id));
  }

  /** Locks the SKUs in id order and reads their goods, in one query. */
  async lockSkusWithGoods(ids: number[], tx: DbOrTx): Promise<{ skus: SkuRow[]; goods: GoodsLite[] }> {
    const rows = await tx
      .select({ sku: goodsSku, goods: GOODS_LITE })
      .from(goodsSku)
      .innerJoin(goods, eq(goods.id, goodsSku.goodsId))
      .where(inArray(goodsSku.id, ids))
      .orderBy(asc(goodsSku.id))
      .for('update', { of: goodsSku });
    const g = new Map(rows.map((r) => [r.goods.id, r.goods]));
    return { skus: rows.map((r) => r.sku), goods: [...g.values()] };
  }

  /**
   * Takes each line's quantity from its SKU, only where that much is there, in one statement;
   * true when every line was taken (the caller aborts its transaction otherwise).
   */
  async takeStock(lines: { skuId: number; goodsId: number; num: number }[], tx: DbOrTx): Promise<boolean> {
    const ids = `{${lines.map((l) => Math.trunc(l.skuId)).join(',')}}`;
    const nums = `{${lines.map((l) => Math.trunc(l.num)).join(',')}}`;
    const goodsIds = [...new Set(lines.map((l) => l.goodsId))];
    if (goodsIds.length === 1) {
      // One goods item (the usual order): its sum moves in the same statement.
      const r = await tx.execute<{ n: number }>(sql`
        with t as (
          update ${goodsSku} s set stock = s.stock - v.n
            from unnest(${ids}::bigint[], ${nums}::int[]) as v(id, n)
           where s.id = v.id and s.stock >= v.n
          returning v.n
        ), g as (
          update ${goods} set stock = greatest(stock - (select coalesce(sum(n), 0) from t), 0)
           where id = ${goodsIds[0]!}
        )
        select count(*)::int as n from t`);
      return Number(r.rows[0]!.n) === lines.length;
    }
    const r = await tx.execute(sql`
      update ${goodsSku} s set stock = s.stock - v.n
        from unnest(${ids}::bigint[], ${nums}::int[]) as v(id, n)
       where s.id = v.id and s.stock >= v.n`);
    if ((r.rowCount ?? 0) !== lines.length) return false;
    const byGoods = new Map<number, number>();
    for (const l of lines) byGoods.set(l.goodsId, (byGoods.get(l.goodsId) ?? 0) - l.num);
    await this.moveGoodsStocks(
      [...byGoods].sort((a, b) => a[0] - b[0]),
      tx,
    );
    return true;
  }

  /** Moves the stock sums of several goods in one statement. */
  async moveGoodsStocks(moves: [number, number][], tx: DbOrTx): Promise<void> {
    if (!moves.length) return;
    const ids = `{${moves.map((m) => Math.trunc(m[0])).join(',')}}`;
    const deltas = `{${moves.map((m) => Math.trunc(m[1])).join(',')}}`;
    await tx.execute(sql`
      update ${goods} g set stock = greatest(g.stock + v.d, 0)
        from unnest(${ids}::bigint[], ${deltas}::int[]) as v(id, d)
       where g.id = v.id`);
  }

  async returnSkuStock(id: number, n: number, tx: DbOrTx): Promise<void> {
    await tx
      .update(goodsSku)
      .set({ stock: sql`${goodsSku.stock} + ${n}` })
      .where(eq(goodsSku.id, id));
  }

  /** Sales of SKUs then of goods, each in id order (the lock order every writer uses). */
  async moveSales(lines: { goodsId: number; skuId: number; num: number }[], sign: 1 | -1, tx: DbOrTx) {
    const bySku = new Map<number, number>();
    const byGoods = new Map<number, number>();
    for (const l of lines) {
      bySku.set(l.skuId, (bySku.get(l.skuId) ?? 0) + l.num);
      byGoods.set(l.goodsId, (byGoods.get(l.goodsId) ?? 0) + l.num);
    }
    for (const [id, n] of [...bySku].sort((a, b) => a[0] - b[0]))
      await tx
        .update(goodsSku)
        .set({ sales: sql`greatest(${goodsSku.sales} + ${sign * n}, 0)` })
        .where(eq(goodsSku.id, id));
    for (const [id, n] of [...byGoods].sort((a, b) => a[0] - b[0]))
      await tx
        .update(goods)
        .set({ sales: sql`greatest(${goods.sales} + ${sign * n}, 0)` })
        .where(eq(goods.id, id));
  }

  async incShare(id: number): Promise<number | null> {
    const [row] = await this.db
      .update(goods)
      .set({ shareCount: sql`${goods.shareCount} + 1` })
      .where(and(eq(goods.id, id), isNull(goods.deletedAt)))
      .returning({ n: goods.shareCount });
    return row ? row.n : null;
  }

  async softDeleteGoods(id: number): Promise<boolean> {
    const r = await this.db
      .update(goods)
      .set({ deletedAt: sql`now()`, status: 0, updatedAt: sql`now()` })
      .where(and(eq(goods.id, id), isNull(goods.deletedAt)));
    return (r.rowCount ?? 0) === 1;
  }

  async insertGoods(
    values: typeof goods.$inferInsert,
    skus: Omit<typeof goodsSku.$inferInsert, 'goodsId'>[],
    tx: DbOrTx = this.db,
  ): Promise<{ goods: GoodsRow; skus: SkuRow[] }> {
    const [g] = await tx.insert(goods).values(values).returning();
    const s = await tx
      .insert(goodsSku)
      .values(skus.map((k) => ({ ...k, goodsId: g!.id })))
      .returning();
    return { goods: g!, skus: s };
  }

  shopStats(mchIds: number[]) {
    if (!mchIds.length) return Promise.resolve([]);
    return this.db
      .select({
        mchId: goods.mchId,
        count: sql<number>`count(*)::int`,
        sales: sql<number>`coalesce(sum(${goods.sales}), 0)::int`,
      })
      .from(goods)
      .where(and(inArray(goods.mchId, mchIds), isNull(goods.deletedAt), eq(goods.status, 1)))
      .groupBy(goods.mchId);
  }

  /** The newest `per` goods on sale of each shop (one lateral query). */
  async shopGoods(mchIds: number[], per: number): Promise<GoodsCardRow[]> {
    if (!mchIds.length) return [];
    const r = await this.db.execute<Record<string, unknown>>(sql`
      select g.id, g.type, g.name, g.cover, g.price, g.original_price, g.sales, g.stock, g.delivery,
             g.mch_id, g.status
      from unnest(${`{${mchIds.map((x) => Math.trunc(x)).join(',')}}`}::bigint[]) as m(id)
      cross join lateral (
        select * from goods where mch_id = m.id and deleted_at is null and status = 1
        order by id desc limit ${per}
      ) g`);
    return r.rows.map((x) => ({
      id: Number(x.id),
      type: String(x.type),
      name: String(x.name),
      cover: String(x.cover),
      price: Number(x.price),
      originalPrice: Number(x.original_price),
      sales: Number(x.sales),
      stock: Number(x.stock),
      delivery: String(x.delivery),
      mchId: Number(x.mch_id),
      status: Number(x.status),
    }));
  }

  // ---------- collections ----------

  async isCollected(userId: number, goodsId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: goodsCollect.id })
      .from(goodsCollect)
      .where(and(eq(goodsCollect.userId, userId), eq(goodsCollect.goodsId, goodsId)))
      .limit(1);
    return Boolean(row);
  }

  /** Collects once; the counter moves only when a row was really added or removed. */
  async setCollected(userId: number, goodsId: number, on: boolean): Promise<number> {
    return this.db.transaction(async (tx) => {
      let changed: boolean;
      if (on) {
        const r = await tx.insert(goodsCollect).values({ userId, goodsId }).onConflictDoNothing();
        changed = (r.rowCount ?? 0) === 1;
      } else {
        const r = await tx
          .delete(goodsCollect)
          .where(and(eq(goodsCollect.userId, userId), eq(goodsCollect.goodsId, goodsId)));
        changed = (r.rowCount ?? 0) === 1;
      }
      const delta = changed ? (on ? 1 : -1) : 0;
      const [row] = await tx
        .update(goods)
        .set({ collectCount: sql`greatest(${goods.collectCount} + ${delta}, 0)` })
        .where(eq(goods.id, goodsId))
        .returning({ n: goods.collectCount });
      return row?.n ?? 0;
    });
  }

  collectionList(userId: number, type: string | undefined, afterId: number | null, limit: number) {
    const conds: SQL[] = [eq(goodsCollect.userId, userId), isNull(goods.deletedAt)];
    if (afterId !== null) conds.push(lt(goodsCollect.id, afterId));
    if (type) conds.push(eq(goods.type, type));
    return this.db
      .select({ ...GOODS_CARD, collectId: goodsCollect.id, collectedAt: goodsCollect.createdAt })
      .from(goodsCollect)
      .innerJoin(goods, eq(goods.id, goodsCollect.goodsId))
      .where(and(...conds))
      .orderBy(desc(goodsCollect.id))
      .limit(limit);
  }

  // ---------- reviews ----------

  comments(goodsId: number, filter: string, afterId: number | null, limit: number): Promise<CommentRow[]> {
    const conds: SQL[] = [eq(goodsComment.goodsId, goodsId)];
    if (filter === 'good') conds.push(eq(goodsComment.level, 1));
    if (filter === 'medium') conds.push(eq(goodsComment.level, 2));
    if (filter === 'bad') conds.push(eq(goodsComment.level, 3));
    if (filter === 'image') conds.push(eq(goodsComment.hasImage, true));
    if (afterId !== null) conds.push(lt(goodsComment.id, afterId));
    return this.db
      .select()
      .from(goodsComment)
      .where(and(...conds))
      .orderBy(desc(goodsComment.id))
      .limit(limit);
  }

  async insertComment(values: typeof goodsComment.$inferInsert, tx: DbOrTx): Promise<boolean> {
    const r = await tx.insert(goodsComment).values(values).onConflictDoNothing();
    return (r.rowCount ?? 0) === 1;
  }

  async countReview(goodsId: number, level: number, hasImage: boolean, tx: DbOrTx): Promise<void> {
    await tx
      .update(goods)
      .set({
        commentCount: sql`${goods.commentCount} + 1`,
        commentGood: sql`${goods.commentGood} + ${level === 1 ? 1 : 0}`,
        commentMedium: sql`${goods.commentMedium} + ${level === 2 ? 1 : 0}`,
        commentBad: sql`${goods.commentBad} + ${level === 3 ? 1 : 0}`,
        commentImage: sql`${goods.commentImage} + ${hasImage ? 1 : 0}`,
      })
      .where(eq(goods.id, goodsId));
  }

  // ---------- cart ----------

  /**
   * My cart with what each line shows, in one query (the goods or SKU may be gone: left joins), a
   * named prepared statement (planned once per connection).
   */
  cartView(userId: number) {
    this.cartViewStatement ??= prepareCartView(this.db);
    return this.cartViewStatement.execute({ userId });
  }

  private cartViewStatement: ReturnType<typeof prepareCartView> | undefined;

  cartOf(userId: number): Promise<CartRow[]> {
    return this.db.select().from(cart).where(eq(cart.userId, userId)).orderBy(desc(cart.id)).limit(100);
  }

  cartLines(userId: number, ids: number[], tx: DbOrTx = this.db): Promise<CartRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return tx
      .select()
      .from(cart)
      .where(and(eq(cart.userId, userId), inArray(cart.id, ids)));
  }

  /** Adds to the line of that SKU or makes one; the cart's owner row is locked by the caller. */
  async addToCart(userId: number, goodsId: number, skuId: number, num: number, max: number, tx: DbOrTx) {
    const [row] = await tx
      .insert(cart)
      .values({ userId, goodsId, skuId, num })
      .onConflictDoUpdate({
        target: [cart.userId, cart.skuId],
        set: { num: sql`least(${cart.num} + excluded.num, ${max})` },
      })
      .returning();
    return row!;
  }

  async countCart(userId: number, tx: DbOrTx): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(cart)
      .where(eq(cart.userId, userId));
    return row?.n ?? 0;
  }

  async lineBySku(userId: number, skuId: number, tx: DbOrTx): Promise<CartRow | undefined> {
    const [row] = await tx
      .select()
      .from(cart)
      .where(and(eq(cart.userId, userId), eq(cart.skuId, skuId)))
      .limit(1);
    return row;
  }

  async updateCartLine(userId: number, id: number, v: Partial<typeof cart.$inferInsert>, tx: DbOrTx) {
    const [row] = await tx
      .update(cart)
      .set(v)
      .where(and(eq(cart.id, id), eq(cart.userId, userId)))
      .returning();
    return row;
  }

  async deleteCartLines(userId: number, ids: number[], tx: DbOrTx = this.db): Promise<number> {
    if (!ids.length) return 0;
    const r = await tx.delete(cart).where(and(eq(cart.userId, userId), inArray(cart.id, ids)));
    return r.rowCount ?? 0;
  }

  /** Serialises a user's cart writes (the 100-line cap) without touching another domain's rows. */
  async lockCart(userId: number, tx: DbOrTx): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(${0x4341_5254}, ${userId % 2_147_483_647})`);
  }

  // ---------- submit ----------

  /** The checkout of this token: a new row, or null when the token was used (then read it). */
  async claimSubmit(userId: number, token: string, tx: DbOrTx): Promise<number | null> {
    const [row] = await tx
      .insert(orderSubmit)
      .values({ userId, token })
      .onConflictDoNothing()
      .returning({ id: orderSubmit.id });
    return row?.id ?? null;
  }

  async submitOf(userId: number, token: string, tx: DbOrTx) {
    const [row] = await tx
      .select()
      .from(orderSubmit)
      .where(and(eq(orderSubmit.userId, userId), eq(orderSubmit.token, token)))
      .limit(1);
    return row;
  }

  ordersOfSubmit(submitId: number, tx: DbOrTx): Promise<OrderRow[]> {
    return tx.select().from(orders).where(eq(orders.submitId, submitId)).orderBy(asc(orders.id));
  }

  /**
   * An order, its lines and its first event in one statement; answers the order's id and number.
   * (Submit is the hottest write: every round trip inside its transaction counts.)
   */
  async createOrder(
    o: typeof orders.$inferInsert,
    items: Omit<typeof orderItem.$inferInsert, 'orderId'>[],
    event: { actorId: number },
    tx: DbOrTx,
  ): Promise<{ id: number; orderNo: string }> {
    const col = <T>(f: (i: (typeof items)[number]) => T) => items.map(f);
    // One parameter per column: node-postgres writes a JS array as an array literal, quoting it.
    const arr = (xs: (string | number)[]) => sql.param(xs.map(String));
    const r = await tx.execute<{ id: string; order_no: string }>(sql`
      with o as (
        insert into ${orders} (order_no, user_id, mch_id, submit_id, delivery, goods_amount, shipping_fee,
                               integral_used, integral_deduct, pay_amount, address, remark, expires_at, unreviewed)
        values (${o.orderNo}, ${o.userId}, ${o.mchId}, ${o.submitId}, ${o.delivery}, ${o.goodsAmount},
                ${o.shippingFee ?? 0}, ${o.integralUsed ?? 0}, ${o.integralDeduct ?? 0}, ${o.payAmount},
                ${o.address ? JSON.stringify(o.address) : null}::jsonb, ${o.remark ?? ''}, ${o.expiresAt},
                ${o.unreviewed ?? 0})
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

  // ---------- orders ----------

  async order(id: number, tx: DbOrTx = this.db): Promise<OrderRow | undefined> {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).limit(1);
    return row;
  }

  async orderByCode(code: string): Promise<OrderRow | undefined> {
    const [row] = await this.db.select().from(orders).where(eq(orders.verifyCode, code)).limit(1);
    return row;
  }

  ordersByIds(ids: number[], tx: DbOrTx = this.db): Promise<OrderRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return tx.select().from(orders).where(inArray(orders.id, ids)).orderBy(asc(orders.id));
  }

  /** Locks orders in id order. */
  lockOrders(ids: number[], tx: DbOrTx): Promise<OrderRow[]> {
    return tx.select().from(orders).where(inArray(orders.id, ids)).orderBy(asc(orders.id)).for('update');
  }

  itemsOf(orderIds: number[], tx: DbOrTx = this.db): Promise<OrderItemRow[]> {
    if (!orderIds.length) return Promise.resolve([]);
    return tx.select().from(orderItem).where(inArray(orderItem.orderId, orderIds)).orderBy(asc(orderItem.id));
  }

  async item(id: number, tx: DbOrTx = this.db): Promise<OrderItemRow | undefined> {
    const [row] = await tx.select().from(orderItem).where(eq(orderItem.id, id)).limit(1);
    return row;
  }

  /**
   * Moves an order from one of `from` to `to` (with extra columns) only if it is still there;
   * undefined when another writer got there first. Every transition goes through here.
   */
  async transition(
    id: number,
    from: string[],
    to: string,
    set: PgUpdateSetSource<typeof orders>,
    tx: DbOrTx,
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
    id: number,
    paymentId: number,
    payType: string,
    code: string,
    tx: DbOrTx,
  ): Promise<
    | {
        id: number;
        orderNo: string;
        userId: number;
        mchId: number;
        payAmount: number;
        lines: {
          itemId: number;
          goodsId: number;
          skuId: number;
          type: string;
          num: number;
          payAmount: number;
        }[];
      }
    | undefined
  > {
    const r = await tx.execute<{
      id: string;
      order_no: string;
      user_id: string;
      mch_id: string;
      pay_amount: string;
      lines: { i: number; g: number; s: number; t: string; n: number; a: number }[];
    }>(sql`
      with o as (
        update ${orders}
           set status = 'paid', paid_at = now(), pay_type = ${payType}, payment_id = ${paymentId},
               verify_code = case when delivery = 'verify' then ${code} end
         where id = ${id} and status = 'unpaid'
        returning id, order_no, user_id, mch_id, pay_amount
      ), e as (
        insert into ${orderEvent} (order_id, action, from_status, to_status, actor, actor_id, note)
        select o.id, 'pay', 'unpaid', 'paid', 'buyer', o.user_id, ${payType} from o
      )
      select o.id, o.order_no, o.user_id, o.mch_id, o.pay_amount,
             (select coalesce(json_agg(json_build_object('i', i.id, 'g', i.goods_id, 's', i.sku_id, 't', i.type,
                                                         'n', i.num, 'a', i.pay_amount)), '[]')
                from ${orderItem} i where i.order_id = o.id) as lines
        from o`);
    const row = r.rows[0];
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
    id: number,
    reply: string,
    pendingOnly: boolean,
    tx: DbOrTx,
  ): Promise<OrderRow | undefined> {
    const pending = sql`${orders.cancelApplyStatus} = 'pending'`;
    return this.transition(
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
      tx,
      pendingOnly ? { pendingApply: true } : {},
    );
  }

  /** A paid order with no pending request and no open after-sale gets a cancel request. */
  async requestCancel(id: number, cause: string, tx: DbOrTx): Promise<OrderRow | undefined> {
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

  async refuseCancel(id: number, reply: string, tx: DbOrTx): Promise<OrderRow | undefined> {
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
  async openAfterSale(id: number, receivedAfter: Date, tx: DbOrTx): Promise<OrderRow | undefined> {
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
  async moveAfterSaleOpen(id: number, delta: 1 | -1, tx: DbOrTx): Promise<void> {
    await tx
      .update(orders)
      .set({ afterSaleOpen: sql`greatest(${orders.afterSaleOpen} + ${delta}, 0)` })
      .where(eq(orders.id, id));
  }

  async addOrderRefund(id: number, fen: number, tx: DbOrTx): Promise<OrderRow> {
    const [row] = await tx
      .update(orders)
      .set({ refundAmount: sql`${orders.refundAmount} + ${fen}` })
      .where(eq(orders.id, id))
      .returning();
    return row!;
  }

  async updateOrder(id: number, set: Partial<typeof orders.$inferInsert>, tx: DbOrTx) {
    const [row] = await tx.update(orders).set(set).where(eq(orders.id, id)).returning();
    return row;
  }

  async insertEvent(values: typeof orderEvent.$inferInsert, tx: DbOrTx): Promise<void> {
    await tx.insert(orderEvent).values(values);
  }

  eventsOf(orderId: number): Promise<OrderEventRow[]> {
    return this.db
      .select()
      .from(orderEvent)
      .where(eq(orderEvent.orderId, orderId))
      .orderBy(asc(orderEvent.id));
  }

  userOrders(userId: number, tab: string, afterId: number | null, limit: number): Promise<OrderRow[]> {
    const conds: SQL[] = [eq(orders.userId, userId), eq(orders.buyerDeleted, false)];
    if (tab === 'unpaid') conds.push(eq(orders.status, 'unpaid'));
    if (tab === 'to_ship') conds.push(eq(orders.status, 'paid'));
    if (tab === 'shipped') conds.push(eq(orders.status, 'shipped'));
    if (tab === 'to_review')
      conds.push(sql`${orders.unreviewed} > 0 and ${orders.status} in ('received', 'completed')`);
    if (tab === 'after_sale')
      conds.push(sql`(${orders.afterSaleOpen} > 0 or ${orders.cancelApplyStatus} = 'pending')`);
    if (afterId !== null) conds.push(lt(orders.id, afterId));
    return this.db
      .select()
      .from(orders)
      .where(and(...conds))
      .orderBy(desc(orders.id))
      .limit(limit);
  }

  async userOrderCounts(userId: number) {
    const [row] = await this.db
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

  mchOrders(mchId: number, tab: string, afterId: number | null, limit: number): Promise<OrderRow[]> {
    const conds: SQL[] = [eq(orders.mchId, mchId)];
    if (tab === 'to_ship') conds.push(sql`${orders.status} = 'paid' and ${orders.delivery} = 'express'`);
    if (tab === 'to_verify') conds.push(sql`${orders.status} = 'paid' and ${orders.delivery} = 'verify'`);
    if (tab === 'shipped') conds.push(eq(orders.status, 'shipped'));
    if (tab === 'cancel_apply') conds.push(eq(orders.cancelApplyStatus, 'pending'));
    if (tab === 'after_sale') conds.push(gt(orders.afterSaleOpen, 0));
    if (tab === 'completed') conds.push(inArray(orders.status, ['received', 'completed']));
    if (afterId !== null) conds.push(lt(orders.id, afterId));
    return this.db
      .select()
      .from(orders)
      .where(and(...conds))
      .orderBy(desc(orders.id))
      .limit(limit);
  }

  /** Orders due for a timed transition, oldest first. */
  async dueOrders(
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
    const rows = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, status), lt(col, before)))
      .orderBy(asc(col))
      .limit(limit);
    return rows.map((r) => r.id);
  }

  async markItemsAppraised(ids: number[], tx: DbOrTx): Promise<number> {
    const r = await tx
      .update(orderItem)
      .set({ isAppraised: true })
      .where(and(inArray(orderItem.id, ids), eq(orderItem.isAppraised, false)));
    return r.rowCount ?? 0;
  }

  async addItemRefund(id: number, fen: number, tx: DbOrTx): Promise<void> {
    await tx
      .update(orderItem)
      .set({ refundAmount: sql`${orderItem.refundAmount} + ${fen}` })
      .where(eq(orderItem.id, id));
  }

  salesOf(goodsId: number, afterId: number | null, limit: number) {
    const conds: SQL[] = [
      eq(orderItem.goodsId, goodsId),
      inArray(orders.status, ['paid', 'shipped', 'received', 'completed']),
    ];
    if (afterId !== null) conds.push(lt(orderItem.id, afterId));
    return this.db
      .select({ item: orderItem, order: orders })
      .from(orderItem)
      .innerJoin(orders, eq(orders.id, orderItem.orderId))
      .where(and(...conds))
      .orderBy(desc(orderItem.id))
      .limit(limit);
  }

  // ---------- payments ----------

  /**
   * A payment attempt over these orders if every one is the user's, unpaid and before its
   * deadline, in one statement; undefined otherwise (the caller then finds out why).
   */
  async openPayment(
    userId: number,
    orderIds: number[],
  ): Promise<{ id: number; amount: number; orderIds: number[] } | undefined> {
    const ids = `{${orderIds.map((x) => Math.trunc(x)).join(',')}}`;
    const r = await this.db.execute<{ id: string; amount: string; order_ids: string[] }>(sql`
      insert into ${payment} (user_id, order_ids, amount, expires_at)
      select ${userId}, array_agg(id order by id), sum(pay_amount), min(expires_at)
        from ${orders}
       where id = any(${ids}::bigint[]) and user_id = ${userId} and status = 'unpaid' and expires_at > now()
      having count(*) = ${orderIds.length}
      returning id, amount, order_ids`);
    const row = r.rows[0];
    return row
      ? { id: Number(row.id), amount: Number(row.amount), orderIds: row.order_ids.map(Number) }
      : undefined;
  }

  async payment(id: number, tx: DbOrTx = this.db): Promise<PaymentRow | undefined> {
    const [row] = await tx.select().from(payment).where(eq(payment.id, id)).limit(1);
    return row;
  }

  async lockPayment(id: number, tx: DbOrTx): Promise<PaymentRow | undefined> {
    const [row] = await tx.select().from(payment).where(eq(payment.id, id)).limit(1).for('update');
    return row;
  }

  async updatePayment(
    id: number,
    from: string[],
    set: Partial<typeof payment.$inferInsert>,
    tx: DbOrTx,
  ): Promise<PaymentRow | undefined> {
    const [row] = await tx
      .update(payment)
      .set(set)
      .where(and(eq(payment.id, id), inArray(payment.status, from)))
      .returning();
    return row;
  }

  /**
   * Closes the other open attempts (pending or failed) of this user that cover any of these
   * orders. An attempt being paid right now is locked: it is skipped (never waited for, so the
   * lock order holds) and finds its orders no longer unpaid.
   */
  async closeAttempts(userId: number, orderIds: number[], exceptId: number | null, tx: DbOrTx) {
    if (!orderIds.length) return;
    const ids = `{${orderIds.map((x) => Math.trunc(x)).join(',')}}`;
    await tx.execute(sql`
      update ${payment} set status = 'closed'
       where id in (
         select id from ${payment}
          where user_id = ${userId} and order_ids && ${ids}::bigint[] and status in ('pending', 'failed')
            and id <> ${exceptId ?? 0}
          for update skip locked)`);
  }

  /** Open attempts older than `before`, oldest first (the reconciliation job asks the gateway). */
  async stalePayments(before: Date, limit: number): Promise<PaymentRow[]> {
    return this.db
      .select()
      .from(payment)
      .where(and(inArray(payment.status, ['pending', 'failed']), lt(payment.createdAt, before)))
      .orderBy(asc(payment.createdAt))
      .limit(limit);
  }

  // ---------- charges ----------

  /** Records a provider transaction's charge once; undefined when it was recorded before. */
  async insertCharge(values: typeof paymentCharge.$inferInsert, tx: DbOrTx): Promise<ChargeRow | undefined> {
    const [row] = await tx.insert(paymentCharge).values(values).onConflictDoNothing().returning();
    return row;
  }

  /** The charge that paid this attempt (its provider transaction). */
  async appliedCharge(paymentId: number, tx: DbOrTx): Promise<ChargeRow | undefined> {
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

  chargesOf(paymentId: number, tx: DbOrTx = this.db): Promise<ChargeRow[]> {
    return tx
      .select()
      .from(paymentCharge)
      .where(eq(paymentCharge.paymentId, paymentId))
      .orderBy(asc(paymentCharge.id));
  }

  /** Takes a refund from a charge, never past what it charged; false when it would go past. */
  async addChargeRefund(id: number, fen: number, tx: DbOrTx): Promise<boolean> {
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
  async addPaymentRefund(c: ChargeRow, fen: number, tx: DbOrTx): Promise<void> {
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

  // ---------- the sandbox gateway's own books ----------

  async insertSandboxTxn(values: typeof sandboxTxn.$inferInsert): Promise<void> {
    await this.db.insert(sandboxTxn).values(values).onConflictDoNothing();
  }

  sandboxTxns(paymentId: number): Promise<SandboxTxnRow[]> {
    return this.db
      .select()
      .from(sandboxTxn)
      .where(eq(sandboxTxn.paymentId, paymentId))
      .orderBy(asc(sandboxTxn.id));
  }

  /** Records a gateway callback once; false when that transaction was seen before. */
  async recordNotify(values: typeof paymentNotify.$inferInsert, tx: DbOrTx): Promise<boolean> {
    const r = await tx.insert(paymentNotify).values(values).onConflictDoNothing();
    return (r.rowCount ?? 0) === 1;
  }

  /** Records a refund once per cause; null when this cause was refunded before. */
  async insertRefund(values: typeof refund.$inferInsert, tx: DbOrTx): Promise<number | null> {
    const [row] = await tx.insert(refund).values(values).onConflictDoNothing().returning({ id: refund.id });
    return row?.id ?? null;
  }

  // ---------- after-sale ----------

  async insertAfterSale(values: typeof afterSale.$inferInsert, tx: DbOrTx): Promise<AfterSaleRow> {
    const [row] = await tx.insert(afterSale).values(values).returning();
    return row!;
  }

  async afterSale(id: number, tx: DbOrTx = this.db): Promise<AfterSaleRow | undefined> {
    const [row] = await tx.select().from(afterSale).where(eq(afterSale.id, id)).limit(1);
    return row;
  }

  async moveAfterSale(
    id: number,
    from: string[],
    set: Partial<typeof afterSale.$inferInsert> & { status: string },
    tx: DbOrTx,
  ): Promise<AfterSaleRow | undefined> {
    const [row] = await tx
      .update(afterSale)
      .set({ ...set, updatedAt: sql`now()` })
      .where(and(eq(afterSale.id, id), inArray(afterSale.status, from)))
      .returning();
    return row;
  }

  async insertRecord(values: typeof afterSaleRecord.$inferInsert, tx: DbOrTx): Promise<void> {
    await tx.insert(afterSaleRecord).values(values);
  }

  recordsOf(afterSaleId: number): Promise<AfterSaleRecordRow[]> {
    return this.db
      .select()
      .from(afterSaleRecord)
      .where(eq(afterSaleRecord.afterSaleId, afterSaleId))
      .orderBy(asc(afterSaleRecord.id));
  }

  userAfterSales(userId: number, afterId: number | null, limit: number): Promise<AfterSaleRow[]> {
    const conds: SQL[] = [eq(afterSale.userId, userId)];
    if (afterId !== null) conds.push(lt(afterSale.id, afterId));
    return this.db
      .select()
      .from(afterSale)
      .where(and(...conds))
      .orderBy(desc(afterSale.id))
      .limit(limit);
  }

  mchAfterSales(mchId: number, statuses: string[] | null, afterId: number | null, limit: number) {
    const conds: SQL[] = [eq(afterSale.mchId, mchId)];
    if (statuses) conds.push(inArray(afterSale.status, statuses));
    if (afterId !== null) conds.push(lt(afterSale.id, afterId));
    return this.db
      .select()
      .from(afterSale)
      .where(and(...conds))
      .orderBy(desc(afterSale.id))
      .limit(limit);
  }

  /** The newest after-sale of each of these order lines. */
  async latestAfterSales(itemIds: number[]): Promise<Map<number, { id: number; status: string }>> {
    if (!itemIds.length) return new Map();
    const rows = await this.db
      .selectDistinctOn([afterSale.orderItemId], {
        itemId: afterSale.orderItemId,
        id: afterSale.id,
        status: afterSale.status,
      })
      .from(afterSale)
      .where(inArray(afterSale.orderItemId, itemIds))
      .orderBy(afterSale.orderItemId, desc(afterSale.id));
    return new Map(rows.map((r) => [r.itemId, { id: r.id, status: r.status }]));
  }
}
