import type { BodyOf, merchant } from '@dance/contracts';
import { decodeCursor, page } from '../../platform/cursor.ts';
import { fail, invalid, notFound } from '../../platform/errors.ts';
import { toFen, yuan } from '../../platform/money.ts';
import type { Tx } from '../../platform/db.ts';
import type { Platform } from '../../platform/platform.ts';
import type { UserDirectory, Wallet } from '../account/index.ts';
import type { AccountLogRow, AccountRepo, CashRow } from './account.repo.ts';
import type { FeeSettings } from './fees.ts';
import { ReferenceRequired, type PayoutProvider } from './payout.ts';
import type { MerchantService } from './shops.ts';

type CashSubmit = BodyOf<typeof merchant.cashSubmit>;
type CashStatus = (typeof merchant.CASH_STATUSES)[number];
type AccountLogKind = (typeof merchant.ACCOUNT_LOG_KINDS)[number];

/** The order of a `completed` event, as the mall's lifecycle publishes it. */
export interface CompletedOrder {
  id: number;
  mchId: number;
  payAmount: number;
  refundAmount: number;
}

/** Midnight of the day in China time (UTC+8, no daylight saving). */
export function chinaDayStart(at: Date, days = 0): Date {
  const shifted = new Date(at.getTime() + 8 * 3600_000);
  const day = Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate());
  return new Date(day - 8 * 3600_000 + days * 86_400_000);
}

/** The Luhn check digit of a card number (digits only). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const mask = (s: string, keep = 4) =>
  s.length <= keep ? s : `${'*'.repeat(s.length - keep)}${s.slice(-keep)}`;
const rateOf = (fen: number, bp: number) => Math.floor((fen * bp + 5000) / 10000);

/**
 * The shop account: settlement of completed orders (net of refunds and the platform fee, once per
 * order), the ledger, withdrawals (frozen at request, idempotent on the client id) and their review
 * by operators (paid, refused or failed: released). Every balance move is one conditional statement
 * with its ledger row; only the owner touches money.
 */
export class ShopAccount {
  constructor(
    private readonly p: Platform,
    private readonly repo: AccountRepo,
    private readonly shops: MerchantService,
    private readonly users: UserDirectory,
    private readonly wallet: Wallet,
    private readonly payout: PayoutProvider,
    private readonly fees: FeeSettings,
  ) {}

  private get cfg() {
    return this.p.config.merchant;
  }

  /**
   * The settlement of a completed order, inside the completion's transaction: the amount paid less
   * refunds is credited, then the fee is taken, exactly once per order (the settlement row's key).
   * Platform goods (shop 0) are the platform's own and settle nowhere.
   */
  settle = async (tx: Tx, e: { kind: string; order: CompletedOrder }): Promise<void> => {
    if (e.kind !== 'completed' || e.order.mchId === 0) return;
    const o = e.order;
    const rate = await this.repo.feeRate(tx, o.mchId);
    if (rate === undefined) throw new Error(`order ${o.id} of unknown shop ${o.mchId}`);
    const feeRate = rate ?? (await this.fees.current(tx)).feeRate;
    const net = o.payAmount - o.refundAmount;
    const fee = net > 0 ? rateOf(net, feeRate) : 0;
    const first = await this.repo.recordSettlement(tx, {
      orderId: o.id,
      mchId: o.mchId,
      payAmount: o.payAmount,
      refundAmount: o.refundAmount,
      feeRate,
      fee,
    });
    if (!first || net <= 0) return;
    const base = { sourceType: 'order' as const, sourceId: o.id, frozenChange: 0 };
    const note = `paid ${yuan(o.payAmount)} refunded ${yuan(o.refundAmount)}`;
    const credited = await this.repo.move(tx, o.mchId, { ...base, kind: 'credit', change: net, note });
    if (!credited) throw new Error(`settlement of order ${o.id} not credited`);
    if (fee > 0) {
      const taken = await this.repo.move(tx, o.mchId, {
        ...base,
        kind: 'fee',
        change: -fee,
        note: `${feeRate / 100}%`,
      });
      if (!taken) throw new Error(`fee of order ${o.id} not taken`);
    }
  };

