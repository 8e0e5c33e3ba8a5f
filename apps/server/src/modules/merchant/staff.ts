import type { merchant } from '@dance/contracts';
import type { z } from 'zod';
import { fail, notFound } from '../../platform/errors.ts';
import type { Platform } from '../../platform/platform.ts';
import type { UserDirectory } from '../account/index.ts';
import type { ClerkRow, ShopsRepo } from './shops.repo.ts';
import { clerkRole, type ClerkRole, type MerchantService } from './shops.ts';

type StaffMember = z.infer<typeof merchant.StaffMember>;

const maskMobile = (m: string) => (m ? `${m.slice(0, 3)}****${m.slice(7)}` : '');

/** The message box's notices; the message module is built after this one (wired in app.ts). */
export interface StaffNotices {
  notify(
    tx: undefined,
    n: { userId: number; kind: 'system'; actorId: number; data: Record<string, string>; key: string },
  ): Promise<void>;
}

const ROLE_NAMES: Record<ClerkRole, Record<string, string>> = {
  verify: {
    en: 'verify only',
    es: 'solo verificar',
    fr: 'vérification seule',
    'zh-Hans': '仅核销',
    'zh-Hant': '僅核銷',
  },
  orders: { en: 'orders', es: 'pedidos', fr: 'commandes', 'zh-Hans': '订单', 'zh-Hant': '訂單' },
  manager: { en: 'manager', es: 'gerente', fr: 'gérant', 'zh-Hans': '管理员', 'zh-Hant': '管理員' },
};

/** "You were added to the staff of …" in every language, as the message box reads its titles. */
function addedTitles(shop: string, role: ClerkRole): Record<string, string> {
  const r = ROLE_NAMES[role];
  const en = `You were added to the staff of ${shop} (${r.en})`;
  return {
    title: en,
    title_en: en,
    title_es: `Te añadieron al personal de ${shop} (${r.es})`,
    title_fr: `Vous avez été ajouté au personnel de ${shop} (${r.fr})`,
    'title_zh-Hans': `你已被添加为「${shop}」的店员（${r['zh-Hans']}）`,
    'title_zh-Hant': `你已被新增為「${shop}」的店員（${r['zh-Hant']}）`,
  };
}

/**
 * A shop's staff (decision 223): anyone on it reads the list; only the owner adds clerks by the
 * mobile number of an active account, changes their roles and removes them.
 */
export class ShopStaff {
  private notices: StaffNotices | null = null;

  constructor(
    private readonly p: Platform,
    private readonly repo: ShopsRepo,
    private readonly shops: MerchantService,
    private readonly users: Pick<UserDirectory, 'profiles' | 'mobiles' | 'activeByMobile'>,
  ) {}

  useNotices(n: StaffNotices): void {
    this.notices = n;
  }

  /** The owner first, then the clerks in the order they were added; mobiles in full for the owner. */
  async list(userId: number, mchId: number) {
    const myRole = await this.shops.requireCapability(userId, mchId, 'view');
    const m = await this.repo.byId(this.p.db, mchId);
    if (!m) notFound('shop');
    const clerks = await this.repo.clerks(this.p.db, mchId);
    const rows: { userId: number; role: StaffMember['role']; at: Date }[] = [
      { userId: m.ownerId, role: 'owner', at: m.createdAt },
      ...clerks.map((c) => ({ userId: c.userId, role: clerkRole(c.role), at: c.createdAt })),
    ];
    const ids = rows.map((r) => r.userId);
    const [profiles, mobiles] = await Promise.all([this.users.profiles(ids), this.users.mobiles(ids)]);
    const full = myRole === 'owner';
    return {
      my_role: myRole,
      list: rows.map((r) => {
        const mobile = mobiles.get(r.userId) ?? '';
        return {
          user_id: r.userId,
          nickname: profiles.get(r.userId)?.nickname ?? '',
          avatar: profiles.get(r.userId)?.avatar ?? '',
          mobile: full ? mobile : maskMobile(mobile),
          role: r.role,
          added_at: r.at.toISOString(),
        };
      }),
    };
  }

  async add(userId: number, b: { mch_id: number; mobile: string; role: ClerkRole }): Promise<StaffMember> {
    await this.shops.requireCapability(userId, b.mch_id, 'staff');
    const m = await this.repo.byId(this.p.db, b.mch_id);
    if (!m) notFound('shop');
    const clerkId = await this.users.activeByMobile(b.mobile);
    if (clerkId === null) fail('STAFF_MOBILE_UNKNOWN');
    if (clerkId === m.ownerId) fail('STAFF_IS_OWNER');
    const row = await this.repo.addClerk(this.p.db, b.mch_id, clerkId, b.role);
    if (!row) fail('STAFF_EXISTS');
    // The clerk hears of it in the message box; the shop is among theirs at once either way.
    await this.notices?.notify(undefined, {
      userId: clerkId,
      kind: 'system',
      actorId: userId,
      data: addedTitles(m.name, b.role),
      key: `shop-staff:${row.id}`,
    });
    return this.member(row);
  }

  async setRole(
    userId: number,
    b: { mch_id: number; user_id: number; role: ClerkRole },
  ): Promise<StaffMember> {
    await this.shops.requireCapability(userId, b.mch_id, 'staff');
    const row = await this.repo.setClerkRole(this.p.db, b.mch_id, b.user_id, b.role);
    if (!row) fail('STAFF_NOT_FOUND');
    return this.member(row);
  }

  async remove(userId: number, b: { mch_id: number; user_id: number }): Promise<null> {
    await this.shops.requireCapability(userId, b.mch_id, 'staff');
    if (!(await this.repo.removeClerk(this.p.db, b.mch_id, b.user_id))) fail('STAFF_NOT_FOUND');
    return null;
  }

  /** A clerk as the owner sees them (the mobile in full: only the owner changes the staff). */
  private async member(c: ClerkRow): Promise<StaffMember> {
    const [profiles, mobiles] = await Promise.all([
      this.users.profiles([c.userId]),
      this.users.mobiles([c.userId]),
    ]);
    return {
      user_id: c.userId,
      nickname: profiles.get(c.userId)?.nickname ?? '',
      avatar: profiles.get(c.userId)?.avatar ?? '',
      mobile: mobiles.get(c.userId) ?? '',
      role: clerkRole(c.role),
      added_at: c.createdAt.toISOString(),
    };
  }
}
