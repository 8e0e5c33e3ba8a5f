import { and, arrayContains, asc, desc, eq, gt, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  inList,
  intArray,
  later,
  planned,
  rowsOf,
  textRows,
  valuesText,
  type DbOrTx,
} from '../../platform/db.ts';
import { goods, goodsSku } from '../../db/schema/mall.ts';
import {
  GOODS_CARD,
  GOODS_LITE,
  type GoodsCardRow,
  type GoodsLite,
  type GoodsRow,
  type GoodsSort,
  type SkuRow,
} from './rows.ts';

export interface GoodsFilter {
  type: string;
  catId?: number;
  mchId?: number;
  /** Every token must be among the goods' Han tokens. */
  hanTokens?: string[];
  /** A case-insensitive substring of the name (non-Han keywords). */
  nameLike?: string;
}

/** A locked SKU's row and its goods' columns, as `lockSkusWithGoods` reads them (int8 as text). */
interface LockedSku {
  id: string;
  goods_id: string;
  spec_values: string[];
  spec_text: string;
  price: string;
  original_price: string;
  stock: number;
  sales: number;
  pic: string;
  code: string;
  deleted_at: Date | null;
  g_type: string;
  g_name: string;
  g_cover: string;
  g_price: string;
  g_delivery: string;
  g_shipping_fee: string;
  g_mch_id: string;
  g_status: number;
  g_deleted_at: Date | null;
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Goods by id (not deleted), as the detail reads them: built once (a wide row). */
const goodsById = planned('mall_goods_by_id', (tx) =>
  tx
    .select()
    .from(goods)
    .where(and(eq(goods.id, sql.placeholder('id')), isNull(goods.deletedAt))),
);

/** Goods and their SKUs: the catalogue's reads, stock and sales. SQL only: the services decide. */
export class GoodsRepo {
  listGoods(tx: DbOrTx, f: GoodsFilter, sort: GoodsSort, after: [number, number] | null, limit: number) {
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
    return tx
      .select({ ...GOODS_CARD, sort: goods.sort })
      .from(goods)
      .where(and(...conds))
      .orderBy(...order)
      .limit(limit);
  }

  async goodsById(tx: DbOrTx, id: number): Promise<GoodsRow | undefined> {
    const [row] = await goodsById(tx, { id });
    return row;
  }

  /** What carts and checkout need of goods (no detail, images or search tokens to decode). */
  goodsByIds(tx: DbOrTx, ids: number[]): Promise<GoodsLite[]> {
    if (!ids.length) return Promise.resolve([]);
    return tx.select(GOODS_LITE).from(goods).where(inArray(goods.id, ids));
  }

  skusOf(tx: DbOrTx, goodsId: number): Promise<SkuRow[]> {
    return tx
      .select()
      .from(goodsSku)
      .where(and(eq(goodsSku.goodsId, goodsId), isNull(goodsSku.deletedAt)))
      .orderBy(asc(goodsSku.id));
  }

  skusByIds(tx: DbOrTx, ids: number[]): Promise<SkuRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return tx.select().from(goodsSku).where(inArray(goodsSku.id, ids)).orderBy(asc(goodsSku.id));
  }

