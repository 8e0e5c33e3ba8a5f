import { and, asc, desc, eq, getTableColumns, gt, inArray, lt, or, sql, type Placeholder } from 'drizzle-orm';
import { planned, type DbOrTx } from '../../platform/db.ts';
import { livePresence, liveReservation, liveRoom, liveSetting, liveWatch } from '../../db/schema/live.ts';
import type { LiveRow } from './rows.ts';

/** 0 live now, 1 upcoming: the list's first sort key. */
const RANK = sql<number>`(case when ${liveRoom.status} = 'live' then 0 else 1 end)`;
const AT_US = sql<number>`(extract(epoch from ${liveRoom.scheduledAt}) * 1000000)::bigint`;

/**
 * A column: the viewers present within the last `seconds` of a live on air (0 for the others, which
 * are not counted), so a card needs no second statement for them.
 */
const viewersWithin = (seconds: number | Placeholder) =>
  sql<number>`(case when ${liveRoom.status} = 'live' then (
      select count(*) from ${livePresence} p
       where p.live_id = ${liveRoom.id} and p.seen_at > now() - make_interval(secs => ${seconds})
    ) else 0 end)::int`.mapWith(Number);

/** A live with the viewers present now, as its card shows them. */
export type CountedLive = LiveRow & { viewers: number };
/** A live as its detail shows it: with its viewers and its reservation count. */
export type LiveView = CountedLive & { reserveCount: number };

/** A live as its detail reads it, built once (a wide row and two counts). */
const liveView = planned('live_view', (tx) =>
  tx
    .select({
      ...getTableColumns(liveRoom),
      viewers: viewersWithin(sql.placeholder('seconds')),
      reserveCount:
        sql<number>`(select count(*) from ${liveReservation} r where r.live_id = ${liveRoom.id})::int`.mapWith(
          Number,
        ),
    })
    .from(liveRoom)
    .where(and(eq(liveRoom.id, sql.placeholder('id')), eq(liveRoom.destroyed, false))),
);

/** Lives, reservations, watch history, the display setting. SQL only: lives.ts decides. */
export class LivesRepo {
  async insert(tx: DbOrTx, v: typeof liveRoom.$inferInsert): Promise<LiveRow> {
    const [row] = await tx.insert(liveRoom).values(v).returning();
    return row!;
  }

  byId(tx: DbOrTx, id: number): Promise<LiveRow | undefined> {
    return tx
      .select()
      .from(liveRoom)
      .where(and(eq(liveRoom.id, id), eq(liveRoom.destroyed, false)))
      .then((r) => r[0]);
  }

  /**
   * A live with what its detail counts, in one statement: the viewers present within
   * `presenceSeconds` (live only) and the reservations.
   */
  async view(tx: DbOrTx, id: number, presenceSeconds: number): Promise<LiveView | undefined> {
    const [row] = await liveView(tx, { id, seconds: presenceSeconds });
    return row;
  }

  /** Whether this user reserved this live. */
  async reserved(tx: DbOrTx, liveId: number, userId: number): Promise<boolean> {
    const rows = await tx
      .select({ one: sql<number>`1` })
      .from(liveReservation)
      .where(and(eq(liveReservation.liveId, liveId), eq(liveReservation.userId, userId)));
    return rows.length > 0;
  }

  /** Edits a live of this anchor while it is still scheduled; undefined otherwise. */
  async edit(
    tx: DbOrTx,
    id: number,
    anchorId: number,
    v: Pick<LiveRow, 'title' | 'cover' | 'style' | 'scheduledAt' | 'pinnedGoods'> &
      Partial<Pick<LiveRow, 'keepReplay'>>,
  ): Promise<LiveRow | undefined> {
    const [row] = await tx
      .update(liveRoom)
      .set(v)
      .where(
        and(
          eq(liveRoom.id, id),
          eq(liveRoom.anchorId, anchorId),
          eq(liveRoom.status, 'scheduled'),
          eq(liveRoom.destroyed, false),
        ),
      )
      .returning();
    return row;
  }

