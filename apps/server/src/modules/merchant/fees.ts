import { eq, isNotNull, sql } from 'drizzle-orm';
import type { BodyOf, merchant } from '@dance/contracts';
import { mch, mchFeeSetting } from '../../db/schema/merchant.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import type { Platform } from '../../platform/platform.ts';
import type { UserDirectory } from '../account/index.ts';

export interface Fees {
  /** Basis points of a settled order's net amount (the platform's; a shop's own rate wins). */
  feeRate: number;
  /** Basis points of a withdrawal. */
  cashFeeRate: number;
}

/**
 * The platform's fees as editors set them in the console, over the configured defaults: read
 * inside each settlement and withdrawal (one primary-key read), so a change applies to the next
 * one without a restart. Every change is logged in its own transaction.
 */
export class FeeSettings {
  constructor(
    private readonly p: Platform,
    private readonly users: UserDirectory,
  ) {}

  private get cfg() {
    return this.p.config.merchant;
  }

  async current(tx: DbOrTx = this.p.db): Promise<Fees> {
    const [row] = await tx.select().from(mchFeeSetting).where(eq(mchFeeSetting.id, 1));
    return {
      feeRate: row?.feeRate ?? this.cfg.feeRate,
      cashFeeRate: row?.cashFeeRate ?? this.cfg.cashFeeRate,
    };
  }

  async view(operatorId: number) {
    await this.users.requireOperator(operatorId, 'editor');
    return this.read(this.p.db);
  }

  async save(operatorId: number, b: BodyOf<typeof merchant.adminFeeSettingSave>) {
    await this.users.requireOperator(operatorId, 'editor');
    return this.p.db.transaction(async (tx) => {
      const [old] = await tx.select().from(mchFeeSetting).where(eq(mchFeeSetting.id, 1)).for('update');
      const before = { fee_rate: old?.feeRate ?? null, cash_fee_rate: old?.cashFeeRate ?? null };
      const after = { fee_rate: b.fee_rate, cash_fee_rate: b.cash_fee_rate };
      if (before.fee_rate !== after.fee_rate || before.cash_fee_rate !== after.cash_fee_rate) {
        await tx
          .insert(mchFeeSetting)
          .values({ id: 1, feeRate: b.fee_rate, cashFeeRate: b.cash_fee_rate })
          .onConflictDoUpdate({
            target: mchFeeSetting.id,
            set: { feeRate: b.fee_rate, cashFeeRate: b.cash_fee_rate, updatedAt: sql`now()` },
          });
        await this.p.journal.record(tx, {
          operatorId,
          kind: 'setting',
          ref: 'fees',
          decision: 'set',
          reason: '',
          before,
          after,
        });
      }
      return this.read(tx);
    });
  }

  async setShop(operatorId: number, b: BodyOf<typeof merchant.adminShopFee>) {
    await this.users.requireOperator(operatorId, 'editor');
    return this.p.db.transaction(async (tx) => {
      const [old] = await tx
        .select({ feeRate: mch.feeRate })
        .from(mch)
        .where(eq(mch.id, b.mch_id))
        .for('update');
      if (!old) notFound('shop');
      if (old.feeRate !== b.fee_rate) {
        await tx.update(mch).set({ feeRate: b.fee_rate }).where(eq(mch.id, b.mch_id));
        await this.p.journal.record(tx, {
          operatorId,
          kind: 'setting',
          ref: `fees-mch-${b.mch_id}`,
          decision: 'set',
          reason: '',
          before: { fee_rate: old.feeRate },
          after: { fee_rate: b.fee_rate },
        });
      }
      return this.read(tx);
    });
  }

  private async read(tx: DbOrTx) {
    const fees = await this.current(tx);
    const shops = await tx
      .select({ id: mch.id, name: mch.name, feeRate: mch.feeRate })
      .from(mch)
      .where(isNotNull(mch.feeRate))
      .orderBy(mch.id)
      .limit(200);
    return {
      fee_rate: fees.feeRate,
      cash_fee_rate: fees.cashFeeRate,
      default_fee_rate: this.cfg.feeRate,
      default_cash_fee_rate: this.cfg.cashFeeRate,
      shops: shops.map((s) => ({ mch: { id: s.id, name: s.name }, fee_rate: s.feeRate! })),
    };
  }
}
