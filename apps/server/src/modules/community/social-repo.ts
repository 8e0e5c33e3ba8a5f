import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db.ts';
import {
  compilation,
  forumGroup,
  forumReport,
  forumUserSetting,
  groupApply,
  groupMember,
  moderationLog,
  moderationWord,
} from '../../db/schema/community.ts';
import { Reader, fromUs, ids, usKey } from './sql.ts';
import { backfill, dropAuthor } from './follow-feed.ts';

export type GroupRow = typeof forumGroup.$inferSelect;
export type SettingRow = typeof forumUserSetting.$inferSelect;
export type ReportRow = typeof forumReport.$inferSelect;
export type CompilationRow = typeof compilation.$inferSelect;

/** SQL of interactions, follows, blocks, settings, topics, circles, compilations and reports. */
export class SocialRepo {
  readonly read: Reader;

  constructor(readonly db: Db) {
    this.read = new Reader(db);
  }

  // ---------- likes, collects, follows, blocks (explicit state: insert or delete, once) ----------

  async addEdge(
    tx: DbOrTx,
    table: 'post_like' | 'post_collect' | 'post_share',
    postId: number,
    userId: number,
  ): Promise<boolean> {
    const r = await tx.execute(
      sql`insert into ${sql.raw(table)} (post_id, user_id) values (${postId}, ${userId}) on conflict do nothing`,
    );
    return (r.rowCount ?? 0) === 1;
  }

  async removeEdge(
    tx: DbOrTx,
    table: 'post_like' | 'post_collect',
    postId: number,
    userId: number,
  ): Promise<boolean> {
    const r = await tx.execute(
      sql`delete from ${sql.raw(table)} where post_id = ${postId} and user_id = ${userId}`,
    );
    return (r.rowCount ?? 0) === 1;
  }

  async follow(tx: DbOrTx, follower: number, followee: number): Promise<boolean> {
    const r = await tx.execute(
      sql`insert into follow (follower_id, followee_id) values (${follower}, ${followee}) on conflict do nothing`,
    );
    if ((r.rowCount ?? 0) !== 1) return false;
    await backfill(tx, follower, followee);
    return true;
  }

  async unfollow(tx: DbOrTx, follower: number, followee: number): Promise<boolean> {
    const r = await tx.execute(
      sql`delete from follow where follower_id = ${follower} and followee_id = ${followee}`,
    );
    if ((r.rowCount ?? 0) !== 1) return false;
    await dropAuthor(tx, follower, followee);
    return true;
  }

  async follows(viewer: number, userId: number): Promise<boolean> {
    const r = await this.read.one<{ x: number }>(
      'select 1 as x from follow where follower_id = $1 and followee_id = $2',
      [viewer, userId],
    );
    return Boolean(r);
  }

  /** Of `others`, whom the viewer follows and who follow the viewer. */
  async relations(viewer: number, others: number[]): Promise<{ following: Set<number>; fans: Set<number> }> {
    if (!viewer || !others.length) return { following: new Set(), fans: new Set() };
    const rows = await this.read.rows<{ id: number; dir: number }>(
      `select followee_id as id, 1 as dir from follow where follower_id = $1 and followee_id = any($2::bigint[])
       union all
       select follower_id, 2 from follow where followee_id = $1 and follower_id = any($2::bigint[])`,
      [viewer, others],
    );
    return {
      following: new Set(rows.filter((r) => r.dir === 1).map((r) => Number(r.id))),
      fans: new Set(rows.filter((r) => r.dir === 2).map((r) => Number(r.id))),
    };
  }

  followList(type: 'follow' | 'fans', userId: number, after: number[] | null, limit: number) {
    const [me, other] = type === 'follow' ? ['follower_id', 'followee_id'] : ['followee_id', 'follower_id'];
    const cond = after ? `and (created_at, ${other}) < (${fromUs('$2')}, $3::bigint)` : '';
    const values = after ? [userId, after[0], after[1], limit] : [userId, limit];
    return this.read.rows<{ id: number; created_at: Date; us: number }>(
      `select ${other} as id, created_at, ${usKey('created_at')} as us from follow
        where ${me} = $1 ${cond} order by created_at desc nulls last, ${other} desc nulls last limit $${values.length}`,
      values,
    );
  }

