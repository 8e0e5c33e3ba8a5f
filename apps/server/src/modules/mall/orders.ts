import QRCode from 'qrcode';
import type { Language } from '@dance/contracts';
import { fail, notFound } from '../../platform/errors.ts';
import type { Db } from '../../platform/db.ts';
import { fileFields, type UploadedFiles } from '../content/files.ts';
import type { MerchantService } from '../merchant/index.ts';
import type { UserDirectory } from '../account/index.ts';
import { page } from '../../platform/cursor.ts';
import { parseCursor } from './catalog.ts';
import { yuan } from '../../platform/money.ts';
import type { OrderRow } from './rows.ts';
import type { MallRepos } from './repos.ts';
import { SYSTEM, type OrderFlow, type Who } from './flow.ts';
import type { OrderViews } from './views.ts';
import { CANCEL_CAUSES, causeName } from './causes.ts';

const DAY_MS = 86_400_000;
const BATCH = 200;

/** The buyer's and the shop's order calls, and the timed transitions of the jobs. */
export class OrderService {
  constructor(
    private readonly db: Db,
    private readonly repos: Pick<MallRepos, 'orders' | 'flow' | 'goods' | 'reviews'>,
    private readonly users: UserDirectory,
    private readonly shops: MerchantService,
    private readonly flow: OrderFlow,
    private readonly views: OrderViews,
    private readonly files: UploadedFiles,
    private readonly times: { autoConfirmDays: number; afterSaleDays: number },
  ) {}

  /** The buyer's own order; another user's is simply not found (nothing leaks). */
  async own(userId: number, id: number): Promise<OrderRow> {
    const o = await this.repos.orders.order(this.db, id);
    if (!o || o.userId !== userId) notFound('order');
    return o;
  }

  // ---------- buyer ----------

  async list(userId: number, q: { status: string; cursor?: string; limit: number }) {
    const after = parseCursor(q.cursor, false);
    const rows = await this.repos.orders.userOrders(
      this.db,
      userId,
      q.status,
      after ? after[1] : null,
      q.limit + 1,
    );
    const { list, next_cursor } = page(rows, q.limit, (o) => String(o.id));
    return { list: await this.views.cards(list), next_cursor };
  }

  /** A shop's dashboard figures since the two instants (the merchant module asks through a port). */
  async shopFigures(mchId: number, today: Date, week: Date) {
    const r = await this.repos.orders.mchFigures(this.db, mchId, today, week);
    return { ...r, today_sales: Number(r.today_sales), week_sales: Number(r.week_sales) };
  }

  counts(userId: number) {
    return this.repos.orders.userOrderCounts(this.db, userId);
  }

  async detail(userId: number, id: number) {
    if (id > Number.MAX_SAFE_INTEGER) notFound('order');
    return this.views.detail(await this.own(userId, id));
  }

  async cancel(userId: number, id: number, causeId: number | undefined, lang: Language) {
    const o = await this.own(userId, id);
    const cause = causeId !== undefined ? causeName(CANCEL_CAUSES, causeId, lang) : '';
    const done = await this.db.transaction((tx) =>
      this.flow.cancelUnpaid(tx, o, { actor: 'buyer', actorId: userId }, cause),
    );
    if (!done) fail('ORDER_STATE');
    return { id: o.id, status: 'cancelled' as const };
  }

  async cancelApply(userId: number, id: number, causeId: number, remark: string | undefined, lang: Language) {
    const o = await this.own(userId, id);
    const cause = [causeName(CANCEL_CAUSES, causeId, lang), remark].filter(Boolean).join(': ');
    const items = await this.repos.orders.itemsOf(this.db, [o.id]);
    if (
      !(await this.flow.refundPolicies.allows(
        o,
        items.map((i) => ({ ...i, itemId: i.id })),
      ))
    )
      fail('REFUND_NOT_ALLOWED');
    const row = await this.db.transaction(async (tx) => {
      const r = await this.repos.flow.requestCancel(tx, o.id, cause.slice(0, 300));
      if (r)
        await this.flow.event(tx, o, 'cancel_apply', null, { actor: 'buyer', actorId: userId }, cause, null);
      return r;
    });
    if (!row) fail('ORDER_STATE');
    return { id: row.id, status: row.status as 'paid', cancel_apply_status: 'pending' as const };
  }

