import { mall } from '@dance/contracts';
import type { z } from 'zod';
import type { UserDirectory } from '../account/index.ts';
import type { MerchantService } from '../merchant/index.ts';
import { yuan } from '../../platform/money.ts';
import type { Db } from '../../platform/db.ts';
import type { AfterSaleRow, OrderItemRow, OrderView, ShopOrderRow } from './rows.ts';
import type { MallRepos } from './repos.ts';
import type { LiveLinks } from './live-links.ts';

type OrderCard = z.infer<typeof mall.OrderCard>;
type OrderLine = z.infer<typeof mall.OrderLine>;
type OrderDetail = z.infer<typeof mall.OrderDetail>;
type AfterSaleDetail = z.infer<typeof mall.AfterSaleDetail>;
type ShopCard = z.infer<typeof mall.ShopCard>;

const DAY_MS = 86_400_000;
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const OPEN_AFTER_SALE = new Set(['pending', 'to_return', 'returned']);

export interface MallTimes {
  autoConfirmDays: number;
  afterSaleDays: number;
}

function line(i: OrderItemRow, latest: { id: number; status: string } | undefined): OrderLine {
  return {
    id: i.id,
    goods_id: i.goodsId,
    sku_id: i.skuId,
    type: i.type as OrderLine['type'],
    name: i.name,
    cover: i.cover,
    spec_text: i.specText,
    price: yuan(i.price),
    num: i.num,
    total: yuan(i.total),
    pay_amount: yuan(i.payAmount),
    is_appraised: i.isAppraised ? 1 : 0,
    after_sale: latest ?? null,
  };
}

/** Whether a line may still open an after-sale: not refunded in full and none open. */
export function lineOpenForAfterSale(i: OrderItemRow, latest: { status: string } | undefined): boolean {
  return i.refundAmount < i.payAmount && !(latest && OPEN_AFTER_SALE.has(latest.status));
}

/** Turns rows into the API's order shapes (cards, details, after-sales) in a few batched reads. */
export class OrderViews {
  constructor(
    private readonly db: Db,
    private readonly repos: Pick<MallRepos, 'orders' | 'afterSales'>,
    private readonly users: UserDirectory,
    private readonly shops: MerchantService,
    private readonly times: MallTimes,
    private readonly lives: LiveLinks,
  ) {}

  async cards(orders: OrderView[]): Promise<OrderCard[]> {
    if (!orders.length) return [];
    const orderIds = orders.map((o) => o.id);
    const items = await this.repos.orders.itemsOf(this.db, orderIds);
    const itemIds = items.map((i) => i.id);
    const [latest, shops] = await Promise.all([
      this.repos.afterSales.latestAfterSales(this.db, itemIds),
      this.shops.cards(orders.map((o) => o.mchId)),
    ]);
    const byOrder = new Map<number, OrderItemRow[]>();
    for (const i of items) byOrder.set(i.orderId, [...(byOrder.get(i.orderId) ?? []), i]);
    return orders.map((o) => this.card(o, byOrder.get(o.id) ?? [], latest, shops.get(o.mchId)));
  }

  private card(
    o: OrderView,
    items: OrderItemRow[],
    latest: Map<number, { id: number; status: string }>,
    shop: ShopCard | undefined,
  ): OrderCard {
    const now = Date.now();
    const afterSaleWindow =
      o.status === 'shipped' ||
      (o.status === 'received' &&
        (!o.receivedAt || o.receivedAt.getTime() + this.times.afterSaleDays * DAY_MS > now));
    return {
      id: o.id,
      order_no: o.orderNo,
      status: o.status as OrderCard['status'],
      delivery: o.delivery as OrderCard['delivery'],
      mch: shop ?? { id: o.mchId, name: '', logo: '' },
      items: items.map((i) => line(i, latest.get(i.id))),
      goods_amount: yuan(o.goodsAmount),
      shipping_fee: yuan(o.shippingFee),
      integral_used: o.integralUsed,
      integral_deduct: yuan(o.integralDeduct),
      pay_amount: yuan(o.payAmount),
      refund_amount: yuan(o.refundAmount),
      cancel_apply_status: o.cancelApplyStatus as OrderCard['cancel_apply_status'],
      has_open_after_sale: o.afterSaleOpen > 0,
      created_at: o.createdAt.toISOString(),
      expires_at: o.status === 'unpaid' ? o.expiresAt.toISOString() : null,
      actions: {
        pay: o.status === 'unpaid' && o.expiresAt.getTime() > now,
        cancel: o.status === 'unpaid',
        cancel_apply: o.status === 'paid' && o.cancelApplyStatus !== 'pending' && o.afterSaleOpen === 0,
        confirm: o.status === 'shipped',
        appraise: (o.status === 'received' || o.status === 'completed') && o.unreviewed > 0,
        after_sale: afterSaleWindow && items.some((i) => lineOpenForAfterSale(i, latest.get(i.id))),
        delete: ['completed', 'cancelled', 'refunded'].includes(o.status),
        clerk_qr: o.status === 'paid' && o.delivery === 'verify',
      },
    };
  }