  likers(postId: number, viewer: number, after: number[] | null, limit: number) {
    const cond = after ? `and (l.created_at, l.user_id) < (${fromUs('$3')}, $4::bigint)` : '';
    const values = after ? [postId, viewer, after[0], after[1], limit] : [postId, viewer, limit];
    return this.read.rows<{ id: number; created_at: Date; us: number }>(
      `select l.user_id as id, l.created_at, ${usKey('l.created_at')} as us from post_like l
        where l.post_id = $1
          and ($2 = 0 or not exists (select 1 from user_block b where b.user_id = $2 and b.blocked_id = l.user_id))
          ${cond}
        order by l.created_at desc nulls last, l.user_id desc nulls last limit $${values.length}`,
      values,
    );
  }

  async block(tx: DbOrTx, userId: number, blockedId: number): Promise<boolean> {
    const r = await tx.execute(
      sql`insert into user_block (user_id, blocked_id) values (${userId}, ${blockedId}) on conflict do nothing`,
    );
    return (r.rowCount ?? 0) === 1;
  }

  async unblock(userId: number, blockedId: number): Promise<void> {
    await this.db.execute(
      sql`delete from user_block where user_id = ${userId} and blocked_id = ${blockedId}`,
    );
  }

  /** Whether either of two users blocked the other: a = blocked b, b = b blocked a. */
  async blocks(a: number, b: number): Promise<{ aBlockedB: boolean; bBlockedA: boolean }> {
    const rows = await this.read.rows<{ user_id: number }>(
      `select user_id from user_block where (user_id = $1 and blocked_id = $2) or (user_id = $2 and blocked_id = $1)`,
      [a, b],
    );
    return {
      aBlockedB: rows.some((r) => Number(r.user_id) === a),
      bBlockedA: rows.some((r) => Number(r.user_id) === b),
    };
  }

  /** Everything a comment or message permission needs, in one round trip. */
  async gateFacts(viewer: number, owner: number) {
    const r = await this.read.one<{
      blocked: boolean;
      comment: string | null;
      message: string | null;
      follows: boolean;
      fan: boolean;
    }>(
      `select exists (select 1 from user_block where (user_id = $1 and blocked_id = $2) or (user_id = $2 and blocked_id = $1)) as blocked,
              s.who_can_comment as comment, s.who_can_message as message,
              exists (select 1 from follow where follower_id = $1 and followee_id = $2) as follows,
              exists (select 1 from follow where follower_id = $2 and followee_id = $1) as fan
         from (select 1) x left join forum_user_setting s on s.user_id = $2`,
      [viewer, owner],
    );
    return r!;
  }

  /** Whether `a` blocked `b`, inside a transaction (no second connection while it holds one). */
  async blockedIn(tx: DbOrTx, a: number, b: number): Promise<boolean> {
    const r = await tx.execute(sql`select 1 from user_block where user_id = ${a} and blocked_id = ${b}`);
    return (r.rowCount ?? 0) > 0;
  }

  blockedList(userId: number, after: number[] | null, limit: number) {
    const cond = after ? `and (created_at, blocked_id) < (${fromUs('$2')}, $3::bigint)` : '';
    const values = after ? [userId, after[0], after[1], limit] : [userId, limit];
    return this.read.rows<{ id: number; created_at: Date; us: number }>(
      `select blocked_id as id, created_at, ${usKey('created_at')} as us from user_block
        where user_id = $1 ${cond} order by created_at desc nulls last, blocked_id desc nulls last limit $${values.length}`,
      values,
    );
  }

  // ---------- settings ----------

