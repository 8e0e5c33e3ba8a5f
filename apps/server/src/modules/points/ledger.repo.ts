import { and, desc, eq, gt, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { integralLog } from '../../db/schema/points.ts';

export type LogRow = typeof integralLog.$inferSelect;

/** SQL of the points domain. */
export class PointsRepo {
  async insertLog(tx: DbOrTx, values: typeof integralLog.$inferInsert): Promise<void> {
    await tx.insert(integralLog).values(values);
  }

  async byCause(
    tx: DbOrTx,
    c: { sourceType: string; sourceId: number; kind: string },
    lock: boolean,
  ): Promise<LogRow | undefined> {
    const q = tx
      .select()
      .from(integralLog)
      .where(
        and(
          eq(integralLog.sourceType, c.sourceType),
          eq(integralLog.sourceId, c.sourceId),
          eq(integralLog.kind, c.kind),
        ),
      )
      .limit(1);
    const [row] = lock ? await q.for('update') : await q;
    return row;
  }

  /** A user's ledger, newest first (served by `integral_log_user_idx`). */
  list(
    tx: DbOrTx,
    userId: number,
    q: { type: 'all' | 'earned' | 'spent'; beforeId: number | null; limit: number },
  ): Promise<LogRow[]> {
    const where: (SQL | undefined)[] = [eq(integralLog.userId, userId)];
    if (q.beforeId !== null) where.push(lt(integralLog.id, q.beforeId));
    if (q.type === 'earned') where.push(gt(integralLog.change, 0));
    if (q.type === 'spent') where.push(lt(integralLog.change, 0));
    return tx
      .select()
      .from(integralLog)
      .where(and(...where))
      .orderBy(desc(integralLog.id))
      .limit(q.limit + 1);
  }
}
