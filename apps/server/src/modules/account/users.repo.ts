import { and, arrayContains, eq, gt, inArray, sql } from 'drizzle-orm';
import { inList, textRows, type Db, type DbOrTx } from '../../platform/db.ts';
import { hanQueryTokens, hasHan } from '../../platform/search-text.ts';
import { userReport, users } from '../../db/schema/account.ts';

export type UserRow = typeof users.$inferSelect;
export type UserValues = Partial<typeof users.$inferInsert>;

const PROFILE = {
  id: users.id,
  nickname: users.nickname,
  avatar: users.avatar,
  signature: users.signature,
  fansCount: users.fansCount,
};
export type ProfileRow = { [K in keyof typeof PROFILE]: UserRow[K] };

/** The columns of a user's standing (roles, bans, reviews): every permission check reads them. */
const STANDING = {
  id: users.id,
  reviewStatus: users.reviewStatus,
  status: users.status,
  roles: users.roles,
  mutedUntil: users.mutedUntil,
  createdAt: users.createdAt,
  merchantReviewStatus: users.merchantReviewStatus,
  anchorReviewStatus: users.anchorReviewStatus,
  musicianReviewStatus: users.musicianReviewStatus,
};
export type StandingRow = { [K in keyof typeof STANDING]: UserRow[K] };

const STANDING_AND_PROFILE = { ...STANDING, ...PROFILE };
export type StandingProfileRow = { [K in keyof typeof STANDING_AND_PROFILE]: UserRow[K] };

/** A selection's columns as SQL text, each named as its key (`fans_count as "fansCount"`). */
const columnsOf = (selection: Record<string, { name: string }>) =>
  Object.entries(selection)
    .map(([key, column]) => (column.name === key ? key : `${column.name} as "${key}"`))
    .join(', ');
const PROFILE_COLUMNS = columnsOf(PROFILE);
const STANDING_AND_PROFILE_COLUMNS = columnsOf(STANDING_AND_PROFILE);

/** What user-info shows of a user (`AccountService.toInfo`), with the has-password flag. */
export type InfoRow = Pick<
  UserRow,
  | 'id'
  | 'nickname'
  | 'avatar'
  | 'mobile'
  | 'gender'
  | 'birthday'
  | 'signature'
  | 'danceStyles'
  | 'integral'
  | 'balance'
  | 'reviewStatus'
  | 'merchantReviewStatus'
  | 'musicianReviewStatus'
  | 'anchorReviewStatus'
  | 'roles'
  | 'followCount'
  | 'fansCount'
  | 'likeCount'
  | 'postCount'
> & { hasPassword: boolean };

/**
 * The statement of `InfoRow`, of a user not deleted: the columns user-info shows and no more (not
 * the hash, the search words or the ID card), as text (every start of the app reads it). The
 * birthday as text, as the schema reads it (pg would make a Date of a date).
 */
const INFO_BY_ID = `select id, nickname, avatar, mobile, gender, birthday::text as birthday, signature,
  dance_styles as "danceStyles", integral, balance, review_status as "reviewStatus",
  merchant_review_status as "merchantReviewStatus", musician_review_status as "musicianReviewStatus",
  anchor_review_status as "anchorReviewStatus", roles, follow_count as "followCount",
  fans_count as "fansCount", like_count as "likeCount", post_count as "postCount",
  coalesce(password_hash, '') <> '' as "hasPassword"
  from users where id = $1 and status <> 2`;

/**
 * Some users' columns by their ids, a list in the statement: each length is a statement
 * PostgreSQL plans once per connection. As an array parameter, it guessed 10 ids, found a plan for
 * the real few cheaper, and so planned the statement on every call. Written as text, nothing is
 * built per call but the list (every page that names its authors reads this).
 */
async function byIds<T>(tx: DbOrTx, columns: string, ids: number[]): Promise<T[]> {
  const list = [...new Set(ids)];
  if (!list.length) return [];
  return textRows<T>(tx, `select ${columns} from "users" where id in (${inList(list.length)})`, list);
}