  async remove(userId: number, id: number): Promise<null> {
    const o = await this.own(userId, id);
    if (!['completed', 'cancelled', 'refunded'].includes(o.status)) fail('ORDER_STATE');
    await this.repos.orders.updateOrder(this.db, o.id, { buyerDeleted: true });
    return null;
  }

  async confirm(userId: number, id: number) {
    const o = await this.own(userId, id);
    const row = await this.db.transaction((tx) =>
      this.flow.confirm(tx, o, { actor: 'buyer', actorId: userId }),
    );
    if (!row) fail('ORDER_STATE');
    return { id: row.id, status: row.status as 'received' };
  }

  async appraise(
    userId: number,
    body: {
      order_id: number;
      items: {
        order_item_id: number;
        score: number;
        content: string;
        images: string[];
        is_anonymous: 0 | 1;
      }[];
    },
  ) {
    const o = await this.own(userId, body.order_id);
    if (o.status !== 'received' && o.status !== 'completed') fail('ORDER_STATE');
    const items = new Map((await this.repos.orders.itemsOf(this.db, [o.id])).map((i) => [i.id, i]));
    const seen = new Set<number>();
    body.items.forEach((x) => {
      if (!items.has(x.order_item_id)) notFound('order_item');
      if (seen.has(x.order_item_id)) fail('ALREADY_APPRAISED');
      seen.add(x.order_item_id);
    });
    await this.files.assertOwned(
      userId,
      body.items.flatMap((x, n) => fileFields(`items.${n}.images`, x.images, 'image')),
    );
    await this.db.transaction(async (tx) => {
      // Marking the lines first makes "once per line" hold under concurrent submissions.
      const marked = await this.repos.orders.markItemsAppraised(tx, [...seen]);
      if (marked !== seen.size) fail('ALREADY_APPRAISED');
      for (const x of [...body.items].sort((a, b) => a.order_item_id - b.order_item_id)) {
        const item = items.get(x.order_item_id)!;
        const level = x.score >= 4 ? 1 : x.score === 3 ? 2 : 3;
        const hasImage = x.images.length > 0;
        if (
          !(await this.repos.reviews.insertComment(tx, {
            goodsId: item.goodsId,
            orderItemId: item.id,
            userId,
            score: x.score,
            level,
            content: x.content,
            images: x.images,
            hasImage,
            isAnonymous: x.is_anonymous === 1,
            specText: item.specText,
          }))
        )
          fail('ALREADY_APPRAISED');
        await this.repos.reviews.countReview(tx, item.goodsId, level, hasImage);
      }
      await this.repos.orders.updateOrder(tx, o.id, { unreviewed: Math.max(0, o.unreviewed - seen.size) });
      await this.flow.event(
        tx,
        o,
        'appraise',
        null,
        { actor: 'buyer', actorId: userId },
        `${seen.size}`,
        null,
      );
    });
    return { count: seen.size };
  }

  async clerkQr(userId: number, id: number) {
    const o = await this.own(userId, id);
    if (o.delivery !== 'verify' || !o.verifyCode || !['paid', 'received', 'completed'].includes(o.status))
      fail('ORDER_STATE');
    const qr = await QRCode.toDataURL(o.verifyCode, { margin: 1, width: 360, errorCorrectionLevel: 'M' });
    return { code: o.verifyCode, qr, verified_at: o.verifiedAt ? o.verifiedAt.toISOString() : null };
  }

  /** A clerk or owner of the order's shop verifies the code; the conditional update makes it once. */
  async verify(userId: number, code: string) {
    const o = await this.repos.orders.orderByCode(this.db, code);
    // Someone not on the shop's staff learns nothing: a real code answers as an unknown one.
    const role = o ? await this.shops.roleFor(userId, o.mchId, 'verify') : null;
    if (!o || !role) fail('VERIFY_CODE_INVALID');
    const who: Who = { actor: role === 'owner' ? 'merchant' : 'clerk', actorId: userId };
    const row = await this.db.transaction(async (tx) => {
      const r = await this.repos.flow.transition(tx, o.id, ['paid'], 'received', {
        verifiedAt: new Date(),
        verifiedBy: userId,
        receivedAt: new Date(),
      });
      if (r) {
        await this.flow.event(tx, r, 'verify', 'received', who, code, 'paid');
        await this.flow.publish(tx, { kind: 'verified' }, r);
      }
      return r;
    });
    if (!row) fail('VERIFY_CODE_INVALID');
    const [card] = await this.views.cards([row]);
    return { order: card!, verified_at: row.verifiedAt!.toISOString() };
  }

