import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { cart, goods, goodsSku } from '../../db/schema/mall.ts';
import { CART_GOODS, CART_SKU, type CartRow } from './rows.ts';

/** The cart view's query: each line with what it shows (the goods or SKU may be gone: left joins). */
function cartViewQuery(tx: DbOrTx) {
  return tx
    .select({ line: cart, goods: CART_GOODS, sku: CART_SKU })
    .from(cart)
    .leftJoin(goods, eq(goods.id, cart.goodsId))
    .leftJoin(goodsSku, eq(goodsSku.id, cart.skuId))
    .where(eq(cart.userId, sql.placeholder('userId')))
    .orderBy(desc(cart.id))
    .limit(100);
}

const prepareCartView = (db: Db) => cartViewQuery(db).prepare('mall_cart_view');

/** Cart lines: at most 100 per user, one per SKU. SQL only: the services decide. */
export class CartRepo {
  /** The cart view as a named prepared statement on `db` (planned once per connection). */
  private readonly cartViewStatement: ReturnType<typeof prepareCartView>;

  constructor(private readonly db: Db) {
    this.cartViewStatement = prepareCartView(db);
  }

  /** My cart with what each line shows, in one query (prepared, when read outside a transaction). */
  cartView(tx: DbOrTx, userId: number) {
    if (tx === this.db) return this.cartViewStatement.execute({ userId });
    return cartViewQuery(tx).execute({ userId });
  }

  cartLines(tx: DbOrTx, userId: number, ids: number[]): Promise<CartRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return tx
      .select()
      .from(cart)
      .where(and(eq(cart.userId, userId), inArray(cart.id, ids)));
  }

  /** Adds to the line of that SKU or makes one; the cart's owner row is locked by the caller. */
  async addToCart(tx: DbOrTx, userId: number, goodsId: number, skuId: number, num: number, max: number) {
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

  async countCart(tx: DbOrTx, userId: number): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(cart)
      .where(eq(cart.userId, userId));
    return row?.n ?? 0;
  }

  async lineBySku(tx: DbOrTx, userId: number, skuId: number): Promise<CartRow | undefined> {
    const [row] = await tx
      .select()
      .from(cart)
      .where(and(eq(cart.userId, userId), eq(cart.skuId, skuId)))
      .limit(1);
    return row;
  }

  async updateCartLine(tx: DbOrTx, userId: number, id: number, v: Partial<typeof cart.$inferInsert>) {
    const [row] = await tx
      .update(cart)
      .set(v)
      .where(and(eq(cart.id, id), eq(cart.userId, userId)))
      .returning();
    return row;
  }

  async deleteCartLines(tx: DbOrTx, userId: number, ids: number[]): Promise<number> {
    if (!ids.length) return 0;
    const r = await tx.delete(cart).where(and(eq(cart.userId, userId), inArray(cart.id, ids)));
    return r.rowCount ?? 0;
  }

  /** Serialises a user's cart writes (the 100-line cap) without touching another domain's rows. */
  async lockCart(tx: DbOrTx, userId: number): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(${0x4341_5254}, ${userId % 2_147_483_647})`);
  }
}
