import { and, between, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { userSign } from '../../db/schema/points.ts';

export type SignRow = typeof userSign.$inferSelect;

/** SQL of daily sign-in. */
export class SignsRepo {
  async onDay(tx: DbOrTx, userId: number, day: string): Promise<SignRow | undefined> {
    const [row] = await tx
      .select()
      .from(userSign)
      .where(and(eq(userSign.userId, userId), eq(userSign.signDate, day)))
      .limit(1);
    return row;
  }

  async latest(tx: DbOrTx, userId: number): Promise<SignRow | undefined> {
    const [row] = await tx
      .select()
      .from(userSign)
      .where(eq(userSign.userId, userId))
      .orderBy(desc(userSign.signDate))
      .limit(1);
    return row;
  }

  /** The day's sign-in, or undefined when the user already has one that day (unique key). */
  async insert(
    tx: DbOrTx,
    v: { userId: number; signDate: string; streak: number },
  ): Promise<SignRow | undefined> {
    const [row] = await tx
      .insert(userSign)
      .values({ ...v, reward: 0 })
      .onConflictDoNothing()
      .returning();
    return row;
  }

  async setReward(tx: DbOrTx, id: number, reward: number): Promise<void> {
    await tx.update(userSign).set({ reward }).where(eq(userSign.id, id));
  }

  async days(tx: DbOrTx, userId: number, from: string, to: string): Promise<string[]> {
    const rows = await tx
      .select({ d: userSign.signDate })
      .from(userSign)
      .where(and(eq(userSign.userId, userId), between(userSign.signDate, from, to)))
      .orderBy(userSign.signDate);
    return rows.map((r) => r.d);
  }
}
