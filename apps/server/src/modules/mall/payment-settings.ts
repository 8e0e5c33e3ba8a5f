import { eq, sql } from 'drizzle-orm';
import { mall, type BodyOf } from '@dance/contracts';
import { paymentSetting } from '../../db/schema/mall.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { fail, invalid } from '../../platform/errors.ts';
import type { Platform } from '../../platform/platform.ts';
import { TtlCache } from '../../platform/ttl-cache.ts';
import type { UserDirectory } from '../account/index.ts';

type PayType = (typeof mall.PAY_TYPES)[number];

export interface PaymentRules {
  /** The ways of paying offered now. */
  methods: PayType[];
  /** Minutes an unpaid order waits. */
  unpaidMinutes: number;
}

/**
 * The operators' payment settings over the configuration: which of the configured ways of paying
 * are offered, and how long an unpaid order waits. Read on every cashier, payment and order
 * through a cache of `cacheMs` (each process; cleared at once in the one that saves), so a change
 * applies within seconds everywhere without a restart. Every change is logged.
 */
export class PaymentSettings {
  private readonly cache: TtlCache<1, PaymentRules>;

  constructor(
    private readonly p: Platform,
    private readonly users: UserDirectory,
    cacheMs: number,
  ) {
    this.cache = new TtlCache(cacheMs);
  }

  /** The configured ways of paying (what may be switched on). */
  get available(): PayType[] {
    return mall.PAY_TYPES.filter((t) => this.p.config.paymentProviders.includes(t));
  }

  current(): Promise<PaymentRules> {
    return this.cache.get(1, () => this.read(this.p.db));
  }

  /** Refuses a way of paying that is not offered now. */
  async requireMethod(method: PayType): Promise<void> {
    if (!this.available.includes(method)) fail('FORBIDDEN');
    if (!(await this.current()).methods.includes(method)) fail('PAY_METHOD_OFF');
  }

  async view(operatorId: number) {
    await this.users.requireOperator(operatorId, 'editor');
    return this.shown(await this.read(this.p.db));
  }

  async save(operatorId: number, b: BodyOf<typeof mall.adminPaymentSettingSave>) {
    await this.users.requireOperator(operatorId, 'editor');
    const available = this.available;
    b.methods.forEach((m, i) => {
      if (!available.includes(m)) invalid(`methods.${i}`, `one of ${available.join(', ')}`);
    });
    const off = available.filter((m) => !b.methods.includes(m));
    const rules = await this.p.db.transaction(async (tx) => {
      const [old] = await tx.select().from(paymentSetting).where(eq(paymentSetting.id, 1)).for('update');
      const before = { methods_off: old?.methodsOff ?? [], unpaid_minutes: old?.unpaidMinutes ?? null };
      const after = { methods_off: off, unpaid_minutes: b.unpaid_minutes };
      if (
        before.unpaid_minutes !== after.unpaid_minutes ||
        before.methods_off.join() !== after.methods_off.join()
      ) {
        await tx
          .insert(paymentSetting)
          .values({ id: 1, methodsOff: off, unpaidMinutes: b.unpaid_minutes })
          .onConflictDoUpdate({
            target: paymentSetting.id,
            set: { methodsOff: off, unpaidMinutes: b.unpaid_minutes, updatedAt: sql`now()` },
          });
        await this.p.journal.record(tx, {
          operatorId,
          kind: 'setting',
          ref: 'payments',
          decision: 'set',
          reason: '',
          before,
          after,
        });
      }
      return this.read(tx);
    });
    this.cache.clear();
    return this.shown(rules);
  }

  private async read(tx: DbOrTx): Promise<PaymentRules> {
    const [row] = await tx.select().from(paymentSetting).where(eq(paymentSetting.id, 1));
    const off = new Set(row?.methodsOff ?? []);
    return {
      methods: this.available.filter((m) => !off.has(m)),
      unpaidMinutes: row?.unpaidMinutes ?? this.p.config.mall.unpaidMinutes,
    };
  }

  private shown(r: PaymentRules) {
    return {
      methods: r.methods,
      available: this.available,
      unpaid_minutes: r.unpaidMinutes,
      default_unpaid_minutes: this.p.config.mall.unpaidMinutes,
    };
  }
}
