import { yuan } from '../../platform/money.ts';
import type { Language } from '@dance/contracts';
import { fail, invalid, notFound } from '../../platform/errors.ts';
import type { OpsJournal } from '../../platform/journal.ts';
import { isUniqueViolation, type Db, type Tx } from '../../platform/db.ts';
import { fileFields, type UploadedFiles } from '../content/files.ts';
import type { MerchantService } from '../merchant/index.ts';
import { page } from '../../platform/cursor.ts';
import { parseCursor } from './catalog.ts';
import type { AfterSaleRow } from './rows.ts';
import type { MallRepos } from './repos.ts';
import type { OrderFlow, Who } from './flow.ts';
import { lineOpenForAfterSale, type OrderViews } from './views.ts';
import { AFTER_SALE_REASONS, causeName } from './causes.ts';

const DAY_MS = 86_400_000;
const MCH_TABS: Record<string, string[] | null> = {
  all: null,
  pending: ['pending'],
  to_return: ['to_return'],
  returned: ['returned'],
  done: ['refused', 'refunded', 'cancelled'],
};

/**
 * After-sales of one order line: refund only, or return and refund. Every step is a conditional
 * status change with a line in the negotiation record; the refund goes back to where the money
 * came from, once (refund cause `after_sale`).
 */
export class AfterSaleService {
  constructor(
    private readonly db: Db,
    private readonly repos: Pick<MallRepos, 'afterSales' | 'orders' | 'flow' | 'goods'>,
    private readonly shops: MerchantService,
    private readonly flow: OrderFlow,
    private readonly views: OrderViews,
    private readonly files: UploadedFiles,
    private readonly afterSaleDays: number,
    private readonly journal: OpsJournal,
  ) {}

  private async record(
    tx: Tx,
    a: AfterSaleRow,
    who: Who,
    action: string,
    extra: { content?: string; images?: string[]; expressCompany?: string; expressNo?: string } = {},
  ) {
    await this.repos.afterSales.insertRecord(tx, {
      afterSaleId: a.id,
      actor: who.actor,
      actorId: who.actorId,
      action,
      ...extra,
    });
  }

  private async ownAfterSale(userId: number, id: number): Promise<AfterSaleRow> {
    const a = await this.repos.afterSales.afterSale(this.db, id);
    if (!a || a.userId !== userId) notFound('after_sale');
    return a;
  }

  async apply(
    userId: number,
    body: { order_item_id: number; type: string; reason_id: number; content: string; images: string[] },
    lang: Language,
  ) {
    const item = await this.repos.orders.item(this.db, body.order_item_id);
    const o = item ? await this.repos.orders.order(this.db, item.orderId) : undefined;
    if (!item || !o || o.userId !== userId) notFound('order_item');
    const reason = causeName(AFTER_SALE_REASONS, body.reason_id, lang);
    await this.files.assertOwned(userId, fileFields('images', body.images, 'image'));
    const windowStart = new Date(Date.now() - this.afterSaleDays * DAY_MS);
    const inWindow =
      o.status === 'shipped' ||
      (o.status === 'received' && o.receivedAt !== null && o.receivedAt > windowStart);
    if (!inWindow) fail('AFTER_SALE_CLOSED');
    if (!(await this.flow.refundPolicies.allows(o, [{ ...item, itemId: item.id }])))
      fail('REFUND_NOT_ALLOWED');
    const latest = (await this.repos.afterSales.latestAfterSales(this.db, [item.id])).get(item.id);
    if (!lineOpenForAfterSale(item, latest)) fail('AFTER_SALE_STATE');
    const who: Who = { actor: 'buyer', actorId: userId };
    let row: AfterSaleRow;
    try {
      row = await this.db.transaction(async (tx) => {
        // The window and the state again, on the order row itself: the completion job may have
        // closed the window since the read above.
        if (!(await this.repos.flow.openAfterSale(tx, o.id, windowStart))) fail('AFTER_SALE_CLOSED');
        const a = await this.repos.afterSales.insertAfterSale(tx, {
          orderId: o.id,
          orderItemId: item.id,
          userId,
          mchId: o.mchId,
          type: body.type,
          reason,
          content: body.content,
          images: body.images,
          refundAmount: item.payAmount - item.refundAmount,
        });
        await this.record(tx, a, who, 'apply', {
          content: [reason, body.content].filter(Boolean).join(': '),
          images: body.images,
        });
        await this.flow.event(tx, o, 'after_sale_apply', null, who, `${a.id}`, null);
        return a;
      });
    } catch (e) {
      // Two applications for one line at once: the partial unique index lets one through.
      if (isUniqueViolation(e, 'after_sale_open_uq')) fail('AFTER_SALE_STATE');
      throw e;
    }
    return this.views.afterSaleDetail(row);
  }

