import { mall } from '@dance/contracts';
import type { z } from 'zod';
import { fail, notFound } from '../../platform/errors.ts';
import type { Db } from '../../platform/db.ts';
import type { MerchantService } from '../merchant/index.ts';
import type { TtlCache } from '../../platform/ttl-cache.ts';
import { yuan } from '../../platform/money.ts';
import type { CartRow, GoodsRow, MallRepo, SkuRow } from './repo.ts';

type CartItem = z.infer<typeof mall.CartItem>;
type InvalidReason = CartItem['invalid_reason'];

type GoodsPart = Pick<
  GoodsRow,
  'id' | 'name' | 'cover' | 'price' | 'delivery' | 'mchId' | 'status' | 'deletedAt'
>;
type SkuPart = Pick<SkuRow, 'id' | 'goodsId' | 'specText' | 'price' | 'stock' | 'pic' | 'deletedAt'>;

/** Why a cart line (or a buy-now line) cannot be bought now; null when it can. */
export function invalidReason(
  g: GoodsPart | null | undefined,
  s: SkuPart | null | undefined,
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
    private readonly repo: MallRepo,
    private readonly shops: MerchantService,
  ) {}

  private async views(lines: CartRow[]): Promise<CartItem[]> {
    const [goods, skus] = await Promise.all([
      this.repo.goodsByIds([...new Set(lines.map((l) => l.goodsId))]),
      this.repo.skusByIds(lines.map((l) => l.skuId)),
    ]);
    const g = new Map(goods.map((x) => [x.id, x]));
    const s = new Map(skus.map((x) => [x.id, x]));
    return this.render(
      lines.map((line) => ({ line, goods: g.get(line.goodsId) ?? null, sku: s.get(line.skuId) ?? null })),
    );
  }

  private async render(
    rows: { line: CartRow; goods: GoodsPart | null; sku: SkuPart | null }[],
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
    const rows = await this.repo.cartView(userId);
    return { list: await this.render(rows), count: rows.length };
  }

  /** No id: add to the SKU's line (made if missing). With id: that line gets this SKU and quantity. */
  async edit(userId: number, body: { id?: number; goods_id: number; sku_id: number; num: number }) {
    const [g] = await this.repo.goodsByIds([body.goods_id]);
    const [s] = await this.repo.skusByIds([body.sku_id]);
    if (!g || g.deletedAt) notFound('goods');
    if (!s || s.deletedAt || s.goodsId !== g.id) notFound('sku');
    if (g.status !== 1) fail('GOODS_UNAVAILABLE', { name: g.name });
    const line = await this.db.transaction(async (tx) => {
      await this.repo.lockCart(userId, tx);
      if (body.id !== undefined) {
        const [current] = await this.repo.cartLines(userId, [body.id], tx);
        if (!current) notFound('cart_item');
        const other = await this.repo.lineBySku(userId, body.sku_id, tx);
        // Switching to a SKU that has its own line merges the two.
        if (other && other.id !== current.id) {
          await this.repo.deleteCartLines(userId, [current.id], tx);
          return this.repo.updateCartLine(userId, other.id, { num: body.num }, tx);
        }
        return this.repo.updateCartLine(
          userId,
          current.id,
          { goodsId: g.id, skuId: s.id, num: body.num },
          tx,
        );
      }
      const existing = await this.repo.lineBySku(userId, body.sku_id, tx);
      if (!existing && (await this.repo.countCart(userId, tx)) >= mall.CART_MAX_LINES)
        fail('CART_FULL', { max: mall.CART_MAX_LINES });
      return this.repo.addToCart(userId, g.id, s.id, body.num, mall.MAX_NUM, tx);
    });
    if (!line) notFound('cart_item');
    const [view] = await this.views([line]);
    return view!;
  }

  async remove(userId: number, ids: number[]) {
    return { count: await this.repo.deleteCartLines(userId, [...new Set(ids)]) };
  }
}
