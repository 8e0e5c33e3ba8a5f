import { eq, sql } from 'drizzle-orm';
import { intArray, textArray, type DbOrTx } from '../../platform/db.ts';
import { compilation, topic } from '../../db/schema/community.ts';
import { Reader, fromUs, usKey } from './sql.ts';
import {
  TOPIC,
  type CompilationListRow,
  type CompilationRow,
  type CompilationValues,
  type TagRow,
  type TopicRow,
} from './rows.ts';

/**
 * The first part of the hot order: a pinned topic's key is 100 - its position (99 for the first),
 * every other topic's 0; written exactly as in the index `topic_hot_pinned_idx` so it serves it.
 */
const PIN_KEY = 'coalesce(100 - pin_position, 0)';

/** SQL of topics (with their counters and the hot job), interest tags and compilations. */
export class TopicsRepo {
  readonly read = new Reader();

  // ---------- topics ----------

  topics(
    tx: DbOrTx,
    sort: 'hot' | 'new',
    keyword: string | null,
    after: number[] | null,
    limit: number,
  ): Promise<TopicRow[]> {
    const values: unknown[] = [limit];
    const where: string[] = ['true'];
    if (keyword) {
      values.push(`%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      where.push(`name_key like $${values.length}`);
    }
    if (after && sort === 'hot') {
      values.push(after[0], after[1], after[2]);
      where.push(
        `(${PIN_KEY}, hot_score, id) < ($${values.length - 2}::int, $${values.length - 1}::int, $${values.length}::bigint)`,
      );
    } else if (after) {
      values.push(after[0]);
      where.push(`id < $${values.length}::bigint`);
    }
    // Hot: the operators' pins first in their positions, then by activity (topic_hot_pinned_idx).
    return this.read.rows<TopicRow>(
      tx,
      `select ${TOPIC}, ${PIN_KEY} as pin_key from topic where ${where.join(' and ')}
        order by ${sort === 'hot' ? `${PIN_KEY} desc, hot_score desc nulls last, id desc nulls last` : 'id desc nulls last'} limit $1`,
      values,
    );
  }

  topic(tx: DbOrTx, id: number): Promise<TopicRow | undefined> {
    return this.read.one<TopicRow>(tx, `select ${TOPIC} from topic where id = $1`, [id]);
  }

  searchTopics(
    tx: DbOrTx,
    tokens: string[] | null,
    like: string | null,
    before: number | null,
    limit: number,
  ): Promise<TopicRow[]> {
    const values: unknown[] = [limit, tokens ?? like, before ?? 0];
    const match = tokens ? 'search_tokens @> $2::text[]' : 'name_key like $2';
    return this.read.rows<TopicRow>(
      tx,
      `select ${TOPIC} from topic where ${match} and ($3 = 0 or id < $3) order by id desc nulls last limit $1`,
      values,
    );
  }

  async topicNames(tx: DbOrTx, topicIds: number[]): Promise<{ id: number; name: string }[]> {
    if (!topicIds.length) return [];
    return this.read.rows(tx, 'select id, name from topic where id = any($1::bigint[])', [topicIds]);
  }

  /** The ten users with most public posts in the topic over 7 days, but those `viewer` blocked. */
  activeUsers(tx: DbOrTx, topicId: number, viewer: number): Promise<{ user_id: number; n: number }[]> {
    return this.read.rows<{ user_id: number; n: number }>(
      tx,
      `select p.user_id, count(*)::int as n from post p
        where p.topic_ids @> array[$1::bigint] and p.is_public and p.published_at > now() - interval '7 days'
          and not exists (select 1 from user_block b where b.user_id = $2 and b.blocked_id = p.user_id)
        group by p.user_id order by n desc nulls last, p.user_id limit 10`,
      [topicId, viewer],
    );
  }

  /** The hot job: activity of each topic over the last 7 days, then the ranks. */
  async recomputeHot(tx: DbOrTx): Promise<number> {
    const r = await tx.execute(sql`
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
      sql`select id, name_key from topic where name_key = any(${textArray(list.map((t) => t.nameKey))}::text[])`,
    );
    const byKey = new Map(r.rows.map((x) => [x.name_key, Number(x.id)]));
    return list.map((t) => byKey.get(t.nameKey)!).filter((x) => x !== undefined);
  }

  async bumpTopics(tx: DbOrTx, topicIds: number[], d: number): Promise<void> {
    if (!topicIds.length || !d) return;
    await tx.execute(
      sql`update topic set post_count = greatest(0, post_count + ${d}) where id = any(${intArray(topicIds)}::bigint[])`,
    );
  }

  // ---------- interest tags ----------

  tags(tx: DbOrTx, userId: number): Promise<TagRow[]> {
    return this.read.rows<TagRow>(
      tx,
      `select t.id, t.name, t.names, ($1 > 0 and exists (select 1 from user_tag u where u.user_id = $1 and u.tag_id = t.id)) as selected
         from interest_tag t order by t.sort, t.id`,
      [userId],
    );
  }

  async existingTags(tx: DbOrTx, tagIds: number[]): Promise<number[]> {
    if (!tagIds.length) return [];
    const r = await this.read.rows<{ id: number }>(
      tx,
      'select id from interest_tag where id = any($1::bigint[])',
      [tagIds],
    );
    return r.map((x) => Number(x.id));
  }

  /** The user's tags become `tagIds`; run it in a transaction (a delete, then an insert). */
  async replaceTags(tx: DbOrTx, userId: number, tagIds: number[]): Promise<void> {
    await tx.execute(sql`delete from user_tag where user_id = ${userId}`);
    if (tagIds.length)
      await tx.execute(
        sql`insert into user_tag (user_id, tag_id) select ${userId}, unnest(${intArray(tagIds)}::bigint[])`,
      );
  }

  // ---------- compilations ----------

  compilation(tx: DbOrTx, id: number): Promise<CompilationRow | undefined> {
    return tx
      .select()
      .from(compilation)
      .where(eq(compilation.id, id))
      .limit(1)
      .then((r) => r[0]);
  }

  compilations(
    tx: DbOrTx,
    userId: number,
    after: number[] | null,
    limit: number,
  ): Promise<CompilationListRow[]> {
    const cond = after ? `and (c.updated_at, c.id) < (${fromUs('$2')}, $3::bigint)` : '';
    const values = after ? [userId, after[0], after[1], limit] : [userId, limit];
    return this.read.rows<CompilationListRow>(
      tx,
      `select c.id, c.user_id, c.title, c.intro, c.post_count, c.updated_at, ${usKey('c.updated_at')} as us,
              (select coalesce(nullif(p.video_cover, ''), p.images[1]) from post p
                where p.compilation_id = c.id and p.is_public order by p.published_at, p.id limit 1) as cover
         from compilation c where c.user_id = $1 ${cond}
        order by c.updated_at desc nulls last, c.id desc nulls last limit $${values.length}`,
      values,
    );
  }

  async insertCompilation(tx: DbOrTx, values: CompilationValues): Promise<number> {
    const [row] = await tx.insert(compilation).values(values).returning({ id: compilation.id });
    return row!.id;
  }

  async updateCompilation(tx: DbOrTx, id: number, values: Partial<CompilationValues>): Promise<void> {
    await tx
      .update(compilation)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(compilation.id, id));
  }

  async bumpCompilation(tx: DbOrTx, id: number, d: number): Promise<void> {
    await tx
      .update(compilation)
      .set({ postCount: sql`greatest(0, ${compilation.postCount} + ${d})`, updatedAt: sql`now()` })
      .where(eq(compilation.id, id));
  }
}