  /**
   * Locks the SKUs in id order and reads their goods, in one query. Written as text
   * (submit is the hottest write): drizzle builds and maps a joined select of 23 columns per call.
   */
  async lockSkusWithGoods(tx: DbOrTx, ids: number[]): Promise<{ skus: SkuRow[]; goods: GoodsLite[] }> {
    if (!ids.length) return { skus: [], goods: [] };
    const rows = await textRows<LockedSku>(
      tx,
      `select s.id, s.goods_id, s.spec_values, s.spec_text, s.price, s.original_price, s.stock, s.sales, s.pic,
              s.code, s.deleted_at, g.type as g_type, g.name as g_name, g.cover as g_cover, g.price as g_price,
              g.delivery as g_delivery, g.shipping_fee as g_shipping_fee, g.mch_id as g_mch_id,
              g.status as g_status, g.deleted_at as g_deleted_at
         from "goods_sku" s join "goods" g on g.id = s.goods_id
        where s.id in (${inList(ids.length)})
        order by s.id
          for update of s`,
      ids,
    );
    const g = new Map<number, GoodsLite>();
    const skus = rows.map((r): SkuRow => {
      const goodsId = Number(r.goods_id);
      if (!g.has(goodsId))
        g.set(goodsId, {
          id: goodsId,
          type: r.g_type,
          name: r.g_name,
          cover: r.g_cover,
          price: Number(r.g_price),
          delivery: r.g_delivery,
          shippingFee: Number(r.g_shipping_fee),
          mchId: Number(r.g_mch_id),
          status: r.g_status,
          deletedAt: r.g_deleted_at,
        });
      return {
        id: Number(r.id),
        goodsId,
        specValues: r.spec_values,
        specText: r.spec_text,
        price: Number(r.price),
        originalPrice: Number(r.original_price),
        stock: r.stock,
        sales: r.sales,
        pic: r.pic,
        code: r.code,
        deletedAt: r.deleted_at,
      };
    });
    return { skus, goods: [...g.values()] };
  }

  /**
   * Takes each line's quantity from its SKU and the goods' sums. The caller locked the SKUs and
   * counted their stock against the lines (`lockSkusWithGoods`), so nothing is left to decide: for
   * one goods item (the usual order) it is one statement held back to travel with the
   * transaction's next one (`later`). Should a line ever take more than is there, the SKU's CHECK
   * fails that statement and nothing is written.
   */
  async takeStock(tx: DbOrTx, lines: { skuId: number; goodsId: number; num: number }[]): Promise<void> {
    const goodsIds = [...new Set(lines.map((l) => l.goodsId))];
    if (goodsIds.length === 1) {
      // As text: a VALUES list of the lines, then the goods id.
      const n = lines.length;
      const values = valuesText(n, ['bigint', 'int']);
      await later(
        tx,
        `with t as (
          update "goods_sku" s set stock = s.stock - v.n
            from (values ${values}) as v(id, n)
           where s.id = v.id
          returning v.n
        )
        update "goods" set stock = greatest(stock - (select coalesce(sum(n), 0) from t), 0)
         where id = $${2 * n + 1}`,
        [...lines.flatMap((l) => [l.skuId, l.num]), goodsIds[0]!],
      );
      return;
    }
    const v = rowsOf(
      lines.map((l) => [l.skuId, l.num]),
      ['bigint', 'int'],
    );
    const r = await tx.execute(sql`
      update ${goodsSku} s set stock = s.stock - v.n
        from ${v} as v(id, n)
       where s.id = v.id`);
    if ((r.rowCount ?? 0) !== lines.length)
      throw new Error(`stock of ${lines.length} SKUs taken from ${r.rowCount}`);
    const byGoods = new Map<number, number>();
    for (const l of lines) byGoods.set(l.goodsId, (byGoods.get(l.goodsId) ?? 0) - l.num);
    await this.moveGoodsStocks(
      tx,
      [...byGoods].sort((a, b) => a[0] - b[0]),
    );
  }

  /** Moves the stock sums of several goods in one statement. */
  async moveGoodsStocks(tx: DbOrTx, moves: [number, number][]): Promise<void> {
    if (!moves.length) return;
    await tx.execute(sql`
      update ${goods} g set stock = greatest(g.stock + v.d, 0)
        from ${rowsOf(moves, ['bigint', 'int'])} as v(id, d)
       where g.id = v.id`);
  }

  async returnSkuStock(tx: DbOrTx, id: number, n: number): Promise<void> {
    await tx
      .update(goodsSku)
      .set({ stock: sql`${goodsSku.stock} + ${n}` })
      .where(eq(goodsSku.id, id));
  }

