import QRCode from 'qrcode';
import type { FeeSettings } from './fees.ts';
import type { BodyOf, merchant } from '@dance/contracts';
import { fail, notFound } from '../../platform/errors.ts';
import { yuan } from '../../platform/money.ts';
import type { Platform } from '../../platform/platform.ts';
import type { TextScreen } from '../account/index.ts';
import type { UploadedFiles } from '../content/index.ts';
import { chinaDayStart, type ShopAccount } from './account.ts';
import { screenShown } from './screen.ts';
import type { ShopsRepo } from './shops.repo.ts';
import type { MerchantService } from './shops.ts';

type SettingBody = BodyOf<typeof merchant.mchSettingSave>;

/**
 * What the dashboard needs from the orders and the goods (the mall module provides it; wired in
 * app.ts): the goods figures are those of the shop's page (goods on sale and their sales).
 */
export interface ShopFigures {
  shopFigures(
    mchId: number,
    today: Date,
    week: Date,
  ): Promise<{
    today_sales: number;
    today_orders: number;
    week_sales: number;
    week_orders: number;
    to_ship: number;
    to_verify: number;
    after_sales: number;
    goods_count: number;
    goods_sales: number;
  }>;
}

/** The owner's desk: the dashboard figures, the shop's settings and its QR code. */
export class ShopDesk {
  private figures: ShopFigures | null = null;

  constructor(
    private readonly p: Platform,
    private readonly repo: ShopsRepo,
    private readonly shops: MerchantService,
    private readonly account: ShopAccount,
    private readonly files: UploadedFiles,
    private readonly fees: FeeSettings,
    private readonly words: TextScreen,
  ) {}

  useFigures(f: ShopFigures): void {
    this.figures = f;
  }

  async index(userId: number, mchId: number) {
    // The permission check reads the shop's head: its detail and balances come from that row.
    const { role: staffRole, shop } = await this.shops.requireShop(userId, mchId, 'view');
    if (!shop) notFound('shop');
    const now = new Date();
    // The shop's page's goods figures come with the order figures, in the same statement.
    const f = this.figures
      ? await this.figures.shopFigures(mchId, chinaDayStart(now), chinaDayStart(now, -6))
      : null;
    const detail = f
      ? this.shops.detailWith(shop, { goods_count: f.goods_count, sales: f.goods_sales })
      : await this.shops.detailOfShop(shop);
    const account = staffRole === 'owner' ? shop : null;
    return {
      detail,
      role: staffRole === 'owner' ? ('owner' as const) : ('clerk' as const),
      staff_role: staffRole,
      today: { sales: yuan(f?.today_sales ?? 0), orders: f?.today_orders ?? 0 },
      week: { sales: yuan(f?.week_sales ?? 0), orders: f?.week_orders ?? 0 },
      to_ship: f?.to_ship ?? 0,
      to_verify: f?.to_verify ?? 0,
      after_sales: f?.after_sales ?? 0,
      account: account ? { balance: yuan(account.balance), frozen: yuan(account.frozen) } : null,
    };
  }

  async setting(userId: number, mchId: number) {
    await this.shops.requireCapability(userId, mchId, 'settings');
    const m = await this.repo.byId(this.p.db, mchId);
    if (!m) notFound('shop');
    return {
      id: m.id,
      name: m.name,
      logo: m.logo,
      cover: m.cover,
      intro: m.intro,
      contact: m.contact,
      hours: m.hours,
      address: m.address,
      return_address: m.returnAddress,
      after_sale_policy: m.afterSalePolicy,
      delivery_modes: m.deliveryModes as (typeof merchant.DELIVERY_MODES)[number][],
      fee_rate: m.feeRate ?? (await this.fees.current()).feeRate,
    };
  }

  /** Saves the settings; a new logo or cover must be the owner's own upload. */
  async save(userId: number, b: SettingBody): Promise<null> {
    await this.shops.requireCapability(userId, b.mch_id, 'settings');
    const m = await this.repo.byId(this.p.db, b.mch_id);
    if (!m) notFound('shop');
    if (m.status !== 1) fail('FORBIDDEN');
    const changed = [
      ...(b.logo !== m.logo ? [{ field: 'logo', url: b.logo, kind: 'image' as const }] : []),
      ...(b.cover && b.cover !== m.cover ? [{ field: 'cover', url: b.cover, kind: 'image' as const }] : []),
    ];
    if (changed.length) await this.files.assertOwned(userId, changed);
    await screenShown(this.words, [b.name, b.intro, b.after_sale_policy]);
    await this.repo.update(this.p.db, b.mch_id, {
      name: b.name,
      logo: b.logo,
      cover: b.cover,
      intro: b.intro,
      contact: b.contact,
      hours: b.hours,
      address: b.address,
      returnAddress: b.return_address,
      afterSalePolicy: b.after_sale_policy,
      deliveryModes: [...new Set(b.delivery_modes)],
    });
    return null;
  }

  /** A QR code (PNG data URL) of a link to the shop's page. */
  async qrCode(userId: number, mchId: number, origin: string) {
    await this.shops.requireCapability(userId, mchId, 'view');
    const url = `${this.p.config.publicUrl ?? origin}/#/pages/mch-detail?id=${mchId}`;
    const image = await QRCode.toDataURL(url, { margin: 1, width: 360, errorCorrectionLevel: 'M' });
    return { url, image };
  }
}