  setting(userId: number): Promise<SettingRow | undefined> {
    return this.read.one<SettingRow>(
      `select user_id as "userId", who_can_comment as "whoCanComment", who_can_message as "whoCanMessage",
              show_likes as "showLikes", show_collections as "showCollections", updated_at as "updatedAt"
         from forum_user_setting where user_id = $1`,
      [userId],
    );
  }

  async saveSetting(userId: number, values: Partial<typeof forumUserSetting.$inferInsert>): Promise<void> {
    await this.db
      .insert(forumUserSetting)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: forumUserSetting.userId, set: { ...values, updatedAt: sql`now()` } });
  }

  // ---------- topics and tags ----------

  topics(sort: 'hot' | 'new', keyword: string | null, after: number[] | null, limit: number) {
    const values: unknown[] = [limit];
    const where: string[] = ['true'];
    if (keyword) {
      values.push(`%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      where.push(`name_key like $${values.length}`);
    }
    if (after && sort === 'hot') {
      values.push(after[0], after[1]);
      where.push(`(hot_score, id) < ($${values.length - 1}::int, $${values.length}::bigint)`);
    } else if (after) {
      values.push(after[0]);
      where.push(`id < $${values.length}::bigint`);
    }
    return this.read.rows<TopicRow>(
      `select ${TOPIC} from topic where ${where.join(' and ')}
        order by ${sort === 'hot' ? 'hot_score desc nulls last, id desc nulls last' : 'id desc nulls last'} limit $1`,
      values,
    );
  }

  topic(id: number) {
    return this.read.one<TopicRow>(`select ${TOPIC} from topic where id = $1`, [id]);
  }

  searchTopics(tokens: string[] | null, like: string | null, before: number | null, limit: number) {
    const values: unknown[] = [limit, tokens ?? like, before ?? 0];
    const match = tokens ? 'search_tokens @> $2::text[]' : 'name_key like $2';
    return this.read.rows<TopicRow>(
      `select ${TOPIC} from topic where ${match} and ($3 = 0 or id < $3) order by id desc nulls last limit $1`,
      values,
    );
  }

  /** The ten users with most public posts in the topic over 7 days, but those `viewer` blocked. */
  activeUsers(topicId: number, viewer: number) {
    return this.read.rows<{ user_id: number; n: number }>(
      `select p.user_id, count(*)::int as n from post p
        where p.topic_ids @> array[$1::bigint] and p.is_public and p.published_at > now() - interval '7 days'
          and not exists (select 1 from user_block b where b.user_id = $2 and b.blocked_id = p.user_id)
        group by p.user_id order by n desc nulls last, p.user_id limit 10`,
      [topicId, viewer],
    );
  }

  /** The hot job: activity of each topic over the last 7 days, then the ranks. */
  async recomputeHot(): Promise<number> {
    const r = await this.db.execute(sql`
      with recent as (
        select t.id as topic_id, count(*) * 10 + sum(p.like_count + 2 * p.comment_count + p.collect_count) as score
          from post p cross join lateral unnest(p.topic_ids) as t(id)
         where p.is_public and p.published_at > now() - interval '7 days'
         group by t.id),
      scored as (
        select t.id, coalesce(r.score, 0)::int as score from topic t left join recent r on r.topic_id = t.id),
      ranked as (
        select id, score, case when score > 0 then row_number() over (order by score desc nulls last, id desc nulls last) end as rank
          from scored)
      update topic set hot_score = ranked.score, hot_rank = ranked.rank
        from ranked
       where topic.id = ranked.id and (topic.hot_score, topic.hot_rank) is distinct from (ranked.score, ranked.rank)`);
    return r.rowCount ?? 0;
  }

  tags(userId: number) {
    return this.read.rows<{ id: number; name: string; names: Record<string, string>; selected: boolean }>(
      `select t.id, t.name, t.names, ($1 > 0 and exists (select 1 from user_tag u where u.user_id = $1 and u.tag_id = t.id)) as selected
         from interest_tag t order by t.sort, t.id`,
      [userId],
    );
  }

  async existingTags(tagIds: number[]): Promise<number[]> {
    if (!tagIds.length) return [];
    const r = await this.read.rows<{ id: number }>(
      'select id from interest_tag where id = any($1::bigint[])',
      [tagIds],
    );
    return r.map((x) => Number(x.id));
  }

  async replaceTags(userId: number, tagIds: number[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`delete from user_tag where user_id = ${userId}`);
      if (tagIds.length)
        await tx.execute(
          sql`insert into user_tag (user_id, tag_id) select ${userId}, unnest(${ids(tagIds)}::bigint[])`,
        );
    });
  }

  // ---------- circles ----------

  group(id: number, tx: DbOrTx = this.db): Promise<GroupRow | undefined> {
    return tx.query.forumGroup.findFirst({ where: and(eq(forumGroup.id, id), eq(forumGroup.status, 0)) });
  }

  async lockGroup(tx: DbOrTx, id: number): Promise<GroupRow | undefined> {
    const r = await tx
      .select()
      .from(forumGroup)
      .where(and(eq(forumGroup.id, id), eq(forumGroup.status, 0)))
      .for('update');
    return r[0];
  }

  groups(
    viewer: number,
    scope: 'all' | 'mine',
    keyword: string | null,
    after: number[] | null,
    limit: number,
  ) {
    const values: unknown[] = [viewer, limit];
    const where = ['g.status = 0'];
    let order: string;
    let select = `select ${GROUP}`;
    let from = 'from forum_group g';
    if (scope === 'mine') {
      from = 'from group_member m join forum_group g on g.id = m.group_id';
      select += `, ${usKey('m.joined_at')} as sort_us`;
      where.push('m.user_id = $1');
      if (after) {
        values.push(after[0], after[1]);
        where.push(
          `(m.joined_at, m.group_id) < (${fromUs(`$${values.length - 1}`)}, $${values.length}::bigint)`,
        );
      }
      order = 'm.joined_at desc nulls last, m.group_id desc nulls last';
    } else {
      if (after) {
        values.push(after[0], after[1]);
        where.push(`(g.member_count, g.id) < ($${values.length - 1}::int, $${values.length}::bigint)`);
      }
      order = 'g.member_count desc nulls last, g.id desc nulls last';
    }
    if (keyword) {
      values.push(`%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      where.push(`g.name_key like $${values.length}`);
    }
    return this.read.rows<GroupListRow & { sort_us?: number }>(
      `${select} ${from} where ${where.join(' and ')} order by ${order} limit $2`,
      values,
    );
  }

  searchGroups(
    viewer: number,
    tokens: string[] | null,
    like: string | null,
    before: number | null,
    limit: number,
  ) {
    const match = tokens ? 'g.search_tokens @> $3::text[]' : 'g.name_key like $3';
    return this.read.rows<GroupListRow>(
      `select ${GROUP} from forum_group g where g.status = 0 and ${match} and ($4 = 0 or g.id < $4)
        order by g.id desc limit $2`,
      [viewer, limit, tokens ?? like, before ?? 0],
    );
  }

  groupView(viewer: number, id: number) {
    return this.read.one<GroupListRow & { join_question: string; pending_count: number }>(
      `select ${GROUP}, g.join_question,
              case when g.owner_id = $1 then (select count(*)::int from group_apply a where a.group_id = g.id and a.status = 0)
                   else 0 end as pending_count
         from forum_group g where g.id = $2 and g.status = 0`,
      [viewer, id],
    );
  }

  async insertGroup(tx: DbOrTx, values: typeof forumGroup.$inferInsert): Promise<GroupRow> {
    const [row] = await tx.insert(forumGroup).values(values).returning();
    return row!;
  }

  async updateGroup(tx: DbOrTx, id: number, values: Partial<typeof forumGroup.$inferInsert>): Promise<void> {
    await tx.update(forumGroup).set(values).where(eq(forumGroup.id, id));
  }

  member(groupId: number, userId: number, tx: DbOrTx = this.db) {
    return tx.query.groupMember.findFirst({
      where: and(eq(groupMember.groupId, groupId), eq(groupMember.userId, userId)),
    });
  }

  async addMember(tx: DbOrTx, groupId: number, userId: number, role: 'owner' | 'member'): Promise<boolean> {
    const r = await tx.insert(groupMember).values({ groupId, userId, role }).onConflictDoNothing();
    if ((r.rowCount ?? 0) === 1)
      await tx
        .update(forumGroup)
        .set({ memberCount: sql`${forumGroup.memberCount} + 1` })
        .where(eq(forumGroup.id, groupId));
    return (r.rowCount ?? 0) === 1;
  }

  async removeMember(tx: DbOrTx, groupId: number, userId: number): Promise<boolean> {
    const r = await tx
      .delete(groupMember)
      .where(
        and(eq(groupMember.groupId, groupId), eq(groupMember.userId, userId), eq(groupMember.role, 'member')),
      );
    if ((r.rowCount ?? 0) === 1)
      await tx
        .update(forumGroup)
        .set({ memberCount: sql`greatest(0, ${forumGroup.memberCount} - 1)` })
        .where(eq(forumGroup.id, groupId));
    return (r.rowCount ?? 0) === 1;
  }

  members(groupId: number, after: number[] | null, limit: number) {
    // Owner first (rank 0), then members by join time.
    const cond = after
      ? `and (case when role = 'owner' then 0 else 1 end, joined_at, user_id) > ($2::int, ${fromUs('$3')}, $4::bigint)`
      : '';
    const values = after ? [groupId, after[0], after[1], after[2], limit] : [groupId, limit];
    return this.read.rows<{ user_id: number; role: string; joined_at: Date; us: number; r: number }>(
      `select user_id, role, joined_at, ${usKey('joined_at')} as us, case when role = 'owner' then 0 else 1 end as r
         from group_member where group_id = $1 ${cond}
        order by case when role = 'owner' then 0 else 1 end, joined_at, user_id limit $${values.length}`,
      values,
    );
  }

  pendingApply(groupId: number, userId: number, tx: DbOrTx = this.db) {
    return tx.query.groupApply.findFirst({
      where: and(eq(groupApply.groupId, groupId), eq(groupApply.userId, userId), eq(groupApply.status, 0)),
    });
  }

  applyById(id: number, tx: DbOrTx = this.db) {
    return tx.query.groupApply.findFirst({ where: eq(groupApply.id, id) });
  }

  async insertApply(tx: DbOrTx, groupId: number, userId: number, answer: string): Promise<boolean> {
    const r = await tx.insert(groupApply).values({ groupId, userId, answer }).onConflictDoNothing();
    return (r.rowCount ?? 0) === 1;
  }

  /** Decides a pending request once; false when it was no longer pending. */
  async decideApply(tx: DbOrTx, id: number, status: number, reason: string): Promise<boolean> {
    const r = await tx
      .update(groupApply)
      .set({ status, reason, decidedAt: sql`now()` })
      .where(and(eq(groupApply.id, id), eq(groupApply.status, 0)));
    return (r.rowCount ?? 0) === 1;
  }

  async withdrawApplies(tx: DbOrTx, groupId: number, userId?: number): Promise<number> {
    const r = await tx
      .update(groupApply)
      .set({ status: 3, decidedAt: sql`now()` })
      .where(
        and(
          eq(groupApply.groupId, groupId),
          eq(groupApply.status, 0),
          userId ? eq(groupApply.userId, userId) : undefined,
        ),
      );
    return r.rowCount ?? 0;
  }

  applies(groupId: number, after: number | null, limit: number) {
    return this.read.rows<{ id: number; user_id: number; answer: string; created_at: Date }>(
      `select id, user_id, answer, created_at from group_apply
        where group_id = $1 and status = 0 and ($2 = 0 or id > $2) order by id limit $3`,
      [groupId, after ?? 0, limit],
    );
  }

  /** A destroyed circle: its posts stay, out of the circle; members and requests go. */
  async destroyGroup(tx: DbOrTx, id: number): Promise<void> {
    await tx.update(forumGroup).set({ status: 9 }).where(eq(forumGroup.id, id));
    await tx.execute(sql`update post set group_id = null where group_id = ${id}`);
    await tx.execute(sql`delete from group_member where group_id = ${id}`);
    await tx.execute(
      sql`update group_apply set status = 3, decided_at = now() where group_id = ${id} and status = 0`,
    );
  }

  // ---------- compilations ----------

  compilation(id: number, tx: DbOrTx = this.db): Promise<CompilationRow | undefined> {
    return tx.query.compilation.findFirst({ where: eq(compilation.id, id) });
  }

  compilations(userId: number, after: number[] | null, limit: number) {
    const cond = after ? `and (c.updated_at, c.id) < (${fromUs('$2')}, $3::bigint)` : '';
    const values = after ? [userId, after[0], after[1], limit] : [userId, limit];
    return this.read.rows<{
      id: number;
      user_id: number;
      title: string;
      intro: string;
      post_count: number;
      updated_at: Date;
      us: number;
      cover: string | null;
    }>(
      `select c.id, c.user_id, c.title, c.intro, c.post_count, c.updated_at, ${usKey('c.updated_at')} as us,
              (select coalesce(nullif(p.video_cover, ''), p.images[1]) from post p
                where p.compilation_id = c.id and p.is_public order by p.published_at, p.id limit 1) as cover
         from compilation c where c.user_id = $1 ${cond}
        order by c.updated_at desc nulls last, c.id desc nulls last limit $${values.length}`,
      values,
    );
  }

  async insertCompilation(values: typeof compilation.$inferInsert): Promise<number> {
    const [row] = await this.db.insert(compilation).values(values).returning({ id: compilation.id });
    return row!.id;
  }

  async updateCompilation(id: number, values: Partial<typeof compilation.$inferInsert>): Promise<void> {
    await this.db
      .update(compilation)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(compilation.id, id));
  }

  // ---------- reports, review and the action log ----------

  informCats() {
    return this.read.rows<{ id: number; name: string; names: Record<string, string> }>(
      'select id, name, names from inform_cat order by sort, id',
      [],
    );
  }

  async informCatExists(id: number): Promise<boolean> {
    return Boolean(await this.read.one('select 1 as x from inform_cat where id = $1', [id]));
  }

  /** One pending report per reporter and target: a repeat answers the first one's id. */
  async insertReport(values: typeof forumReport.$inferInsert): Promise<number> {
    const [row] = await this.db
      .insert(forumReport)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: forumReport.id });
    if (row) return row.id;
    const r = await this.read.one<{ id: number }>(
      'select id from forum_report where reporter_id = $1 and target_type = $2 and target_id = $3 and status = 0',
      [values.reporterId, values.targetType, values.targetId],
    );
    return Number(r!.id);
  }

  reports(status: 'pending' | 'resolved', after: number | null, limit: number) {
    return this.read.rows<ReportListRow>(
      status === 'pending'
        ? `select r.*, c.name as cat_name from forum_report r left join inform_cat c on c.id = r.cat_id
            where r.status = 0 and ($1 = 0 or r.id > $1) order by r.id limit $2`
        : `select r.*, c.name as cat_name from forum_report r left join inform_cat c on c.id = r.cat_id
            where r.status = 1 and ($1 = 0 or r.id < $1) order by r.id desc nulls last limit $2`,
      [after ?? 0, limit],
    );
  }

  report(id: number, tx: DbOrTx = this.db): Promise<ReportRow | undefined> {
    return tx.query.forumReport.findFirst({ where: eq(forumReport.id, id) });
  }

  /** Resolves every pending report of one target together; answers how many. */
  async resolveReports(
    tx: DbOrTx,
    targetType: string,
    targetId: number,
    action: string,
    operatorId: number,
  ): Promise<number> {
    const r = await tx
      .update(forumReport)
      .set({ status: 1, action, resolvedBy: operatorId, resolvedAt: sql`now()` })
      .where(
        and(
          eq(forumReport.targetType, targetType),
          eq(forumReport.targetId, targetId),
          eq(forumReport.status, 0),
        ),
      );
    return r.rowCount ?? 0;
  }

  async log(tx: DbOrTx, values: typeof moderationLog.$inferInsert): Promise<void> {
    await tx.insert(moderationLog).values(values);
  }

  actionLog(before: number | null, limit: number) {
    return this.read.rows<{
      id: number;
      operator_id: number;
      action: string;
      target_type: string;
      target_id: number;
      report_id: number | null;
      note: string;
      created_at: Date;
    }>('select * from moderation_log where ($1 = 0 or id < $1) order by id desc limit $2', [
      before ?? 0,
      limit,
    ]);
  }

  reviewQueue(after: number[] | null, limit: number) {
    // Posts and comments held for review, oldest first, by (created_at, kind, id).
    const cond = after ? `where (us, k, id) > ($1::bigint, $2::int, $3::bigint)` : '';
    const values = after ? [after[0], after[1], after[2], limit] : [limit];
    return this.read.rows<{
      k: number;
      id: number;
      post_id: number;
      user_id: number;
      title: string;
      body: string;
      words: string[];
      created_at: Date;
      us: number;
    }>(
      `select * from (
         select 0 as k, p.id, p.id as post_id, p.user_id, p.title, p.summary as body, p.review_words as words,
                p.created_at, ${usKey('p.created_at')} as us from post p where p.status = 2
         union all
         select 1, c.id, c.post_id, c.user_id, '', c.content, c.review_words, c.created_at, ${usKey('c.created_at')}
           from comment c where c.status = 2) q ${cond}
       order by us, k, id limit $${values.length}`,
      values,
    );
  }

  // ---------- moderation words ----------

  async wordsVersion(): Promise<string> {
    const r = await this.read.one<{ v: string }>(
      `select count(*) || ':' || coalesce(max(id), 0) || ':' || coalesce(max(extract(epoch from created_at)), 0) as v from moderation_word`,
      [],
    );
    return r?.v ?? '0';
  }

  words() {
    return this.db.select({ word: moderationWord.word, level: moderationWord.level }).from(moderationWord);
  }
}

