import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { integralRechargeSku } from '../../db/schema/points.ts';

export type RechargeSkuRow = typeof integralRechargeSku.$inferSelect;

/** SQL of the recharge goods' SKUs. */
export class RechargeRepo {
  all(tx: DbOrTx): Promise<RechargeSkuRow[]> {
    return tx.select().from(integralRechargeSku).orderBy(integralRechargeSku.skuId);
  }

  bySkus(tx: DbOrTx, skuIds: number[]): Promise<RechargeSkuRow[]> {
    if (!skuIds.length) return Promise.resolve([]);
    return tx.select().from(integralRechargeSku).where(inArray(integralRechargeSku.skuId, skuIds));
  }

  async insert(tx: DbOrTx, rows: (typeof integralRechargeSku.$inferInsert)[]): Promise<void> {
    await tx.insert(integralRechargeSku).values(rows);
  }

  /** Serialises the one-time making of the recharge goods across processes. */
  async lock(tx: DbOrTx): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('integral_recharge_goods'))`);
  }
}
