import { fail, notFound } from '../../platform/errors.ts';
import type { Db } from '../../platform/db.ts';
import { isBalanceShort, type Wallet } from '../account/index.ts';
import { toFen, yuan } from '../../platform/money.ts';
import { hmacHex, sameSignature } from './signature.ts';
import type { PaymentRow } from './rows.ts';
import type { MallRepos } from './repos.ts';
import type { OrderFlow } from './flow.ts';
import type { OrderViews } from './views.ts';
import type { PaymentSettings } from './payment-settings.ts';

/** How long an attempt stays open before the gateway is asked about it. */
export const RECONCILE_AFTER_MS = 5 * 60_000;
const BATCH = 200;

export interface NotifyBody {
  payment_id: number;
  provider_txn_id: string;
  amount: string;
  status: 'paid' | 'failed';
  timestamp: number;
  sign: string;
}

/** One transaction as a gateway reports it to a status query. */
export interface GatewayTxn {
  provider_txn_id: string;
  amount: number;
  status: 'paid' | 'failed';
}

/** The text the sandbox gateway signs for a notify (HMAC-SHA256, hex). */
export function notifyText(b: Omit<NotifyBody, 'sign'>): string {
  return `${b.payment_id}|${b.provider_txn_id}|${b.amount}|${b.status}|${b.timestamp}`;
}

/**
 * Payments: one `payment` row per attempt over one or more unpaid orders. Paying flips orders only
 * `WHERE status = 'unpaid'`; money that arrives for an order that is no longer unpaid (cancelled,
 * or paid by another attempt) is refunded at once.
 */
export class PaymentService {
  constructor(
    private readonly db: Db,
    private readonly repos: Pick<MallRepos, 'payments' | 'orders'>,
    private readonly wallet: Wallet,
    private readonly flow: OrderFlow,
    private readonly views: OrderViews,
    private readonly settings: PaymentSettings,
    /** The sandbox gateway's signing key. */
    readonly gatewayKey: string,
  ) {}

  private async unpaidOrders(userId: number, ids: number[]) {
    const unique = [...new Set(ids)];
    const orders = await this.repos.orders.ordersByIds(this.db, unique);
    if (orders.length !== unique.length || orders.some((o) => o.userId !== userId)) notFound('order');
    const now = Date.now();
    if (orders.some((o) => o.status !== 'unpaid' || o.expiresAt.getTime() <= now)) fail('ORDER_STATE');
    return orders;
  }

  async own(userId: number, id: number): Promise<PaymentRow> {
    const p = await this.repos.payments.payment(this.db, id);
    if (!p || p.userId !== userId) notFound('payment');
    return p;
  }

  /**
   * Whether an attempt can still take money: open (pending, or failed: the buyer may try again),
   * before its deadline, and every order it covers still unpaid (an attempt whose close was
   * skipped while it was being paid elsewhere is caught here).
   */
  async isPayable(p: PaymentRow): Promise<boolean> {
    if (p.status !== 'pending' && p.status !== 'failed') return false;
    if (p.expiresAt.getTime() <= Date.now()) return false;
    const orders = await this.repos.orders.ordersByIds(this.db, p.orderIds);
    return orders.length === p.orderIds.length && orders.every((o) => o.status === 'unpaid');
  }

  /** The status the buyer sees: an open attempt that can no longer be paid is closed. */
  private async shownStatus(p: PaymentRow): Promise<string> {
    if ((p.status === 'pending' || p.status === 'failed') && !(await this.isPayable(p))) return 'closed';
    return p.status;
  }

  async open(userId: number, orderIds: number[]) {
    const ids = [...new Set(orderIds)];
    const p = await this.repos.payments.openPayment(this.db, userId, ids);
    // Not opened: say why (not mine or unknown: not found; else not payable any more).
    if (!p) await this.unpaidOrders(userId, ids);
    if (!p) fail('ORDER_STATE');
    return { payment_id: p.id, amount: yuan(p.amount), order_ids: p.orderIds };
  }

  async listPayData(userId: number, orderIds: number[]) {
    const orders = await this.unpaidOrders(userId, orderIds);
    const cards = await this.views.cards(orders);
    return {
      list: cards.map((c) => ({
        id: c.id,
        order_no: c.order_no,
        mch: c.mch,
        items: c.items,
        pay_amount: c.pay_amount,
      })),
      amount: yuan(orders.reduce((a, o) => a + o.payAmount, 0)),
      expires_at: new Date(Math.min(...orders.map((o) => o.expiresAt.getTime()))).toISOString(),
    };
  }

