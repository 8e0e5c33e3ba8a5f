import { and, eq, or, sql } from 'drizzle-orm';
import { messageBox } from '../../db/schema/message.ts';
import { intArray, textArray, textRows, type Db, type DbOrTx, type TextPart } from '../../platform/db.ts';
import { toRow, type NotificationRow } from './notification-row.ts';

/** Whose box: a user's own, or a shop's (read by its owner and clerks). */
export interface Owner {
  kind: 'user' | 'shop';
  id: number;
}

export type BoxRow = {
  owner_kind: 'user' | 'shop';
  owner_id: number;
  category: string;
  unread: number;
  last_id: number | null;
};

export const ownerKey = (o: Owner) => `${o.kind}:${o.id}`;

/** Owners in one order, so transactions that move several boxes lock them the same way. */
export function sortOwners<T extends { owner: Owner }>(xs: T[]): T[] {
  return [...xs].sort((a, b) =>
    a.owner.kind === b.owner.kind ? a.owner.id - b.owner.id : a.owner.kind < b.owner.kind ? -1 : 1,
  );
}

const COUNTER = {
  owner_kind: messageBox.ownerKind,
  owner_id: messageBox.ownerId,
  category: messageBox.category,
  unread: messageBox.unread,
  last_id: messageBox.lastId,
};

/** SQL of the badge counters (`message_box`): one row per owner and category. */
export class BoxRepo {
  // The badges' read, the most frequent call of all: planned once per connection, and built once
  // (a user's box alone, most users; or with their shops' boxes).
  private readonly userRows;
  private readonly userAndShopRows;

  constructor(db: Db) {
    const user = and(eq(messageBox.ownerKind, 'user'), eq(messageBox.ownerId, sql.placeholder('user')));
    this.userRows = db.select(COUNTER).from(messageBox).where(user).prepare('message_box_of_user');
    this.userAndShopRows = db
      .select(COUNTER)
      .from(messageBox)
      .where(
        or(
          user,
          and(
            eq(messageBox.ownerKind, 'shop'),
            sql`${messageBox.ownerId} = any(${sql.placeholder('shops')}::bigint[])`,
          ),
        ),
      )
      .prepare('message_box_of_user_and_shops');
  }

  /** Adds to a category's unread (and records its newest notice), creating the row. */
  async bump(
    tx: DbOrTx,
    o: Owner,
    category: string,
    by: number,
    lastId: number | null = null,
  ): Promise<void> {
    await tx.execute(sql`
      insert into message_box (owner_kind, owner_id, category, unread, last_id)
      values (${o.kind}, ${o.id}, ${category}, ${Math.max(0, by)}, ${lastId})
      on conflict (owner_kind, owner_id, category) do update set
        unread = greatest(0, message_box.unread + ${by}),
        last_id = coalesce(excluded.last_id, message_box.last_id),
        updated_at = now()`);
  }

  /** Takes read items off a category's unread (never below zero). */
  async drop(tx: DbOrTx, o: Owner, category: string, by: number): Promise<void> {
    if (by <= 0) return;
    await tx.execute(sql`
      update message_box set unread = greatest(0, unread - ${by}), updated_at = now()
       where owner_kind = ${o.kind} and owner_id = ${o.id} and category = ${category}`);
  }

  /** Every counter of a user's box and some shops' boxes: the primary key's index, one read. */
  async rows(user: number, shops: number[]): Promise<BoxRow[]> {
    return (
      shops.length
        ? await this.userAndShopRows.execute({ user, shops: intArray(shops) })
        : await this.userRows.execute({ user })
    ) as BoxRow[];
  }

  /** Every counter of several users' boxes and some shops' boxes, in one read. */
  async rowsOfMany(tx: DbOrTx, users: number[], shops: number[]): Promise<BoxRow[]> {
    const r = await tx.execute<BoxRow>(sql`
      select owner_kind, owner_id, category, unread, last_id from message_box
       where (owner_kind = 'user' and owner_id = any(${intArray(users)}::bigint[]))
          ${shops.length ? sql`or (owner_kind = 'shop' and owner_id = any(${intArray(shops)}::bigint[]))` : sql``}`);
    return r.rows.map(boxRow);
  }

  /**
   * Every counter of some owners, and with those of one box's `categories` their newest notice
   * (the box's previews; the primary keys' indexes); and in the same statement the rows of
   * another read of the box (`also`, made for its parameters to follow these: its page of
   * conversations), so the box's first stage is one round trip. Each row set comes as a JSON array
   * (timestamps as ISO strings, numbers as numbers). Written as text: a miss of the box's kept
   * first page builds nothing but two strings.
   */
  async rowsAnd(
    tx: DbOrTx,
    user: number,
    shops: number[],
    box: Owner,
    categories: string[],
    also: (at: number) => TextPart,
  ): Promise<{ rows: (BoxRow & { latest: NotificationRow | null })[]; also: Record<string, unknown>[] }> {
    const values: unknown[] = [box.kind, box.id, textArray(categories), user];
    if (shops.length) values.push(intArray(shops));
    const other = also(values.length + 1);
    const [r] = await textRows<{ rows: Record<string, unknown>[]; also: Record<string, unknown>[] }>(
      tx,
      `select (select coalesce(json_agg(x), '[]') from (
                select n.*, b.owner_kind as b_owner_kind, b.owner_id as b_owner_id, b.category as b_category,
                       b.unread as b_unread, b.last_id as b_last_id
                  from message_box b
                  left join notification n on n.id = b.last_id
                   and b.owner_kind = $1 and b.owner_id = $2 and b.category = any($3::text[])
                 where ((b.owner_kind = 'user' and b.owner_id = $4)
                        ${shops.length ? `or (b.owner_kind = 'shop' and b.owner_id = any($5::bigint[]))` : ''})) x) as rows,
             (select coalesce(json_agg(y order by y.us desc, y.conversation_id desc), '[]') from (${other.text}) y) as also`,
      [...values, ...other.values],
    );
    const { rows, also: page } = r!;
    return {
      rows: rows.map((x) => ({
        ...boxRow({
          owner_kind: x.b_owner_kind as BoxRow['owner_kind'],
          owner_id: x.b_owner_id as number,
          category: x.b_category as string,
          unread: x.b_unread as number,
          last_id: x.b_last_id as number | null,
        }),
        latest: x.id === null || x.id === undefined ? null : toRow(x),
      })),
      also: page,
    };
  }
}

const boxRow = (x: BoxRow): BoxRow => ({
  ...x,
  owner_id: Number(x.owner_id),
  unread: Number(x.unread),
  last_id: x.last_id === null ? null : Number(x.last_id),
});
