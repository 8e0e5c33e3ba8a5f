import type { BodyOf, merchant } from '@dance/contracts';
import type { z } from 'zod';
import { decodeCursor, page } from '../../platform/cursor.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { toFen, yuan } from '../../platform/money.ts';
import type { TextScreen } from '../account/index.ts';
import type { UploadedFiles } from '../content/index.ts';
import { fileFields } from '../content/files.ts';
import { screenShown } from './screen.ts';
import type { MerchantService } from './shops.ts';

type EditBody = BodyOf<typeof merchant.goodsEdit>;
type ShopGoodsItem = z.infer<typeof merchant.ShopGoodsItem>;
type ShopGoodsDetail = z.infer<typeof merchant.ShopGoodsDetail>;
type Tab = (typeof merchant.SHOP_GOODS_TABS)[number];

interface GoodsListRow {
  id: number;
  name: string;
  cover: string;
  price: number;
  originalPrice: number;
  stock: number;
  sales: number;
  status: number;
  skuCount: number;
  updatedAt: Date;
}

interface GoodsRecord {
  id: number;
  type: string;
  mchId: number;
  name: string;
  cover: string;
  images: string[];
  detail: string;
  specs: { name: string; values: string[] }[];
  price: number;
  originalPrice: number;
  stock: number;
  sales: number;
  delivery: string;
  shippingFee: number;
  status: number;
  updatedAt: Date;
}

interface SkuRecord {
  id: number;
  specValues: string[];
  specText: string;
  price: number;
  originalPrice: number;
  stock: number;
  sales: number;
  code: string;
}

/** What the editor saves, in fen (the mall's ShopGoodsInput). */
export interface GoodsInput {
  id?: number;
  mchId: number;
  name: string;
  images: string[];
  detail: string;
  originalPrice: number;
  delivery: 'express' | 'verify';
  shippingFee: number;
  specs: { name: string; values: string[] }[];
  status: 0 | 1;
  skus: { id?: number; values: string[]; price: number; stock: number; shown?: number; code: string }[];
}

/** The shop side of the mall's catalogue (the mall module provides it; wired in app.ts). */
export interface GoodsStore {
  page(
    mchId: number,
    tab: Tab,
    beforeId: number | null,
    limit: number,
  ): Promise<{ rows: GoodsListRow[]; counts: { on_sale: number; off_sale: number; sold_out: number } }>;
  find(id: number): Promise<{ goods: GoodsRecord; skus: SkuRecord[] } | null>;
  save(v: GoodsInput, owns: (g: { mchId: number; type: string }) => boolean): Promise<number>;
  setStatus(id: number, status: 0 | 1): Promise<boolean>;
}

const flag = (n: number) => (n === 1 ? 1 : 0) as 0 | 1;

function item(g: GoodsListRow & { skuCount: number }): ShopGoodsItem {
  return {
    id: g.id,
    name: g.name,
    cover: g.cover,
    price: yuan(g.price),
    original_price: yuan(g.originalPrice),
    stock: g.stock,
    sales: g.sales,
    status: flag(g.status),
    sku_count: g.skuCount,
    updated_at: g.updatedAt.toISOString(),
  };
}

/**
 * A shop's ordinary goods, managed from the phone (owner or manager: the `goods` capability of
 * decision 223). Goods of another shop, or of another kind (activities, courses, music have their
 * own editors), are not found: the caller learns nothing of them.
 */
export class ShopGoods {
  private store: GoodsStore | null = null;

  constructor(
    private readonly shops: MerchantService,
    private readonly files: UploadedFiles,
    private readonly words: TextScreen,
  ) {}

  useStore(store: GoodsStore): void {
    this.store = store;
  }

  private get goods(): GoodsStore {
    if (!this.store) throw new Error('the goods store is not wired');
    return this.store;
  }

  async list(userId: number, q: { mch_id: number; tab: Tab; cursor?: string; limit: number }) {
    await this.shops.requireCapability(userId, q.mch_id, 'goods');
    const after = decodeCursor(q.cursor, ['id']);
    const { rows, counts } = await this.goods.page(q.mch_id, q.tab, after ? after[0]! : null, q.limit + 1);
    const { list, next_cursor } = page(rows, q.limit, (g) => String(g.id));
    return { list: list.map(item), next_cursor, counts };
  }

  /** The shop's own ordinary goods item, else not found. */
  private async own(mchId: number, id: number) {
    const r = await this.goods.find(id);
    if (!r || r.goods.mchId !== mchId || r.goods.type !== 'goods') notFound('goods');
    return r;
  }

