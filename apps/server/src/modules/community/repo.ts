import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { comment, compilation, forumGroup, post, topic } from '../../db/schema/community.ts';
import { Reader, fromUs, ids, texts, usKey } from './sql.ts';
import { inboxKeys } from './follow-feed.ts';

export type PostRow = typeof post.$inferSelect;
export type CommentRow = typeof comment.$inferSelect;

/** A post as cards show it, with the viewer's like and collect state. */
export interface CardRow {
  id: number;
  user_id: number;
  type: string;
  title: string;
  summary: string;
  images: string[];
  video_url: string | null;
  video_hls: string | null;
  video_cover: string;
  video_status: number;
  video_duration: number | null;
  video_width: number | null;
  video_height: number | null;
  group_id: number | null;
  group_name: string | null;
  group_avatar: string | null;
  topic_ids: number[];
  like_count: number;
  comment_count: number;
  collect_count: number;
  share_count: number;
  view_count: number;
  status: number;
  hot_score: number;
  pub_us: number | null;
  created_at: Date;
  is_liked: boolean;
  is_collected: boolean;
}

export interface DetailRow extends CardRow {
  content: string;
  updated_at: Date;
  compilation_id: number | null;
  compilation_title: string | null;
  is_followed: boolean;
  /** Whether the author follows the viewer. */
  is_fan: boolean;
  /** Whether either of the viewer and the author blocked the other. */
  blocked: boolean;
  who_can_comment: string | null;
}

/** Columns a card needs from `post`, chosen in an inner query before the joins. */
const POST_COLS = `p.id, p.user_id, p.type, p.title, p.summary, p.images, p.video_url, p.video_hls, p.video_cover,
  p.video_status, p.video_duration, p.video_width, p.video_height, p.group_id, p.topic_ids,
  p.like_count, p.comment_count, p.collect_count, p.share_count, p.view_count, p.status, p.hot_score,
  p.published_at, p.created_at`;

/**
 * The card columns over an inner page `p`; $1 is the viewer. A visitor's variant has no viewer
 * subqueries at all, so each prepared statement gets a plan made for its case.
 */
function card(viewer: boolean): string {
  return `p.id, p.user_id, p.type, p.title, p.summary, p.images, p.video_url, p.video_hls, p.video_cover,
  p.video_status, p.video_duration, p.video_width, p.video_height, p.group_id,
  g.name as group_name, g.avatar as group_avatar,
  p.topic_ids,
  p.like_count, p.comment_count, p.collect_count, p.share_count, p.view_count, p.status, p.hot_score,
  ${usKey('p.published_at')} as pub_us, p.created_at,
  ${viewer ? 'exists (select 1 from post_like l where l.post_id = p.id and l.user_id = $1)' : 'false'} as is_liked,
  ${viewer ? 'exists (select 1 from post_collect c where c.post_id = p.id and c.user_id = $1)' : 'false'} as is_collected`;
}

// A lateral lookup by primary key per row of the page, never a scan of every circle.
const JOIN_GROUP = `left join lateral (select g.name, g.avatar from forum_group g where g.id = p.group_id and g.status = 0) g on true`;

/** Posts of authors the viewer blocked, and posts the viewer hid, stay out of every feed. */
const NOT_BLOCKED = `not exists (select 1 from user_block b where b.user_id = $1 and b.blocked_id = p.user_id)
  and not exists (select 1 from post_hide h where h.user_id = $1 and h.post_id = p.id)`;

/** Comments by authors the viewer blocked are left out. */
const NOT_BLOCKED_C =
  'not exists (select 1 from user_block b where b.user_id = $1 and b.blocked_id = c.user_id)';

/** Limits are small integers from the contract: written into the SQL so the plan knows them. */
const lim = (n: number) => Math.max(1, Math.min(100, Math.trunc(Number(n)) || 1));

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

/** SQL of posts and comments. No rules here: the services decide. */
export class PostRepo {
  readonly read: Reader;

  constructor(readonly db: Db) {
    this.read = new Reader(db);
  }

  // ---------- reading posts ----------