  async methods(userId: number, paymentId: number) {
    const p = await this.own(userId, paymentId);
    const wallet = await this.wallet.balances(userId);
    const pending = await this.isPayable(p);
    const methods: { pay_type: 'balance' | 'sandbox'; enabled: boolean; disabled_reason: string | null }[] =
      [];
    const { methods: offered } = await this.settings.current();
    if (offered.includes('balance'))
      methods.push({
        pay_type: 'balance',
        enabled: pending && wallet.balance >= p.amount,
        disabled_reason: !pending ? 'not_pending' : wallet.balance < p.amount ? 'insufficient_balance' : null,
      });
    if (offered.includes('sandbox'))
      methods.push({
        pay_type: 'sandbox',
        enabled: pending,
        disabled_reason: pending ? null : 'not_pending',
      });
    return {
      payment_id: p.id,
      amount: yuan(p.amount),
      status: (await this.shownStatus(p)) as 'pending',
      expires_at: p.expiresAt.toISOString(),
      balance: yuan(wallet.balance),
      methods,
    };
  }

  async status(userId: number, paymentId: number) {
    const p = await this.own(userId, paymentId);
    return {
      payment_id: p.id,
      status: (await this.shownStatus(p)) as 'pending',
      pay_type: (p.payType ?? null) as 'balance' | null,
      amount: yuan(p.amount),
      order_ids: p.orderIds,
      paid_at: p.paidAt ? p.paidAt.toISOString() : null,
    };
  }

  /** The payment behind a cashier link (the link's signature is checked by the gateway). */
  cashierPayment(id: number): Promise<PaymentRow | undefined> {
    return this.repos.payments.payment(this.db, id);
  }

  /** A payment the sandbox cashier may take: payable (see `isPayable`). */
  async payable(userId: number, paymentId: number): Promise<PaymentRow> {
    await this.settings.requireMethod('sandbox');
    const p = await this.own(userId, paymentId);
    if (!(await this.isPayable(p))) fail('PAYMENT_STATE');
    return p;
  }

  /**
   * Pays from the balance, at most once: the payment row is locked, every order must still be
   * unpaid (else nothing happens), and the debit is a conditional update through the ledger.
   */
  async payWithBalance(userId: number, paymentId: number) {
    await this.settings.requireMethod('balance');
    let after: number | null = null;
    const p = await this.db
      .transaction(async (tx) => {
        // Claiming the attempt is its lock: a second payment of it waits here, then finds it paid.
        // Its charge (the balance's transaction) is recorded by the same statement, and the other
        // attempts over its orders are closed.
        const p = await this.repos.payments.claimForBalance(tx, paymentId, userId);
        if (!p) {
          const seen = await this.repos.payments.payment(tx, paymentId);
          if (!seen || seen.userId !== userId) notFound('payment');
          // Closed: its orders were cancelled or paid by another attempt.
          fail(seen.status === 'closed' ? 'ORDER_STATE' : 'PAYMENT_STATE');
        }
        // The attempt's deadline is its earliest order's: past it, the order is no longer payable.
        if (p.expiresAt.getTime() <= Date.now()) fail('ORDER_STATE');
        // The debit comes before the notices are written (see `markPaid`). It travels with them and
        // the COMMIT: a balance short of the amount fails the transaction there.
        await this.flow.markPaid(
          tx,
          p,
          'balance',
          async ({ paid, missed }) => {
            if (missed.length) fail('ORDER_STATE');
            await this.wallet.debitBalanceLater(
              tx,
              userId,
              p.amount,
              {
                sourceType: 'payment',
                sourceId: p.id,
                kind: 'pay',
                note: paid
                  .map((o) => o.orderNo)
                  .join(',')
                  .slice(0, 200),
              },
              (balance) => (after = balance),
            );
          },
          true,
        );
        return p;
      })
      .catch((e: unknown) => {
        if (isBalanceShort(e)) fail('BALANCE_INSUFFICIENT');
        throw e;
      });
    if (after === null) throw new Error(`payment ${p.id} committed without its debit's answer`);
    return {
      payment_id: p.id,
      status: 'paid' as const,
      order_ids: p.orderIds,
      balance: yuan(after),
    };
  }