  /**
   * An order used in person by other means than its code (every ticket of it checked in at the
   * door): paid -> received once, by the conditional update, as a verification by that staff
   * member. Answers whether this call moved it; a refunded, cancelled or already used order stays.
   */
  async markUsed(userId: number, orderId: number): Promise<boolean> {
    const o = await this.repos.orders.order(this.db, orderId);
    const role = o ? await this.shops.roleFor(userId, o.mchId, 'verify') : null;
    if (!o || !role) return false;
    return this.useUp(
      orderId,
      { actor: role === 'owner' ? 'merchant' : 'clerk', actorId: userId },
      'check-in',
    );
  }

  /**
   * An order whose service took place without it being used (tickets of an event that has ended,
   * never checked in): paid -> received by the system, so it completes and settles like a used
   * one. Answers whether this call moved it; any other state stays.
   */
  closeAfterEvent(orderId: number): Promise<boolean> {
    return this.useUp(orderId, SYSTEM, 'event-ended');
  }

  private useUp(orderId: number, who: Who, note: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const r = await this.repos.flow.transition(tx, orderId, ['paid'], 'received', {
        ...(who.actorId !== null ? { verifiedAt: new Date(), verifiedBy: who.actorId } : {}),
        receivedAt: new Date(),
      });
      if (!r) return false;
      await this.flow.event(tx, r, 'verify', 'received', who, note, 'paid');
      await this.flow.publish(tx, { kind: 'verified' }, r);
      return true;
    });
  }

  async salesRecord(userId: number, q: { goods_id: number; cursor?: string; limit: number }) {
    const g = await this.repos.goods.goodsById(this.db, q.goods_id);
    if (!g) notFound('goods');
    await this.shops.requireCapability(userId, g.mchId, 'orders');
    const after = parseCursor(q.cursor, false);
    const rows = await this.repos.orders.salesOf(this.db, g.id, after ? after[1] : null, q.limit + 1);
    const { list, next_cursor } = page(rows, q.limit, (r) => String(r.item.id));
    const buyers = await this.users.profiles(list.map((r) => r.order.userId));
    return {
      goods: { id: g.id, name: g.name, sales: g.sales },
      list: list.map(({ item, order }) => {
        const b = buyers.get(order.userId);
        return {
          order_id: order.id,
          order_no: order.orderNo,
          buyer: { nickname: b?.nickname ?? '', avatar: b?.avatar ?? '' },
          spec_text: item.specText,
          num: item.num,
          total: yuan(item.total),
          status: order.status as 'paid',
          created_at: order.createdAt.toISOString(),
        };
      }),
      next_cursor,
    };
  }

  // ---------- the shop ----------

  /**
   * An order of a shop whose staff may handle its orders (decision 223), and who acts on it for the
   * record (the owner as the shop, a clerk as a clerk); others are refused.
   */
  private async ofShop(userId: number, id: number): Promise<{ o: OrderRow; who: Who }> {
    const o = await this.repos.orders.order(this.db, id);
    if (!o) notFound('order');
    const role = await this.shops.requireCapability(userId, o.mchId, 'orders');
    return { o, who: { actor: role === 'owner' ? 'merchant' : 'clerk', actorId: userId } };
  }

  async mchList(
    userId: number,
    q: { mch_id: number; status: string; cursor?: string; limit: number; live_id?: number },
  ) {
    await this.shops.requireCapability(userId, q.mch_id, 'orders');
    const after = parseCursor(q.cursor, false);
    const rows = await this.repos.orders.mchOrders(
      this.db,
      q.mch_id,
      q.status,
      after ? after[1] : null,
      q.limit + 1,
      q.live_id,
    );
    const { list, next_cursor } = page(rows, q.limit, (o) => String(o.id));
    return {
      list: await this.views.shopOrders(list),
      next_cursor,
    };
  }

  async mchDetail(userId: number, id: number) {
    const { o } = await this.ofShop(userId, id);
    return this.views.liveOf(o, await this.views.buyerOf(o, await this.views.detail(o)));
  }

  /** Goods sold in a live (the live module asks through a port): paid orders and amount in fen. */
  liveSales(liveId: number): Promise<{ count: number; amount: number }> {
    return this.repos.orders.liveSales(this.db, liveId);
  }

  async ship(userId: number, body: { id: number; express_company: string; express_no: string }) {
    const { o, who } = await this.ofShop(userId, body.id);
    if (o.delivery !== 'express') fail('ORDER_STATE');
    const row = await this.db.transaction(async (tx) => {
      const r = await this.repos.flow.transition(
        tx,
        o.id,
        ['paid'],
        'shipped',
        { expressCompany: body.express_company, expressNo: body.express_no, shippedAt: new Date() },
        { noPendingApply: true },
      );
      if (r) {
        await this.flow.event(
          tx,
          r,
          'ship',
          'shipped',
          who,
          `${body.express_company} ${body.express_no}`,
          'paid',
        );
        await this.flow.publish(tx, { kind: 'shipped' }, r);
      }
      return r;
    });
    if (!row) fail('ORDER_STATE');
    return { id: row.id, status: row.status as 'shipped' };
  }

  async storeCancel(userId: number, id: number, reason: string) {
    const { o, who } = await this.ofShop(userId, id);
    const row = await this.db.transaction((tx) => this.flow.refundWhole(tx, o.id, who, reason, false));
    if (!row) fail('ORDER_STATE');
    return { id: row.id, status: row.status as 'refunded' };
  }

  async handleCancelApply(userId: number, body: { id: number; agree: boolean; reason: string }) {
    const { o, who } = await this.ofShop(userId, body.id);
    if (o.cancelApplyStatus !== 'pending') fail('ORDER_STATE');
    const row = await this.db.transaction(async (tx) => {
      if (body.agree) return this.flow.refundWhole(tx, o.id, who, body.reason, true);
      const r = await this.repos.flow.refuseCancel(tx, o.id, body.reason);
      if (r) await this.flow.event(tx, o, 'cancel_apply_refuse', null, who, body.reason, null);
      return r ?? null;
    });
    if (!row) fail('ORDER_STATE');
    return {
      id: row.id,
      status: row.status as 'paid',
      cancel_apply_status: row.cancelApplyStatus as 'agreed',
    };
  }

  // ---------- jobs ----------

  /** Cancels unpaid orders past their deadline (these ids, or every overdue one); returns how many. */
  async expire(now = new Date(), ids?: number[]): Promise<number> {
    const due = ids ?? (await this.repos.orders.dueOrders(this.db, 'unpaid', 'expires_at', now, BATCH));
    let n = 0;
    for (const id of due) {
      const done = await this.db.transaction(async (tx) => {
        const o = await this.repos.orders.order(tx, id);
        if (!o || o.status !== 'unpaid' || o.expiresAt > now) return false;
        return this.flow.cancelUnpaid(tx, o, SYSTEM, 'payment timed out');
      });
      if (done) n++;
    }
    return n;
  }

  /** Confirms receipt of orders shipped more than the configured days ago. */
  async autoConfirm(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - this.times.autoConfirmDays * DAY_MS);
    let n = 0;
    for (const id of await this.repos.orders.dueOrders(this.db, 'shipped', 'shipped_at', before, BATCH)) {
      const o = await this.repos.orders.order(this.db, id);
      if (o && (await this.db.transaction((tx) => this.flow.confirm(tx, o, SYSTEM)))) n++;
    }
    return n;
  }

  /** Completes received orders (these ids, or every due one) whose after-sale window closed with none open. */
  async completeDue(now = new Date(), ids?: number[]): Promise<number> {
    const before = new Date(now.getTime() - this.times.afterSaleDays * DAY_MS);
    let n = 0;
    for (const id of ids ??
      (await this.repos.orders.dueOrders(this.db, 'received', 'received_at', before, BATCH))) {
      const o = await this.repos.orders.order(this.db, id);
      if (o && (await this.db.transaction((tx) => this.flow.complete(tx, o, before)))) n++;
    }
    return n;
  }
}
