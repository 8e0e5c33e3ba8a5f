import { sql } from 'drizzle-orm';
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

/** A box's counters as readers see them: its row plus the notices' additions not folded in yet. */
const NOW = `select owner_kind, owner_id, category, unread, last_id from message_box_now`;

/** How many of the notices' additions one fold takes. */
export const FOLD_BATCH = 10_000;

/**
 * SQL of the badge counters: one row per owner and category (`message_box`), plus what notices
 * added since the last fold (`message_box_delta`, decision 258). Lock order: additions, then rows
 * in (kind, id, category) order.
 */
export class BoxRepo {
  constructor(private readonly db: Db) {}

  /**
   * Folds what notices added to one box into its rows, when the box is read (marked read): after
   * the notices were marked, and before any row of a box is locked in that transaction, so it
   * takes the additions before the rows, as `foldSome` does.
   */
  async fold(tx: DbOrTx, o: Owner): Promise<void> {
    await textRows(
      tx,
      `with d as (
        delete from message_box_delta where owner_kind = $1 and owner_id = $2
        returning category, unread, last_id
      )
      insert into message_box (owner_kind, owner_id, category, unread, last_id)
      select $1::varchar, $2::bigint, category, sum(unread), max(last_id) from d
       group by category order by category
      on conflict (owner_kind, owner_id, category) do update set
        unread = greatest(0, message_box.unread + excluded.unread),
        last_id = greatest(message_box.last_id, excluded.last_id),
        updated_at = now()`,
      [o.kind, o.id],
    );
  }

  /**
   * Folds up to `FOLD_BATCH` of the notices' additions into their boxes' rows, skipping those a
   * box being read is folding; answers how many. It never waits long for a row: a reader of a box
   * that waits on it goes first (the fold gives up, and its additions stay for the next).
   */
  async foldSome(tx: DbOrTx): Promise<number> {
    await textRows(tx, `set local lock_timeout = '50ms'`, []);
    const [r] = await textRows<{ n: number }>(
      tx,
      `with d as (
        delete from message_box_delta
         where ctid = any(array(select ctid from message_box_delta limit ${FOLD_BATCH} for update skip locked))
        returning owner_kind, owner_id, category, unread, last_id
      ), b as (
        insert into message_box (owner_kind, owner_id, category, unread, last_id)
        select owner_kind, owner_id, category, sum(unread), max(last_id) from d
         group by owner_kind, owner_id, category order by owner_kind, owner_id, category
        on conflict (owner_kind, owner_id, category) do update set
          unread = greatest(0, message_box.unread + excluded.unread),
          last_id = greatest(message_box.last_id, excluded.last_id),
          updated_at = now()
      )
      select count(*)::int as n from d`,
      [],
    );
    return r!.n;
  }

  /** Adds to a category's unread, creating the row: chat's (notices add through `NoticesRepo.record`). */
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

  /**
   * Takes read items off a category's unread (never below zero). The box's additions are folded
   * first (`fold`), after the items were marked read: each one marked has its addition folded.
   */
  async drop(tx: DbOrTx, o: Owner, category: string, by: number): Promise<void> {
    if (by <= 0) return;
    await tx.execute(sql`
      update message_box set unread = greatest(0, unread - ${by}), updated_at = now()
       where owner_kind = ${o.kind} and owner_id = ${o.id} and category = ${category}`);
  }

  /** Every counter of a user's box and some shops' boxes: the primary keys' indexes, one read. */
  async rows(user: number, shops: number[]): Promise<BoxRow[]> {
    const rows = shops.length
      ? await textRows<BoxRow>(
          this.db,
          `${NOW} where (owner_kind = 'user' and owner_id = $1) or (owner_kind = 'shop' and owner_id = any($2::bigint[]))`,
          [user, intArray(shops)],
        )
      : await textRows<BoxRow>(this.db, `${NOW} where owner_kind = 'user' and owner_id = $1`, [user]);
    return rows.map(boxRow);
  }

  /** Every counter of several users' boxes and some shops' boxes, in one read. */
  async rowsOfMany(tx: DbOrTx, users: number[], shops: number[]): Promise<BoxRow[]> {
    const r = await tx.execute<BoxRow>(sql`
      select owner_kind, owner_id, category, unread, last_id from message_box_now
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
                  from message_box_now b
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
