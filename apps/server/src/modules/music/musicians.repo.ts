import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { musicMusicianApplication } from '../../db/schema/music.ts';

export type MusicianApplicationRow = typeof musicMusicianApplication.$inferSelect;

const t = musicMusicianApplication;

/** Musician applications. SQL only: musicians.ts decides. */
export class MusiciansRepo {
  /** A new pending application; undefined when one is pending already (the partial unique index). */
  async insert(tx: DbOrTx, v: typeof t.$inferInsert): Promise<MusicianApplicationRow | undefined> {
    const [row] = await tx.insert(t).values(v).onConflictDoNothing().returning();
    return row;
  }

  latest(tx: DbOrTx, userId: number): Promise<MusicianApplicationRow | undefined> {
    return tx
      .select()
      .from(t)
      .where(eq(t.userId, userId))
      .orderBy(desc(t.id))
      .limit(1)
      .then((r) => r[0]);
  }

  /** pending -> approved|refused; undefined when it was not pending. */
  async decide(
    tx: DbOrTx,
    id: number,
    v: { status: 2 | 3; reason: string; reviewerId: number },
  ): Promise<MusicianApplicationRow | undefined> {
    const [row] = await tx
      .update(t)
      .set({ ...v, reviewedAt: sql`now()` })
      .where(and(eq(t.id, id), eq(t.status, 1)))
      .returning();
    return row;
  }

  async setShop(tx: DbOrTx, id: number, mchId: number): Promise<MusicianApplicationRow> {
    const [row] = await tx.update(t).set({ mchId }).where(eq(t.id, id)).returning();
    return row!;
  }

  byId(tx: DbOrTx, id: number): Promise<MusicianApplicationRow | undefined> {
    return tx
      .select()
      .from(t)
      .where(eq(t.id, id))
      .then((r) => r[0]);
  }
}
