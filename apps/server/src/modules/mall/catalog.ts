import { decodeCursor, page } from '../../platform/cursor.ts';
import type { mall } from '@dance/contracts';
import type { z } from 'zod';
import { fail, invalid, notFound } from '../../platform/errors.ts';
import type { Db, DbOrTx, Tx } from '../../platform/db.ts';
import { hanQueryTokens, hanTokens, hasHan } from '../../platform/search-text.ts';
import { sanitizeArticleHtml } from '../content/sanitize.ts';
import { TtlCache } from '../../platform/ttl-cache.ts';
import { reused } from '../../platform/reused-json.ts';
import type { UserDirectory } from '../account/index.ts';
import type { MerchantService } from '../merchant/index.ts';
import { yuan } from '../../platform/money.ts';
import type { CommentRow, GoodsCardRow, GoodsRow, GoodsSort, SkuRow } from './rows.ts';
import type { MallRepos } from './repos.ts';

type ShopCard = z.infer<typeof mall.ShopCard>;
type GoodsCard = z.infer<typeof mall.GoodsCard>;
type GoodsComment = z.infer<typeof mall.GoodsComment>;

const flag = (b: boolean) => (b ? 1 : 0) as 0 | 1;

/** Cursors are `<key>_<id>` digits (or `<id>` alone): anything else is refused, never a 500. */
/** A mall list's cursor: a 32-bit sort value and the id, or the id alone (platform/cursor.ts). */
export function parseCursor(cursor: string | undefined, pair: boolean): [number, number] | null {
  const parts = decodeCursor(cursor, pair ? ['int', 'id'] : ['id']);
  if (!parts) return null;
  return pair ? [parts[0]!, parts[1]!] : [0, parts[0]!];
}

export function goodsCard(g: GoodsCardRow, shop: ShopCard | undefined): GoodsCard {
  return {
    id: g.id,
    type: g.type as GoodsCard['type'],
    name: g.name,
    cover: g.cover,
    price: yuan(g.price),
    original_price: yuan(g.originalPrice),
    sales: g.sales,
    stock: g.stock,
    delivery: g.delivery as GoodsCard['delivery'],
    mch: shop ?? { id: g.mchId, name: '', logo: '' },
  };
}

export interface NewGoods {
  type?: 'goods' | 'activity' | 'course' | 'music' | 'integral';
  mchId: number;
  catId?: number;
  name: string;
  cover: string;
  images?: string[];
  detail?: string;
  delivery?: 'express' | 'verify';
  shippingFee?: number;
  status?: number;
  sort?: number;
  specs: { name: string; values: string[] }[];
  skus: { values: string[]; price: number; originalPrice?: number; stock: number; pic?: string }[];
}

/**
 * The points a logged-in user's share of a goods item earns (points' share rule, wired in app.ts):
 * once per user and goods item, under the day's cap, inside the share's transaction; answers the
 * points paid.
 */
export type GoodsShareReward = (tx: Tx, userId: number, goodsId: number) => Promise<number>;

interface ListQuery {
  type: string;
  cat_id?: number;
  mch_id?: number;
  keyword?: string;
  sort: GoodsSort;
  cursor?: string;
  limit: number;
}

/**
 * Goods: lists, detail, reviews, shares, collections, and the shop side of the catalogue.
 * Lists and the public part of a detail are read through a cache of `cacheMs` (2 s in production):
 * the hottest reads of the app; a price, stock or sales figure may show up to that late, and
 * submit prices and takes stock from the locked rows anyway.
 */
export class CatalogService {
  private readonly listCache: TtlCache<string, { list: GoodsCard[]; next_cursor: string | null }>;
  private readonly detailCache: TtlCache<
    number,
    Awaited<ReturnType<CatalogService['publicDetail']>> & { is_collected: 0 | 1 }
  >;

  constructor(
    private readonly db: Db,
    private readonly repos: Pick<MallRepos, 'goods' | 'reviews'>,
    private readonly users: UserDirectory,
    private readonly shops: MerchantService,
    private readonly shareReward: GoodsShareReward,
    cacheMs = 0,
  ) {
    this.listCache = new TtlCache(cacheMs, 2000);
    this.detailCache = new TtlCache(cacheMs, 5000);
  }

  async cards(rows: GoodsCardRow[]): Promise<GoodsCard[]> {
    const shops = await this.shops.cards(rows.map((g) => g.mchId));
    return rows.map((g) => goodsCard(g, shops.get(g.mchId)));
  }

  list(q: ListQuery) {
    // As JSON: a keyword or cursor may hold any separator.
    const key = JSON.stringify([
      q.type,
      q.cat_id ?? null,
      q.mch_id ?? null,
      q.keyword?.trim() ?? '',
      q.sort,
      q.cursor ?? null,
      q.limit,
    ]);
    return this.listCache.get(key, async () => reused(await this.listNow(q)));
  }

