import { and, asc, desc, eq, gt, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { planned, type DbOrTx } from '../../platform/db.ts';
import { activity, activityRelation, activityTicketType } from '../../db/schema/activity.ts';
import type { ActivityRow } from './rows.ts';

export interface ActivityFilter {
  from: Date;
  to?: Date;
  cityId?: number;
  kind?: string;
  style?: string;
  mchId?: number;
}

export type ActivitySort = 'start' | 'popular' | 'distance';

/** Kilometres between the venue and a point (equirectangular; exact enough for "near me"). */
const distanceKm = (lat: number, lng: number) =>
  sql<number>`(111.32 * sqrt(power(${activity.lat} - ${lat}, 2) + power((${activity.lng} - ${lng}) * cos(radians(${lat})), 2)))`;

/** An activity by id, as its detail and every check of it read it: built once (a wide row). */
const activityById = planned('activity_by_id', (tx) =>
  tx
    .select()
    .from(activity)
    .where(eq(activity.id, sql.placeholder('id'))),
);

/** The goods, courses and music linked to an activity, in the order they were linked (built once). */
const relationsOf = planned('activity_relations_of', (tx) =>
  tx
    .select({ kind: activityRelation.kind, goodsId: activityRelation.goodsId })
    .from(activityRelation)
    .where(eq(activityRelation.activityId, sql.placeholder('activityId')))
    .orderBy(asc(activityRelation.id)),
);

/** Activities, their lists and their links to other goods. SQL only: the services decide. */
export class ActivitiesRepo {
  async insert(tx: DbOrTx, values: typeof activity.$inferInsert): Promise<ActivityRow> {
    const [row] = await tx.insert(activity).values(values).returning();
    return row!;
  }

  async update(
    tx: DbOrTx,
    id: number,
    values: Partial<typeof activity.$inferInsert>,
  ): Promise<ActivityRow | undefined> {
    const [row] = await tx
      .update(activity)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(activity.id, id))
      .returning();
    return row;
  }

  async byId(tx: DbOrTx, id: number): Promise<ActivityRow | undefined> {
    const [row] = await activityById(tx, { id });
    return row;
  }

  byIds(tx: DbOrTx, ids: number[]): Promise<ActivityRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return tx.select().from(activity).where(inArray(activity.id, ids));
  }

  /** Tickets sold over the activity's ticket types moved by `delta` (the caller holds the type's lock). */
  async moveSold(tx: DbOrTx, id: number, delta: number): Promise<void> {
    if (!delta) return;
    await tx
      .update(activity)
      .set({ sold: sql`greatest(${activity.sold} + ${delta}, 0)` })
      .where(eq(activity.id, id));
  }

  /**
   * Published activities not ended before `from`: by start time (cursor start µs + id), by tickets
   * sold (sold + id) or by distance from a point (km + id).
   */
  list(
    tx: DbOrTx,
    f: ActivityFilter,
    sort: ActivitySort,
    point: { lat: number; lng: number } | null,
    after: number[] | null,
    limit: number,
  ) {
    const conds: (SQL | undefined)[] = [eq(activity.status, 'published'), gte(activity.endAt, f.from)];
    if (f.to) conds.push(lt(activity.startAt, f.to));
    if (f.cityId !== undefined) conds.push(eq(activity.cityId, f.cityId));
    if (f.kind) conds.push(eq(activity.kind, f.kind));
    if (f.style) conds.push(sql`${activity.styles} @> array[${f.style}]::text[]`);
    if (f.mchId !== undefined) conds.push(eq(activity.mchId, f.mchId));
    const dist = point ? distanceKm(point.lat, point.lng) : sql<null>`null::double precision`;
    let order: SQL[];
    if (sort === 'distance' && point) {
      if (after) conds.push(sql`(${dist}, ${activity.id}) > (${after[0]!}, ${after[1]!})`);
      order = [sql`${dist} asc`, asc(activity.id)];
    } else if (sort === 'popular') {
      if (after)
        conds.push(
          or(lt(activity.sold, after[0]!), and(eq(activity.sold, after[0]!), lt(activity.id, after[1]!))),
        );
      order = [desc(activity.sold), desc(activity.id)];
    } else {
      if (after) {
        const at = new Date(Math.floor(after[0]! / 1000));
        conds.push(or(gt(activity.startAt, at), and(eq(activity.startAt, at), gt(activity.id, after[1]!))));
      }
      order = [asc(activity.startAt), asc(activity.id)];
    }
    return tx
      .select({ row: activity, distance: dist })
      .from(activity)
      .where(and(...conds))
      .orderBy(...order)
      .limit(limit);
  }

  /** Published activities starting in (from, to], soonest first: the reminders' batch. */
  startingBetween(tx: DbOrTx, from: Date, to: Date): Promise<ActivityRow[]> {
    return tx
      .select()
      .from(activity)
      .where(
        and(sql`${activity.status} = 'published'`, gt(activity.startAt, from), lte(activity.startAt, to)),
      )
      .orderBy(asc(activity.startAt), asc(activity.id));
  }

  /** Published activities past their end whose tickets the closing job has not yet closed. */
  endedUnclosed(tx: DbOrTx, now: Date, limit: number): Promise<ActivityRow[]> {
    return tx
      .select()
      .from(activity)
      .where(
        and(
          sql`${activity.status} = 'published'`,
          lte(activity.endAt, now),
          sql`${activity.ticketsClosedAt} is null`,
        ),
      )
      .orderBy(asc(activity.endAt), asc(activity.id))
      .limit(limit);
  }

  async markTicketsClosed(tx: DbOrTx, id: number): Promise<void> {
    await tx
      .update(activity)
      .set({ ticketsClosedAt: sql`now()` })
      .where(eq(activity.id, id));
  }

  /** A shop's activities, drafts included, newest first. */
  ofShop(tx: DbOrTx, mchId: number, beforeId: number | null, limit: number): Promise<ActivityRow[]> {
    return tx
      .select()
      .from(activity)
      .where(and(eq(activity.mchId, mchId), beforeId !== null ? lt(activity.id, beforeId) : undefined))
      .orderBy(desc(activity.id))
      .limit(limit);
  }

  /** Per activity: the cheapest ticket type's price and the seats left. */
  async ticketSums(
    tx: DbOrTx,
    ids: number[],
  ): Promise<Map<number, { priceFrom: number | null; remaining: number }>> {
    if (!ids.length) return new Map();
    const rows = await tx
      .select({
        activityId: activityTicketType.activityId,
        priceFrom: sql<number>`min(${activityTicketType.price})`.mapWith(Number),
        remaining:
          sql<number>`coalesce(sum(${activityTicketType.capacity} - ${activityTicketType.sold} - ${activityTicketType.held}), 0)`.mapWith(
            Number,
          ),
      })
      .from(activityTicketType)
      .where(inArray(activityTicketType.activityId, ids))
      .groupBy(activityTicketType.activityId);
    return new Map(rows.map((r) => [r.activityId, { priceFrom: r.priceFrom, remaining: r.remaining }]));
  }

  // ---------- links to goods, courses and music ----------

  async link(tx: DbOrTx, activityId: number, kind: string, goodsIds: number[]): Promise<void> {
    if (!goodsIds.length) return;
    await tx
      .insert(activityRelation)
      .values(goodsIds.map((goodsId) => ({ activityId, kind, goodsId })))
      .onConflictDoNothing();
  }

  async unlink(tx: DbOrTx, activityId: number, goodsId: number): Promise<boolean> {
    const r = await tx
      .delete(activityRelation)
      .where(and(eq(activityRelation.activityId, activityId), eq(activityRelation.goodsId, goodsId)));
    return (r.rowCount ?? 0) > 0;
  }

  relationsOf(tx: DbOrTx, activityId: number) {
    return relationsOf(tx, { activityId });
  }
}
