import { randomInt } from 'node:crypto';
import type { Address } from '@dance/contracts/user';
import { fail, invalid, notFound } from '../../platform/errors.ts';
import type { Db, DbOrTx, Tx } from '../../platform/db.ts';
import type { AddressBook, Wallet } from '../account/index.ts';
import type { MerchantService } from '../merchant/index.ts';
import type { PointsService } from '../points/index.ts';
import type { AddressSnapshot } from '../../db/schema/mall.ts';
import { invalidReason } from './cart.ts';
import { allocate, yuan } from '../../platform/money.ts';
import type { GoodsLite, SkuRow } from './rows.ts';
import type { MallRepos } from './repos.ts';
import type { PaymentSettings } from './payment-settings.ts';
import { CheckoutReservers } from './reservers.ts';
import type { LiveLinks } from './live-links.ts';

/** 100 points = 1.00 (1 point = 1 fen); points may pay at most half of an order's goods. */
export const INTEGRAL_PER_YUAN = 100;
export const INTEGRAL_MAX_SHARE = 0.5;

interface Input {
  items?: { goods_id: number; sku_id: number; num: number; attendee_ids?: number[] }[];
  cart_ids?: number[];
  address_id?: number;
  use_integral: 0 | 1;
}

interface Line {
  goodsId: number;
  skuId: number;
  num: number;
  cartId: number | null;
  /** The line's extra input for its goods type's reserver (tickets: saved attendees). */
  attendeeIds: number[];
}

interface PricedLine extends Line {
  goods: GoodsLite;
  sku: SkuRow;
  total: number;
  payShare: number;
  integralShare: number;
}

/** What submit answers about each order it made. */
interface Created {
  id: number;
  payAmount: number;
  expiresAt: Date;
  lines?: { goodsId: number; skuId: number; num: number; type: string }[];
}

interface Group {
  mchId: number;
  delivery: 'express' | 'verify';
  lines: PricedLine[];
  goodsAmount: number;
  shippingFee: number;
  integralUsed: number;
  payAmount: number;
}