  private async listNow(q: ListQuery) {
    const after = parseCursor(q.cursor, q.sort !== 'new');
    const keyword = q.keyword?.trim() ?? '';
    const filter = {
      type: q.type,
      catId: q.cat_id,
      mchId: q.mch_id,
      ...(keyword ? (hasHan(keyword) ? { hanTokens: hanQueryTokens(keyword) } : { nameLike: keyword }) : {}),
    };
    const rows = await this.repos.goods.listGoods(this.db, filter, q.sort, after, q.limit + 1);
    const { list, next_cursor } = page(rows, q.limit, (g) =>
      q.sort === 'new'
        ? String(g.id)
        : `${{ default: g.sort, sales: g.sales, price_asc: g.price, price_desc: g.price }[q.sort]}_${g.id}`,
    );
    return { list: await this.cards(list), next_cursor };
  }

  /**
   * The public part is read through a short cache, as a visitor's answer (its JSON made once);
   * whether a user collected it is read for them.
   */
  async detail(viewerId: number | null, id: number) {
    const shared = this.detailCache.get(id, async () =>
      reused({ ...(await this.publicDetail(id)), is_collected: flag(false) }),
    );
    if (!viewerId) return shared;
    const [view, collected] = await Promise.all([
      shared,
      this.repos.reviews.isCollected(this.db, viewerId, id),
    ]);
    return { ...view, is_collected: flag(collected) };
  }

  private async publicDetail(id: number) {
    const g = await this.repos.goods.goodsById(this.db, id);
    if (!g) notFound('goods');
    const [skus, shops, latest] = await Promise.all([
      this.repos.goods.skusOf(this.db, id),
      this.shops.cards([g.mchId]),
      this.repos.reviews.comments(this.db, id, 'all', null, 2),
    ]);
    return {
      ...goodsCard(g, shops.get(g.mchId)),
      cat_id: g.catId,
      images: g.images,
      detail: g.detail,
      specs: g.specs,
      skus: skus.map((s) => ({
        id: s.id,
        spec_values: s.specValues,
        spec_text: s.specText,
        price: yuan(s.price),
        original_price: yuan(s.originalPrice),
        stock: s.stock,
        pic: s.pic,
      })),
      status: flag(g.status === 1),
      shipping_fee: yuan(g.shippingFee),
      share_count: g.shareCount,
      collect_count: g.collectCount,
      reviews: { ...this.summary(g), latest: await this.commentViews(latest) },
    };
  }

  private summary(g: GoodsRow) {
    return {
      count: g.commentCount,
      good: g.commentGood,
      medium: g.commentMedium,
      bad: g.commentBad,
      with_image: g.commentImage,
      good_rate: g.commentCount ? Math.round((g.commentGood * 100) / g.commentCount) : 100,
    };
  }

  private async commentViews(rows: CommentRow[]): Promise<GoodsComment[]> {
    const profiles = await this.users.profiles(rows.filter((c) => !c.isAnonymous).map((c) => c.userId));
    return rows.map((c) => {
      const u = c.isAnonymous ? undefined : profiles.get(c.userId);
      return {
        id: c.id,
        score: c.score,
        content: c.content,
        images: c.images,
        is_anonymous: flag(c.isAnonymous),
        user: u
          ? { id: u.id, nickname: u.nickname, avatar: u.avatar }
          : { id: null, nickname: '', avatar: '' },
        spec_text: c.specText,
        created_at: c.createdAt.toISOString(),
      };
    });
  }

  async comments(q: { goods_id: number; filter: string; cursor?: string; limit: number }) {
    const g = await this.repos.goods.goodsById(this.db, q.goods_id);
    if (!g) notFound('goods');
    const after = parseCursor(q.cursor, false);
    const rows = await this.repos.reviews.comments(
      this.db,
      q.goods_id,
      q.filter,
      after ? after[1] : null,
      q.limit + 1,
    );
    const { list, next_cursor } = page(rows, q.limit, (c) => String(c.id));
    return { list: await this.commentViews(list), next_cursor, summary: this.summary(g) };
  }

  /**
   * Every share is counted; a logged-in user's share also earns the share reward, once per goods
   * item (decision 221). A visitor's share earns nothing.
   */
  async share(viewer: number | null, id: number) {
    const n = await this.db.transaction(async (tx) => {
      const count = await this.repos.goods.incShare(tx, id);
      if (count !== null && viewer !== null) await this.shareReward(tx, viewer, id);
      return count;
    });
    if (n === null) notFound('goods');
    return { share_count: n };
  }