export interface TopicRow {
  id: number;
  name: string;
  cover: string;
  intro: string;
  post_count: number;
  hot_score: number;
  hot_rank: number | null;
  created_at: Date;
}
const TOPIC = 'id, name, cover, intro, post_count, hot_score, hot_rank, created_at';

export interface GroupListRow {
  id: number;
  owner_id: number;
  name: string;
  avatar: string;
  cover: string;
  intro: string;
  join_mode: string;
  member_count: number;
  post_count: number;
  created_at: Date;
  my_role: string | null;
  my_pending: boolean;
}
/** $1 is the viewer. */
const GROUP = `g.id, g.owner_id, g.name, g.avatar, g.cover, g.intro, g.join_mode, g.member_count, g.post_count, g.created_at,
  (select gm.role from group_member gm where gm.group_id = g.id and gm.user_id = $1) as my_role,
  ($1 > 0 and exists (select 1 from group_apply ga where ga.group_id = g.id and ga.user_id = $1 and ga.status = 0)) as my_pending`;

export interface ReportListRow {
  id: number;
  reporter_id: number;
  target_type: string;
  target_id: number;
  target_user_id: number | null;
  cat_id: number;
  cat_name: string | null;
  content: string;
  images: string[];
  status: number;
  action: string | null;
  created_at: Date;
  resolved_at: Date | null;
}