  /** Sales of SKUs then of goods, each in id order (the lock order every writer uses). */
  async moveSales(tx: DbOrTx, lines: { goodsId: number; skuId: number; num: number }[], sign: 1 | -1) {
    const bySku = new Map<number, number>();
    const byGoods = new Map<number, number>();
    for (const l of lines) {
      bySku.set(l.skuId, (bySku.get(l.skuId) ?? 0) + l.num);
      byGoods.set(l.goodsId, (byGoods.get(l.goodsId) ?? 0) + l.num);
    }
    if (bySku.size === 1 && byGoods.size === 1) {
      // One SKU (the usual order): one statement, sent with the transaction's next one (nothing
      // waits for its answer). As in `takeStock`, the goods row's new value reads what the SKU's
      // update returned, so the SKU is updated (and locked) first: the lock order holds.
      const [skuId, n] = [...bySku][0]!;
      const goodsId = [...byGoods.keys()][0]!;
      await later(
        tx,
        `with s as (
          update "goods_sku" set sales = greatest(sales + $1, 0) where id = $2 returning $1::int as d
        )
        update "goods" set sales = greatest(sales + (select coalesce(sum(d), 0) from s), 0)
         where id = $3`,
        [sign * n, skuId, goodsId],
      );
      return;
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

  async incShare(tx: DbOrTx, id: number): Promise<number | null> {
    const [row] = await tx
      .update(goods)
      .set({ shareCount: sql`${goods.shareCount} + 1` })
      .where(and(eq(goods.id, id), isNull(goods.deletedAt)))
      .returning({ n: goods.shareCount });
    return row ? row.n : null;
  }

  async softDeleteGoods(tx: DbOrTx, id: number): Promise<boolean> {
    const r = await tx
      .update(goods)
      .set({ deletedAt: sql`now()`, status: 0, updatedAt: sql`now()` })
      .where(and(eq(goods.id, id), isNull(goods.deletedAt)));
    return (r.rowCount ?? 0) === 1;
  }

  async insertGoods(
    tx: DbOrTx,
    values: typeof goods.$inferInsert,
    skus: Omit<typeof goodsSku.$inferInsert, 'goodsId'>[],
  ): Promise<{ goods: GoodsRow; skus: SkuRow[] }> {
    const [g] = await tx.insert(goods).values(values).returning();
    if (!skus.length) return { goods: g!, skus: [] };
    const s = await tx
      .insert(goodsSku)
      .values(skus.map((k) => ({ ...k, goodsId: g!.id })))
      .returning();
    return { goods: g!, skus: s };
  }

  /** A goods item's own fields, changed in the caller's transaction. */
  async updateGoods(tx: DbOrTx, id: number, values: Partial<typeof goods.$inferInsert>): Promise<boolean> {
    const r = await tx
      .update(goods)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(goods.id, id), isNull(goods.deletedAt)));
    return (r.rowCount ?? 0) === 1;
  }

  async insertSku(tx: DbOrTx, values: typeof goodsSku.$inferInsert): Promise<SkuRow> {
    const [row] = await tx.insert(goodsSku).values(values).returning();
    return row!;
  }

  async updateSku(
    tx: DbOrTx,
    goodsId: number,
    id: number,
    values: Partial<typeof goodsSku.$inferInsert>,
  ): Promise<SkuRow | undefined> {
    const [row] = await tx
      .update(goodsSku)
      .set(values)
      .where(and(eq(goodsSku.id, id), eq(goodsSku.goodsId, goodsId), isNull(goodsSku.deletedAt)))
      .returning();
    return row;
  }

