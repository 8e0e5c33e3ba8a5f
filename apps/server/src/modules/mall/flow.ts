import { randomInt } from 'node:crypto';
import type { Tx } from '../../platform/db.ts';
import type { Wallet } from '../account/index.ts';
import type { PointsService } from '../points/index.ts';
import type { ChargeRow, OrderItemRow, OrderRow, PaidOrder, PaymentRow } from './rows.ts';
import type { MallRepos } from './repos.ts';
import { OrderLifecycle, type LifecycleEvent, type LifecycleLine } from './lifecycle.ts';
import { RefundPolicies } from './refund-policies.ts';

export type Actor = 'buyer' | 'merchant' | 'clerk' | 'system' | 'platform';

export interface Who {
  actor: Actor;
  actorId: number | null;
}

export const SYSTEM: Who = { actor: 'system', actorId: null };

const verifyCode = () => String(randomInt(1e5, 1e6)) + String(randomInt(0, 1e6)).padStart(6, '0');

/**
 * The order state machine with its money, stock and points. Every transition is a conditional
 * update (`WHERE status IN (...)`) inside the caller's transaction, recorded in `order_event` with
 * who and when; stock, sales and points move only when the transition really happened. Ids and
 * amounts come from the row the conditional update returned, never from a read made before it.
 * Lock order everywhere: the attempt being paid (payment), orders, SKUs, goods, users (balance and
 * points), charges, then the refund total of the attempt that paid (a paid attempt is never claimed
 * again), so writers never deadlock; the rows many orders share (a shop's settlement account)
 * come last, written by the lifecycle's `'*'` fulfillers (notices add to their boxes without
 * locking them, decision 258). Other open attempts are closed with SKIP LOCKED, never waited on.
 */
export class OrderFlow {
  /** Where each goods type's fulfillers register; every transition publishes here. */
  readonly lifecycle = new OrderLifecycle();
  /** Whether a buyer may still ask for a refund, per goods type (tickets: until refundable-until). */
  readonly refundPolicies = new RefundPolicies();

  constructor(
    private readonly repos: Pick<MallRepos, 'orders' | 'flow' | 'goods' | 'payments'>,
    private readonly wallet: Wallet,
    private readonly points: PointsService,
  ) {}

  async event(
    tx: Tx,
    o: OrderRow,
    action: string,
    to: string | null,
    who: Who,
    note = '',
    from: string | null = o.status,
  ): Promise<void> {
    await this.repos.orders.insertEvent(tx, {
      orderId: o.id,
      action,
      fromStatus: from,
      toStatus: to,
      actor: who.actor,
      actorId: who.actorId,
      note,
    });
  }

  /**
   * Publishes a transition to the fulfillers, inside its transaction (a fulfiller that throws rolls
   * it back). `o` is the row the transition returned; `amounts` gives each line's money (item id to
   * fen), else a line carries 0; lines are read only when a fulfiller is registered.
   */
  async publish(
    tx: Tx,
    event: LifecycleEvent,
    o: {
      id: number;
      orderNo: string;
      userId: number;
      mchId: number;
      payAmount: number;
      refundAmount: number;
    },
    amounts?: (items: OrderItemRow[]) => Map<number, number>,
    known?: OrderItemRow[],
  ): Promise<void> {
    await this.lifecycle.publish(
      tx,
      event,
      {
        id: o.id,
        orderNo: o.orderNo,
        userId: o.userId,
        mchId: o.mchId,
        payAmount: o.payAmount,
        refundAmount: o.refundAmount,
      },
      async (): Promise<LifecycleLine[]> => {
        const items = known ?? (await this.repos.orders.itemsOf(tx, [o.id]));
        const money = amounts ? amounts(items) : new Map<number, number>();
        return items
          .filter((i) => !amounts || money.has(i.id))
          .map((i) => ({
            itemId: i.id,
            goodsId: i.goodsId,
            skuId: i.skuId,
            type: i.type,
            num: i.num,
            amount: money.get(i.id) ?? 0,
          }));
      },
    );
  }

  private async returnStock(tx: Tx, items: OrderItemRow[]): Promise<void> {
    const bySku = new Map<number, number>();
    const byGoods = new Map<number, number>();
    for (const i of items) {
      bySku.set(i.skuId, (bySku.get(i.skuId) ?? 0) + i.num);
      byGoods.set(i.goodsId, (byGoods.get(i.goodsId) ?? 0) + i.num);
    }
    for (const [id, n] of [...bySku].sort((a, b) => a[0] - b[0]))
      await this.repos.goods.returnSkuStock(tx, id, n);
    await this.repos.goods.moveGoodsStocks(
      tx,
      [...byGoods].sort((a, b) => a[0] - b[0]),
    );
  }