  feed(f: FeedFilter): Promise<CardRow[]> {
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
    // The page is chosen first (index order, limit), then joined and decorated: 21 rows, not thousands.
    // The page's ids come from an index alone (an index-only scan where it can), then its rows are
    // read, joined and decorated: 21 rows, not the thousands a following feed looks through.
    const keys = inbox
      ? inboxKeys(where, inboxAfter, lim(f.limit))
      : `select p.id from post p where ${where.join(' and ')} order by ${order} limit ${lim(f.limit)}`;
    const text = `select ${card(f.viewer > 0)} from (select ${POST_COLS} from post p where p.id in (${keys})) p
      ${JOIN_GROUP} where $1 = $1 order by ${order}`;
    return this.read.rows<CardRow>(text, values);
  }

  cardsByIds(viewer: number, postIds: number[]): Promise<CardRow[]> {
    if (!postIds.length) return Promise.resolve([]);
    return this.read.rows<CardRow>(
      `select ${card(viewer > 0)} from post p ${JOIN_GROUP} where p.id = any($2::bigint[]) and $1 = $1`,
      [viewer, postIds],
    );
  }

  /** How many posts the user's own list of likes or collections shows (public ones, authors not blocked). */
  async interactedCount(table: 'post_like' | 'post_collect', userId: number): Promise<number> {
    const r = await this.read.one<{ n: number }>(
      `select count(*)::int as n from ${table} x join post p on p.id = x.post_id
        where x.user_id = $1 and p.is_public and ${NOT_BLOCKED}`,
      [userId],
    );
    return Number(r?.n ?? 0);
  }

  /** Posts a user liked or collected, newest action first; only public ones. */
  interacted(
    table: 'post_like' | 'post_collect',
    viewer: number,
    userId: number,
    after: number[] | null,
    limit: number,
  ): Promise<(CardRow & { act_us: number })[]> {
    const cond = after ? `and (x.created_at, x.post_id) < (${fromUs('$3')}, $4::bigint)` : '';
    const values = after ? [viewer, userId, after[0], after[1]] : [viewer, userId];
    return this.read.rows(
      `select ${card(viewer > 0)}, ${usKey('p.acted_at')} as act_us from (
         select ${POST_COLS}, x.created_at as acted_at from ${table} x join post p on p.id = x.post_id
          where x.user_id = $2 and p.is_public ${viewer ? `and ${NOT_BLOCKED}` : ''} ${cond}
          order by x.created_at desc nulls last, x.post_id desc nulls last limit ${lim(limit)}) p
       ${JOIN_GROUP} where $1 = $1 order by p.acted_at desc nulls last, p.id desc nulls last`,
      values,
    );
  }

  /**
   * A search: every token in the post's index (GIN), newest first, blocked authors left out.
   * Planned for each query's own tokens (a rare word takes the GIN index, a common one the id
   * order), so it is not a named statement.
   */
  search(viewer: number, tokens: string[], before: number | null, limit: number): Promise<CardRow[]> {
    const values: unknown[] = [viewer, tokens];
    let cond = '';
    if (before) {
      values.push(before);
      cond = 'and p.id < $3';
    }
    // A rare word takes the GIN index, in a materialized CTE: left to itself the planner walks the
    // id order hoping for 21 matches soon, and reads all 500k posts for a word no post holds. A
    // common word takes searchWindow instead (see docs/decisions/091).
    return this.read.rows<CardRow>(
      `with m as materialized (select p.id from post p where p.search_tokens @> $2::text[] and p.is_public)
       select ${card(viewer > 0)} from (
         select ${POST_COLS} from post p
          where p.id in (select m.id from m) ${viewer ? `and ${NOT_BLOCKED}` : ''} ${cond}
          order by p.id desc limit ${lim(limit)}) p
       ${JOIN_GROUP} where $1 = $1 order by p.id desc`,
      values,
      false,
    );
  }