  /** Locks SKUs in id order, then their goods in id order (the order every writer uses). */
  async lockSkus(tx: DbOrTx, ids: number[]): Promise<SkuRow[]> {
    if (!ids.length) return [];
    const skus = await tx
      .select()
      .from(goodsSku)
      .where(inArray(goodsSku.id, ids))
      .orderBy(asc(goodsSku.id))
      .for('update');
    const goodsIds = [...new Set(skus.map((s) => s.goodsId))];
    if (goodsIds.length)
      await tx
        .select({ id: goods.id })
        .from(goods)
        .where(inArray(goods.id, goodsIds))
        .orderBy(asc(goods.id))
        .for('update');
    return skus;
  }

  /** Sets SKUs' stock in one statement (the caller holds their locks). */
  async setSkuStocks(tx: DbOrTx, stocks: { skuId: number; stock: number }[]): Promise<void> {
    if (!stocks.length) return;
    await tx.execute(sql`
      update ${goodsSku} s set stock = v.n
        from ${rowsOf(
          stocks.map((x) => [x.skuId, x.stock]),
          ['bigint', 'int'],
        )} as v(id, n)
       where s.id = v.id`);
  }

  /** The goods' list price (its lowest SKU price) and stock sum, from its SKUs. */
  async refreshGoodsSums(tx: DbOrTx, goodsIds: number[]): Promise<void> {
    for (const id of [...new Set(goodsIds)].sort((a, b) => a - b))
      await tx.execute(sql`
        update ${goods} g set
          stock = coalesce((select sum(s.stock) from ${goodsSku} s where s.goods_id = g.id and s.deleted_at is null), 0),
          price = coalesce((select min(s.price) from ${goodsSku} s where s.goods_id = g.id and s.deleted_at is null), g.price),
          original_price = coalesce((select min(s.original_price) from ${goodsSku} s where s.goods_id = g.id and s.deleted_at is null), g.original_price)
         where g.id = ${id}`);
  }

  /** Cards of goods by id, deleted or off sale included (the caller decides what to show). */
  cardsByIds(tx: DbOrTx, ids: number[]) {
    if (!ids.length) return Promise.resolve([]);
    return tx
      .select({ ...GOODS_CARD, deletedAt: goods.deletedAt })
      .from(goods)
      .where(inArray(goods.id, ids));
  }

  /** Goods on sale of any of these shops, any type, newest first, before the goods `before`. */
  onSaleOfShops(
    tx: DbOrTx,
    mchIds: number[],
    f: Pick<GoodsFilter, 'hanTokens' | 'nameLike'>,
    before: number | null,
    limit: number,
  ): Promise<GoodsCardRow[]> {
    if (!mchIds.length) return Promise.resolve([]);
    const conds: SQL[] = [inArray(goods.mchId, mchIds), eq(goods.status, 1), isNull(goods.deletedAt)];
    if (f.hanTokens?.length) conds.push(arrayContains(goods.searchTokens, f.hanTokens));
    if (f.nameLike) conds.push(sql`${goods.name} ilike ${`%${likeEscape(f.nameLike)}%`}`);
    if (before !== null) conds.push(lt(goods.id, before));
    return tx
      .select(GOODS_CARD)
      .from(goods)
      .where(and(...conds))
      .orderBy(desc(goods.id))
      .limit(limit);
  }

