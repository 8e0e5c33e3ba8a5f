import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { notification } from '../../db/schema/message.ts';

export type NotificationRow = typeof notification.$inferSelect;

/** SQL of the message box's notifications. */
export class NoticesRepo {
  async insert(tx: DbOrTx, values: typeof notification.$inferInsert): Promise<void> {
    await tx.insert(notification).values(values).onConflictDoNothing();
  }

  /** A page of one user's notifications of some kinds, newest first (notification_list_idx). */
  async list(
    tx: DbOrTx,
    userId: number,
    kinds: string[],
    before: number | null,
    limit: number,
  ): Promise<NotificationRow[]> {
    const r = await tx.execute<Record<string, unknown>>(sql`
      select * from notification
       where user_id = ${userId} and kind = any(${`{${kinds.join(',')}}`}::text[])
         ${before ? sql`and id < ${before}` : sql``}
       order by id desc nulls last limit ${limit}`);
    return r.rows.map((x) => ({
      id: Number(x.id),
      userId: Number(x.user_id),
      kind: String(x.kind),
      actorId: Number(x.actor_id),
      postId: x.post_id === null ? null : Number(x.post_id),
      commentId: x.comment_id === null ? null : Number(x.comment_id),
      text: String(x.text),
      dedupeKey: (x.dedupe_key as string | null) ?? null,
      isRead: Boolean(x.is_read),
      createdAt: new Date(x.created_at as string),
    }));
  }

  async markRead(tx: DbOrTx, userId: number, ids: number[]): Promise<void> {
    if (!ids.length) return;
    await tx.execute(
      sql`update notification set is_read = true where user_id = ${userId} and id = any(${`{${ids.join(',')}}`}::bigint[]) and not is_read`,
    );
  }

  async unread(tx: DbOrTx, userId: number): Promise<Record<string, number>> {
    const r = await tx.execute<{ kind: string; n: number }>(
      sql`select kind, count(*)::int as n from notification where user_id = ${userId} and not is_read group by kind`,
    );
    return Object.fromEntries(r.rows.map((x) => [x.kind, Number(x.n)]));
  }
}
