import { and, arrayContains, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { hanQueryTokens, hasHan } from '../../platform/search-text.ts';
import { address, balanceLog, smsCode, userBinding, userReport, users } from '../../db/schema/account.ts';

export type UserRow = typeof users.$inferSelect;
export type AddressRow = typeof address.$inferSelect;

/** SQL of the account domain. No rules here: the service decides. */
export class AccountRepo {
  // user-info and every permission check read one user: plan it once per connection.
  private readonly byId;
  // Feeds name the authors of every page: one planned statement for many ids.
  private readonly profiles;

  constructor(readonly db: Db) {
    this.byId = db
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1)
      .prepare('account_user_by_id');
    this.profiles = db
      .select({
        id: users.id,
        nickname: users.nickname,
        avatar: users.avatar,
        signature: users.signature,
        fansCount: users.fansCount,
      })
      .from(users)
      .where(sql`${users.id} = any(${sql.placeholder('ids')}::bigint[])`)
      .prepare('account_profiles_by_ids');
  }

  async userById(id: number, tx?: DbOrTx): Promise<UserRow | undefined> {
    if (tx) return tx.query.users.findFirst({ where: eq(users.id, id) });
    const [row] = await this.byId.execute({ id });
    return row;
  }

  /** Public columns of many users, by one planned statement. */
  async profilesByIds(
    ids: number[],
  ): Promise<{ id: number; nickname: string; avatar: string; signature: string; fansCount: number }[]> {
    if (!ids.length) return [];
    return this.profiles.execute({ ids: `{${ids.join(',')}}` });
  }

  async adjustCounts(
    tx: DbOrTx,
    id: number,
    d: { follow?: number; fans?: number; likes?: number; posts?: number },
  ): Promise<void> {
    await tx.execute(sql`update users set
        follow_count = greatest(0, follow_count + ${d.follow ?? 0}),
        fans_count = greatest(0, fans_count + ${d.fans ?? 0}),
        like_count = greatest(0, like_count + ${d.likes ?? 0}),
        post_count = greatest(0, post_count + ${d.posts ?? 0})
      where id = ${id}`);
  }

  /** Changes an account's status only from `from` (a closed account is never reopened by a ban). */
  async setStatus(id: number, status: number, from: number, tx: DbOrTx = this.db): Promise<boolean> {
    const r = await tx
      .update(users)
      .set({ status, updatedAt: sql`now()` })
      .where(and(eq(users.id, id), eq(users.status, from)));
    return (r.rowCount ?? 0) === 1;
  }

  usersByIds(ids: number[]): Promise<UserRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.db.query.users.findMany({ where: inArray(users.id, ids) });
  }

  userByMobile(mobile: string): Promise<UserRow | undefined> {
    return this.db.query.users.findFirst({ where: eq(users.mobile, mobile) });
  }

  async insertUser(values: typeof users.$inferInsert, tx: DbOrTx = this.db): Promise<UserRow> {
    const [row] = await tx
      .insert(users)
      .values(values)
      .onConflictDoNothing({ target: users.mobile })
      .returning();
    if (row) return row;
    const existing = await tx.query.users.findFirst({ where: eq(users.mobile, values.mobile!) });
    return existing!;
  }

  async updateUser(
    id: number,
    values: Partial<typeof users.$inferInsert>,
    tx: DbOrTx = this.db,
  ): Promise<UserRow | undefined> {
    const [row] = await tx
      .update(users)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    return row;
  }

  /** Serialises writes of one user's dependent rows (addresses) inside a transaction. */
  async lockUser(id: number, tx: DbOrTx): Promise<void> {
    await tx.execute(sql`select id from users where id = ${id} for update`);
  }

  /** Writes a real-name submission unless one is pending or approved. */
  async submitRealName(id: number, values: Partial<typeof users.$inferInsert>): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(users.id, id), inArray(users.reviewStatus, [0, 3])))
      .returning();
    return row;
  }

  /** Records an operator's decision on a pending submission; false when it was not pending. */
  async decideRealName(id: number, values: Partial<typeof users.$inferInsert>): Promise<boolean> {
    const r = await this.db
      .update(users)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(users.id, id), eq(users.reviewStatus, 1)));
    return (r.rowCount ?? 0) === 1;
  }

  userByIdCard(idCard: string): Promise<UserRow | undefined> {
    return this.db.query.users.findFirst({ where: eq(users.idCard, idCard) });
  }

  /**
   * A Han keyword by its bigram tokens (GIN), folded so traditional finds simplified; otherwise the
   * nickname or its pinyin by trigram index, or an exact id. Ordered by fans then id for a cursor.
   */
  async searchUsers(keyword: string, afterKey: [number, number] | null, limit: number): Promise<UserRow[]> {
    const escape = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const after = afterKey
      ? sql`(${users.fansCount}, ${users.id}) < (${afterKey[0]}, ${afterKey[1]})`
      : undefined;
    let match;
    if (hasHan(keyword)) {
      match = arrayContains(users.searchTokens, hanQueryTokens(keyword));
    } else {
      // Pinyin is stored without spaces between syllables: "jie wu" finds 街舞 too.
      const pinyinLike = escape(keyword.replace(/\s+/g, '').toLowerCase());
      const id = /^\d{1,15}$/.test(keyword) ? Number(keyword) : -1;
      match = sql`(${users.nickname} ilike ${escape(keyword)} or ${users.nicknamePinyin} like ${pinyinLike} or ${users.id} = ${id})`;
    }
    const order = [sql`${users.fansCount} desc nulls last`, sql`${users.id} desc nulls last`];
    // The page's ids first: NULLS LAST as in users_fans_search_idx, whose included columns let the
    // walk test each nickname without reading the user's row (an index-only scan); then the rows.
    const keys = this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.status, 0), match, after))
      .orderBy(...order)
      .limit(limit);
    return this.db
      .select()
      .from(users)
      .where(inArray(users.id, keys))
      .orderBy(...order);
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
      where: and(
        eq(smsCode.mobile, mobile),
        eq(smsCode.scene, scene),
        isNull(smsCode.usedAt),
        gt(smsCode.expiresAt, sql`now()`),
      ),
      orderBy: desc(smsCode.id),
    });
  }

  /** Counts a wrong try; the code burns at `maxTries`. */
  async failSms(id: number, maxTries: number): Promise<void> {
    await this.db
      .update(smsCode)
      .set({
        tries: sql`${smsCode.tries} + 1`,
        usedAt: sql`case when ${smsCode.tries} + 1 >= ${maxTries} then now() else null end`,
      })
      .where(eq(smsCode.id, id));
  }

  /** Uses a code once: a concurrent second use finds it used. */
  async consumeSms(id: number): Promise<boolean> {
    const r = await this.db
      .update(smsCode)
      .set({ usedAt: sql`now()` })
      .where(and(eq(smsCode.id, id), isNull(smsCode.usedAt)));
    return (r.rowCount ?? 0) === 1;
  }

  // Addresses
  addresses(userId: number): Promise<AddressRow[]> {
    return this.db.query.address.findMany({
      where: eq(address.userId, userId),
      orderBy: [desc(address.isDefault), desc(address.id)],
    });
  }

  addressOf(userId: number, id: number, tx: DbOrTx = this.db): Promise<AddressRow | undefined> {
    return tx.query.address.findFirst({ where: and(eq(address.id, id), eq(address.userId, userId)) });
  }

  countAddresses(userId: number, tx: DbOrTx = this.db): Promise<number> {
    return tx.$count(address, eq(address.userId, userId));
  }

  async clearDefaultAddress(userId: number, tx: DbOrTx): Promise<void> {
    await tx
      .update(address)
      .set({ isDefault: 0 })
      .where(and(eq(address.userId, userId), eq(address.isDefault, 1)));
  }

  async insertAddress(
    userId: number,
    values: Omit<typeof address.$inferInsert, 'userId'>,
    tx: DbOrTx,
  ): Promise<AddressRow | undefined> {
    const [row] = await tx
      .insert(address)
      .values({ ...values, userId })
      .returning();
    return row;
  }

  async updateAddress(
    userId: number,
    id: number,
    values: Omit<typeof address.$inferInsert, 'userId'>,
    tx: DbOrTx,
  ): Promise<AddressRow | undefined> {
    const [row] = await tx
      .update(address)
      .set(values)
      .where(and(eq(address.id, id), eq(address.userId, userId)))
      .returning();
    return row;
  }

  async deleteAddress(userId: number, id: number, tx: DbOrTx = this.db): Promise<boolean> {
    const r = await tx.delete(address).where(and(eq(address.id, id), eq(address.userId, userId)));
    return (r.rowCount ?? 0) === 1;
  }

  /** When the user has addresses but no default, the newest becomes the default. */
  async ensureDefaultAddress(userId: number, tx: DbOrTx): Promise<void> {
    await tx.execute(sql`
      update address set is_default = 1
       where id = (select id from address where user_id = ${userId} order by id desc limit 1)
         and not exists (select 1 from address where user_id = ${userId} and is_default = 1)`);
  }

  // Bindings
  bindings(userId: number) {
    return this.db.query.userBinding.findMany({ where: eq(userBinding.userId, userId) });
  }

  async bind(userId: number, platform: string, openId: string, nickname: string): Promise<void> {
    await this.db.insert(userBinding).values({ userId, platform, openId, nickname });
  }

  bindingByOpenId(platform: string, openId: string) {
    return this.db.query.userBinding.findFirst({
      where: and(eq(userBinding.platform, platform), eq(userBinding.openId, openId)),
    });
  }

  async unbind(userId: number, platform: string): Promise<boolean> {
    const r = await this.db
      .delete(userBinding)
      .where(and(eq(userBinding.userId, userId), eq(userBinding.platform, platform)));
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

  // ---------- money and points: conditional updates inside the caller's transaction ----------

  /**
   * Adds `delta` fen (negative: a debit) unless that would go below zero, and writes its ledger
   * row, in one statement; the balance after it, or null (nothing written) when it would go below.
   */
  async moveBalance(
    tx: DbOrTx,
    userId: number,
    delta: number,
    cause: { sourceType: string; sourceId: number; kind: string; note: string },
  ): Promise<number | null> {
    const r = await tx.execute<{ balance_after: string }>(sql`
      with u as (
        update ${users} set balance = balance + ${delta}
         where id = ${userId} and balance + ${delta} >= 0 returning balance
      )
      insert into ${balanceLog} (user_id, change, balance_after, source_type, source_id, kind, note)
      select ${userId}, ${delta}, u.balance, ${cause.sourceType}, ${cause.sourceId}, ${cause.kind}, ${cause.note}
        from u
      returning balance_after`);
    const row = r.rows[0];
    return row ? Number(row.balance_after) : null;
  }

  /** Adds `delta` points (negative: a debit) unless that would go below zero; null when it would. */
  async moveIntegral(tx: DbOrTx, userId: number, delta: number): Promise<number | null> {
    const [row] = await tx
      .update(users)
      .set({ integral: sql`${users.integral} + ${delta}` })
      .where(and(eq(users.id, userId), sql`${users.integral} + ${delta} >= 0`))
      .returning({ integral: users.integral });
    return row ? row.integral : null;
  }
}