const fullAddress = (a: Address) => `${a.province}${a.city}${a.district}${a.detail}`;
const orderNo = () => {
  const d = new Date();
  const ymd = `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
  return `${ymd}${String(randomInt(0, 1e8)).padStart(8, '0')}${String(randomInt(0, 1e4)).padStart(4, '0')}`;
};

/** Order preview and submit: the server prices everything itself; the client sends what and how many. */
export class Checkout {
  /** What goods types hold at submit beyond stock (an activity's seats); see reservers.ts. */
  readonly reservers = new CheckoutReservers();

  constructor(
    private readonly db: Db,
    private readonly repos: Pick<MallRepos, 'cart' | 'goods' | 'checkout'>,
    private readonly addressBook: AddressBook,
    private readonly wallet: Wallet,
    private readonly shops: MerchantService,
    private readonly points: PointsService,
    private readonly payments: PaymentSettings,
    private readonly lives: LiveLinks,
  ) {}

  private async lines(userId: number, input: Input, tx: DbOrTx): Promise<Line[]> {
    if (Boolean(input.items) === Boolean(input.cart_ids))
      invalid('items', 'send items or cart_ids, not both');
    let raw: Line[];
    if (input.cart_ids) {
      const ids = [...new Set(input.cart_ids)];
      const rows = await this.repos.cart.cartLines(tx, userId, ids);
      if (rows.length !== ids.length) notFound('cart_item');
      raw = rows.map((c) => ({
        goodsId: c.goodsId,
        skuId: c.skuId,
        num: c.num,
        cartId: c.id,
        attendeeIds: [],
      }));
    } else {
      raw = input.items!.map((i) => ({
        goodsId: i.goods_id,
        skuId: i.sku_id,
        num: i.num,
        cartId: null,
        attendeeIds: i.attendee_ids ?? [],
      }));
    }
    // One line per SKU: the same SKU twice is one line with both quantities.
    const bySku = new Map<number, Line>();
    for (const l of raw) {
      const seen = bySku.get(l.skuId);
      if (seen) {
        if (seen.goodsId !== l.goodsId) notFound('sku');
        seen.num += l.num;
        seen.attendeeIds = [...seen.attendeeIds, ...l.attendeeIds];
      } else bySku.set(l.skuId, { ...l });
    }
    return [...bySku.values()];
  }

  /** Prices lines against SKUs the caller read (locked, in submit): groups per shop and delivery. */
  private price(lines: Line[], goods: GoodsLite[], skus: SkuRow[], integralBalance: number, use: boolean) {
    const g = new Map(goods.map((x) => [x.id, x]));
    const s = new Map(skus.map((x) => [x.id, x]));
    const groups = new Map<string, Group>();
    for (const l of lines) {
      const gi = g.get(l.goodsId);
      const si = s.get(l.skuId);
      const why = invalidReason(gi, si, l.num);
      if (why === 'deleted' || !gi) notFound('goods');
      if (why === 'sku_removed' || !si) notFound('sku');
      if (why === 'off_sale') fail('GOODS_UNAVAILABLE', { name: gi.name });
      if (why === 'sold_out' || why === 'short_stock') fail('STOCK_SHORT', { name: gi.name });
      const key = `${gi.mchId}:${gi.delivery}`;
      const group = groups.get(key) ?? {
        mchId: gi.mchId,
        delivery: gi.delivery as Group['delivery'],
        lines: [],
        goodsAmount: 0,
        shippingFee: 0,
        integralUsed: 0,
        payAmount: 0,
      };
      const total = si.price * l.num;
      group.lines.push({ ...l, goods: gi, sku: si, total, payShare: 0, integralShare: 0 });
      group.goodsAmount += total;
      if (group.delivery === 'express') group.shippingFee = Math.max(group.shippingFee, gi.shippingFee);
      groups.set(key, group);
    }
    const sorted = [...groups.values()].sort(
      (a, b) => a.mchId - b.mchId || a.delivery.localeCompare(b.delivery),
    );
    let left = use ? integralBalance : 0;
    let usable = 0;
    for (const gr of sorted) {
      const cap = Math.floor(gr.goodsAmount * INTEGRAL_MAX_SHARE);
      usable += cap;
      gr.integralUsed = Math.min(left, cap);
      left -= gr.integralUsed;
      gr.payAmount = gr.goodsAmount + gr.shippingFee - gr.integralUsed;
      const totals = gr.lines.map((x) => x.total);
      const pays = allocate(gr.goodsAmount - gr.integralUsed, totals);
      const pts = allocate(gr.integralUsed, totals);
      gr.lines.forEach((x, i) => {
        x.payShare = pays[i]!;
        x.integralShare = pts[i]!;
      });
    }
    return { groups: sorted, usable: Math.min(usable, integralBalance) };
  }

  private async address(userId: number, id: number | undefined, fallbackToDefault: boolean) {
    if (id !== undefined) return this.addressBook.get(userId, id);
    if (!fallbackToDefault) return null;
    const all = await this.addressBook.list(userId);
    return all.find((a) => a.is_default === 1) ?? all[0] ?? null;
  }

  async preview(userId: number, input: Input) {
    const lines = await this.lines(userId, input, this.db);
    const skuIds = lines.map((l) => l.skuId);
    const [goods, skus, wallet] = await Promise.all([
      this.repos.goods.goodsByIds(this.db, [...new Set(lines.map((l) => l.goodsId))]),
      this.repos.goods.skusByIds(this.db, skuIds),
      this.wallet.balances(userId),
    ]);
    const { groups, usable } = this.price(lines, goods, skus, wallet.integral, input.use_integral === 1);
    const needAddress = groups.some((g) => g.delivery === 'express');
    const address = needAddress ? await this.address(userId, input.address_id, true) : null;
    const shops = await this.shops.cards(groups.map((g) => g.mchId));
    const sum = (f: (g: Group) => number) => groups.reduce((a, g) => a + f(g), 0);
    const used = sum((g) => g.integralUsed);
    return {
      groups: groups.map((g) => ({
        mch: shops.get(g.mchId)!,
        delivery: g.delivery,
        items: g.lines.map((l) => ({
          goods_id: l.goodsId,
          sku_id: l.skuId,
          cart_id: l.cartId,
          name: l.goods.name,
          cover: l.sku.pic || l.goods.cover,
          spec_text: l.sku.specText,
          price: yuan(l.sku.price),
          num: l.num,
          total: yuan(l.total),
        })),
        goods_amount: yuan(g.goodsAmount),
        shipping_fee: yuan(g.shippingFee),
        integral_used: g.integralUsed,
        integral_deduct: yuan(g.integralUsed),
        pay_amount: yuan(g.payAmount),
      })),
      need_address: needAddress,
      address,
      goods_amount: yuan(sum((g) => g.goodsAmount)),
      shipping_fee: yuan(sum((g) => g.shippingFee)),
      integral: {
        balance: wallet.integral,
        usable,
        per_yuan: INTEGRAL_PER_YUAN,
        used,
        deduct: yuan(used),
      },
      pay_amount: yuan(sum((g) => g.payAmount)),
      unpaid_timeout_minutes: (await this.payments.current()).unpaidMinutes,
    };
  }

  private result(orders: Created[]) {
    return {
      order_ids: orders.map((o) => o.id),
      pay_amount: yuan(orders.reduce((a, o) => a + o.payAmount, 0)),
      expires_at: new Date(Math.min(...orders.map((o) => o.expiresAt.getTime()))).toISOString(),
    };
  }

  /**
   * Creates one order per shop and delivery mode in one transaction: the token is claimed first
   * (a second submit with it waits, then returns the same orders), the SKUs are locked in id
   * order and their stock counted against the lines before it is taken, points are debited through
   * the ledger.
   */
  async submit(userId: number, input: Input & { token: string; remark?: string; live_id?: number }) {
    // Everything read outside the transaction first: a transaction never waits for a second pool connection.
    const chosen =
      input.address_id !== undefined ? await this.address(userId, input.address_id, false) : null;
    const snapshot: AddressSnapshot | null = chosen
      ? { name: chosen.name, mobile: chosen.mobile, full_address: fullAddress(chosen) }
      : null;
    const wallet = input.use_integral === 1 ? await this.wallet.balances(userId) : { integral: 0 };
    const { unpaidMinutes } = await this.payments.current();
    // Bought from a live: the goods it pins (an unknown live attributes nothing, decision 235).
    const pinned = input.live_id !== undefined ? await this.lives.pinnedGoods(input.live_id) : null;
    const created = await this.db.transaction(async (tx) => {
      // The token is claimed first. Lines sent as items need no read, so the claim travels with the
      // SKUs' lock (`later`) and a token used before is seen once both are answered; lines from the
      // cart are read after the claim, since a replay finds them gone.
      let submitId: number | null | undefined;
      const fromItems = Boolean(input.items) && !input.cart_ids;
      if (fromItems)
        await this.repos.checkout.claimSubmitLater(tx, userId, input.token, (id) => (submitId = id));
      else submitId = await this.repos.checkout.claimSubmit(tx, userId, input.token);
      const replay = async () => {
        const prior = await this.repos.checkout.submitOf(tx, userId, input.token);
        const prev: Created[] = prior ? await this.repos.checkout.ordersOfSubmit(tx, prior.id) : [];
        return { replay: true, orders: prev };
      };
      if (!fromItems && submitId === null) return replay();
      const lines = await this.lines(userId, input, tx);
      const { skus, goods } = await this.repos.goods.lockSkusWithGoods(
        tx,
        lines.map((l) => l.skuId),
      );
      if (submitId === undefined) throw new Error('the submit token’s claim was not answered');
      if (submitId === null) return replay();
      const { groups } = this.price(lines, goods, skus, wallet.integral, input.use_integral === 1);
      if (!snapshot && groups.some((g) => g.delivery === 'express')) fail('ADDRESS_REQUIRED');
      // Goods types with rules beyond stock check and hold before any order is written.
      const placed = await this.reservers.reserve(
        tx,
        userId,
        groups.flatMap((g) =>
          g.lines.map((l) => ({
            goodsId: l.goodsId,
            skuId: l.skuId,
            num: l.num,
            attendeeIds: l.attendeeIds,
            type: l.goods.type,
          })),
        ),
      );
      const expiresAt = new Date(Date.now() + unpaidMinutes * 60_000);
      const live = pinned ? { id: input.live_id!, goods: pinned } : null;
      const orders = await this.create(tx, userId, submitId, groups, snapshot, input, expiresAt, live);
      if (placed) await placed(orders.flatMap((o) => o.lines!.map((l) => ({ ...l, orderId: o.id }))));
      return { replay: false, orders };
    });
    if (!created.orders.length) fail('CONFLICT', { reason: 'token' });
    return this.result(created.orders);
  }

  private async create(
    tx: Tx,
    userId: number,
    submitId: number,
    groups: Group[],
    address: AddressSnapshot | null,
    input: Input & { remark?: string },
    expiresAt: Date,
    live: { id: number; goods: Set<number> } | null,
  ): Promise<Created[]> {
    // Stock: the SKUs are locked (id order) and their stock was counted against the lines (`price`);
    // it is taken with the first order's statement.
    const all = groups.flatMap((g) => g.lines).sort((a, b) => a.skuId - b.skuId);
    await this.repos.goods.takeStock(tx, all);

    const orders: Created[] = [];
    for (const g of groups) {
      const o = await this.repos.checkout.createOrder(
        tx,
        {
          orderNo: orderNo(),
          userId,
          mchId: g.mchId,
          submitId,
          delivery: g.delivery,
          goodsAmount: g.goodsAmount,
          shippingFee: g.shippingFee,
          integralUsed: g.integralUsed,
          integralDeduct: g.integralUsed,
          payAmount: g.payAmount,
          address: g.delivery === 'express' ? address : null,
          remark: input.remark ?? '',
          expiresAt,
          unreviewed: g.lines.length,
          // A shop's order comes from the live when goods of it are pinned there.
          liveId: live && g.lines.some((l) => live.goods.has(l.goodsId)) ? live.id : null,
        },
        g.lines.map((l) => ({
          goodsId: l.goodsId,
          skuId: l.skuId,
          type: l.goods.type,
          name: l.goods.name,
          cover: l.sku.pic || l.goods.cover,
          specText: l.sku.specText,
          price: l.sku.price,
          num: l.num,
          total: l.total,
          payAmount: l.payShare,
          integralUsed: l.integralShare,
        })),
        { actorId: userId },
      );
      if (g.integralUsed > 0) {
        const after = await this.points.debit(tx, userId, g.integralUsed, {
          sourceType: 'order',
          sourceId: o.id,
          kind: 'deduct',
          note: `order ${o.orderNo}`,
        });
        if (after === null) fail('INTEGRAL_INSUFFICIENT');
      }
      orders.push({
        id: o.id,
        payAmount: g.payAmount,
        expiresAt,
        lines: g.lines.map((l) => ({ goodsId: l.goodsId, skuId: l.skuId, num: l.num, type: l.goods.type })),
      });
    }
    const cartIds = all.map((l) => l.cartId).filter((x): x is number => x !== null);
    if (cartIds.length) await this.repos.cart.deleteCartLines(tx, userId, cartIds);
    return orders;
  }
}