  /** unpaid -> cancelled: stock and points return. False when the order was no longer unpaid. */
  async cancelUnpaid(tx: Tx, o: OrderRow, who: Who, cause: string): Promise<boolean> {
    const row = await this.repos.flow.transition(tx, o.id, ['unpaid'], 'cancelled', {
      cancelledAt: new Date(),
      cancelCause: cause.slice(0, 200),
    });
    if (!row) return false;
    await this.event(tx, row, 'cancel', 'cancelled', who, cause, 'unpaid');
    await this.returnStock(tx, await this.repos.orders.itemsOf(tx, [row.id]));
    if (row.integralUsed > 0)
      await this.points.credit(tx, row.userId, row.integralUsed, {
        sourceType: 'order',
        sourceId: row.id,
        kind: 'return',
        note: 'order cancelled',
      });
    // Its open attempts can no longer be paid.
    await this.repos.payments.closeAttempts(tx, row.userId, [row.id], null);
    await this.publish(tx, { kind: 'cancelled' }, row);
    return true;
  }

  /**
   * Marks the unpaid orders of a payment paid (locked in id order). Answers which were flipped and
   * which were not (cancelled meanwhile, or paid by another attempt): those need a refund.
   * `beforeShared` runs after the goods types' fulfillers and before the `'*'` ones (the notices):
   * a balance payment's debit, so the buyer's row is locked before the rows those may share with
   * other orders, as refunds lock them.
   * `attemptsClosed`: the claim of the attempt closed the others over its orders already.
   */
  async markPaid(
    tx: Tx,
    p: Pick<PaymentRow, 'id' | 'userId' | 'orderIds'>,
    payType: string,
    beforeShared?: (r: { paid: PaidOrder[]; missed: OrderRow[] }) => Promise<void>,
    attemptsClosed = false,
  ): Promise<{ paid: PaidOrder[]; missed: OrderRow[] }> {
    const paid: PaidOrder[] = [];
    const missed: OrderRow[] = [];
    // One order (the usual case) is locked by its own conditional update; several in id order.
    const ids = [...p.orderIds].sort((a, b) => a - b);
    if (ids.length > 1) await this.repos.orders.lockOrders(tx, ids);
    for (const id of ids) {
      const row = await this.repos.flow.payOrderWithEvent(tx, id, p.id, payType, verifyCode());
      if (row && row.userId !== p.userId)
        throw new Error(`payment ${p.id} covers order ${id} of another user`);
      if (row) {
        paid.push(row);
        continue;
      }
      const o = await this.repos.orders.order(tx, id);
      if (o) missed.push(o);
    }
    if (paid.length) {
      await this.repos.goods.moveSales(
        tx,
        paid.flatMap((o) => o.lines),
        1,
      );
      // The other attempts over these orders are over.
      if (!attemptsClosed)
        await this.repos.payments.closeAttempts(
          tx,
          p.userId,
          paid.map((o) => o.id),
          p.id,
        );
    }
    // Published last: what it writes for every order that other orders share stays locked only
    // until the caller commits. Nothing of a just-paid order went back yet.
    const publish = async (part: 'types' | 'shared') => {
      for (const row of paid)
        await this.lifecycle.publish(
          tx,
          { kind: 'paid' },
          { ...row, refundAmount: 0 },
          async () => row.lines.map((l) => ({ ...l, amount: l.payAmount })),
          part,
        );
    };
    await publish('types');
    await beforeShared?.({ paid, missed });
    await publish('shared');
    return { paid, missed };
  }

  /**
   * The charge that paid an order's attempt. A paid order without one is a broken invariant: it
   * throws (the transition rolls back) rather than refunding nothing.
   */
  async paidCharge(tx: Tx, o: { id: number; paymentId: number | null }): Promise<ChargeRow> {
    const c = o.paymentId ? await this.repos.payments.appliedCharge(tx, o.paymentId) : undefined;
    if (!c) throw new Error(`order ${o.id} is paid but has no charge (payment ${o.paymentId ?? 'none'})`);
    return c;
  }

