import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { liveAnchorApplication } from '../../db/schema/live.ts';

export type ApplicationRow = typeof liveAnchorApplication.$inferSelect;

/** Anchor applications. SQL only: anchors.ts decides. */
export class AnchorsRepo {
  /** A new pending application; undefined when one is pending already (the partial unique index). */
  async insert(
    tx: DbOrTx,
    v: typeof liveAnchorApplication.$inferInsert,
  ): Promise<ApplicationRow | undefined> {
    const [row] = await tx.insert(liveAnchorApplication).values(v).onConflictDoNothing().returning();
    return row;
  }

  latest(tx: DbOrTx, userId: number): Promise<ApplicationRow | undefined> {
    return tx
      .select()
      .from(liveAnchorApplication)
      .where(eq(liveAnchorApplication.userId, userId))
      .orderBy(desc(liveAnchorApplication.id))
      .limit(1)
      .then((r) => r[0]);
  }

  /** pending -> approved|refused; undefined when it was not pending. */
  async decide(
    tx: DbOrTx,
    id: number,
    v: { status: 2 | 3; reason: string; reviewerId: number },
  ): Promise<ApplicationRow | undefined> {
    const [row] = await tx
      .update(liveAnchorApplication)
      .set({ ...v, reviewedAt: sql`now()` })
      .where(and(eq(liveAnchorApplication.id, id), eq(liveAnchorApplication.status, 1)))
      .returning();
    return row;
  }

  byId(tx: DbOrTx, id: number): Promise<ApplicationRow | undefined> {
    return tx
      .select()
      .from(liveAnchorApplication)
      .where(eq(liveAnchorApplication.id, id))
      .then((r) => r[0]);
  }
}
