import { eq, sql, type SQL } from 'drizzle-orm';
import { inList, intArray, type DbOrTx } from '../../platform/db.ts';
import { post } from '../../db/schema/community.ts';
import { Reader, fromUs, usKey } from './sql.ts';
import { inboxKeys } from './follow-feed.ts';
import {
  JOIN_GROUP,
  NOT_BLOCKED,
  POST_COLS,
  card,
  lim,
  type BriefRow,
  type CardRow,
  type DetailRow,
  type DraftRow,
  type PostRow,
  type PostValues,
} from './rows.ts';

export interface FeedFilter {
  viewer: number;
  order: 'hot' | 'latest' | 'own';
  follow?: boolean;
  topicId?: number;
  groupId?: number;
  userId?: number;
  type?: string;
  videoOnly?: boolean;
  compilationId?: number;
  after: number[] | null;
  limit: number;
}

/** The database's clock to the millisecond: what a post's times are written as. */
export const nowMs = (): SQL => sql`date_trunc('milliseconds', now())`;

/** A post's hot score from its publication time and counters, computed by the database. */
export const hotScore = (
  publishedAt: Date | SQL | null,
  n: { likes: number; comments: number; collects: number; shares: number },
): SQL => sql`post_hot(${publishedAt ?? sql`null`}, ${n.likes}, ${n.comments}, ${n.collects}, ${n.shares})`;

/** SQL of posts: feeds, detail, drafts, search, writes and counters. No rules here: the services decide. */
export class PostsRepo {
  readonly read = new Reader();

  // ---------- reading posts ----------

  feed(tx: DbOrTx, f: FeedFilter): Promise<CardRow[]> {
    const values: unknown[] = [f.viewer];
    const arg = (v: unknown) => {
      values.push(v);
      return `$${values.length}`;
    };
    const where: string[] = [];
    // The follow feed in latest order is a range of the reader's inbox (follow-feed.ts).
    const inbox = Boolean(f.follow && f.order === 'latest' && !f.compilationId);
    let inboxAfter: string | null = null;
    if (f.order === 'own') where.push(`p.user_id = ${arg(f.userId)}`, 'p.status in (1, 2, 3, 4)');
    else {
      where.push('p.is_public');
      if (f.viewer) where.push(NOT_BLOCKED);
      if (f.userId) where.push(`p.user_id = ${arg(f.userId)}`);
    }
    if (f.follow && !inbox)
      where.push('p.user_id in (select followee_id from follow where follower_id = $1)');
    if (f.topicId) where.push(`p.topic_ids @> array[${arg(f.topicId)}::bigint]`);
    if (f.groupId) where.push(`p.group_id = ${arg(f.groupId)}`);
    if (f.compilationId) where.push(`p.compilation_id = ${arg(f.compilationId)}`);
    if (f.videoOnly) where.push(`p.type = 'video'`);
    else if (f.type) where.push(`p.type = ${arg(f.type)}`);
    let order: string;
    if (f.order === 'hot') {
      if (f.after)
        where.push(`(p.hot_score, p.id) < (${arg(f.after[0])}::float8, ${arg(f.after[1])}::bigint)`);
      order = 'p.hot_score desc nulls last, p.id desc nulls last';
    } else if (f.order === 'own') {
      if (f.after) where.push(`p.id < ${arg(f.after[0])}::bigint`);
      order = 'p.id desc nulls last';
    } else if (f.compilationId) {
      if (f.after)
        where.push(`(p.published_at, p.id) > (${fromUs(arg(f.after[0]))}, ${arg(f.after[1])}::bigint)`);
      order = 'p.published_at, p.id';
    } else {
      const after = f.after ? `(${fromUs(arg(f.after[0]))}, ${arg(f.after[1])}::bigint)` : null;
      if (after && inbox) inboxAfter = after;
      else if (after) where.push(`(p.published_at, p.id) < ${after}`);
      order = 'p.published_at desc nulls last, p.id desc nulls last';
    }
    // The page's ids come from an index alone (an index-only scan where it can), then its rows are
    // read, joined and decorated: 21 rows, not the thousands a following feed looks through.
    const keys = inbox
      ? inboxKeys(where, inboxAfter, lim(f.limit))
      : `select p.id from post p where ${where.join(' and ')} order by ${order} limit ${lim(f.limit)}`;
    const text = `select ${card(f.viewer > 0)} from (select ${POST_COLS} from post p where p.id in (${keys})) p
      ${JOIN_GROUP} where $1 = $1 order by ${order}`;
    return this.read.rows<CardRow>(tx, text, values);
  }

  cardsByIds(tx: DbOrTx, viewer: number, postIds: number[]): Promise<CardRow[]> {
    if (!postIds.length) return Promise.resolve([]);
    return this.read.rows<CardRow>(
      tx,
      `select ${card(viewer > 0)} from post p ${JOIN_GROUP} where p.id = any($2::bigint[]) and $1 = $1`,
      [viewer, postIds],
    );
  }