  shopStats(tx: DbOrTx, mchIds: number[]) {
    if (!mchIds.length) return Promise.resolve([]);
    return tx
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
  async shopGoods(tx: DbOrTx, mchIds: number[], per: number): Promise<GoodsCardRow[]> {
    if (!mchIds.length) return [];
    const r = await tx.execute<Record<string, unknown>>(sql`
      select g.id, g.type, g.name, g.cover, g.price, g.original_price, g.sales, g.stock, g.delivery,
             g.mch_id, g.status
      from unnest(${intArray(mchIds)}::bigint[]) as m(id)
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

  // ---------- the shop's own goods (the merchant's goods editor) ----------

  /** A shop's goods of one type by tab, newest first, with how many SKUs each has on offer. */
  shopGoodsPage(
    tx: DbOrTx,
    mchId: number,
    type: string,
    tab: 'on_sale' | 'off_sale' | 'sold_out',
    beforeId: number | null,
    limit: number,
  ) {
    const conds: SQL[] = [eq(goods.mchId, mchId), eq(goods.type, type), isNull(goods.deletedAt)];
    if (tab === 'off_sale') conds.push(eq(goods.status, 0));
    else conds.push(eq(goods.status, 1), tab === 'sold_out' ? eq(goods.stock, 0) : gt(goods.stock, 0));
    if (beforeId !== null) conds.push(lt(goods.id, beforeId));
    return tx
      .select({
        ...GOODS_CARD,
        updatedAt: goods.updatedAt,
        skuCount: sql<number>`(select count(*)::int from ${goodsSku} s where s.goods_id = "goods"."id" and s.deleted_at is null)`,
      })
      .from(goods)
      .where(and(...conds))
      .orderBy(desc(goods.id))
      .limit(limit);
  }

  /** How many of a shop's goods of one type are in each tab. */
  async shopGoodsCounts(tx: DbOrTx, mchId: number, type: string) {
    const [row] = await tx
      .select({
        onSale: sql<number>`(count(*) filter (where ${goods.status} = 1 and ${goods.stock} > 0))::int`,
        offSale: sql<number>`(count(*) filter (where ${goods.status} = 0))::int`,
        soldOut: sql<number>`(count(*) filter (where ${goods.status} = 1 and ${goods.stock} = 0))::int`,
      })
      .from(goods)
      .where(and(eq(goods.mchId, mchId), eq(goods.type, type), isNull(goods.deletedAt)));
    return { on_sale: row?.onSale ?? 0, off_sale: row?.offSale ?? 0, sold_out: row?.soldOut ?? 0 };
  }

  /** Locks a goods item's SKUs on offer in id order, then the goods row (the mall's lock order). */
  async lockGoodsSkus(tx: DbOrTx, goodsId: number): Promise<SkuRow[]> {
    const skus = await tx
      .select()
      .from(goodsSku)
      .where(and(eq(goodsSku.goodsId, goodsId), isNull(goodsSku.deletedAt)))
      .orderBy(asc(goodsSku.id))
      .for('update');
    await tx.select({ id: goods.id }).from(goods).where(eq(goods.id, goodsId)).for('update');
    return skus;
  }

  /**
   * Moves a SKU's stock by `delta` and sets its other fields, only where the stock stays at or
   * above zero; undefined when it would not (the caller refuses the edit).
   */
  async moveSkuStock(
    tx: DbOrTx,
    goodsId: number,
    id: number,
    delta: number,
    values: Partial<typeof goodsSku.$inferInsert>,
  ): Promise<SkuRow | undefined> {
    const [row] = await tx
      .update(goodsSku)
      .set({ ...values, stock: sql`${goodsSku.stock} + ${Math.trunc(delta)}` })
      .where(
        and(
          eq(goodsSku.id, id),
          eq(goodsSku.goodsId, goodsId),
          isNull(goodsSku.deletedAt),
          sql`${goodsSku.stock} + ${Math.trunc(delta)} >= 0`,
        ),
      )
      .returning();
    return row;
  }

  /** Takes SKUs off offer: the rows stay for the orders, carts and reviews that name them. */
  async disableSkus(tx: DbOrTx, goodsId: number, ids: number[]): Promise<void> {
    if (!ids.length) return;
    await tx
      .update(goodsSku)
      .set({ deletedAt: sql`now()` })
      .where(and(eq(goodsSku.goodsId, goodsId), inArray(goodsSku.id, ids), isNull(goodsSku.deletedAt)));
  }

  async insertSkus(tx: DbOrTx, rows: (typeof goodsSku.$inferInsert)[]): Promise<SkuRow[]> {
    if (!rows.length) return [];
    return tx.insert(goodsSku).values(rows).returning();
  }
}
