import { decodeCursor, page } from '../../platform/cursor.ts';
import { mall } from '@dance/contracts';
import type { z } from 'zod';
import { fail, notFound } from '../../platform/errors.ts';
import type { Platform } from '../../platform/platform.ts';
import type { DbOrTx } from '../../platform/db.ts';
import type { UserDirectory } from '../account/index.ts';
import { TtlCache } from '../../platform/ttl-cache.ts';
import type { ShopsRepo, MchRow, ShopHead } from './shops.repo.ts';

type ShopCard = z.infer<typeof mall.ShopCard>;
type GoodsCard = z.infer<typeof mall.GoodsCard>;
export type ShopRole = 'owner' | 'clerk';
/** A clerk's role (decision 223). */
export type ClerkRole = (typeof mall.CLERK_ROLES)[number];
/** The owner, or a clerk by their role. */
export type StaffRole = 'owner' | ClerkRole;
/**
 * What a shop-side call needs: view (any staff: the desk, lists to pick from), verify (codes and
 * check-in), orders (ship, cancel requests, after-sales, buyers), goods (goods, tracks, activities,
 * courses, anchors), settings (the shop's own page), money (ledger, withdrawals), staff.
 */
export type ShopCapability = 'view' | 'verify' | 'orders' | 'goods' | 'settings' | 'money' | 'staff';

const CAPABILITIES: Record<StaffRole, ReadonlySet<ShopCapability>> = {
  owner: new Set(['view', 'verify', 'orders', 'goods', 'settings', 'money', 'staff']),
  manager: new Set(['view', 'verify', 'orders', 'goods', 'settings']),
  orders: new Set(['view', 'verify', 'orders']),
  verify: new Set(['view', 'verify']),
};

/** A stored role; anything unknown (never written: a check constraint) grants the least. */
export const clerkRole = (r: string): ClerkRole =>
  mall.CLERK_ROLES.includes(r as ClerkRole) ? (r as ClerkRole) : 'verify';

/** Whether a role on a shop's staff allows a capability. */
export const allows = (role: StaffRole | null, cap: ShopCapability): boolean =>
  role !== null && CAPABILITIES[role].has(cap);

/** What the shop list needs from the goods catalogue (the mall module provides it). */
export interface ShopCatalog {
  shopStats(mchIds: number[]): Promise<Map<number, { goods_count: number; sales: number }>>;
  shopGoods(mchIds: number[], perShop: number): Promise<Map<number, GoodsCard[]>>;
}

/** Goods with mch_id 0 are the platform's own; operators act as its owner. */
export const PLATFORM_SHOP: ShopCard = { id: 0, name: '街舞社区官方店', logo: '' };

