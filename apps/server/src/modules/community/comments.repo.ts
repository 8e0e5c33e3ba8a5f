import { and, eq, sql } from 'drizzle-orm';
import { intArray, type DbOrTx } from '../../platform/db.ts';
import { comment } from '../../db/schema/community.ts';
import { Reader } from './sql.ts';
import {
  NOT_BLOCKED_C,
  lim,
  type CommentListRow,
  type CommentRow,
  type CommentValues,
  type ReplyRow,
} from './rows.ts';

/** SQL of comments and their replies. No rules here: the services decide. */
export class CommentsRepo {
  readonly read = new Reader();

  commentById(tx: DbOrTx, id: number): Promise<CommentRow | undefined> {
    return tx
      .select()
      .from(comment)
      .where(eq(comment.id, id))
      .limit(1)
      .then((r) => r[0]);
  }

  async insertComment(tx: DbOrTx, values: CommentValues): Promise<CommentRow> {
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
      .where(and(eq(comment.id, id), sql`${comment.status} = any(${intArray(from)}::smallint[])`))
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
    tx: DbOrTx,
    viewer: number,
    by: { postId: number } | { parentId: number },
    after: number | null,
    limit: number,
  ): Promise<CommentListRow[]> {
    const cond = 'postId' in by ? 'c.post_id = $2 and c.parent_id is null' : 'c.parent_id = $2';
    const values: unknown[] = [viewer, 'postId' in by ? by.postId : by.parentId];
    if (after) values.push(after);
    return this.read.rows<CommentListRow>(
      tx,
      `select c.id, c.post_id, c.parent_id, c.user_id, c.reply_to_user_id, c.content, c.status, c.reply_count, c.created_at
         from comment c
        where ${cond} and ${viewer ? `(c.status = 1 or (c.status = 2 and c.user_id = $1)) and ${NOT_BLOCKED_C}` : 'c.status = 1 and $1 = 0'}
          ${after ? 'and c.id > $3' : ''}
        order by c.id limit ${lim(limit)}`,
      values,
    );
  }

  /** The first two visible replies of each comment, in one query. */
  firstReplies(tx: DbOrTx, viewer: number, parentIds: number[]): Promise<ReplyRow[]> {
    if (!parentIds.length) return Promise.resolve([]);
    return this.read.rows<ReplyRow>(
      tx,
      `select r.id, r.parent_id, r.user_id, r.reply_to_user_id, r.content, r.created_at
         from unnest($2::bigint[]) as pid(id)
         cross join lateral (
           select c.* from comment c
            where c.parent_id = pid.id and ${viewer ? `(c.status = 1 or (c.status = 2 and c.user_id = $1)) and ${NOT_BLOCKED_C}` : 'c.status = 1 and $1 = 0'}
            order by c.id limit 2) r`,
      [viewer, parentIds],
    );
  }
}