  async list(userId: number, q: { cursor?: string; limit: number }) {
    const after = parseCursor(q.cursor, false);
    const rows = await this.repos.afterSales.userAfterSales(
      this.db,
      userId,
      after ? after[1] : null,
      q.limit + 1,
    );
    const { list, next_cursor } = page(rows, q.limit, (a) => String(a.id));
    return { list: await this.views.afterSales(list), next_cursor };
  }

  async detail(userId: number, id: number) {
    return this.views.afterSaleDetail(await this.ownAfterSale(userId, id));
  }

  async shipBack(userId: number, body: { id: number; express_company: string; express_no: string }) {
    const a = await this.ownAfterSale(userId, body.id);
    const row = await this.db.transaction(async (tx) => {
      const r = await this.repos.afterSales.moveAfterSale(tx, a.id, ['to_return'], {
        status: 'returned',
        expressCompany: body.express_company,
        expressNo: body.express_no,
      });
      if (r)
        await this.record(tx, r, { actor: 'buyer', actorId: userId }, 'ship_back', {
          expressCompany: body.express_company,
          expressNo: body.express_no,
        });
      return r;
    });
    if (!row) fail('AFTER_SALE_STATE');
    return this.views.afterSaleDetail(row);
  }

  async cancel(userId: number, id: number) {
    const a = await this.ownAfterSale(userId, id);
    const row = await this.db.transaction(async (tx) => {
      const r = await this.repos.afterSales.moveAfterSale(tx, a.id, ['pending', 'to_return'], {
        status: 'cancelled',
      });
      if (r) {
        await this.repos.flow.moveAfterSaleOpen(tx, a.orderId, -1);
        await this.record(tx, r, { actor: 'buyer', actorId: userId }, 'cancel');
      }
      return r;
    });
    if (!row) fail('AFTER_SALE_STATE');
    return this.views.afterSaleDetail(row);
  }

  // ---------- the shop ----------

  /**
   * An after-sale of a shop whose staff may handle its orders (decision 223), and who acts on it
   * for the record (the owner as the shop, a clerk as a clerk).
   */
  private async ofShop(userId: number, id: number): Promise<{ a: AfterSaleRow; who: Who }> {
    const a = await this.repos.afterSales.afterSale(this.db, id);
    if (!a) notFound('after_sale');
    const role = await this.shops.requireCapability(userId, a.mchId, 'orders');
    return { a, who: { actor: role === 'owner' ? 'merchant' : 'clerk', actorId: userId } };
  }

  private async mchView(a: AfterSaleRow) {
    const o = (await this.repos.orders.order(this.db, a.orderId))!;
    return this.views.buyerOf(o, await this.views.afterSaleDetail(a));
  }

  async mchList(userId: number, q: { mch_id: number; status: string; cursor?: string; limit: number }) {
    await this.shops.requireCapability(userId, q.mch_id, 'orders');
    const after = parseCursor(q.cursor, false);
    const rows = await this.repos.afterSales.mchAfterSales(
      this.db,
      q.mch_id,
      MCH_TABS[q.status] ?? null,
      after ? after[1] : null,
      q.limit + 1,
    );
    const { list, next_cursor } = page(rows, q.limit, (a) => String(a.id));
    return { list: await Promise.all(list.map((a) => this.mchView(a))), next_cursor };
  }

  async mchDetail(userId: number, id: number) {
    return this.mchView((await this.ofShop(userId, id)).a);
  }

  async handle(
    userId: number,
    body: { id: number; agree: boolean; reason: string; return_address?: string },
  ) {
    const { a, who } = await this.ofShop(userId, body.id);
    const returnAddress = body.return_address || (await this.shops.returnAddress(a.mchId));
    const row = await this.db.transaction(async (tx) => {
      if (!body.agree) {
        const r = await this.repos.afterSales.moveAfterSale(tx, a.id, ['pending'], { status: 'refused' });
        if (!r) return undefined;
        await this.repos.flow.moveAfterSaleOpen(tx, a.orderId, -1);
        await this.record(tx, r, who, 'refuse', { content: body.reason });
        return r;
      }
      if (a.type === 'return_refund') {
        const r = await this.repos.afterSales.moveAfterSale(tx, a.id, ['pending'], {
          status: 'to_return',
          returnAddress,
        });
        if (r)
          await this.record(tx, r, who, 'agree', {
            content: [body.reason, returnAddress].filter(Boolean).join(' · '),
          });
        return r;
      }
      const r = await this.repos.afterSales.moveAfterSale(tx, a.id, ['pending'], {
        status: 'refunded',
        refundedAt: new Date(),
      });
      if (!r) return undefined;
      await this.record(tx, r, who, 'agree', { content: body.reason });
      await this.refund(tx, r, who);
      return r;
    });
    if (!row) fail('AFTER_SALE_STATE');
    return this.mchView(row);
  }