  async log(
    userId: number,
    q: { mch_id: number; kind?: AccountLogKind; from?: string; to?: string; cursor?: string; limit: number },
  ) {
    // The permission check reads the shop's head: the balances shown come from that row.
    const { shop: account } = await this.shops.requireShop(userId, q.mch_id, 'money');
    const parts = decodeCursor(q.cursor, ['id']);
    const from = q.from ? this.day('from', q.from, 0) : undefined;
    const to = q.to ? this.day('to', q.to, 1) : undefined;
    const rows = await this.repo.log(
      this.p.db,
      q.mch_id,
      { ...(q.kind ? { kind: q.kind } : {}), ...(from ? { from } : {}), ...(to ? { to } : {}) },
      parts ? parts[0]! : null,
      q.limit + 1,
    );
    const { list, next_cursor } = page(rows, q.limit, (r) => String(r.id));
    return {
      list: list.map(logView),
      next_cursor,
      balance: yuan(account?.balance ?? 0),
      frozen: yuan(account?.frozen ?? 0),
    };
  }

  private day(field: string, d: string, plus: number): Date {
    const at = new Date(`${d}T00:00:00+08:00`);
    if (Number.isNaN(at.getTime()) || chinaIso(at) !== d) invalid(field, 'date');
    return new Date(at.getTime() + plus * 86_400_000);
  }

  async submit(userId: number, b: CashSubmit) {
    await this.shops.requireCapability(userId, b.mch_id, 'money');
    const amount = toFen(b.amount);
    if (!Number.isSafeInteger(amount) || amount <= 0) invalid('amount', 'positive');
    const account = this.accountOf(b);
    const known = await this.repo.cashByClient(this.p.db, b.mch_id, b.client_id);
    if (known) return cashView(known);
    if (amount < this.cfg.cashMin) fail('CASH_BELOW_MIN', { min: yuan(this.cfg.cashMin) });
    const row = await this.p.db.transaction(async (tx) => {
      await this.repo.lockShop(tx, b.mch_id);
      const fee = rateOf(amount, (await this.fees.current(tx)).cashFeeRate);
      const again = await this.repo.cashByClient(tx, b.mch_id, b.client_id);
      if (again) return again;
      const used = await this.repo.cashSince(tx, b.mch_id, chinaDayStart(new Date()));
      if (used + amount > this.cfg.cashDailyLimit)
        fail('CASH_DAILY_LIMIT', { limit: yuan(this.cfg.cashDailyLimit) });
      const cash = await this.repo.insertCash(tx, {
        mchId: b.mch_id,
        userId,
        clientId: b.client_id,
        amount,
        fee: Math.min(fee, amount - 1),
        type: b.type,
        account,
        provider: b.type === 'balance' ? 'balance' : this.payout.name,
      });
      const frozen = await this.repo.move(tx, b.mch_id, {
        kind: 'freeze',
        change: -amount,
        frozenChange: amount,
        sourceType: 'cash',
        sourceId: cash.id,
        note: b.type,
      });
      if (!frozen) fail('SHOP_BALANCE_INSUFFICIENT');
      return cash;
    });
    return cashView(row);
  }

  /** The destination of a withdrawal, checked; card and account numbers are stored masked. */
  private accountOf(b: CashSubmit): Record<string, string> {
    if (b.type === 'balance') return {};
    if (!b.name) invalid('name', 'required');
    if (b.type === 'wechat' || b.type === 'alipay') {
      if (!b.account) invalid('account', 'required');
      return { name: b.name, account: mask(b.account) };
    }
    if (!b.bank) invalid('bank', 'required');
    if (!b.branch) invalid('branch', 'required');
    const digits = (b.card_no ?? '').replace(/\s+/g, '');
    if (!digits) invalid('card_no', 'required');
    if (!/^\d{12,19}$/.test(digits)) invalid('card_no', 'digits');
    if (!luhnValid(digits)) invalid('card_no', 'check digit');
    return { name: b.name, bank: b.bank, branch: b.branch, card_no: mask(digits) };
  }

  async cashLog(userId: number, q: { mch_id: number; status?: CashStatus; cursor?: string; limit: number }) {
    await this.shops.requireCapability(userId, q.mch_id, 'money');
    const parts = decodeCursor(q.cursor, ['id']);
    const rows = await this.repo.cashList(
      this.p.db,
      q.mch_id,
      q.status,
      parts ? parts[0]! : null,
      q.limit + 1,
    );
    const { list, next_cursor } = page(rows, q.limit, (r) => String(r.id));
    return { list: list.map(cashView), next_cursor };
  }

  // ---------- operators ----------

  async queue(operatorId: number, q: { status: CashStatus; cursor?: string; limit: number }) {
    await this.users.requireOperator(operatorId, 'finance');
    const parts = decodeCursor(q.cursor, ['id']);
    const rows = await this.repo.queue(this.p.db, q.status, parts ? parts[0]! : null, q.limit + 1);
    const { list, next_cursor } = page(rows, q.limit, (r) => String(r.id));
    return { list: await this.reviews(list), next_cursor };
  }