  /** The shop's owner or a manager (an operator for the platform's goods) deletes; orders keep their snapshot. */
  async remove(userId: number, id: number): Promise<null> {
    const g = await this.repos.goods.goodsById(this.db, id);
    if (!g) notFound('goods');
    await this.shops.requireCapability(userId, g.mchId, 'goods');
    if (!(await this.repos.goods.softDeleteGoods(this.db, id))) notFound('goods');
    return null;
  }

  async collect(userId: number, goodsId: number, on: boolean) {
    const g = await this.repos.goods.goodsById(this.db, goodsId);
    if (!g) notFound('goods');
    const n = await this.db.transaction((tx) => this.repos.reviews.setCollected(tx, userId, goodsId, on));
    return { is_collected: flag(on), collect_count: n };
  }

  /** Whether the user collected the goods item (a track's like, for music). */
  isCollected(userId: number, goodsId: number): Promise<boolean> {
    return this.repos.reviews.isCollected(this.db, userId, goodsId);
  }

  async collections(userId: number, q: { type?: string; cursor?: string; limit: number }) {
    const after = parseCursor(q.cursor, false);
    const rows = await this.repos.reviews.collectionList(
      this.db,
      userId,
      q.type,
      after ? after[1] : null,
      q.limit + 1,
    );
    const { list, next_cursor } = page(rows, q.limit, (r) => String(r.collectId));
    const cards = await this.cards(list);
    return {
      list: list.map((r, i) => ({
        ...cards[i]!,
        status: flag(r.status === 1),
        collected_at: r.collectedAt.toISOString(),
      })),
      next_cursor,
    };
  }

  /** The search section 'goods': Han bigram tokens for Chinese, a name substring otherwise. */
  async search(keyword: string, cursor: string | undefined, limit: number) {
    return this.list({ type: 'goods', keyword, sort: 'sales', cursor, limit });
  }

  async shopStats(mchIds: number[]) {
    const rows = await this.repos.goods.shopStats(this.db, mchIds);
    return new Map(rows.map((r) => [r.mchId, { goods_count: r.count, sales: r.sales }]));
  }

  async shopGoods(mchIds: number[], per: number) {
    const rows = await this.repos.goods.shopGoods(this.db, mchIds, per);
    const cards = await this.cards(rows);
    const out = new Map<number, GoodsCard[]>();
    for (const c of cards) out.set(c.mch.id, [...(out.get(c.mch.id) ?? []), c]);
    return out;
  }

  /**
   * Creates a goods item with its SKUs (demo seed, tests; the edit calls of later issues). The
   * detail is sanitised here, once, and the list price is the lowest SKU price.
   */
  async create(v: NewGoods, tx?: DbOrTx) {
    // An activity or a course may start without SKUs: its ticket types or price come later.
    if (!v.skus.length && (v.type ?? 'goods') === 'goods') invalid('skus', 'at least one');
    for (const s of v.skus) {
      if (s.values.length !== v.specs.length) invalid('skus', 'one value per spec');
      if (!Number.isSafeInteger(s.price) || s.price <= 0) invalid('price', 'positive fen');
      if (!Number.isSafeInteger(s.stock) || s.stock < 0) invalid('stock', 'not negative');
    }
    if (v.name.length > 80) fail('VALIDATION', { field: 'name', reason: 'too long' });
    const cheapest = v.skus.length
      ? v.skus.reduce((a, b) => (b.price < a.price ? b : a))
      : { price: 0, originalPrice: 0 };
    return this.repos.goods.insertGoods(
      tx ?? this.db,
      {
        type: v.type ?? 'goods',
        mchId: v.mchId,
        catId: v.catId ?? 0,
        name: v.name,
        cover: v.cover,
        images: v.images ?? [v.cover],
        detail: sanitizeArticleHtml(v.detail ?? ''),
        specs: v.specs,
        price: cheapest.price,
        originalPrice: cheapest.originalPrice ?? cheapest.price,
        stock: v.skus.reduce((a, s) => a + s.stock, 0),
        delivery: v.delivery ?? 'express',
        shippingFee: v.shippingFee ?? 0,
        status: v.status ?? 1,
        sort: v.sort ?? 0,
        searchTokens: hanTokens(v.name),
      },
      v.skus.map((s) => ({
        specValues: s.values,
        specText: s.values.join(' / '),
        price: s.price,
        originalPrice: s.originalPrice ?? s.price,
        stock: s.stock,
        pic: s.pic ?? '',
      })),
    );
  }

  // ---------- edits by the domains that sell through the mall (activities, courses) ----------