const card = (m: Pick<MchRow, 'id' | 'name' | 'logo'>): ShopCard => ({
  id: m.id,
  name: m.name,
  logo: m.logo,
});

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
    const role = await this.staffRoleOf(userId, mchId);
    return role === null ? null : role === 'owner' ? 'owner' : 'clerk';
  }

  /** The user's role on a shop's staff (the owner, or the clerk's role), or null. */
  async staffRoleOf(userId: number, mchId: number): Promise<StaffRole | null> {
    return (await this.staffAndShop(userId, mchId)).role;
  }

  /**
   * The user's role on a shop's staff (or null) and the shop's head (null for the platform's shop
   * 0 and an unknown shop), in one statement for a shop.
   */
  private async staffAndShop(
    userId: number,
    mchId: number,
  ): Promise<{ role: StaffRole | null; shop: ShopHead | null }> {
    if (mchId === 0) {
      const u = await this.users.standing(userId);
      if (!u || u.closed) notFound('user');
      return { role: u.operator ? 'owner' : null, shop: null };
    }
    const r = await this.repo.headWithClerk(mchId, userId);
    if (!r) return { role: null, shop: null };
    if (r.shop.ownerId === userId) return { role: 'owner', shop: r.shop };
    return { role: r.clerkRole === null ? null : clerkRole(r.clerkRole), shop: r.shop };
  }

  /** The user's role on the shop's staff when it allows the capability, else null. */
  async roleFor(userId: number, mchId: number, cap: ShopCapability): Promise<StaffRole | null> {
    const role = await this.staffRoleOf(userId, mchId);
    return allows(role, cap) ? role : null;
  }

  /**
   * The user's role on the shop's staff when it allows the capability, else FORBIDDEN (the owner
   * may do everything; money and the staff are the owner's alone).
   */
  async requireCapability(userId: number, mchId: number, cap: ShopCapability): Promise<StaffRole> {
    return (await this.requireShop(userId, mchId, cap)).role;
  }

  /**
   * As requireCapability, with the shop's head read by the same statement (its name, intro,
   * status, balance and frozen amount: the desk and the ledger show them); null for shop 0.
   */
  async requireShop(
    userId: number,
    mchId: number,
    cap: ShopCapability,
  ): Promise<{ role: StaffRole; shop: ShopHead | null }> {
    const { role, shop } = await this.staffAndShop(userId, mchId);
    if (!allows(role, cap)) fail('FORBIDDEN');
    return { role: role!, shop };
  }

  async myShops(userId: number): Promise<(ShopCard & { role: ShopRole; staff_role: StaffRole })[]> {
    const [{ owned, clerk }, u] = await Promise.all([this.repo.staffOf(userId), this.users.standing(userId)]);
    if (!u || u.closed) notFound('user');
    return staffedShops(u.operator, owned, clerk);
  }

  /**
   * `myShops` of several users in three statements whatever their number (the message box's badges
   * of every user a hint names); a closed or unknown user answers no shops.
   */
  async myShopsOf(
    userIds: number[],
  ): Promise<Map<number, (ShopCard & { role: ShopRole; staff_role: StaffRole })[]>> {
    const ids = [...new Set(userIds)];
    const [owned, clerk, users] = await Promise.all([
      this.repo.ownedByMany(this.p.db, ids),
      this.repo.clerkOfMany(this.p.db, ids),
      this.users.standings(ids),
    ]);
    return new Map(
      ids.map((id) => {
        const u = users.get(id)?.standing;
        return [id, !u || u.closed ? [] : staffedShops(u.operator, owned.get(id), clerk.get(id) ?? [])];
      }),
    );
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
    return this.detailOfShop(m);
  }

  /** The shop's public detail from a row already read (its goods figures read here). */
  async detailOfShop(m: Pick<MchRow, 'id' | 'name' | 'logo' | 'intro' | 'status'>) {
    const stats = await this.catalog?.shopStats([m.id]);
    return this.detailOf(m, stats?.get(m.id));
  }

  /** The shop's public detail from a row and its goods figures already read. */
  detailWith(
    m: Pick<MchRow, 'id' | 'name' | 'logo' | 'intro' | 'status'>,
    s: { goods_count: number; sales: number },
  ) {
    return this.detailOf(m, s);
  }

  private detailOf(
    m: Pick<MchRow, 'id' | 'name' | 'logo' | 'intro' | 'status'>,
    s: { goods_count: number; sales: number } | undefined,
  ) {
    return {
      id: m.id,
      name: m.name,
      logo: m.logo,
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

  /** For the demo seed and tests: a clerk with a role (a manager unless told). */
  async addClerk(
    mchId: number,
    userId: number,
    role: ClerkRole = 'manager',
    tx: DbOrTx = this.p.db,
  ): Promise<void> {
    await this.repo.addClerk(tx, mchId, userId, role);
  }
}

/** A user's shops: the platform's for an operator, the one they own, then those they clerk for. */
function staffedShops(
  operator: boolean,
  owned: MchRow | undefined,
  clerk: (MchRow & { clerkRole: string })[],
): (ShopCard & { role: ShopRole; staff_role: StaffRole })[] {
  const out: (ShopCard & { role: ShopRole; staff_role: StaffRole })[] = [];
  if (operator) out.push({ ...PLATFORM_SHOP, role: 'owner', staff_role: 'owner' });
  if (owned) out.push({ ...card(owned), role: 'owner', staff_role: 'owner' });
  for (const m of clerk)
    if (m.id !== owned?.id) out.push({ ...card(m), role: 'clerk', staff_role: clerkRole(m.clerkRole) });
  return out;
}
