import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { address, smsCode, userBinding, userReport, users } from '../../db/schema/account.ts';

export type UserRow = typeof users.$inferSelect;
export type AddressRow = typeof address.$inferSelect;

/** SQL of the account domain. No rules here: the service decides. */
export class AccountRepo {
  constructor(readonly db: Db) {}

  userById(id: number, tx: DbOrTx = this.db): Promise<UserRow | undefined> {
    return tx.query.users.findFirst({ where: eq(users.id, id) });
  }

  usersByIds(ids: number[]): Promise<UserRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.db.query.users.findMany({ where: inArray(users.id, ids) });
  }

  userByMobile(mobile: string): Promise<UserRow | undefined> {
    return this.db.query.users.findFirst({ where: eq(users.mobile, mobile) });
  }

  async insertUser(values: typeof users.$inferInsert, tx: DbOrTx = this.db): Promise<UserRow> {
    const [row] = await tx.insert(users).values(values).onConflictDoNothing({ target: users.mobile }).returning();
    if (row) return row;
    const existing = await tx.query.users.findFirst({ where: eq(users.mobile, values.mobile!) });
    return existing!;
  }

  async updateUser(id: number, values: Partial<typeof users.$inferInsert>, tx: DbOrTx = this.db): Promise<UserRow | undefined> {
    const [row] = await tx
      .update(users)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    return row;
  }

  userByIdCard(idCard: string): Promise<UserRow | undefined> {
    return this.db.query.users.findFirst({ where: eq(users.idCard, idCard) });
  }

  /** Nickname or pinyin by trigram index, or an exact id; ordered by fans then id for a stable cursor. */
  async searchUsers(keyword: string, afterKey: [number, number] | null, limit: number): Promise<UserRow[]> {
    const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const id = /^\d{1,15}$/.test(keyword) ? Number(keyword) : -1;
    const after = afterKey ? sql`and (fans_count, id) < (${afterKey[0]}, ${afterKey[1]})` : sql``;
    const r = await this.db.execute<Record<string, unknown>>(sql`
      select id from users
       where status = 0 and (nickname ilike ${like} or nickname_pinyin ilike ${like.toLowerCase()} or id = ${id}) ${after}
       order by fans_count desc, id desc limit ${limit}`);
    const ids = r.rows.map((x) => Number(x.id));
    if (!ids.length) return [];
    const rows = await this.usersByIds(ids);
    const byId = new Map(rows.map((u) => [u.id, u]));
    return ids.map((i) => byId.get(i)!).filter(Boolean);
  }

  pendingReviews(after: number | null, limit: number): Promise<UserRow[]> {
    return this.db.query.users.findMany({
      where: and(eq(users.reviewStatus, 1), after ? gt(users.id, after) : undefined),
      orderBy: users.id,
      limit,
    });
  }

  // SMS codes
  async insertSms(values: typeof smsCode.$inferInsert): Promise<void> {
    await this.db.insert(smsCode).values(values);
  }

  latestSms(mobile: string, scene: string) {
    return this.db.query.smsCode.findFirst({
      where: and(eq(smsCode.mobile, mobile), eq(smsCode.scene, scene), isNull(smsCode.usedAt), gt(smsCode.expiresAt, sql`now()`)),
      orderBy: desc(smsCode.id),
    });
  }

  /** Counts a wrong try; the code burns at `maxTries`. */
  async failSms(id: number, maxTries: number): Promise<void> {
    await this.db
      .update(smsCode)
      .set({ tries: sql`${smsCode.tries} + 1`, usedAt: sql`case when ${smsCode.tries} + 1 >= ${maxTries} then now() else null end` })
      .where(eq(smsCode.id, id));
  }

  /** Uses a code once: a concurrent second use finds it used. */
  async consumeSms(id: number): Promise<boolean> {
    const r = await this.db.update(smsCode).set({ usedAt: sql`now()` }).where(and(eq(smsCode.id, id), isNull(smsCode.usedAt)));
    return (r.rowCount ?? 0) === 1;
  }

  // Addresses
  addresses(userId: number): Promise<AddressRow[]> {
    return this.db.query.address.findMany({
      where: eq(address.userId, userId),
      orderBy: [desc(address.isDefault), desc(address.id)],
    });
  }

  addressOf(userId: number, id: number): Promise<AddressRow | undefined> {
    return this.db.query.address.findFirst({ where: and(eq(address.id, id), eq(address.userId, userId)) });
  }

  countAddresses(userId: number): Promise<number> {
    return this.db.$count(address, eq(address.userId, userId));
  }

  async saveAddress(userId: number, id: number | undefined, values: Omit<typeof address.$inferInsert, 'userId'>): Promise<AddressRow | undefined> {
    return this.db.transaction(async (tx) => {
      if (values.isDefault === 1) {
        await tx.update(address).set({ isDefault: 0 }).where(and(eq(address.userId, userId), eq(address.isDefault, 1)));
      }
      if (id) {
        const [row] = await tx
          .update(address)
          .set(values)
          .where(and(eq(address.id, id), eq(address.userId, userId)))
          .returning();
        return row;
      }
      const [row] = await tx
        .insert(address)
        .values({ ...values, userId })
        .returning();
      return row;
    });
  }

  async deleteAddress(userId: number, id: number): Promise<boolean> {
    const r = await this.db.delete(address).where(and(eq(address.id, id), eq(address.userId, userId)));
    return (r.rowCount ?? 0) === 1;
  }

  // Bindings
  bindings(userId: number) {
    return this.db.query.userBinding.findMany({ where: eq(userBinding.userId, userId) });
  }

  async bind(userId: number, platform: string, openId: string, nickname: string): Promise<void> {
    await this.db.insert(userBinding).values({ userId, platform, openId, nickname });
  }

  bindingByOpenId(platform: string, openId: string) {
    return this.db.query.userBinding.findFirst({ where: and(eq(userBinding.platform, platform), eq(userBinding.openId, openId)) });
  }

  async unbind(userId: number, platform: string): Promise<boolean> {
    const r = await this.db.delete(userBinding).where(and(eq(userBinding.userId, userId), eq(userBinding.platform, platform)));
    return (r.rowCount ?? 0) === 1;
  }

  async deleteBindings(userId: number, tx: DbOrTx = this.db): Promise<void> {
    await tx.delete(userBinding).where(eq(userBinding.userId, userId));
  }

  async deleteAddresses(userId: number, tx: DbOrTx = this.db): Promise<void> {
    await tx.delete(address).where(eq(address.userId, userId));
  }

  async insertReport(values: typeof userReport.$inferInsert): Promise<number> {
    const [row] = await this.db.insert(userReport).values(values).returning({ id: userReport.id });
    return row!.id;
  }
}