  /**
   * Pays a pending withdrawal: to the owner's app balance through the balance ledger at once, or
   * through the payout provider; the frozen amount leaves the shop.
   */
  async approve(operatorId: number, id: number, reference: string | undefined) {
    await this.users.requireOperator(operatorId, 'finance');
    const before = await this.repo.cashById(this.p.db, id);
    if (!before) notFound('withdrawal');
    const row = await this.p.db.transaction(async (tx) => {
      const c = await this.repo.handleCash(tx, id, 'paid', { operatorId });
      if (!c) fail('CASH_STATE');
      let ref: string;
      if (c.type === 'balance') {
        await this.wallet.creditBalance(tx, c.userId, c.amount - c.fee, {
          sourceType: 'mch_cash',
          sourceId: c.id,
          kind: 'withdraw',
        });
        ref = `balance-${c.id}`;
      } else {
        try {
          ref = (
            await this.payout.pay(
              { id: c.id, amount: c.amount - c.fee, type: c.type as 'bank', account: c.account },
              reference,
            )
          ).reference;
        } catch (e) {
          if (e instanceof ReferenceRequired) invalid('reference', 'required');
          throw e;
        }
      }
      const out = await this.repo.move(tx, c.mchId, {
        kind: 'withdraw',
        change: 0,
        frozenChange: -c.amount,
        sourceType: 'cash',
        sourceId: c.id,
        note: `fee ${yuan(c.fee)}`,
      });
      if (!out) throw new Error(`withdrawal ${c.id} was not frozen`);
      await this.p.journal.record(tx, {
        operatorId,
        kind: 'withdrawal',
        ref: String(c.id),
        decision: 'pay',
        before: { status: 'pending', amount: yuan(c.amount) },
        after: { status: 'paid', reference: ref },
      });
      return (await this.repo.handleCashReference(tx, c.id, ref))!;
    });
    return (await this.reviews([row]))[0]!;
  }

  /** Refuses a pending withdrawal, or marks a payout failed: the amount returns to the balance. */
  async release(operatorId: number, id: number, to: 'refused' | 'failed', reason: string) {
    await this.users.requireOperator(operatorId, 'finance');
    const before = await this.repo.cashById(this.p.db, id);
    if (!before) notFound('withdrawal');
    const row = await this.p.db.transaction(async (tx) => {
      const c = await this.repo.handleCash(tx, id, to, { operatorId, reason });
      if (!c) fail('CASH_STATE');
      const back = await this.repo.move(tx, c.mchId, {
        kind: 'release',
        change: c.amount,
        frozenChange: -c.amount,
        sourceType: 'cash',
        sourceId: c.id,
        note: reason.slice(0, 200),
      });
      if (!back) throw new Error(`withdrawal ${c.id} was not frozen`);
      await this.p.journal.record(tx, {
        operatorId,
        kind: 'withdrawal',
        ref: String(c.id),
        decision: to === 'refused' ? 'refuse' : 'fail',
        reason,
        before: { status: before.status, amount: yuan(c.amount) },
        after: { status: to },
      });
      return c;
    });
    return (await this.reviews([row]))[0]!;
  }

  private async reviews(rows: CashRow[]) {
    const cards = await this.shops.cards(rows.map((r) => r.mchId));
    return rows.map((r) => ({
      ...cashView(r),
      mch: { id: r.mchId, name: cards.get(r.mchId)?.name ?? '' },
      provider: r.provider,
    }));
  }

  /** The shop's balance and frozen amount (fen). */
  async balances(mchId: number) {
    return (await this.repo.account(this.p.db, mchId)) ?? { balance: 0, frozen: 0 };
  }
}

const chinaIso = (at: Date) => new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

function logView(r: AccountLogRow) {
  return {
    id: r.id,
    kind: r.kind as AccountLogKind,
    change: yuan(r.change),
    frozen_change: yuan(r.frozenChange),
    balance_after: yuan(r.balanceAfter),
    frozen_after: yuan(r.frozenAfter),
    source_type: r.sourceType as 'order' | 'cash',
    source_id: r.sourceId,
    note: r.note,
    created_at: r.createdAt.toISOString(),
  };
}

function cashView(r: CashRow) {
  return {
    id: r.id,
    amount: yuan(r.amount),
    fee: yuan(r.fee),
    actual: yuan(r.amount - r.fee),
    type: r.type as (typeof merchant.CASH_TYPES)[number],
    account: r.account,
    status: r.status as CashStatus,
    reference: r.reference,
    reason: r.reason,
    created_at: r.createdAt.toISOString(),
    handled_at: r.handledAt ? r.handledAt.toISOString() : null,
  };
}