  /** The readable text of posts (title, body HTML, topic names), to confirm a searched phrase. */
  async searchTexts(ids: number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const rows = await this.read.rows<{ id: number; title: string; content: string; topic_names: string[] }>(
      'select id, title, content, topic_names from post where id = any($1::bigint[])',
      [ids],
    );
    return new Map(rows.map((r) => [Number(r.id), [r.title, r.content, ...r.topic_names].join('\n')]));
  }

  /**
   * A common word: the newest `window` public posts (before the cursor) are read in id order and
   * tested, and the newest matches of those are the page. The planner cannot estimate a word's
   * share, so left to itself it scans and sorts every match; a window bounds the work whatever it
   * guesses. The caller sizes the window from the word's share and continues after it
   * (`windowEnd`) when it holds less than a page.
   */
  searchWindow(
    viewer: number,
    tokens: string[],
    before: number | null,
    limit: number,
    window: number,
  ): Promise<CardRow[]> {
    const values: unknown[] = [viewer, tokens];
    let cond = '';
    if (before) {
      values.push(before);
      cond = 'and p.id < $3';
    }
    return this.read.rows<CardRow>(
      `select ${card(viewer > 0)} from (
         select ${POST_COLS} from (
           select ${POST_COLS}, p.search_tokens from post p where p.is_public ${cond} order by p.id desc limit ${Math.trunc(window)}) p
          where p.search_tokens @> $2::text[] ${viewer ? `and ${NOT_BLOCKED}` : ''}
          order by p.id desc limit ${lim(limit)}) p
       ${JOIN_GROUP} where $1 = $1 order by p.id desc`,
      values,
    );
  }

  /** The last id of a search window, or null when the window reached the first post. */
  async windowEnd(before: number | null, window: number): Promise<number | null> {
    const r = await this.read.one<{ last: string | null; n: number }>(
      `select min(id) as last, count(*)::int as n from (
         select p.id from post p where p.is_public ${before ? 'and p.id < $1' : 'and $1::bigint is null'}
          order by p.id desc limit ${Math.trunc(window)}) w`,
      [before],
    );
    return r && r.n >= window && r.last ? Number(r.last) : null;
  }

  /** How often the most common search tokens occur in posts (ANALYZE's statistics). */
  async tokenFrequencies(): Promise<Map<string, number>> {
    const r = await this.read.one<{ elems: string | null; freqs: number[] | null }>(
      `select most_common_elems::text as elems, most_common_elem_freqs as freqs
         from pg_stats where schemaname = current_schema() and tablename = 'post' and attname = 'search_tokens'`,
      [],
    );
    const out = new Map<string, number>();
    if (!r?.elems || !r.freqs) return out;
    const elems = r.elems
      .replace(/^\{|\}$/g, '')
      .split(',')
      .map((e) => e.replace(/^"|"$/g, ''));
    elems.forEach((e, i) => out.set(e, Number(r.freqs![i] ?? 0)));
    return out;
  }