  async detail(o: OrderView): Promise<OrderDetail> {
    return (await this.details([o]))[0]!;
  }

  async details(orders: OrderView[]): Promise<OrderDetail[]> {
    return (await this.detailsWithProfiles(orders, [])).list;
  }

  /**
   * Orders with their timelines, in a fixed number of reads however many there are (a shop's
   * order list shows twenty at once): lines, after-sales, shops, events and the names of the
   * actors and of `alsoProfiles` (the buyers) in one read.
   */
  private async detailsWithProfiles(orders: OrderView[], alsoProfiles: number[]) {
    const [cards, events] = await Promise.all([
      this.cards(orders),
      this.repos.orders.eventsOfOrders(
        this.db,
        orders.map((o) => o.id),
      ),
    ]);
    const profiles = await this.users.profiles([
      ...new Set([
        ...events.map((e) => e.actorId).filter((x): x is number => typeof x === 'number'),
        ...alsoProfiles,
      ]),
    ]);
    const byOrder = new Map<number, typeof events>();
    for (const e of events) byOrder.set(e.orderId, [...(byOrder.get(e.orderId) ?? []), e]);
    return {
      list: orders.map((o, i) => this.detailOf(o, cards[i]!, byOrder.get(o.id) ?? [], profiles)),
      profiles,
    };
  }

  private detailOf(
    o: OrderView,
    card: OrderCard,
    events: Awaited<ReturnType<MallRepos['orders']['eventsOf']>>,
    profiles: Awaited<ReturnType<UserDirectory['profiles']>>,
  ): OrderDetail {
    const express = mall.EXPRESS_COMPANIES.find((c) => c.code === o.expressCompany);
    // The card's fields named one by one: a spread followed by new keys is slow in V8 (a list
    // builds twenty of these per call).
    return {
      id: card.id,
      order_no: card.order_no,
      status: card.status,
      delivery: card.delivery,
      mch: card.mch,
      items: card.items,
      goods_amount: card.goods_amount,
      shipping_fee: card.shipping_fee,
      integral_used: card.integral_used,
      integral_deduct: card.integral_deduct,
      pay_amount: card.pay_amount,
      refund_amount: card.refund_amount,
      cancel_apply_status: card.cancel_apply_status,
      has_open_after_sale: card.has_open_after_sale,
      created_at: card.created_at,
      expires_at: card.expires_at,
      actions: card.actions,
      remark: o.remark,
      address: o.address ?? null,
      pay_type: (o.payType ?? null) as OrderDetail['pay_type'],
      paid_at: iso(o.paidAt),
      express:
        o.expressCompany && o.expressNo && o.shippedAt
          ? {
              company: o.expressCompany,
              company_name: express?.name ?? o.expressCompany,
              no: o.expressNo,
              shipped_at: o.shippedAt.toISOString(),
            }
          : null,
      verified_at: iso(o.verifiedAt),
      received_at: iso(o.receivedAt),
      auto_confirm_at:
        o.status === 'shipped' && o.shippedAt
          ? new Date(o.shippedAt.getTime() + this.times.autoConfirmDays * DAY_MS).toISOString()
          : null,
      after_sale_deadline:
        o.status === 'received' && o.receivedAt
          ? new Date(o.receivedAt.getTime() + this.times.afterSaleDays * DAY_MS).toISOString()
          : null,
      cancel_apply:
        o.cancelApplyStatus !== 'none' && o.cancelApplyAt
          ? {
              cause: o.cancelApplyCause,
              status: o.cancelApplyStatus as 'pending',
              reply: o.cancelApplyReply,
              created_at: o.cancelApplyAt.toISOString(),
            }
          : null,
      timeline: events.map((e) => ({
        action: e.action,
        from_status: e.fromStatus,
        to_status: e.toStatus,
        actor: e.actor as 'buyer',
        actor_name: e.actorId ? (profiles.get(e.actorId)?.nickname ?? '') : '',
        note: e.note,
        created_at: e.createdAt.toISOString(),
      })),
    };
  }

