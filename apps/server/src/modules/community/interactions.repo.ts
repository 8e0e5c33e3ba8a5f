import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { forumUserSetting } from '../../db/schema/community.ts';
import { Reader, fromUs, usKey } from './sql.ts';
import { backfill, dropAuthor } from './follow-feed.ts';
import {
  JOIN_GROUP,
  NOT_BLOCKED,
  POST_COLS,
  card,
  lim,
  type CardRow,
  type PersonRow,
  type SettingRow,
  type SettingValues,
} from './rows.ts';

/** SQL of likes, collects, shares, follows, blocks and the privacy settings. */
export class InteractionsRepo {
  readonly read = new Reader();

  // ---------- likes, collects, shares (explicit state: insert or delete, once) ----------

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

  /** How many posts the user's own list of likes or collections shows (public ones, authors not blocked). */
  async interactedCount(tx: DbOrTx, table: 'post_like' | 'post_collect', userId: number): Promise<number> {
    const r = await this.read.one<{ n: number }>(
      tx,
      `select count(*)::int as n from ${table} x join post p on p.id = x.post_id
        where x.user_id = $1 and p.is_public and ${NOT_BLOCKED}`,
      [userId],
    );
    return Number(r?.n ?? 0);
  }

  /** Posts a user liked or collected, newest action first; only public ones. */
  interacted(
    tx: DbOrTx,
    table: 'post_like' | 'post_collect',
    viewer: number,
    userId: number,
    after: number[] | null,
    limit: number,
  ): Promise<(CardRow & { act_us: number })[]> {
    const cond = after ? `and (x.created_at, x.post_id) < (${fromUs('$3')}, $4::bigint)` : '';
    const values = after ? [viewer, userId, after[0], after[1]] : [viewer, userId];
    return this.read.rows(
      tx,
      `select ${card(viewer > 0)}, ${usKey('p.acted_at')} as act_us from (
         select ${POST_COLS}, x.created_at as acted_at from ${table} x join post p on p.id = x.post_id
          where x.user_id = $2 and p.is_public ${viewer ? `and ${NOT_BLOCKED}` : ''} ${cond}
          order by x.created_at desc nulls last, x.post_id desc nulls last limit ${lim(limit)}) p
       ${JOIN_GROUP} where $1 = $1 order by p.acted_at desc nulls last, p.id desc nulls last`,
      values,
    );
  }

  likers(
    tx: DbOrTx,
    postId: number,
    viewer: number,
    after: number[] | null,
    limit: number,
  ): Promise<PersonRow[]> {
    const cond = after ? `and (l.created_at, l.user_id) < (${fromUs('$3')}, $4::bigint)` : '';
    const values = after ? [postId, viewer, after[0], after[1], limit] : [postId, viewer, limit];
    return this.read.rows<PersonRow>(
      tx,
      `select l.user_id as id, l.created_at, ${usKey('l.created_at')} as us from post_like l
        where l.post_id = $1
          and ($2 = 0 or not exists (select 1 from user_block b where b.user_id = $2 and b.blocked_id = l.user_id))
          ${cond}
        order by l.created_at desc nulls last, l.user_id desc nulls last limit $${values.length}`,
      values,
    );
  }

  // ---------- follows ----------

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

  async follows(tx: DbOrTx, viewer: number, userId: number): Promise<boolean> {
    const r = await this.read.one<{ x: number }>(
      tx,
      'select 1 as x from follow where follower_id = $1 and followee_id = $2',
      [viewer, userId],
    );
    return Boolean(r);
  }