  detail(viewer: number, id: number): Promise<DetailRow | undefined> {
    return this.read.one<DetailRow>(
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

  postById(id: number, tx: DbOrTx = this.db): Promise<PostRow | undefined> {
    return tx.query.post.findFirst({ where: eq(post.id, id) });
  }

  async lockPost(tx: DbOrTx, id: number): Promise<PostRow | undefined> {
    const r = await tx.select().from(post).where(eq(post.id, id)).for('update');
    return r[0];
  }

  drafts(userId: number, after: number[] | null, limit: number) {
    const cond = after ? `and (p.updated_at, p.id) < (${fromUs('$2')}, $3::bigint)` : '';
    const values = after ? [userId, after[0], after[1], limit] : [userId, limit];
    return this.read.rows<{
      id: number;
      type: string;
      title: string;
      summary: string;
      content: string;
      images: string[];
      video_url: string | null;
      video_cover: string;
      topic_names: string[];
      group_id: number | null;
      group_name: string | null;
      group_avatar: string | null;
      compilation_id: number | null;
      updated_at: Date;
      upd_us: number;
    }>(
      `select p.id, p.type, p.title, p.summary, p.content, p.images, p.video_url, p.video_cover, p.topic_names,
              p.group_id, g.name as group_name, g.avatar as group_avatar, p.compilation_id, p.updated_at,
              ${usKey('p.updated_at')} as upd_us
         from post p left join forum_group g on g.id = p.group_id and g.status = 0
        where p.user_id = $1 and p.status = 0 ${cond}
        order by p.updated_at desc nulls last, p.id desc nulls last limit $${values.length}`,
      values,
    );
  }

  async recentPublishCount(userId: number, seconds: number): Promise<{ n: number; last_s: number | null }> {
    const r = await this.read.one<{ n: number; last_s: number | null }>(
      `select count(*)::int as n, extract(epoch from now() - max(published_at))::float8 as last_s
         from post where user_id = $1 and published_at > now() - $2::float8 * interval '1 second'`,
      [userId, seconds],
    );
    return r ?? { n: 0, last_s: null };
  }

  // ---------- writing posts ----------

  async insertPost(tx: DbOrTx, values: typeof post.$inferInsert): Promise<PostRow> {
    const [row] = await tx.insert(post).values(values).returning();
    return row!;
  }

  async updatePost(tx: DbOrTx, id: number, values: Partial<typeof post.$inferInsert>): Promise<PostRow> {
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

  async addViews(counts: Map<number, number>): Promise<void> {
    if (!counts.size) return;
    const keys = [...counts.keys()];
    await this.db.execute(sql`
      update post p set view_count = p.view_count + v.n
        from unnest(${ids(keys)}::bigint[], ${ids(keys.map((k) => counts.get(k)!))}::int[]) as v(id, n)
       where p.id = v.id`);
  }

  async hidePost(userId: number, postId: number): Promise<void> {
    await this.db.execute(
      sql`insert into post_hide (user_id, post_id) values (${userId}, ${postId}) on conflict do nothing`,
    );
  }

  // ---------- counters of topics, circles, compilations ----------

  async bumpTopics(tx: DbOrTx, topicIds: number[], d: number): Promise<void> {
    if (!topicIds.length || !d) return;
    await tx.execute(
      sql`update topic set post_count = greatest(0, post_count + ${d}) where id = any(${ids(topicIds)}::bigint[])`,
    );
  }

  async bumpGroup(tx: DbOrTx, groupId: number, d: number): Promise<void> {
    await tx
      .update(forumGroup)
      .set({ postCount: sql`greatest(0, ${forumGroup.postCount} + ${d})` })
      .where(eq(forumGroup.id, groupId));
  }

  async bumpCompilation(tx: DbOrTx, id: number, d: number): Promise<void> {
    await tx
      .update(compilation)
      .set({ postCount: sql`greatest(0, ${compilation.postCount} + ${d})`, updatedAt: sql`now()` })
      .where(eq(compilation.id, id));
  }

  /** Topics by name, created when missing (one row per folded name). */
  async ensureTopics(
    tx: DbOrTx,
    creatorId: number,
    list: { name: string; nameKey: string; searchTokens: string[] }[],
  ): Promise<number[]> {
    if (!list.length) return [];
    await tx
      .insert(topic)
      .values(list.map((t) => ({ ...t, creatorId })))
      .onConflictDoNothing({ target: topic.nameKey });
    const r = await tx.execute<{ id: number; name_key: string }>(
      sql`select id, name_key from topic where name_key = any(${texts(list.map((t) => t.nameKey))}::text[])`,
    );
    const byKey = new Map(r.rows.map((x) => [x.name_key, Number(x.id)]));
    return list.map((t) => byKey.get(t.nameKey)!).filter((x) => x !== undefined);
  }

  // ---------- comments ----------

  commentById(id: number, tx: DbOrTx = this.db): Promise<CommentRow | undefined> {
    return tx.query.comment.findFirst({ where: eq(comment.id, id) });
  }

  async insertComment(tx: DbOrTx, values: typeof comment.$inferInsert): Promise<CommentRow> {
    const [row] = await tx.insert(comment).values(values).returning();
    return row!;
  }

  async setCommentStatus(
    tx: DbOrTx,
    id: number,
    status: number,
    from: number[],
  ): Promise<CommentRow | undefined> {
    const [row] = await tx
      .update(comment)
      .set({ status })
      .where(and(eq(comment.id, id), sql`${comment.status} = any(${ids(from)}::smallint[])`))
      .returning();
    return row;
  }

  /** A comment row locked for the transaction: its thread's replies and counts wait on it. */
  async lockComment(tx: DbOrTx, id: number): Promise<CommentRow | undefined> {
    const [row] = await tx.select().from(comment).where(eq(comment.id, id)).for('update');
    return row;
  }

  async bumpReplies(tx: DbOrTx, id: number, d: number): Promise<void> {
    await tx
      .update(comment)
      .set({ replyCount: sql`greatest(0, ${comment.replyCount} + ${d})` })
      .where(eq(comment.id, id));
  }

  /** Deletes the replies of a comment; answers how many of them were published. */
  async deleteReplies(tx: DbOrTx, parentId: number): Promise<number> {
    const r = await tx.execute<{ old: number }>(sql`
      update comment c set status = 9
        from (select id, status as old from comment where parent_id = ${parentId} and status <> 9 for update) o
       where c.id = o.id
      returning o.old`);
    return r.rows.filter((x) => Number(x.old) === 1).length;
  }

  /**
   * Top-level comments (parent null) or replies of one comment, oldest first. The viewer sees
   * published ones and their own held ones; authors they blocked are left out.
   */
  comments(
    viewer: number,
    by: { postId: number } | { parentId: number },
    after: number | null,
    limit: number,
  ) {
    const cond = 'postId' in by ? 'c.post_id = $2 and c.parent_id is null' : 'c.parent_id = $2';
    const values: unknown[] = [viewer, 'postId' in by ? by.postId : by.parentId];
    if (after) values.push(after);
    return this.read.rows<{
      id: number;
      post_id: number;
      parent_id: number | null;
      user_id: number;
      reply_to_user_id: number | null;
      content: string;
      status: number;
      reply_count: number;
      created_at: Date;
    }>(
      `select c.id, c.post_id, c.parent_id, c.user_id, c.reply_to_user_id, c.content, c.status, c.reply_count, c.created_at
         from comment c
        where ${cond} and ${viewer ? `(c.status = 1 or (c.status = 2 and c.user_id = $1)) and ${NOT_BLOCKED_C}` : 'c.status = 1 and $1 = 0'}
          ${after ? 'and c.id > $3' : ''}
        order by c.id limit ${lim(limit)}`,
      values,
    );
  }

  /** The first two visible replies of each comment, in one query. */
  firstReplies(viewer: number, parentIds: number[]) {
    if (!parentIds.length) return Promise.resolve([]);
    return this.read.rows<{
      id: number;
      parent_id: number;
      user_id: number;
      reply_to_user_id: number | null;
      content: string;
      created_at: Date;
    }>(
      `select r.id, r.parent_id, r.user_id, r.reply_to_user_id, r.content, r.created_at
         from unnest($2::bigint[]) as pid(id)
         cross join lateral (
           select c.* from comment c
            where c.parent_id = pid.id and ${viewer ? `(c.status = 1 or (c.status = 2 and c.user_id = $1)) and ${NOT_BLOCKED_C}` : 'c.status = 1 and $1 = 0'}
            order by c.id limit 2) r`,
      [viewer, parentIds],
    );
  }

  async topicNames(topicIds: number[]): Promise<{ id: number; name: string }[]> {
    if (!topicIds.length) return [];
    return this.read.rows('select id, name from topic where id = any($1::bigint[])', [topicIds]);
  }

  /** Posts for the message box: title (or summary) and a cover. */
  briefs(postIds: number[]) {
    if (!postIds.length) return Promise.resolve([]);
    return this.read.rows<{
      id: number;
      title: string;
      summary: string;
      images: string[];
      video_cover: string;
      type: string;
    }>(
      `select id, title, summary, images, video_cover, type from post where id = any($1::bigint[]) and status <> 9`,
      [postIds],
    );
  }
}
