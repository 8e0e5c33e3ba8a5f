import { and, desc, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { mchApply } from '../../db/schema/merchant.ts';

export type ApplyRow = typeof mchApply.$inferSelect;

/** SQL of shop applications. */
export class ApplyRepo {
  async latest(tx: DbOrTx, userId: number): Promise<ApplyRow | undefined> {
    const [row] = await tx
      .select()
      .from(mchApply)
      .where(eq(mchApply.userId, userId))
      .orderBy(desc(mchApply.id))
      .limit(1);
    return row;
  }

  /** A new pending application; null when the user has one pending already. */
  async insert(tx: DbOrTx, v: typeof mchApply.$inferInsert): Promise<ApplyRow | null> {
    const [row] = await tx.insert(mchApply).values(v).onConflictDoNothing().returning();
    return row ?? null;
  }

  async byId(tx: DbOrTx, id: number): Promise<ApplyRow | undefined> {
    const [row] = await tx.select().from(mchApply).where(eq(mchApply.id, id));
    return row;
  }

  /** pending -> `to`, only if still pending. */
  async decide(
    tx: DbOrTx,
    id: number,
    to: 'approved' | 'refused',
    v: { operatorId: number; reason: string },
  ): Promise<ApplyRow | null> {
    const [row] = await tx
      .update(mchApply)
      .set({ status: to, handledAt: new Date(), ...v })
      .where(and(eq(mchApply.id, id), eq(mchApply.status, 'pending')))
      .returning();
    return row ?? null;
  }

  async setShop(tx: DbOrTx, id: number, mchId: number): Promise<ApplyRow> {
    const [row] = await tx.update(mchApply).set({ mchId }).where(eq(mchApply.id, id)).returning();
    return row!;
  }

  list(tx: DbOrTx, status: string, afterId: number | null, limit: number): Promise<ApplyRow[]> {
    return tx
      .select()
      .from(mchApply)
      .where(and(eq(mchApply.status, status), afterId !== null ? gt(mchApply.id, afterId) : undefined))
      .orderBy(mchApply.id)
      .limit(limit);
  }
}
