import { and, asc, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { mch, mchClerk } from '../../db/schema/merchant.ts';

export type MchRow = typeof mch.$inferSelect;

/** SQL of the merchant domain. */
export class MerchantRepo {
  constructor(private readonly db: Db) {}

  async byId(id: number): Promise<MchRow | undefined> {
    const [row] = await this.db.select().from(mch).where(eq(mch.id, id)).limit(1);
    return row;
  }

  byIds(ids: number[]): Promise<MchRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.db.select().from(mch).where(inArray(mch.id, ids));
  }

  async ownedBy(userId: number): Promise<MchRow | undefined> {
    const [row] = await this.db.select().from(mch).where(eq(mch.ownerId, userId)).limit(1);
    return row;
  }

  async isClerk(mchId: number, userId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: mchClerk.id })
      .from(mchClerk)
      .where(and(eq(mchClerk.mchId, mchId), eq(mchClerk.userId, userId)))
      .limit(1);
    return Boolean(row);
  }

  clerkOf(userId: number): Promise<MchRow[]> {
    return this.db
      .select({ m: mch })
      .from(mchClerk)
      .innerJoin(mch, eq(mch.id, mchClerk.mchId))
      .where(eq(mchClerk.userId, userId))
      .orderBy(asc(mch.id))
      .limit(20)
      .then((rows) => rows.map((r) => r.m));
  }

  /** Open shops by (sort, id) descending, after the cursor (served backwards by mch_open_idx). */
  openShops(after: [number, number] | null, limit: number): Promise<MchRow[]> {
    const cond = after
      ? and(
          eq(mch.status, 1),
          or(sql`${mch.sort} < ${after[0]}`, and(eq(mch.sort, after[0]), lt(mch.id, after[1]))),
        )
      : eq(mch.status, 1);
    return this.db.select().from(mch).where(cond).orderBy(desc(mch.sort), desc(mch.id)).limit(limit);
  }

  async insert(values: typeof mch.$inferInsert, tx: DbOrTx = this.db): Promise<MchRow> {
    const [row] = await tx.insert(mch).values(values).returning();
    return row!;
  }

  async addClerk(mchId: number, userId: number, tx: DbOrTx = this.db): Promise<void> {
    await tx.insert(mchClerk).values({ mchId, userId }).onConflictDoNothing();
  }
}
