import { decodeCursor, page } from '../../platform/cursor.ts';
import type { mall } from '@dance/contracts';
import type { z } from 'zod';
import { fail, notFound } from '../../platform/errors.ts';
import type { Platform } from '../../platform/platform.ts';
import type { DbOrTx } from '../../platform/db.ts';
import type { UserDirectory } from '../account/index.ts';
import { TtlCache } from '../../platform/ttl-cache.ts';
import type { ShopsRepo, MchRow } from './shops.repo.ts';

type ShopCard = z.infer<typeof mall.ShopCard>;
type GoodsCard = z.infer<typeof mall.GoodsCard>;
export type ShopRole = 'owner' | 'clerk';

/** What the shop list needs from the goods catalogue (the mall module provides it). */
export interface ShopCatalog {
  shopStats(mchIds: number[]): Promise<Map<number, { goods_count: number; sales: number }>>;
  shopGoods(mchIds: number[], perShop: number): Promise<Map<number, GoodsCard[]>>;
}

/** Goods with mch_id 0 are the platform's own; operators act as its owner. */
export const PLATFORM_SHOP: ShopCard = { id: 0, name: '街舞社区官方店', logo: '' };

const card = (m: MchRow): ShopCard => ({ id: m.id, name: m.name, logo: m.logo });

/**
 * Shops: an owner, clerks and a status. The permission questions of every shop-side call
 * ("may this user verify / ship / refund for that shop?") are answered here, never in the UI.
 */
export class MerchantService {
  private catalog: ShopCatalog | null = null;
  private readonly cardCache = new TtlCache<number, ShopCard>(30_000, 5000);

  constructor(
    private readonly p: Platform,
    private readonly repo: ShopsRepo,
    private readonly users: UserDirectory,
  ) {}

  /** The mall (built after this module) supplies the goods of shops; wired in app.ts. */
  useCatalog(catalog: ShopCatalog): void {
    this.catalog = catalog;
  }

  /**
   * Name and logo of shops, for every goods and order card: read through a short cache (a renamed
   * shop shows everywhere within 30 s); permissions never use it.
   */
  async cards(ids: number[]): Promise<Map<number, ShopCard>> {
    const unique = [...new Set(ids)];
    const cards = await Promise.all(
      unique.map((id) =>
        id === 0
          ? Promise.resolve(PLATFORM_SHOP)
          : this.cardCache.get(id, async () => {
              const m = await this.repo.byId(this.p.db, id);
              return m ? card(m) : { id, name: '', logo: '' };
            }),
      ),
    );
    return new Map(cards.map((c, i) => [unique[i]!, c]));
  }

  async returnAddress(mchId: number): Promise<string> {
    if (mchId === 0) return '';
    return (await this.repo.byId(this.p.db, mchId))?.returnAddress ?? '';
  }

  /** The user's role in a shop, or null. */
  async roleOf(userId: number, mchId: number): Promise<ShopRole | null> {
    if (mchId === 0) {
      const u = await this.users.standing(userId);
      if (!u || u.closed) notFound('user');
      return u.operator ? 'owner' : null;
    }
    const m = await this.repo.byId(this.p.db, mchId);
    if (!m) return null;
    if (m.ownerId === userId) return 'owner';
    return (await this.repo.isClerk(this.p.db, mchId, userId)) ? 'clerk' : null;
  }

  /** Owner or clerk, else FORBIDDEN. */
  async requireStaff(userId: number, mchId: number): Promise<ShopRole> {
    const role = await this.roleOf(userId, mchId);
    if (!role) fail('FORBIDDEN');
    return role;
  }

  /** Money and shipping decisions are the owner's. */
  async requireOwner(userId: number, mchId: number): Promise<void> {
    if ((await this.roleOf(userId, mchId)) !== 'owner') fail('FORBIDDEN');
  }

  async myShops(userId: number): Promise<(ShopCard & { role: ShopRole })[]> {
    const [owned, clerk, u] = await Promise.all([
      this.repo.ownedBy(this.p.db, userId),
      this.repo.clerkOf(this.p.db, userId),
      this.users.standing(userId),
    ]);
    if (!u || u.closed) notFound('user');
    const out: (ShopCard & { role: ShopRole })[] = [];
    if (u.operator) out.push({ ...PLATFORM_SHOP, role: 'owner' });
    if (owned) out.push({ ...card(owned), role: 'owner' });
    for (const m of clerk) if (m.id !== owned?.id) out.push({ ...card(m), role: 'clerk' });
    return out;
  }

  /** The user's merchant application state and first shop (their own, or one they clerk for). */
  async mchInfo(userId: number) {
    const [u, shops] = await Promise.all([this.users.standing(userId), this.myShops(userId)]);
    if (!u || u.closed) notFound('user');
    const shop = shops.find((s) => s.id > 0) ?? null;
    return {
      merchant_review_status: u.reviews.merchant,
      mch: shop ? { id: shop.id, name: shop.name, logo: shop.logo, role: shop.role } : null,
    };
  }

  async list(cursor: string | undefined, limit: number) {
    const parts = decodeCursor(cursor, ['int', 'id']);
    const after: [number, number] | null = parts ? [parts[0]!, parts[1]!] : null;
    const rows = await this.repo.openShops(this.p.db, after, limit + 1);
    const { list, next_cursor } = page(rows, limit, (m) => `${m.sort}_${m.id}`);
    const ids = list.map((m) => m.id);
    const [stats, goods] = await Promise.all([
      this.catalog?.shopStats(ids) ?? new Map(),
      this.catalog?.shopGoods(ids, 3) ?? new Map(),
    ]);
    return {
      list: list.map((m) => ({
        ...this.detailOf(m, stats.get(m.id)),
        goods: goods.get(m.id) ?? [],
      })),
      next_cursor,
    };
  }

  async detail(id: number) {
    const m = await this.repo.byId(this.p.db, id);
    if (!m) notFound('shop');
    const stats = await this.catalog?.shopStats([id]);
    return this.detailOf(m, stats?.get(id));
  }

  private detailOf(m: MchRow, s: { goods_count: number; sales: number } | undefined) {
    return {
      ...card(m),
      intro: m.intro,
      goods_count: s?.goods_count ?? 0,
      sales: s?.sales ?? 0,
      status: (m.status === 1 ? 1 : 0) as 0 | 1,
    };
  }

  /**
   * The shop a user owns, opened inside the caller's transaction when they have none (a musician's
   * approval gives them one to sell from; one shop per owner, so an owner keeps the shop they have).
   */
  async openOwnShop(
    tx: DbOrTx,
    values: { ownerId: number; name: string; logo?: string; intro?: string },
  ): Promise<ShopCard> {
    const existing = await this.repo.ownedBy(tx, values.ownerId);
    return card(existing ?? (await this.repo.insert(tx, values)));
  }

  /** For the demo seed and tests: a shop with its owner, and clerks. */
  async createShop(
    values: { ownerId: number; name: string; logo?: string; intro?: string; returnAddress?: string },
    tx: DbOrTx = this.p.db,
  ): Promise<ShopCard> {
    return card(await this.repo.insert(tx, values));
  }

  addClerk(mchId: number, userId: number, tx: DbOrTx = this.p.db): Promise<void> {
    return this.repo.addClerk(tx, mchId, userId);
  }
}