/** SQL of the users table. No rules here: the services decide. */
export class UsersRepo {
  // user-info and every permission check read one user: plan it once per connection.
  private readonly byId;
  // Permission checks read a user's standing only, not the whole row.
  private readonly standingStatement;

  constructor(private readonly db: Db) {
    this.byId = db
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1)
      .prepare('account_user_by_id');
    this.standingStatement = db
      .select(STANDING)
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1)
      .prepare('account_standing_by_id');
  }

  /** The standing columns of one user (by the planned statement outside a transaction). */
  async standingById(tx: DbOrTx, id: number): Promise<StandingRow | undefined> {
    const [row] =
      tx === this.db
        ? await this.standingStatement.execute({ id })
        : await tx.select(STANDING).from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  /** Outside a transaction by the planned statement; inside one, on the transaction. */
  async userById(tx: DbOrTx, id: number): Promise<UserRow | undefined> {
    if (tx !== this.db)
      return tx
        .select()
        .from(users)
        .where(eq(users.id, id))
        .limit(1)
        .then((r) => r[0]);
    const [row] = await this.byId.execute({ id });
    return row;
  }

  /** What user-info shows of a user; undefined when unknown or deleted. */
  async infoById(id: number): Promise<InfoRow | undefined> {
    const [row] = await textRows<InfoRow>(this.db, INFO_BY_ID, [id]);
    return row;
  }

  /** Public columns of many users (`byIds`). */
  async profilesByIds(tx: DbOrTx, ids: number[]): Promise<ProfileRow[]> {
    return byIds<ProfileRow>(tx, PROFILE_COLUMNS, ids);
  }

  /** The standing and profile columns of many users (an id list, as `profilesByIds`). */
  async standingsByIds(ids: number[]): Promise<StandingProfileRow[]> {
    return byIds<StandingProfileRow>(this.db, STANDING_AND_PROFILE_COLUMNS, ids);
  }

  /** The merchant review state of the user (1 pending, 2 approved, 3 refused). */
  async setMerchantReview(tx: DbOrTx, id: number, status: 1 | 2 | 3): Promise<void> {
    await tx.update(users).set({ merchantReviewStatus: status }).where(eq(users.id, id));
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
  async setStatus(tx: DbOrTx, id: number, status: number, from: number): Promise<boolean> {
    const r = await tx
      .update(users)
      .set({ status, updatedAt: sql`now()` })
      .where(and(eq(users.id, id), eq(users.status, from)));
    return (r.rowCount ?? 0) === 1;
  }

  async setMutedUntil(tx: DbOrTx, id: number, until: Date | null): Promise<void> {
    await tx
      .update(users)
      .set({ mutedUntil: until, updatedAt: sql`now()` })
      .where(eq(users.id, id));
  }

  /** The user's roles, locked for a change of them; null when unknown. */
  async lockRoles(tx: DbOrTx, id: number): Promise<string[] | null> {
    const r = await tx.execute<{ roles: string[] }>(sql`select roles from users where id = ${id} for update`);
    return r.rows[0]?.roles ?? null;
  }

  async setRoles(tx: DbOrTx, id: number, roles: string[]): Promise<void> {
    await tx
      .update(users)
      .set({ roles, updatedAt: sql`now()` })
      .where(eq(users.id, id));
  }

  /** Every account holding an operator role, by id. */
  async operators(tx: DbOrTx): Promise<UserRow[]> {
    return tx
      .select()
      .from(users)
      .where(sql`${users.roles} && array['operator','op:reviewer','op:finance','op:editor']::text[]`)
      .orderBy(users.id);
  }

  /** Moves the anchor review from one of `from` to `status`; false when it was elsewhere. */
  async setAnchorReview(tx: DbOrTx, id: number, status: number, from: number[]): Promise<boolean> {
    const r = await tx
      .update(users)
      .set({ anchorReviewStatus: status, updatedAt: sql`now()` })
      .where(and(eq(users.id, id), inArray(users.anchorReviewStatus, from)));
    return (r.rowCount ?? 0) === 1;
  }

  async setMusicianReview(tx: DbOrTx, id: number, status: number, from: number[]): Promise<boolean> {
    const r = await tx
      .update(users)
      .set({ musicianReviewStatus: status, updatedAt: sql`now()` })
      .where(and(eq(users.id, id), inArray(users.musicianReviewStatus, from)));
    return (r.rowCount ?? 0) === 1;
  }

  mobilesByIds(tx: DbOrTx, ids: number[]): Promise<{ id: number; mobile: string | null }[]> {
    if (!ids.length) return Promise.resolve([]);
    return tx.select({ id: users.id, mobile: users.mobile }).from(users).where(inArray(users.id, ids));
  }

  userByMobile(tx: DbOrTx, mobile: string): Promise<UserRow | undefined> {
    return tx
      .select()
      .from(users)
      .where(eq(users.mobile, mobile))
      .limit(1)
      .then((r) => r[0]);
  }

  /** A new user; the one already holding that mobile number when two sign up at once. */
  async insertUser(tx: DbOrTx, values: typeof users.$inferInsert): Promise<UserRow> {
    const [row] = await tx
      .insert(users)
      .values(values)
      .onConflictDoNothing({ target: users.mobile })
      .returning();
    if (row) return row;
    const existing = await tx
      .select()
      .from(users)
      .where(eq(users.mobile, values.mobile!))
      .limit(1)
      .then((r) => r[0]);
    return existing!;
  }

  async updateUser(tx: DbOrTx, id: number, values: UserValues): Promise<UserRow | undefined> {
    const [row] = await tx
      .update(users)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    return row;
  }

  /** Serialises writes of one user's dependent rows (addresses) inside a transaction. */
  async lockUser(tx: DbOrTx, id: number): Promise<void> {
    await tx.execute(sql`select id from users where id = ${id} for update`);
  }

  /** Writes a real-name submission unless one is pending or approved. */
  async submitRealName(tx: DbOrTx, id: number, values: UserValues): Promise<UserRow | undefined> {
    const [row] = await tx
      .update(users)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(users.id, id), inArray(users.reviewStatus, [0, 3])))
      .returning();
    return row;
  }

  /** Records an operator's decision on a pending submission; false when it was not pending. */
  async decideRealName(tx: DbOrTx, id: number, values: UserValues): Promise<boolean> {
    const r = await tx
      .update(users)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(users.id, id), eq(users.reviewStatus, 1)));
    return (r.rowCount ?? 0) === 1;
  }

  userByIdCard(tx: DbOrTx, idCard: string): Promise<UserRow | undefined> {
    return tx
      .select()
      .from(users)
      .where(eq(users.idCard, idCard))
      .limit(1)
      .then((r) => r[0]);
  }

  /**
   * A Han keyword by its bigram tokens (GIN), folded so traditional finds simplified; otherwise the
   * nickname or its pinyin by trigram index, or an exact id. Ordered by fans then id for a cursor.
   */
  async searchUsers(
    tx: DbOrTx,
    keyword: string,
    afterKey: [number, number] | null,
    limit: number,
  ): Promise<UserRow[]> {
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
    const keys = tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.status, 0), match, after))
      .orderBy(...order)
      .limit(limit);
    return tx
      .select()
      .from(users)
      .where(inArray(users.id, keys))
      .orderBy(...order);
  }

  pendingReviews(tx: DbOrTx, after: number | null, limit: number): Promise<UserRow[]> {
    return tx
      .select()
      .from(users)
      .where(and(eq(users.reviewStatus, 1), after ? gt(users.id, after) : undefined))
      .orderBy(users.id)
      .limit(limit);
  }

  async insertReport(tx: DbOrTx, values: typeof userReport.$inferInsert): Promise<number> {
    const [row] = await tx.insert(userReport).values(values).returning({ id: userReport.id });
    return row!.id;
  }
}