  /**
   * Pays money back through the charge it came in by, once per cause: a balance charge gets a
   * ledger credit; a gateway charge is refunded through the gateway (the sandbox refunds at once).
   * Points go back to the points ledger. False when this cause was refunded before.
   */
  async refundMoney(
    tx: Tx,
    o: { id: number; userId: number; orderNo: string },
    c: ChargeRow,
    amount: number,
    integral: number,
    cause: { type: 'order' | 'late_payment' | 'after_sale'; id: number },
  ): Promise<boolean> {
    const refundId = await this.repos.payments.insertRefund(tx, {
      paymentId: c.paymentId,
      chargeId: c.id,
      orderId: o.id,
      userId: o.userId,
      causeType: cause.type,
      causeId: cause.id,
      amount,
      integral,
      payType: c.provider,
    });
    if (refundId === null) return false;
    if (amount > 0) {
      if (c.provider === 'balance')
        await this.wallet.creditBalance(tx, o.userId, amount, {
          sourceType: 'refund',
          sourceId: refundId,
          kind: 'refund',
          note: `order ${o.orderNo}`,
        });
      if (!(await this.repos.payments.addChargeRefund(tx, c.id, amount)))
        throw new Error(`refund of ${amount} for order ${o.id} exceeds what charge ${c.id} took`);
      await this.repos.payments.addPaymentRefund(tx, c, amount);
    }
    if (integral > 0)
      await this.points.credit(tx, o.userId, integral, {
        sourceType: cause.type === 'after_sale' ? 'after_sale' : 'order',
        sourceId: cause.type === 'after_sale' ? cause.id : o.id,
        kind: 'return',
        note: `order ${o.orderNo} refunded`,
      });
    return true;
  }

  /**
   * paid (not shipped) -> refunded in full: the shop cancels, or agrees to the buyer's request
   * (`agreeApply`: only while that request is pending). Stock and sales go back; money and points
   * return to where they came from. A paid order has no refund yet (after-sales need it shipped),
   * so the whole payment of the returned row goes back.
   */
  async refundWhole(
    tx: Tx,
    id: number,
    who: Who,
    note: string,
    agreeApply: boolean,
  ): Promise<OrderRow | null> {
    const row = await this.repos.flow.refundPaid(tx, id, note.slice(0, 200), agreeApply);
    if (!row) return null;
    const agreed = row.cancelApplyStatus === 'agreed';
    await this.event(tx, row, agreed ? 'cancel_apply_agree' : 'store_cancel', 'refunded', who, note, 'paid');
    const items = await this.repos.orders.itemsOf(tx, [row.id]);
    await this.returnStock(tx, items);
    await this.repos.goods.moveSales(tx, items, -1);
    await this.refundMoney(tx, row, await this.paidCharge(tx, row), row.payAmount, row.integralUsed, {
      type: 'order',
      id: row.id,
    });
    await this.publish(
      tx,
      { kind: 'refunded', whole: true, amount: row.payAmount },
      row,
      (all) => new Map(all.map((i) => [i.id, i.payAmount])),
      items,
    );
    return row;
  }

  /** shipped -> received (the buyer, or the system after the configured days). */
  async confirm(tx: Tx, o: OrderRow, who: Who): Promise<OrderRow | null> {
    const row = await this.repos.flow.transition(tx, o.id, ['shipped'], 'received', {
      receivedAt: new Date(),
    });
    if (!row) return null;
    await this.event(tx, row, 'confirm', 'received', who, '', 'shipped');
    await this.publish(tx, { kind: 'received' }, row);
    return row;
  }

  /**
   * paid -> completed at once, for goods delivered by paying (a points recharge): called by the
   * goods type's `paid` fulfiller inside the payment's transaction, so the credit and this move
   * are one. Only an order whose every line is of `type` moves; the conditional update moves it
   * once (a notify delivered again finds it no longer paid). Publishes `completed`.
   */
  async completeOnPayment(tx: Tx, orderId: number, type: string): Promise<boolean> {
    const items = await this.repos.orders.itemsOf(tx, [orderId]);
    if (!items.length || items.some((i) => i.type !== type)) return false;
    const now = new Date();
    const row = await this.repos.flow.transition(tx, orderId, ['paid'], 'completed', {
      receivedAt: now,
      completedAt: now,
    });
    if (!row) return false;
    await this.event(tx, row, 'complete', 'completed', SYSTEM, `${type} delivered on payment`, 'paid');
    await this.publish(tx, { kind: 'completed' }, row, undefined, items);
    return true;
  }

  /** received -> completed once the after-sale window closed with nothing open. */
  async complete(tx: Tx, o: OrderRow, receivedBefore?: Date): Promise<boolean> {
    const row = await this.repos.flow.transition(
      tx,
      o.id,
      ['received'],
      'completed',
      { completedAt: new Date() },
      {
        noOpenAfterSale: true,
        ...(receivedBefore ? { receivedBefore } : {}),
      },
    );
    if (!row) return false;
    await this.event(tx, row, 'complete', 'completed', SYSTEM, 'after-sale window closed', 'received');
    await this.publish(tx, { kind: 'completed' }, row);
    return true;
  }
}