  /** scheduled -> live for a publish whose key nonce is current; undefined when not scheduled. */
  async goLive(tx: DbOrTx, id: number, nonce: string): Promise<LiveRow | undefined> {
    const [row] = await tx
      .update(liveRoom)
      .set({ status: 'live', startedAt: sql`now()` })
      .where(
        and(
          eq(liveRoom.id, id),
          eq(liveRoom.pushNonce, nonce),
          eq(liveRoom.destroyed, false),
          eq(liveRoom.status, 'scheduled'),
        ),
      )
      .returning();
    return row;
  }

  /** Ends a live that has not ended; `anchorId` limits it to the anchor's own. */
  async end(tx: DbOrTx, id: number, anchorId?: number): Promise<LiveRow | undefined> {
    const [row] = await tx
      .update(liveRoom)
      .set({ status: 'ended', endedAt: sql`now()` })
      .where(
        and(
          eq(liveRoom.id, id),
          inArray(liveRoom.status, ['scheduled', 'live']),
          ...(anchorId !== undefined ? [eq(liveRoom.anchorId, anchorId)] : []),
        ),
      )
      .returning();
    return row;
  }

  async destroy(tx: DbOrTx, id: number, anchorId: number): Promise<LiveRow | undefined> {
    const [row] = await tx
      .update(liveRoom)
      .set({ destroyed: true })
      .where(and(eq(liveRoom.id, id), eq(liveRoom.anchorId, anchorId), eq(liveRoom.destroyed, false)))
      .returning();
    return row;
  }

  /** Live now first, then upcoming, soonest first; with the viewers present within `presenceSeconds`. */
  listed(
    tx: DbOrTx,
    f: { style?: string; anchorId?: number },
    after: number[] | null,
    limit: number,
    presenceSeconds: number,
  ): Promise<CountedLive[]> {
    return tx
      .select({ ...getTableColumns(liveRoom), viewers: viewersWithin(presenceSeconds) })
      .from(liveRoom)
      .where(
        and(
          eq(liveRoom.destroyed, false),
          inArray(liveRoom.status, ['scheduled', 'live']),
          f.style ? eq(liveRoom.style, f.style) : undefined,
          f.anchorId ? eq(liveRoom.anchorId, f.anchorId) : undefined,
          after
            ? sql`(${RANK}, ${AT_US}, ${liveRoom.id}) > (${after[0]}, ${after[1]}, ${after[2]})`
            : undefined,
        ),
      )
      .orderBy(RANK, AT_US, asc(liveRoom.id))
      .limit(limit);
  }

  /** An anchor's lives, newest first; with the viewers present within `presenceSeconds`. */
  mine(
    tx: DbOrTx,
    anchorId: number,
    before: number | null,
    limit: number,
    presenceSeconds: number,
  ): Promise<CountedLive[]> {
    return tx
      .select({ ...getTableColumns(liveRoom), viewers: viewersWithin(presenceSeconds) })
      .from(liveRoom)
      .where(
        and(
          eq(liveRoom.anchorId, anchorId),
          eq(liveRoom.destroyed, false),
          before ? lt(liveRoom.id, before) : undefined,
        ),
      )
      .orderBy(desc(liveRoom.id))
      .limit(limit);
  }

  /** An anchor's ended lives, newest first. */
  endedOf(tx: DbOrTx, anchorId: number, limit: number) {
    return tx
      .select()
      .from(liveRoom)
      .where(
        and(eq(liveRoom.anchorId, anchorId), eq(liveRoom.destroyed, false), eq(liveRoom.status, 'ended')),
      )
      .orderBy(desc(liveRoom.id))
      .limit(limit);
  }

