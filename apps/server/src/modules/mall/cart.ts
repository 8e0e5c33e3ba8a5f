import { mall } from '@dance/contracts';
import type { z } from 'zod';
import { fail, notFound } from '../../platform/errors.ts';
import type { Db } from '../../platform/db.ts';
import type { MerchantService } from '../merchant/index.ts';
import type { TtlCache } from '../../platform/ttl-cache.ts';
import { yuan } from '../../platform/money.ts';
import type { CartGoods, CartRow, CartSku } from './rows.ts';
import type { MallRepos } from './repos.ts';

type CartItem = z.infer<typeof mall.CartItem>;
type InvalidReason = CartItem['invalid_reason'];

/** Why a cart line (or a buy-now line) cannot be bought now; null when it can. */
export function invalidReason(
  g: CartGoods | null | undefined,
  s: CartSku | null | undefined,
  num: number,
): InvalidReason {
  if (!g || g.deletedAt) return 'deleted';
  if (g.status !== 1) return 'off_sale';
  if (!s || s.deletedAt || s.goodsId !== g.id) return 'sku_removed';
  if (s.stock <= 0) return 'sold_out';
  if (s.stock < num) return 'short_stock';
  return null;
}

/** Reads many keys through a cache; the misses of one call are loaded together in one query. */
export async function batchThrough<T>(
  cache: TtlCache<number, T | null>,
  ids: number[],
  load: (ids: number[]) => Promise<Map<number, T>>,
): Promise<Map<number, T>> {
  const missing: number[] = [];
  let batch: Promise<Map<number, T>> | null = null;
  const values = await Promise.all(
    ids.map((id) =>
      cache.get(id, () => {
        missing.push(id);
        batch ??= Promise.resolve().then(() => load(missing));
        return batch.then((m) => m.get(id) ?? null);
      }),
    ),
  );
  const out = new Map<number, T>();
  values.forEach((v, i) => {
    if (v) out.set(ids[i]!, v);
  });
  return out;
}

/** The cart: at most 100 lines, one per SKU; prices are today's, the server prices again at submit. */
export class CartService {
  constructor(
    private readonly db: Db,
    private readonly repos: Pick<MallRepos, 'cart' | 'goods'>,
    private readonly shops: MerchantService,
  ) {}

  private async views(lines: CartRow[]): Promise<CartItem[]> {
    const skuIds = lines.map((l) => l.skuId);
    const [goods, skus] = await Promise.all([
      this.repos.goods.goodsByIds(this.db, [...new Set(lines.map((l) => l.goodsId))]),
      this.repos.goods.skusByIds(this.db, skuIds),
    ]);
    const g = new Map(goods.map((x) => [x.id, x]));
    const s = new Map(skus.map((x) => [x.id, x]));
    return this.render(
      lines.map((line) => ({ line, goods: g.get(line.goodsId) ?? null, sku: s.get(line.skuId) ?? null })),
    );
  }

  private async render(
    rows: { line: CartRow; goods: CartGoods | null; sku: CartSku | null }[],
  ): Promise<CartItem[]> {
    const shops = await this.shops.cards(rows.map((r) => r.goods?.mchId ?? 0));
    return rows.map(({ line: l, goods: gi, sku: si }) => ({
      id: l.id,
      goods_id: l.goodsId,
      sku_id: l.skuId,
      num: l.num,
      name: gi?.name ?? '',
      cover: si?.pic || gi?.cover || '',
      spec_text: si?.specText ?? '',
      price: yuan(si?.price ?? gi?.price ?? 0),
      stock: si?.stock ?? 0,
      delivery: (gi?.delivery ?? 'express') as CartItem['delivery'],
      mch: shops.get(gi?.mchId ?? 0) ?? { id: 0, name: '', logo: '' },
      invalid_reason: invalidReason(gi, si, l.num),
    }));
  }

  /**
   * My cart: its lines with the goods and SKUs they show, read in one prepared statement (see
   * docs/decisions/091): carts differ from user to user, so a per-id cache of their goods and SKUs
   * hits rarely and costs two more round trips on a miss.
   */
  async list(userId: number) {
    const rows = await this.repos.cart.cartView(this.db, userId);
    return { list: await this.render(rows), count: rows.length };
  }

  /** No id: add to the SKU's line (made if missing). With id: that line gets this SKU and quantity. */
  async edit(userId: number, body: { id?: number; goods_id: number; sku_id: number; num: number }) {
    const [g] = await this.repos.goods.goodsByIds(this.db, [body.goods_id]);
    const [s] = await this.repos.goods.skusByIds(this.db, [body.sku_id]);
    if (!g || g.deletedAt) notFound('goods');
    if (!s || s.deletedAt || s.goodsId !== g.id) notFound('sku');
    if (g.status !== 1) fail('GOODS_UNAVAILABLE', { name: g.name });
    const line = await this.db.transaction(async (tx) => {
      const cart = this.repos.cart;
      await cart.lockCart(tx, userId);
      if (body.id !== undefined) {
        const [current] = await cart.cartLines(tx, userId, [body.id]);
        if (!current) notFound('cart_item');
        const other = await cart.lineBySku(tx, userId, body.sku_id);
        // Switching to a SKU that has its own line merges the two.
        if (other && other.id !== current.id) {
          await cart.deleteCartLines(tx, userId, [current.id]);
          return cart.updateCartLine(tx, userId, other.id, { num: body.num });
        }
        return cart.updateCartLine(tx, userId, current.id, { goodsId: g.id, skuId: s.id, num: body.num });
      }
      const existing = await cart.lineBySku(tx, userId, body.sku_id);
      if (!existing && (await cart.countCart(tx, userId)) >= mall.CART_MAX_LINES)
        fail('CART_FULL', { max: mall.CART_MAX_LINES });
      return cart.addToCart(tx, userId, g.id, s.id, body.num, mall.MAX_NUM);
    });
    if (!line) notFound('cart_item');
    const [view] = await this.views([line]);
    return view!;
  }

  async remove(userId: number, ids: number[]) {
    return { count: await this.repos.cart.deleteCartLines(this.db, userId, [...new Set(ids)]) };
  }
}
