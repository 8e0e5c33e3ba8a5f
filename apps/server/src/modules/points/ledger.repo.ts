import type { DbOrTx } from '../../platform/db.ts';
import { integralLog } from '../../db/schema/points.ts';

/** SQL of the points domain. */
export class PointsRepo {
  async insertLog(tx: DbOrTx, values: typeof integralLog.$inferInsert): Promise<void> {
    await tx.insert(integralLog).values(values);
  }
}