  byIds(tx: DbOrTx, ids: number[]): Promise<LiveRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return tx.select().from(liveRoom).where(inArray(liveRoom.id, ids));
  }

  async reserve(tx: DbOrTx, liveId: number, userId: number, on: boolean): Promise<void> {
    if (on) await tx.insert(liveReservation).values({ liveId, userId }).onConflictDoNothing();
    else
      await tx
        .delete(liveReservation)
        .where(and(eq(liveReservation.liveId, liveId), eq(liveReservation.userId, userId)));
  }

  async reservation(tx: DbOrTx, liveId: number, userId: number | null) {
    const [r] = await tx
      .select({
        count: sql<number>`count(*)::int`,
        mine: userId ? sql<boolean>`bool_or(${liveReservation.userId} = ${userId})` : sql<boolean>`false`,
      })
      .from(liveReservation)
      .where(eq(liveReservation.liveId, liveId));
    return { count: r?.count ?? 0, mine: Boolean(r?.mine) };
  }

  reservers(tx: DbOrTx, liveId: number): Promise<number[]> {
    return tx
      .select({ userId: liveReservation.userId })
      .from(liveReservation)
      .where(eq(liveReservation.liveId, liveId))
      .then((r) => r.map((x) => x.userId));
  }

  async watched(tx: DbOrTx, userId: number, liveId: number): Promise<void> {
    await tx
      .insert(liveWatch)
      .values({ userId, liveId })
      .onConflictDoUpdate({ target: [liveWatch.userId, liveWatch.liveId], set: { watchedAt: sql`now()` } });
  }

  history(tx: DbOrTx, userId: number, after: [number, number] | null, limit: number) {
    const us = sql<number>`(extract(epoch from ${liveWatch.watchedAt}) * 1000000)::bigint`;
    return tx
      .select({ liveId: liveWatch.liveId, watchedAt: liveWatch.watchedAt, us })
      .from(liveWatch)
      .where(
        and(
          eq(liveWatch.userId, userId),
          after ? or(lt(us, after[0]), and(eq(us, after[0]), lt(liveWatch.liveId, after[1]))) : undefined,
        ),
      )
      .orderBy(desc(us), desc(liveWatch.liveId))
      .limit(limit);
  }

  async display(tx: DbOrTx): Promise<boolean> {
    const [r] = await tx.select().from(liveSetting).where(eq(liveSetting.key, 'display'));
    return r?.on ?? true;
  }

  async setDisplay(tx: DbOrTx, on: boolean): Promise<void> {
    await tx
      .insert(liveSetting)
      .values({ key: 'display', on })
      .onConflictDoUpdate({ target: liveSetting.key, set: { on } });
  }

  async addLikes(tx: DbOrTx, id: number, n: number): Promise<number | undefined> {
    const [r] = await tx
      .update(liveRoom)
      .set({ likeCount: sql`${liveRoom.likeCount} + ${n}` })
      .where(and(eq(liveRoom.id, id), eq(liveRoom.status, 'live')))
      .returning({ likeCount: liveRoom.likeCount });
    return r?.likeCount;
  }

  async addGiftPoints(tx: DbOrTx, id: number, n: number): Promise<void> {
    await tx
      .update(liveRoom)
      .set({ giftPoints: sql`${liveRoom.giftPoints} + ${n}` })
      .where(eq(liveRoom.id, id));
  }

  async peak(tx: DbOrTx, id: number, viewers: number): Promise<void> {
    await tx
      .update(liveRoom)
      .set({ peakViewers: viewers })
      .where(and(eq(liveRoom.id, id), lt(liveRoom.peakViewers, viewers)));
  }

  /** Scheduled lives of this anchor, for the seed's idempotence. */
  byAnchorTitle(tx: DbOrTx, anchorId: number, title: string) {
    return tx
      .select()
      .from(liveRoom)
      .where(and(eq(liveRoom.anchorId, anchorId), eq(liveRoom.title, title), gt(liveRoom.id, 0)))
      .then((r) => r[0]);
  }
}
