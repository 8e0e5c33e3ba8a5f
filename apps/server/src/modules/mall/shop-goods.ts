import { fail, invalid, notFound } from '../../platform/errors.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { hanTokens } from '../../platform/search-text.ts';
import { sanitizeArticleHtml } from '../content/sanitize.ts';
import type { MallRepos } from './repos.ts';
import type { GoodsRow, SkuRow } from './rows.ts';

/** The tabs of a shop's goods list. */
export type ShopGoodsTab = 'on_sale' | 'off_sale' | 'sold_out';

/** A goods item of a shop with its SKUs on offer, as the shop's editor reads it. */
export interface ShopGoodsRecord {
  goods: GoodsRow;
  skus: SkuRow[];
}

/** What the shop's editor saves (money in fen). */
export interface ShopGoodsInput {
  /** An existing goods item of the shop; none to create. */
  id?: number;
  mchId: number;
  name: string;
  images: string[];
  detail: string;
  /** 0: none. */
  originalPrice: number;
  delivery: 'express' | 'verify';
  shippingFee: number;
  specs: { name: string; values: string[] }[];
  /** Where a new item starts; an edit leaves the status alone. */
  status: 0 | 1;
  skus: {
    id?: number;
    values: string[];
    price: number;
    stock: number;
    /** The stock the editor showed (an existing SKU). */
    shown?: number;
    code: string;
  }[];
}

const specText = (values: string[]) => values.join(' / ').slice(0, 100);

/**
 * The shop side of the catalogue: a shop's ordinary goods by tab, and their creation and edits
 * with SKUs and stock. Permissions are the merchant module's; this answers for the rows.
 *
 * An edit moves a kept SKU's stock by the difference between the new figure and the one the
 * editor showed, conditionally (never below zero), under the SKU locks every seller takes, so a
 * sale made between opening the editor and saving is never lost. SKUs left out are disabled
 * (decision 228).
 */
export class ShopGoodsStore {
  constructor(
    private readonly db: Db,
    private readonly repos: Pick<MallRepos, 'goods'>,
  ) {}

  async page(mchId: number, tab: ShopGoodsTab, beforeId: number | null, limit: number) {
    const [rows, counts] = await Promise.all([
      this.repos.goods.shopGoodsPage(this.db, mchId, 'goods', tab, beforeId, limit),
      this.repos.goods.shopGoodsCounts(this.db, mchId, 'goods'),
    ]);
    return { rows, counts };
  }

  /** A goods item (any type, not deleted) with its SKUs on offer; null when there is none. */
  async find(id: number): Promise<ShopGoodsRecord | null> {
    const g = await this.repos.goods.goodsById(this.db, id);
    if (!g) return null;
    return { goods: g, skus: await this.repos.goods.skusOf(this.db, id) };
  }

  /** Creates or edits; answers the goods id. `owns` says whether an existing item may be edited. */
  async save(v: ShopGoodsInput, owns: (g: GoodsRow) => boolean): Promise<number> {
    return this.db.transaction(async (tx) => {
      const goodsValues = {
        name: v.name,
        cover: v.images[0]!,
        images: v.images,
        detail: sanitizeArticleHtml(v.detail),
        specs: v.specs,
        delivery: v.delivery,
        shippingFee: v.shippingFee,
        searchTokens: hanTokens(v.name),
      };
      const skuValues = (s: ShopGoodsInput['skus'][number]) => ({
        specValues: s.values,
        specText: specText(s.values),
        price: s.price,
        originalPrice: v.originalPrice > 0 ? v.originalPrice : s.price,
        code: s.code,
      });
      if (v.id === undefined) {
        const fresh = v.skus.map((s) => ({ ...skuValues(s), stock: s.stock }));
        const cheapest = fresh.reduce((a, b) => (b.price < a.price ? b : a));
        const r = await this.repos.goods.insertGoods(
          tx,
          {
            ...goodsValues,
            type: 'goods',
            mchId: v.mchId,
            price: cheapest.price,
            originalPrice: cheapest.originalPrice,
            stock: fresh.reduce((a, s) => a + s.stock, 0),
            status: v.status,
          },
          fresh,
        );
        return r.goods.id;
      }
      const id = v.id;
      const g = await this.repos.goods.goodsById(tx, id);
      if (!g || !owns(g)) notFound('goods');
      const current = await this.repos.goods.lockGoodsSkus(tx, id);
      const byId = new Map(current.map((s) => [s.id, s]));
      const kept = new Set<number>();
      v.skus.forEach((s, i) => {
        if (s.id === undefined) return;
        if (!byId.has(s.id) || kept.has(s.id)) invalid(`skus.${i}.id`, 'unknown');
        if (s.shown === undefined) invalid(`skus.${i}.stock_shown`, 'required with an id');
        kept.add(s.id);
      });
      // Kept SKUs in id order (the lock order), their stock moved by what the editor changed.
      const updates = v.skus.filter((s) => s.id !== undefined).sort((a, b) => a.id! - b.id!);
      for (const s of updates) {
        const row = await this.repos.goods.moveSkuStock(tx, id, s.id!, s.stock - s.shown!, skuValues(s));
        if (!row) {
          const before = byId.get(s.id!)!;
          fail('GOODS_STOCK_MOVED', { spec: before.specText || v.name, stock: before.stock });
        }
      }
      await this.repos.goods.disableSkus(
        tx,
        id,
        current.filter((s) => !kept.has(s.id)).map((s) => s.id),
      );
      await this.repos.goods.insertSkus(
        tx,
        v.skus
          .filter((s) => s.id === undefined)
          .map((s) => ({ ...skuValues(s), stock: s.stock, goodsId: id })),
      );
      await this.repos.goods.updateGoods(tx, id, goodsValues);
      await this.repos.goods.refreshGoodsSums(tx, [id]);
      return id;
    });
  }

  /** Puts a goods item on or off sale; false when it is gone. */
  async setStatus(id: number, status: 0 | 1, tx: Db | Tx = this.db): Promise<boolean> {
    return this.repos.goods.updateGoods(tx, id, { status });
  }
}