  detail(tx: DbOrTx, viewer: number, id: number): Promise<DetailRow | undefined> {
    return this.read.one<DetailRow>(
      tx,
      `select ${card(viewer > 0)}, p.content, p.updated_at, p.compilation_id, c.title as compilation_title,
         ${viewer ? 'exists (select 1 from follow f where f.follower_id = $1 and f.followee_id = p.user_id)' : 'false'} as is_followed,
         ${viewer ? 'exists (select 1 from follow f where f.follower_id = p.user_id and f.followee_id = $1)' : 'false'} as is_fan,
         ${viewer ? 'exists (select 1 from user_block b where (b.user_id = $1 and b.blocked_id = p.user_id) or (b.user_id = p.user_id and b.blocked_id = $1))' : 'false'} as blocked,
         (select s.who_can_comment from forum_user_setting s where s.user_id = p.user_id) as who_can_comment
       from post p ${JOIN_GROUP} left join compilation c on c.id = p.compilation_id
       where p.id = $2 and p.status <> 9 and $1 = $1`,
      [viewer, id],
    );
  }

  postById(tx: DbOrTx, id: number): Promise<PostRow | undefined> {
    return tx
      .select()
      .from(post)
      .where(eq(post.id, id))
      .limit(1)
      .then((r) => r[0]);
  }

  async lockPost(tx: DbOrTx, id: number): Promise<PostRow | undefined> {
    const r = await tx.select().from(post).where(eq(post.id, id)).for('update');
    return r[0];
  }

  drafts(tx: DbOrTx, userId: number, after: number[] | null, limit: number): Promise<DraftRow[]> {
    const cond = after ? `and (p.updated_at, p.id) < (${fromUs('$2')}, $3::bigint)` : '';
    const values = after ? [userId, after[0], after[1], limit] : [userId, limit];
    return this.read.rows<DraftRow>(
      tx,
      `select p.id, p.type, p.title, p.summary, p.content, p.images, p.video_url, p.video_cover, p.topic_names,
              p.group_id, g.name as group_name, g.avatar as group_avatar, p.compilation_id, p.updated_at,
              ${usKey('p.updated_at')} as upd_us
         from post p left join forum_group g on g.id = p.group_id and g.status = 0
        where p.user_id = $1 and p.status = 0 ${cond}
        order by p.updated_at desc nulls last, p.id desc nulls last limit $${values.length}`,
      values,
    );
  }

  /**
   * Posts for the message box: title (or summary) and a cover. The ids are a list in the statement
   * (each length planned once per connection; an array was planned on every call).
   */
  briefs(tx: DbOrTx, postIds: number[]): Promise<BriefRow[]> {
    const list = [...new Set(postIds)];
    if (!list.length) return Promise.resolve([]);
    return this.read.rows<BriefRow>(
      tx,
      `select id, title, summary, images, video_cover, type, is_public from post where id in (${inList(list.length)}) and status <> 9`,
      list,
    );
  }

  // ---------- writing posts ----------

  /** Serialises one user's publishing for the transaction (two posts at once wait in turn). */
  async lockPublishing(tx: DbOrTx, userId: number): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('community.post'), ${userId}::int)`);
  }

  /** How many posts the user published over the last day, and how many seconds ago the last one. */
  async publishedToday(tx: DbOrTx, userId: number): Promise<{ n: number; last_s: number | null }> {
    const r = await tx.execute<{ n: number; last_s: number | null }>(sql`
      select count(*)::int as n, extract(epoch from now() - max(published_at))::float8 as last_s
        from post where user_id = ${userId} and published_at > now() - interval '1 day'`);
    return r.rows[0]!;
  }

  async insertPost(tx: DbOrTx, values: PostValues): Promise<PostRow> {
    const [row] = await tx.insert(post).values(values).returning();
    return row!;
  }

  async updatePost(tx: DbOrTx, id: number, values: Partial<PostValues>): Promise<PostRow> {
    const [row] = await tx
      .update(post)
      .set({ ...values, updatedAt: sql`date_trunc('milliseconds', now())` })
      .where(eq(post.id, id))
      .returning();
    return row!;
  }

  /** Moves a post's counters and its hot score together (the row is locked by the update). */
  async bumpPost(
    tx: DbOrTx,
    id: number,
    d: { likes?: number; comments?: number; collects?: number; shares?: number },
  ): Promise<{ like_count: number; comment_count: number; collect_count: number; share_count: number }> {
    const l = d.likes ?? 0;
    const c = d.comments ?? 0;
    const k = d.collects ?? 0;
    const s = d.shares ?? 0;
    const r = await tx.execute<{
      like_count: number;
      comment_count: number;
      collect_count: number;
      share_count: number;
    }>(sql`
      update post set
        like_count = greatest(0, like_count + ${l}),
        comment_count = greatest(0, comment_count + ${c}),
        collect_count = greatest(0, collect_count + ${k}),
        share_count = greatest(0, share_count + ${s}),
        hot_score = case when published_at is null then 0 else post_hot(published_at,
          greatest(0, like_count + ${l}), greatest(0, comment_count + ${c}),
          greatest(0, collect_count + ${k}), greatest(0, share_count + ${s})) end
      where id = ${id}
      returning like_count, comment_count, collect_count, share_count`);
    return r.rows[0]!;
  }

  async addViews(tx: DbOrTx, counts: Map<number, number>): Promise<void> {
    if (!counts.size) return;
    const keys = [...counts.keys()];
    await tx.execute(sql`
      update post p set view_count = p.view_count + v.n
        from unnest(${intArray(keys)}::bigint[], ${intArray(keys.map((k) => counts.get(k)!))}::int[]) as v(id, n)
       where p.id = v.id`);
  }

  async hidePost(tx: DbOrTx, userId: number, postId: number): Promise<void> {
    await tx.execute(
      sql`insert into post_hide (user_id, post_id) values (${userId}, ${postId}) on conflict do nothing`,
    );
  }
}