  async buyerOf<T extends object>(o: OrderView, view: T) {
    const u = (await this.users.profiles([o.userId])).get(o.userId);
    return { ...view, buyer: { id: o.userId, nickname: u?.nickname ?? '', avatar: u?.avatar ?? '' } };
  }

  /**
   * A shop's orders as their list shows them (details with their buyers and lives), from rows read
   * with their lines and events: the shops (cached), the names of the buyers and of the actors of
   * the events, and the lives' titles, read side by side.
   */
  async shopOrders(orders: ShopOrderRow[]) {
    const people = new Set<number>();
    const latest = new Map<number, { id: number; status: string }>();
    for (const o of orders) {
      people.add(o.userId);
      for (const e of o.events) if (typeof e.actorId === 'number') people.add(e.actorId);
      for (const l of o.lines) if (l.afterSale) latest.set(l.id, l.afterSale);
    }
    const [shops, profiles, titles] = await Promise.all([
      this.shops.cards(orders.map((o) => o.mchId)),
      this.users.profiles([...people]),
      this.lives.titles(orders.map((o) => o.liveId).filter((x): x is number => x !== null)),
    ]);
    return orders.map((o) => {
      const card = this.card(o, o.lines, latest, shops.get(o.mchId));
      const u = profiles.get(o.userId);
      return Object.assign(this.detailOf(o, card, o.events, profiles), {
        buyer: { id: o.userId, nickname: u?.nickname ?? '', avatar: u?.avatar ?? '' },
        live: o.liveId !== null ? { id: o.liveId, title: titles.get(o.liveId) ?? '' } : null,
      });
    });
  }

  /** The live an order was bought from, as the shop sees it. */
  async liveOf<T extends object>(o: OrderView, view: T) {
    if (o.liveId === null) return { ...view, live: null };
    const titles = await this.lives.titles([o.liveId]);
    return { ...view, live: { id: o.liveId, title: titles.get(o.liveId) ?? '' } };
  }

  async afterSales(rows: AfterSaleRow[]) {
    if (!rows.length) return [];
    const [orders, items, shops] = await Promise.all([
      this.repos.orders.ordersByIds(this.db, [...new Set(rows.map((r) => r.orderId))]),
      this.repos.orders.itemsOf(this.db, [...new Set(rows.map((r) => r.orderId))]),
      this.shops.cards(rows.map((r) => r.mchId)),
    ]);
    const itemIds = items.map((i) => i.id);
    const latest = await this.repos.afterSales.latestAfterSales(this.db, itemIds);
    const o = new Map(orders.map((x) => [x.id, x]));
    const it = new Map(items.map((x) => [x.id, x]));
    return rows.map((r) => ({
      id: r.id,
      order_id: r.orderId,
      order_no: o.get(r.orderId)?.orderNo ?? '',
      order_item: line(it.get(r.orderItemId)!, latest.get(r.orderItemId)),
      mch: shops.get(r.mchId) ?? { id: r.mchId, name: '', logo: '' },
      type: r.type as 'refund',
      status: r.status as 'pending',
      refund_amount: yuan(r.refundAmount),
      reason: r.reason,
      created_at: r.createdAt.toISOString(),
    }));
  }

  async afterSaleDetail(r: AfterSaleRow): Promise<AfterSaleDetail> {
    const [[card], records] = await Promise.all([
      this.afterSales([r]),
      this.repos.afterSales.recordsOf(this.db, r.id),
    ]);
    return {
      ...card!,
      content: r.content,
      images: r.images,
      return_address: r.returnAddress,
      refunded_at: iso(r.refundedAt),
      records: records.map((x) => ({
        id: x.id,
        actor: x.actor as 'buyer',
        action: x.action,
        content: x.content,
        images: x.images,
        express_company: x.expressCompany,
        express_no: x.expressNo,
        created_at: x.createdAt.toISOString(),
      })),
    };
  }
}