  /**
   * The sandbox gateway's callback. Verified (signature, then amount against our payment), then
   * settled (see `settle`).
   */
  async notify(body: NotifyBody): Promise<{ received: true }> {
    const expected = hmacHex(this.gatewayKey, notifyText(body));
    if (!sameSignature(expected, body.sign)) fail('SIGNATURE_INVALID');
    const p0 = await this.repos.payments.payment(this.db, body.payment_id);
    if (!p0) notFound('payment');
    if (toFen(body.amount) !== p0.amount) fail('SIGNATURE_INVALID');
    await this.settle(p0, { ...body });
    return { received: true };
  }

  /**
   * Settles one provider transaction of an attempt, told by a verified notify or by the gateway's
   * answer to a status query; recorded once under (provider, provider_txn_id), so a repeat changes
   * nothing. A paid transaction is a charge of its own: the first one on an open attempt pays it
   * and its unpaid orders (money for orders no longer unpaid goes back through it); any later one
   * (the attempt was paid already) is refunded whole, against itself.
   */
  async settle(
    p0: PaymentRow,
    t: { provider_txn_id: string; status: 'paid' | 'failed' } & Record<string, unknown>,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      const fresh = await this.repos.payments.recordNotify(tx, {
        provider: 'sandbox',
        providerTxnId: t.provider_txn_id,
        paymentId: p0.id,
        amount: p0.amount,
        status: t.status,
        body: t,
      });
      if (!fresh) return;
      const p = (await this.repos.payments.lockPayment(tx, p0.id))!;
      if (t.status === 'failed') {
        await this.repos.payments.updatePayment(tx, p.id, ['pending'], { status: 'failed' });
        return;
      }
      const charge = (await this.repos.payments.insertCharge(tx, {
        paymentId: p.id,
        userId: p.userId,
        provider: 'sandbox',
        providerTxnId: t.provider_txn_id,
        amount: p.amount,
      }))!;
      // Only an attempt no charge ever paid takes this one (a closed one too: its money goes back).
      const flipped =
        p.providerTxnId === null &&
        (await this.repos.payments.updatePayment(tx, p.id, ['pending', 'failed', 'closed'], {
          status: 'paid',
          payType: 'sandbox',
          provider: 'sandbox',
          providerTxnId: t.provider_txn_id,
          paidAt: new Date(),
        }));
      const marked = flipped ? await this.flow.markPaid(tx, flipped, 'sandbox') : null;
      const late = marked
        ? marked.missed
        : // The attempt was paid by another charge: this one goes back whole, order by order.
          await this.repos.orders.ordersByIds(tx, p.orderIds);
      for (const o of late) {
        await this.flow.refundMoney(tx, o, charge, o.payAmount, 0, { type: 'late_payment', id: charge.id });
        await this.flow.event(
          tx,
          o,
          'late_payment_refund',
          null,
          { actor: 'system', actorId: null },
          `payment ${p.id} ${t.provider_txn_id}`,
          null,
        );
      }
      // Money for orders all cancelled or paid elsewhere: the attempt paid nothing and is closed
      // (its refund total says the money went back).
      if (marked && !marked.paid.length)
        await this.repos.payments.updatePayment(tx, p.id, ['paid', 'refunded'], { status: 'closed' });
    });
  }

  /**
   * Asks the gateway about attempts still open after `RECONCILE_AFTER_MS` and settles what it
   * reports (a notify lost or never acknowledged); an attempt past its deadline with nothing paid
   * is closed. Answers how many transactions were settled and attempts closed.
   */
  async reconcile(
    query: (paymentId: number) => Promise<GatewayTxn[]>,
    now = new Date(),
  ): Promise<{ settled: number; closed: number }> {
    let settled = 0;
    let closed = 0;
    const errors: unknown[] = [];
    const before = new Date(now.getTime() - RECONCILE_AFTER_MS);
    for (const p of await this.repos.payments.stalePayments(this.db, before, BATCH)) {
      try {
        const txns = await query(p.id);
        for (const t of txns) {
          if (t.amount !== p.amount) continue;
          await this.settle(p, { provider_txn_id: t.provider_txn_id, status: t.status, source: 'query' });
          if (t.status === 'paid') settled++;
        }
        if (!txns.some((t) => t.status === 'paid') && p.expiresAt <= now)
          if (
            await this.repos.payments.updatePayment(this.db, p.id, ['pending', 'failed'], {
              status: 'closed',
            })
          )
            closed++;
      } catch (err) {
        // One attempt that cannot be settled now does not hold up the others; the job fails and retries.
        errors.push(err);
      }
    }
    if (errors.length) throw new AggregateError(errors, `${errors.length} payments not reconciled`);
    return { settled, closed };
  }
}
