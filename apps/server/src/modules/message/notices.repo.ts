import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { notification } from '../../db/schema/message.ts';
import type { Owner } from './box.repo.ts';
import { toRow, type NotificationRow } from './notification-row.ts';

export type { NotificationRow };

const bigints = (ids: number[]) => `{${ids.join(',')}}`;

/** The notices of one box: a user's (`user_id`), or a shop's (`mch_id`). */
const ofOwner = (o: Owner): SQL =>
  o.kind === 'user' ? sql`user_id = ${o.id}` : sql`mch_id = ${o.id} and mch_id > 0`;

/** SQL of the message box's notices. */
export class NoticesRepo {
  /** The new notice's id and category, or null when its cause already has one. */
  async insert(
    tx: DbOrTx,
    values: Omit<typeof notification.$inferInsert, 'category'>,
  ): Promise<{ id: number; category: string } | null> {
    const [row] = await tx
      .insert(notification)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: notification.id, category: notification.category });
    return row ?? null;
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
    return r.rows.map(toRow);
  }

  /** A page of one box's category, newest first (notification_category_idx / notification_shop_idx). */
  async listCategory(
    tx: DbOrTx,
    o: Owner,
    category: string,
    before: number | null,
    limit: number,
  ): Promise<NotificationRow[]> {
    const r = await tx.execute<Record<string, unknown>>(sql`
      select * from notification
       where ${ofOwner(o)} and category = ${category}
         ${before ? sql`and id < ${before}` : sql``}
       order by id desc nulls last limit ${limit}`);
    return r.rows.map(toRow);
  }

  /** Marks a user's notices read; answers how many per category actually changed. */
  async markRead(tx: DbOrTx, userId: number, ids: number[]): Promise<Map<string, number>> {
    if (!ids.length) return new Map();
    const r = await tx.execute<{ category: string }>(
      sql`update notification set is_read = true where user_id = ${userId} and id = any(${bigints(ids)}::bigint[]) and not is_read returning category`,
    );
    return countBy(r.rows);
  }

  /** Marks one notice of the box read; its category when it changed, else null. */
  async markOne(tx: DbOrTx, o: Owner, id: number): Promise<{ category: string } | null | 'absent'> {
    const r = await tx.execute<{ category: string; was_read: boolean }>(sql`
      update notification n set is_read = true
        from (select id, is_read from notification where id = ${id} and ${ofOwner(o)} for update) old
       where n.id = old.id
       returning n.category, old.is_read as was_read`);
    const row = r.rows[0];
    if (!row) return 'absent';
    return row.was_read ? null : { category: row.category };
  }

  /** Marks a box's unread notices read (of one category, or all); answers how many per category. */
  async markBox(tx: DbOrTx, o: Owner, category: string | null): Promise<Map<string, number>> {
    const r = await tx.execute<{ category: string }>(sql`
      update notification set is_read = true
       where ${ofOwner(o)} and not is_read ${category ? sql`and category = ${category}` : sql``}
       returning category`);
    return countBy(r.rows);
  }

  async unread(tx: DbOrTx, userId: number): Promise<Record<string, number>> {
    const r = await tx.execute<{ kind: string; n: number }>(
      sql`select kind, count(*)::int as n from notification where user_id = ${userId} and not is_read group by kind`,
    );
    return Object.fromEntries(r.rows.map((x) => [x.kind, Number(x.n)]));
  }
}

function countBy(rows: { category: string }[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const r of rows) m.set(r.category, (m.get(r.category) ?? 0) + 1);
  return m;
}