  /**
   * Changes a goods item's own fields in the caller's transaction: the detail is sanitised and
   * the search tokens follow the name. False when the goods is gone.
   */
  async edit(
    tx: DbOrTx,
    id: number,
    patch: Partial<Pick<NewGoods, 'name' | 'cover' | 'images' | 'detail' | 'status' | 'specs'>>,
  ): Promise<boolean> {
    if (patch.name !== undefined && patch.name.length > 80) invalid('name', 'too long');
    return this.repos.goods.updateGoods(tx, id, {
      ...(patch.name !== undefined ? { name: patch.name, searchTokens: hanTokens(patch.name) } : {}),
      ...(patch.cover !== undefined ? { cover: patch.cover } : {}),
      ...(patch.images !== undefined ? { images: patch.images } : {}),
      ...(patch.detail !== undefined ? { detail: sanitizeArticleHtml(patch.detail) } : {}),
      ...(patch.status !== undefined ? { status: patch.status } : {}),
      ...(patch.specs !== undefined ? { specs: patch.specs } : {}),
    });
  }

  /**
   * Adds a SKU to a goods item (no id) or changes one's values, price and stock, in the caller's
   * transaction; the goods' list price and stock sum follow. An update locks the SKU row.
   */
  async putSku(
    tx: DbOrTx,
    goodsId: number,
    sku: { id?: number; values: string[]; price: number; originalPrice?: number; stock: number },
  ): Promise<SkuRow> {
    if (!Number.isSafeInteger(sku.price) || sku.price <= 0) invalid('price', 'positive fen');
    if (!Number.isSafeInteger(sku.stock) || sku.stock < 0) invalid('stock', 'not negative');
    const values = {
      specValues: sku.values,
      specText: sku.values.join(' / ').slice(0, 100),
      price: sku.price,
      originalPrice: sku.originalPrice ?? sku.price,
      stock: sku.stock,
    };
    const row =
      sku.id === undefined
        ? await this.repos.goods.insertSku(tx, { ...values, goodsId })
        : await this.repos.goods.updateSku(tx, goodsId, sku.id, values);
    if (!row) notFound('sku');
    await this.repos.goods.refreshGoodsSums(tx, [goodsId]);
    return row;
  }

  /**
   * Locks SKUs and then their goods, each in id order (the mall's own lock order). A domain that
   * keeps counts beside a SKU (an activity's seats) takes these locks before its own, as checkout
   * and the order flow do, so the two never wait on each other in reverse.
   */
  lockSkus(tx: DbOrTx, ids: number[]): Promise<SkuRow[]> {
    return this.repos.goods.lockSkus(
      tx,
      [...new Set(ids)].sort((a, b) => a - b),
    );
  }

  /** Sets SKUs' stock (the caller holds their locks) and the goods' sums after them. */
  async setSkuStocks(tx: DbOrTx, stocks: { skuId: number; goodsId: number; stock: number }[]): Promise<void> {
    if (!stocks.length) return;
    await this.repos.goods.setSkuStocks(
      tx,
      [...stocks].sort((a, b) => a.skuId - b.skuId),
    );
    await this.repos.goods.refreshGoodsSums(
      tx,
      stocks.map((s) => s.goodsId),
    );
  }

  /**
   * Cards of goods on sale of these shops, any type, newest first, after the goods `before`
   * (the live's pinnable goods, decision 244); a keyword filters by name as the goods list does.
   * Answers up to `limit` cards: the caller reads one more to know there is a next page.
   */
  async onSaleOfShops(q: {
    mchIds: number[];
    keyword?: string;
    before: number | null;
    limit: number;
  }): Promise<GoodsCard[]> {
    const keyword = q.keyword?.trim() ?? '';
    const filter = keyword
      ? hasHan(keyword)
        ? { hanTokens: hanQueryTokens(keyword) }
        : { nameLike: keyword }
      : {};
    const rows = await this.repos.goods.onSaleOfShops(
      this.db,
      [...new Set(q.mchIds)],
      filter,
      q.before,
      q.limit,
    );
    return this.cards(rows);
  }

  /** Goods cards by id with their type and state (deleted or off sale included), for links. */
  async cardsByIds(ids: number[]): Promise<(GoodsCard & { on_sale: boolean })[]> {
    const rows = await this.repos.goods.cardsByIds(this.db, [...new Set(ids)]);
    const cards = await this.cards(rows);
    const byId = new Map(
      cards.map((c, i) => [
        c.id,
        Object.assign({}, c, { on_sale: rows[i]!.status === 1 && !rows[i]!.deletedAt }),
      ]),
    );
    return ids
      .map((id) => byId.get(id))
      .filter((c): c is GoodsCard & { on_sale: boolean } => c !== undefined);
  }
}