  async detail(userId: number, q: { mch_id: number; id: number }): Promise<ShopGoodsDetail> {
    await this.shops.requireCapability(userId, q.mch_id, 'goods');
    return this.view(await this.own(q.mch_id, q.id));
  }

  async edit(userId: number, b: EditBody): Promise<ShopGoodsDetail> {
    await this.shops.requireCapability(userId, b.mch_id, 'goods');
    const input = this.check(b);
    await screenShown(this.words, [b.name, b.detail, ...b.specs.flatMap((g) => [g.name, ...g.values])]);
    const old = b.id !== undefined ? await this.own(b.mch_id, b.id) : null;
    // Only pictures new to the goods must be the caller's own uploads (a manager keeps the owner's).
    const known = new Set(old?.goods.images ?? []);
    await this.files.assertOwned(
      userId,
      fileFields('images', b.images, 'image').filter((f) => !known.has(f.url)),
    );
    const id = await this.goods.save(input, (g) => g.mchId === b.mch_id && g.type === 'goods');
    return this.view(await this.own(b.mch_id, id));
  }

  async setStatus(userId: number, b: { mch_id: number; id: number; status: 0 | 1 }): Promise<ShopGoodsItem> {
    await this.shops.requireCapability(userId, b.mch_id, 'goods');
    await this.own(b.mch_id, b.id);
    if (!(await this.goods.setStatus(b.id, b.status))) notFound('goods');
    const r = await this.own(b.mch_id, b.id);
    return item({ ...r.goods, skuCount: r.skus.length });
  }

  /** The rules the contract cannot state: SKUs against the attribute groups, money in fen. */
  private check(b: EditBody): GoodsInput {
    const names = new Set<string>();
    b.specs.forEach((g, i) => {
      if (names.has(g.name)) invalid(`specs.${i}.name`, 'repeated');
      names.add(g.name);
      if (new Set(g.values).size !== g.values.length) invalid(`specs.${i}.values`, 'repeated');
    });
    const combos = new Set<string>();
    const skus = b.skus.map((s, i) => {
      if (s.values.length !== b.specs.length) invalid(`skus.${i}.values`, 'one value per attribute group');
      s.values.forEach((v, j) => {
        if (!b.specs[j]!.values.includes(v)) invalid(`skus.${i}.values.${j}`, 'not a value of its group');
      });
      const key = JSON.stringify(s.values);
      if (combos.has(key)) invalid(`skus.${i}.values`, 'repeated');
      combos.add(key);
      const price = toFen(s.price);
      if (!(price >= 1)) invalid(`skus.${i}.price`, 'at least 0.01');
      if (s.id !== undefined && s.stock_shown === undefined)
        invalid(`skus.${i}.stock_shown`, 'required with an id');
      return { id: s.id, values: s.values, price, stock: s.stock, shown: s.stock_shown, code: s.code };
    });
    const originalPrice = toFen(b.original_price);
    if (!(originalPrice >= 0)) invalid('original_price', 'not negative');
    if (originalPrice > 0 && originalPrice < Math.max(...skus.map((s) => s.price)))
      invalid('original_price', 'below a price');
    const shippingFee = toFen(b.shipping_fee);
    if (!(shippingFee >= 0)) invalid('shipping_fee', 'not negative');
    return {
      ...(b.id !== undefined ? { id: b.id } : {}),
      mchId: b.mch_id,
      name: b.name,
      images: b.images,
      detail: b.detail,
      originalPrice,
      delivery: b.delivery,
      shippingFee,
      specs: b.specs,
      status: b.status,
      skus,
    };
  }

  private view(r: { goods: GoodsRecord; skus: SkuRecord[] }): ShopGoodsDetail {
    const g = r.goods;
    const struck = r.skus.some((s) => s.originalPrice > s.price)
      ? Math.max(...r.skus.map((s) => s.originalPrice))
      : 0;
    return {
      id: g.id,
      mch_id: g.mchId,
      name: g.name,
      images: g.images,
      detail: g.detail,
      original_price: yuan(struck),
      delivery: g.delivery === 'verify' ? 'verify' : 'express',
      shipping_fee: yuan(g.shippingFee),
      specs: g.specs,
      status: flag(g.status),
      stock: g.stock,
      sales: g.sales,
      skus: r.skus.map((s) => ({
        id: s.id,
        values: s.specValues,
        spec_text: s.specText,
        price: yuan(s.price),
        original_price: yuan(s.originalPrice),
        stock: s.stock,
        sales: s.sales,
        code: s.code,
      })),
    };
  }
}