  /** Of `others`, whom the viewer follows and who follow the viewer. */
  async relations(
    tx: DbOrTx,
    viewer: number,
    others: number[],
  ): Promise<{ following: Set<number>; fans: Set<number> }> {
    if (!viewer || !others.length) return { following: new Set(), fans: new Set() };
    const rows = await this.read.rows<{ id: number; dir: number }>(
      tx,
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

  followList(
    tx: DbOrTx,
    type: 'follow' | 'fans',
    userId: number,
    after: number[] | null,
    limit: number,
  ): Promise<PersonRow[]> {
    const [me, other] = type === 'follow' ? ['follower_id', 'followee_id'] : ['followee_id', 'follower_id'];
    const cond = after ? `and (created_at, ${other}) < (${fromUs('$2')}, $3::bigint)` : '';
    const values = after ? [userId, after[0], after[1], limit] : [userId, limit];
    return this.read.rows<PersonRow>(
      tx,
      `select ${other} as id, created_at, ${usKey('created_at')} as us from follow
        where ${me} = $1 ${cond} order by created_at desc nulls last, ${other} desc nulls last limit $${values.length}`,
      values,
    );
  }

  // ---------- blocks ----------

  async block(tx: DbOrTx, userId: number, blockedId: number): Promise<boolean> {
    const r = await tx.execute(
      sql`insert into user_block (user_id, blocked_id) values (${userId}, ${blockedId}) on conflict do nothing`,
    );
    return (r.rowCount ?? 0) === 1;
  }

  async unblock(tx: DbOrTx, userId: number, blockedId: number): Promise<void> {
    await tx.execute(sql`delete from user_block where user_id = ${userId} and blocked_id = ${blockedId}`);
  }

  /** Whether either of two users blocked the other: a = blocked b, b = b blocked a. */
  async blocks(tx: DbOrTx, a: number, b: number): Promise<{ aBlockedB: boolean; bBlockedA: boolean }> {
    const rows = await this.read.rows<{ user_id: number }>(
      tx,
      `select user_id from user_block where (user_id = $1 and blocked_id = $2) or (user_id = $2 and blocked_id = $1)`,
      [a, b],
    );
    return {
      aBlockedB: rows.some((r) => Number(r.user_id) === a),
      bBlockedA: rows.some((r) => Number(r.user_id) === b),
    };
  }

  /** Whether `a` blocked `b`, inside a transaction (no second connection while it holds one). */
  async blockedIn(tx: DbOrTx, a: number, b: number): Promise<boolean> {
    const r = await tx.execute(sql`select 1 from user_block where user_id = ${a} and blocked_id = ${b}`);
    return (r.rowCount ?? 0) > 0;
  }

  blockedList(tx: DbOrTx, userId: number, after: number[] | null, limit: number): Promise<PersonRow[]> {
    const cond = after ? `and (created_at, blocked_id) < (${fromUs('$2')}, $3::bigint)` : '';
    const values = after ? [userId, after[0], after[1], limit] : [userId, limit];
    return this.read.rows<PersonRow>(
      tx,
      `select blocked_id as id, created_at, ${usKey('created_at')} as us from user_block
        where user_id = $1 ${cond} order by created_at desc nulls last, blocked_id desc nulls last limit $${values.length}`,
      values,
    );
  }

  /** Everything a comment or message permission needs, in one round trip. */
  async gateFacts(tx: DbOrTx, viewer: number, owner: number) {
    const r = await this.read.one<{
      blocked: boolean;
      comment: string | null;
      message: string | null;
      follows: boolean;
      fan: boolean;
    }>(
      tx,
      `select exists (select 1 from user_block where (user_id = $1 and blocked_id = $2) or (user_id = $2 and blocked_id = $1)) as blocked,
              s.who_can_comment as comment, s.who_can_message as message,
              exists (select 1 from follow where follower_id = $1 and followee_id = $2) as follows,
              exists (select 1 from follow where follower_id = $2 and followee_id = $1) as fan
         from (select 1) x left join forum_user_setting s on s.user_id = $2`,
      [viewer, owner],
    );
    return r!;
  }

  // ---------- settings ----------

  setting(tx: DbOrTx, userId: number): Promise<SettingRow | undefined> {
    return this.read.one<SettingRow>(
      tx,
      `select user_id as "userId", who_can_comment as "whoCanComment", who_can_message as "whoCanMessage",
              show_likes as "showLikes", show_collections as "showCollections", updated_at as "updatedAt"
         from forum_user_setting where user_id = $1`,
      [userId],
    );
  }

  async saveSetting(tx: DbOrTx, userId: number, values: Partial<SettingValues>): Promise<void> {
    await tx
      .insert(forumUserSetting)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: forumUserSetting.userId, set: { ...values, updatedAt: sql`now()` } });
  }
}
