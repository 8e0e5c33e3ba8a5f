import { and, asc, desc, eq, getTableColumns, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { mch, mchClerk } from '../../db/schema/merchant.ts';

export type MchRow = typeof mch.$inferSelect;
export type ClerkRow = typeof mchClerk.$inferSelect;

/** What a shop-side call reads of its shop with the caller's place on its staff. */
const SHOP_HEAD = {
  id: mch.id,
  ownerId: mch.ownerId,
  name: mch.name,
  logo: mch.logo,
  intro: mch.intro,
  status: mch.status,
  balance: mch.balance,
  frozen: mch.frozen,
};
export type ShopHead = Pick<MchRow, keyof typeof SHOP_HEAD>;

/** SQL of shops and their clerks. */
export class ShopsRepo {
  async byId(tx: DbOrTx, id: number): Promise<MchRow | undefined> {
    const [row] = await tx.select().from(mch).where(eq(mch.id, id)).limit(1);
    return row;
  }

  byIds(tx: DbOrTx, ids: number[]): Promise<MchRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return tx.select().from(mch).where(inArray(mch.id, ids));
  }

  async ownedBy(tx: DbOrTx, userId: number): Promise<MchRow | undefined> {
    const [row] = await tx.select().from(mch).where(eq(mch.ownerId, userId)).limit(1);
    return row;
  }

  // Every shop-side call starts with the staff check: plan it once per connection.
  private readonly headWithClerkQuery;
  private readonly staffQuery;

  constructor(db: Db) {
    this.headWithClerkQuery = db
      .select({
        ...SHOP_HEAD,
        // Qualified by hand: drizzle names a select's columns bare, and a bare "id" here is the clerk's.
        clerkRole: sql<string | null>`(select c.role from mch_clerk c
          where c.mch_id = "mch"."id" and c.user_id = ${sql.placeholder('userId')} limit 1)`,
      })
      .from(mch)
      .where(eq(mch.id, sql.placeholder('mchId')))
      .limit(1)
      .prepare('merchant_shop_head_with_clerk');
    const userId = sql.placeholder('userId');
    this.staffQuery = db
      .select({
        ...getTableColumns(mch),
        clerkRole: sql<string | null>`(select c.role from mch_clerk c
          where c.mch_id = "mch"."id" and c.user_id = ${userId} limit 1)`,
      })
      .from(mch)
      // Two index reads (the owner's unique key, the clerks' user index), then the shops by id.
      .where(
        sql`${mch.id} in (select o.id from mch o where o.owner_id = ${userId}
          union all select k.mch_id from mch_clerk k where k.user_id = ${userId})`,
      )
      .orderBy(asc(mch.id))
      .limit(21)
      .prepare('merchant_staff_of');
  }

  /**
   * The shop's head and the user's clerk role there (null when not a clerk), in one planned
   * statement; undefined when there is no such shop.
   */
  async headWithClerk(
    mchId: number,
    userId: number,
  ): Promise<{ shop: ShopHead; clerkRole: string | null } | undefined> {
    const [row] = await this.headWithClerkQuery.execute({ mchId, userId });
    if (!row) return undefined;
    const { clerkRole, ...shop } = row;
    return { shop, clerkRole };
  }

  /** The shop's clerks in the order they were added. */
  clerks(tx: DbOrTx, mchId: number): Promise<ClerkRow[]> {
    return tx.select().from(mchClerk).where(eq(mchClerk.mchId, mchId)).orderBy(asc(mchClerk.id)).limit(200);
  }

  /**
   * The shop a user owns and those they are a clerk of (the first 20 by id) with their roles, in
   * one planned statement: what every box's badge counts start from when not kept.
   */
  async staffOf(
    userId: number,
  ): Promise<{ owned: MchRow | undefined; clerk: (MchRow & { clerkRole: string })[] }> {
    const rows = await this.staffQuery.execute({ userId });
    const clerk: (MchRow & { clerkRole: string })[] = [];
    let owned: MchRow | undefined;
    for (const { clerkRole, ...m } of rows) {
      if (m.ownerId === userId) owned = m;
      if (clerkRole !== null && clerk.length < 20) clerk.push({ ...m, clerkRole });
    }
    return { owned, clerk };
  }

  /** The shops several users own (a user's first by id when there are several), in one statement. */
  async ownedByMany(tx: DbOrTx, userIds: number[]): Promise<Map<number, MchRow>> {
    const out = new Map<number, MchRow>();
    if (!userIds.length) return out;
    const rows = await tx.select().from(mch).where(inArray(mch.ownerId, userIds)).orderBy(asc(mch.id));
    for (const r of rows) if (!out.has(r.ownerId)) out.set(r.ownerId, r);
    return out;
  }

  /** The shops several users are clerks of (each user's first 20 by id, as `clerkOf`), in one statement. */
  async clerkOfMany(tx: DbOrTx, userIds: number[]): Promise<Map<number, (MchRow & { clerkRole: string })[]>> {
    const out = new Map<number, (MchRow & { clerkRole: string })[]>();
    if (!userIds.length) return out;
    const rows = await tx
      .select({ m: mch, role: mchClerk.role, userId: mchClerk.userId })
      .from(mchClerk)
      .innerJoin(mch, eq(mch.id, mchClerk.mchId))
      .where(inArray(mchClerk.userId, userIds))
      .orderBy(asc(mchClerk.userId), asc(mch.id))
      .limit(20 * userIds.length);
    for (const r of rows) {
      const list = out.get(r.userId) ?? [];
      if (list.length < 20) list.push({ ...r.m, clerkRole: r.role });
      out.set(r.userId, list);
    }
    return out;
  }

  /** Open shops by (sort, id) descending, after the cursor (served backwards by mch_open_idx). */
  openShops(tx: DbOrTx, after: [number, number] | null, limit: number): Promise<MchRow[]> {
    const cond = after
      ? and(
          eq(mch.status, 1),
          or(sql`${mch.sort} < ${after[0]}`, and(eq(mch.sort, after[0]), lt(mch.id, after[1]))),
        )
      : eq(mch.status, 1);
    return tx.select().from(mch).where(cond).orderBy(desc(mch.sort), desc(mch.id)).limit(limit);
  }

  async insert(tx: DbOrTx, values: typeof mch.$inferInsert): Promise<MchRow> {
    const [row] = await tx.insert(mch).values(values).returning();
    return row!;
  }

  /** A new clerk; undefined when the user already is one (the unique index decides). */
  async addClerk(tx: DbOrTx, mchId: number, userId: number, role: string): Promise<ClerkRow | undefined> {
    const [row] = await tx.insert(mchClerk).values({ mchId, userId, role }).onConflictDoNothing().returning();
    return row;
  }

  async setClerkRole(tx: DbOrTx, mchId: number, userId: number, role: string): Promise<ClerkRow | undefined> {
    const [row] = await tx
      .update(mchClerk)
      .set({ role })
      .where(and(eq(mchClerk.mchId, mchId), eq(mchClerk.userId, userId)))
      .returning();
    return row;
  }

  async removeClerk(tx: DbOrTx, mchId: number, userId: number): Promise<boolean> {
    const rows = await tx
      .delete(mchClerk)
      .where(and(eq(mchClerk.mchId, mchId), eq(mchClerk.userId, userId)))
      .returning({ id: mchClerk.id });
    return rows.length === 1;
  }

  async update(tx: DbOrTx, id: number, values: Partial<typeof mch.$inferInsert>): Promise<void> {
    await tx.update(mch).set(values).where(eq(mch.id, id));
  }
}