  /**
   * An operator decides a buyer's dispute of the shop's refusal, once: refund `refund` fen (at
   * most what the buyer asked for; the line's units no longer sold) or uphold the refusal. Only
   * while the order is still open (shipped or received): a completed order was settled to the
   * shop. Reached through the operator console, which checks the finance role; logged in the
   * decision's transaction.
   */
  async arbitrate(operatorId: number, id: number, refund: number | null, reason: string) {
    const who: Who = { actor: 'platform', actorId: operatorId };
    const row = await this.db.transaction(async (tx) => {
      const a = await this.repos.afterSales.afterSale(tx, id);
      if (!a) notFound('after_sale');
      if (refund !== null && (refund < 1 || refund > a.refundAmount))
        invalid('amount', `between 0.01 and ${yuan(a.refundAmount)}`);
      // The after-sale first, then its order, as the shop's own decision takes them.
      const r = await this.repos.afterSales.arbitrate(
        tx,
        id,
        refund === null
          ? { status: 'refused' }
          : { status: 'refunded', refundAmount: refund, refundedAt: new Date() },
      );
      if (!r) fail('AFTER_SALE_STATE');
      const o = (await this.repos.orders.lockOrders(tx, [r.orderId]))[0]!;
      if (!['shipped', 'received'].includes(o.status)) fail('AFTER_SALE_STATE');
      await this.record(tx, r, who, refund === null ? 'ops_uphold' : 'ops_refund', {
        content: reason,
      });
      if (refund !== null) {
        // The refund step closes an open after-sale: the refusal had closed this one already.
        await this.repos.flow.moveAfterSaleOpen(tx, r.orderId, 1);
        await this.refund(tx, r, who);
      }
      await this.journal.record(tx, {
        operatorId,
        kind: 'dispute',
        ref: String(id),
        decision: refund === null ? 'refuse' : 'refund',
        reason,
        before: { status: 'refused', asked: yuan(a.refundAmount) },
        after:
          refund === null
            ? { status: 'refused', upheld: true }
            : { status: 'refunded', refund: yuan(refund) },
      });
      return r;
    });
    return this.mchView(row);
  }

  /** The returned goods arrived: the refund is paid. */
  async receive(userId: number, id: number) {
    const { a, who } = await this.ofShop(userId, id);
    const row = await this.db.transaction(async (tx) => {
      const r = await this.repos.afterSales.moveAfterSale(tx, a.id, ['returned'], {
        status: 'refunded',
        refundedAt: new Date(),
      });
      if (!r) return undefined;
      await this.record(tx, r, who, 'receive');
      await this.refund(tx, r, who);
      return r;
    });
    if (!row) fail('AFTER_SALE_STATE');
    return this.mchView(row);
  }

  private async refund(tx: Tx, a: AfterSaleRow, who: Who): Promise<void> {
    const o = (await this.repos.orders.lockOrders(tx, [a.orderId]))[0]!;
    const item = (await this.repos.orders.item(tx, a.orderItemId))!;
    const amount = Math.min(a.refundAmount, item.payAmount - item.refundAmount);
    // The line's units are no longer sold (SKUs and goods come after the order in the lock order).
    await this.repos.goods.moveSales(tx, [item], -1);
    await this.flow.refundMoney(tx, o, await this.flow.paidCharge(tx, o), amount, item.integralUsed, {
      type: 'after_sale',
      id: a.id,
    });
    await this.repos.flow.addItemRefund(tx, item.id, amount);
    const after = await this.repos.flow.addOrderRefund(tx, o.id, amount);
    await this.repos.flow.moveAfterSaleOpen(tx, o.id, -1);
    await this.record(tx, a, { actor: 'system', actorId: null }, 'refund', {
      content: yuan(amount),
    });
    await this.flow.event(tx, o, 'after_sale_refund', null, who, `${a.id}`, null);
    await this.flow.publish(
      tx,
      { kind: 'refunded', whole: false, amount },
      o,
      () => new Map([[item.id, amount]]),
      [item],
    );
    // Every line refunded in full: the order itself is refunded.
    const items = await this.repos.orders.itemsOf(tx, [o.id]);
    if (items.every((i) => i.refundAmount >= i.payAmount)) {
      const r = await this.repos.flow.transition(tx, o.id, ['shipped', 'received'], 'refunded', {});
      if (r)
        await this.flow.event(
          tx,
          after,
          'refund',
          'refunded',
          { actor: 'system', actorId: null },
          '',
          after.status,
        );
    }
  }
}
