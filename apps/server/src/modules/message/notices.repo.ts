import { sql, type SQL } from 'drizzle-orm';
import { intArray, later, textArray, type DbOrTx } from '../../platform/db.ts';
import type { Owner } from './box.repo.ts';
import { toRow, type NotificationRow } from './notification-row.ts';

export type { NotificationRow };

/** A notice to record: its row without the id, category, read flag and time. */
export interface NewNotice {
  userId: number;
  mchId: number;
  kind: string;
  actorId: number;
  postId: number | null;
  commentId: number | null;
  text: string;
  refType: string;
  refId: number | null;
  data: Record<string, string | number>;
  dedupeKey: string | null;
}

/** The notices of one box: a user's (`user_id`), or a shop's (`mch_id`). */
const ofOwner = (o: Owner): SQL =>
  o.kind === 'user' ? sql`user_id = ${o.id}` : sql`mch_id = ${o.id} and mch_id > 0`;

/** SQL of the message box's notices. */
export class NoticesRepo {
  /**
   * Records notices, adds to their boxes and publishes `hint`, in one statement: each notice whose
   * cause has one already is skipped; each box a new notice goes to gains one unread per notice
   * and its newest id, as an addition (`message_box_delta`): no box row is locked, so the orders
   * paid to one shop do not wait on one another for its box. The hint goes out only when a box
   * changed. Nothing waits for it: it is sent with the transaction's next statement or its COMMIT
   * (`later`), and `answered` learns how many notices were new.
   */
  async record(
    tx: DbOrTx,
    rows: NewNotice[],
    hint: { channel: string; payload: string },
    answered: (n: number) => void,
  ): Promise<void> {
    if (!rows.length) return answered(0);
    // As text (every order paid records two notices): 11 parameters a notice, then the hint's two.
    const values = rows.map((_, r) => {
      const p = (i: number) => `$${r * 11 + i}`;
      return `(${p(1)}::bigint, ${p(2)}::bigint, ${p(3)}, ${p(4)}::bigint, ${p(5)}::bigint, ${p(6)}::bigint, ${p(7)},
               ${p(8)}, ${p(9)}::bigint, ${p(10)}::jsonb, ${p(11)})`;
    });
    const at = rows.length * 11;
    await later(
      tx,
      `with n as (
        insert into "notification" (user_id, mch_id, kind, actor_id, post_id, comment_id, text, ref_type, ref_id, data, dedupe_key)
        values ${values.join(', ')}
        on conflict do nothing
        returning id, category, case when mch_id > 0 then 'shop' else 'user' end as owner_kind,
                  case when mch_id > 0 then mch_id else user_id end as owner_id
      ), b as (
        insert into message_box_delta (owner_kind, owner_id, category, unread, last_id)
        select owner_kind, owner_id, category, count(*), max(id) from n
         group by owner_kind, owner_id, category
        returning 1
      )
      select (select count(*)::int from n) as n,
             (select pg_notify($${at + 1}, $${at + 2}) where exists (select 1 from b)) as hinted`,
      [
        ...rows.flatMap((v) => [
          v.userId,
          v.mchId,
          v.kind,
          v.actorId,
          v.postId,
          v.commentId,
          v.text,
          v.refType,
          v.refId,
          JSON.stringify(v.data),
          v.dedupeKey,
        ]),
        hint.channel,
        hint.payload,
      ],
      (r) => answered((r[0] as { n: number }).n),
    );
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
       where user_id = ${userId} and kind = any(${textArray(kinds)}::text[])
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
      sql`update notification set is_read = true where user_id = ${userId} and id = any(${intArray(ids)}::bigint[]) and not is_read returning category`,
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
