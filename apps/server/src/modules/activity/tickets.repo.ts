import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../../platform/db.ts';
import {
  activity,
  activityCheckIn,
  activityHold,
  activityTicket,
  activityTicketType,
} from '../../db/schema/activity.ts';
import type { ActivityRow, HoldRow, TicketRow, TicketTypeRow } from './rows.ts';

/** What a submit checks of a ticket type's activity. */
export type SaleActivity = Pick<ActivityRow, 'id' | 'name' | 'status' | 'endAt' | 'realName'>;

const bigints = (ids: number[]) => `{${ids.map((x) => Math.trunc(x)).join(',')}}`;

/** Ticket types, the seats orders hold, and tickets. SQL only: tickets.ts decides. */
export class TicketsRepo {
  // ---------- ticket types ----------

  async insertType(tx: DbOrTx, values: typeof activityTicketType.$inferInsert): Promise<TicketTypeRow> {
    const [row] = await tx.insert(activityTicketType).values(values).returning();
    return row!;
  }

  async updateType(
    tx: DbOrTx,
    id: number,
    values: Partial<typeof activityTicketType.$inferInsert>,
  ): Promise<TicketTypeRow> {
    const [row] = await tx
      .update(activityTicketType)
      .set(values)
      .where(eq(activityTicketType.id, id))
      .returning();
    return row!;
  }

  async typeById(tx: DbOrTx, id: number): Promise<TicketTypeRow | undefined> {
    const [row] = await tx.select().from(activityTicketType).where(eq(activityTicketType.id, id)).limit(1);
    return row;
  }

  typesOf(tx: DbOrTx, activityIds: number[]): Promise<TicketTypeRow[]> {
    if (!activityIds.length) return Promise.resolve([]);
    return tx
      .select()
      .from(activityTicketType)
      .where(inArray(activityTicketType.activityId, activityIds))
      .orderBy(asc(activityTicketType.sort), asc(activityTicketType.id));
  }

  typesBySku(tx: DbOrTx, skuIds: number[]): Promise<TicketTypeRow[]> {
    if (!skuIds.length) return Promise.resolve([]);
    return tx.select().from(activityTicketType).where(inArray(activityTicketType.skuId, skuIds));
  }

  /** Tickets of an order's ticket types that were checked in. */
  async usedOfOrder(tx: DbOrTx, orderId: number, ticketTypeIds: number[]): Promise<number> {
    if (!ticketTypeIds.length) return 0;
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(activityTicket)
      .innerJoin(activityCheckIn, eq(activityCheckIn.ticketId, activityTicket.id))
      .where(and(eq(activityTicket.orderId, orderId), inArray(activityTicket.ticketTypeId, ticketTypeIds)));
    return row?.n ?? 0;
  }

  /** Valid tickets of an order not yet checked in. */
  async uncheckedOfOrder(tx: DbOrTx, orderId: number): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(activityTicket)
      .leftJoin(activityCheckIn, eq(activityCheckIn.ticketId, activityTicket.id))
      .where(
        and(
          eq(activityTicket.orderId, orderId),
          eq(activityTicket.status, 'valid'),
          isNull(activityCheckIn.id),
        ),
      );
    return row?.n ?? 0;
  }

  typesByIds(tx: DbOrTx, ids: number[]): Promise<TicketTypeRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return tx.select().from(activityTicketType).where(inArray(activityTicketType.id, ids));
  }

  /** Locks the ticket types sold as these SKUs, in id order (the caller holds the SKUs' locks). */
  lockTypesBySku(tx: DbOrTx, skuIds: number[]): Promise<TicketTypeRow[]> {
    if (!skuIds.length) return Promise.resolve([]);
    return tx
      .select()
      .from(activityTicketType)
      .where(inArray(activityTicketType.skuId, skuIds))
      .orderBy(asc(activityTicketType.id))
      .for('update');
  }

  /**
   * Locks the ticket types sold as these SKUs, in id order, and reads their activities with them
   * (not locked): what a submit checks, in one statement (the caller holds the SKUs' locks).
   */
  lockTypesWithActivities(tx: DbOrTx, skuIds: number[]): Promise<{ t: TicketTypeRow; a: SaleActivity }[]> {
    if (!skuIds.length) return Promise.resolve([]);
    return tx
      .select({
        t: activityTicketType,
        a: {
          id: activity.id,
          name: activity.name,
          status: activity.status,
          endAt: activity.endAt,
          realName: activity.realName,
        },
      })
      .from(activityTicketType)
      .innerJoin(activity, eq(activity.id, activityTicketType.activityId))
      .where(inArray(activityTicketType.skuId, skuIds))
      .orderBy(asc(activityTicketType.id))
      .for('update', { of: activityTicketType });
  }

  /**
   * Issues sold seats: each ticket type's held seats become sold and issued, and each activity's
   * sold grows, in one statement (types before the activity row, as the lock order says; the types'
   * SKUs are locked by this transaction). Answers each type's `issued` after the move.
   */
  async issueSeats(
    tx: DbOrTx,
    types: { id: number; n: number }[],
    activities: { id: number; n: number }[],
  ): Promise<Map<number, number>> {
    const r = await tx.execute<{ id: string; issued: number }>(sql`
      with c as (
        update ${activityTicketType} t set held = t.held - v.n, sold = t.sold + v.n, issued = t.issued + v.n
          from ${rowsOf(
            types.map((x) => [x.id, x.n]),
            ['bigint', 'int'],
          )} as v(id, n)
         where t.id = v.id
        returning t.id, t.issued
      ), a as (
        update ${activity} set sold = greatest(${activity}.sold + v.n, 0)
          from ${rowsOf(
            activities.map((x) => [x.id, x.n]),
            ['bigint', 'int'],
          )} as v(id, n)
         where ${activity}.id = v.id and (select count(*) from c) >= 0
      )
      select id, issued from c`);
    return new Map(r.rows.map((x) => [Number(x.id), Number(x.issued)]));
  }

  /** Moves a ticket type's counters; the CHECK keeps sold + held within capacity. */
  async moveCounts(
    tx: DbOrTx,
    id: number,
    d: { held?: number; sold?: number; issued?: number },
  ): Promise<TicketTypeRow> {
    const [row] = await tx
      .update(activityTicketType)
      .set({
        held: sql`${activityTicketType.held} + ${d.held ?? 0}`,
        sold: sql`${activityTicketType.sold} + ${d.sold ?? 0}`,
        issued: sql`${activityTicketType.issued} + ${d.issued ?? 0}`,
      })
      .where(eq(activityTicketType.id, id))
      .returning();
    return row!;
  }

  /** Seats of a ticket type a user holds or bought (the per-user limit counts them). */
  async userSeats(tx: DbOrTx, ticketTypeId: number, userId: number): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`coalesce(sum(${activityHold.num}), 0)`.mapWith(Number) })
      .from(activityHold)
      .where(
        and(
          eq(activityHold.ticketTypeId, ticketTypeId),
          eq(activityHold.userId, userId),
          inArray(activityHold.status, ['held', 'sold']),
        ),
      );
    return row?.n ?? 0;
  }

  // ---------- holds ----------

  /**
   * Holds seats for an order: each hold's seats join its ticket type's `held` and the holds are
   * written, in one statement (the types are locked by this transaction already). The CHECK keeps
   * sold + held within capacity.
   */
  async holdSeats(tx: DbOrTx, rows: (typeof activityHold.$inferInsert)[]): Promise<void> {
    if (!rows.length) return;
    const byType = new Map<number, number>();
    for (const r of rows) byType.set(r.ticketTypeId, (byType.get(r.ticketTypeId) ?? 0) + r.num);
    await tx.execute(sql`
      with c as (
        update ${activityTicketType} t set held = t.held + v.n
          from ${rowsOf([...byType], ['bigint', 'int'])} as v(id, n)
         where t.id = v.id
        returning 1
      )
      insert into ${activityHold} (ticket_type_id, activity_id, user_id, order_id, sku_id, num, attendees)
      select * from ${rowsOf(
        rows.map((r) => [
          r.ticketTypeId,
          r.activityId,
          r.userId,
          r.orderId,
          r.skuId,
          r.num,
          JSON.stringify(r.attendees ?? []),
        ]),
        ['bigint', 'bigint', 'bigint', 'bigint', 'bigint', 'int', 'jsonb'],
      )} as h
       where (select count(*) from c) >= 0`);
  }

  /**
   * A paid order's holds of these SKUs become sold, each with what its SKU's lines paid; answers
   * those it moved (none when they were sold before).
   */
  sellHolds(tx: DbOrTx, orderId: number, paid: { skuId: number; amount: number }[]): Promise<HoldRow[]> {
    if (!paid.length) return Promise.resolve([]);
    const skus = bigints(paid.map((p) => p.skuId));
    return tx
      .update(activityHold)
      .set({
        status: 'sold',
        amount: sql`(select v.a from unnest(${skus}::bigint[], ${bigints(paid.map((p) => p.amount))}::bigint[])
                       as v(s, a) where v.s = ${activityHold.skuId})`,
      })
      .where(
        and(
          eq(activityHold.orderId, orderId),
          sql`${activityHold.skuId} = any(${skus}::bigint[])`,
          eq(activityHold.status, 'held'),
        ),
      )
      .returning();
  }

  /** Moves an order's holds of these SKUs from one state to another; answers those it moved. */
  moveHolds(tx: DbOrTx, orderId: number, skuIds: number[], from: string, to: string): Promise<HoldRow[]> {
    if (!skuIds.length) return Promise.resolve([]);
    return tx
      .update(activityHold)
      .set({ status: to })
      .where(
        and(
          eq(activityHold.orderId, orderId),
          inArray(activityHold.skuId, skuIds),
          eq(activityHold.status, from),
        ),
      )
      .returning();
  }

  holdsOf(tx: DbOrTx, orderId: number): Promise<HoldRow[]> {
    return tx.select().from(activityHold).where(eq(activityHold.orderId, orderId));
  }

  /** Revenue of each ticket type of an activity (paid lines not refunded). */
  revenue(tx: DbOrTx, activityId: number) {
    return tx
      .select({
        ticketTypeId: activityHold.ticketTypeId,
        amount: sql<number>`coalesce(sum(${activityHold.amount}), 0)`.mapWith(Number),
      })
      .from(activityHold)
      .where(and(eq(activityHold.activityId, activityId), eq(activityHold.status, 'sold')))
      .groupBy(activityHold.ticketTypeId);
  }

  // ---------- tickets ----------

  insertTickets(tx: DbOrTx, rows: (typeof activityTicket.$inferInsert)[]): Promise<TicketRow[]> {
    if (!rows.length) return Promise.resolve([]);
    return tx.insert(activityTicket).values(rows).returning();
  }

  /** Writes tickets, answering nothing (a paid order's: nothing reads them back there). */
  async writeTickets(tx: DbOrTx, rows: (typeof activityTicket.$inferInsert)[]): Promise<void> {
    if (rows.length) await tx.insert(activityTicket).values(rows);
  }

  /** Voids the valid tickets of these holds; answers them. */
  voidTicketsOfHolds(tx: DbOrTx, holdIds: number[]): Promise<TicketRow[]> {
    if (!holdIds.length) return Promise.resolve([]);
    return tx
      .update(activityTicket)
      .set({ status: 'void', voidedAt: sql`now()` })
      .where(and(inArray(activityTicket.holdId, holdIds), eq(activityTicket.status, 'valid')))
      .returning();
  }

  async ticketById(tx: DbOrTx, id: number): Promise<TicketRow | undefined> {
    const [row] = await tx.select().from(activityTicket).where(eq(activityTicket.id, id)).limit(1);
    return row;
  }

  async ticketByCode(tx: DbOrTx, code: string): Promise<TicketRow | undefined> {
    const [row] = await tx.select().from(activityTicket).where(eq(activityTicket.code, code)).limit(1);
    return row;
  }

  async checkedInAt(tx: DbOrTx, ticketId: number): Promise<Date | null> {
    const [row] = await tx
      .select({ at: activityCheckIn.checkedInAt })
      .from(activityCheckIn)
      .where(eq(activityCheckIn.ticketId, ticketId))
      .limit(1);
    return row?.at ?? null;
  }

  /** A user's tickets with their check-in time, newest first; status valid (not used), used or void. */
  /**
   * The orders with a valid ticket of the activity none of whose valid tickets belongs to an
   * activity still to end (an order may hold tickets of several of a shop's events).
   */
  async ordersEndedBy(tx: DbOrTx, activityId: number, now: Date): Promise<number[]> {
    const rows = await tx.execute<{ order_id: string }>(sql`
      select distinct t.order_id from activity_ticket t
      where t.activity_id = ${activityId} and t.status = 'valid' and t.order_id is not null
        and not exists (
          select 1 from activity_ticket o join activity a on a.id = o.activity_id
          where o.order_id = t.order_id and o.status = 'valid' and a.end_at > ${now.toISOString()}::timestamptz
        )
      order by t.order_id`);
    return rows.rows.map((r) => Number(r.order_id));
  }

  /** The users who hold a valid ticket of the activity (walk-ins have none). */
  async holders(tx: DbOrTx, activityId: number): Promise<number[]> {
    const rows = await tx
      .selectDistinct({ userId: activityTicket.userId })
      .from(activityTicket)
      .where(
        and(
          eq(activityTicket.activityId, activityId),
          eq(activityTicket.status, 'valid'),
          isNotNull(activityTicket.userId),
        ),
      );
    return rows.map((r) => r.userId!);
  }

  mine(tx: DbOrTx, userId: number, status: string, beforeId: number | null, limit: number) {
    const used = isNotNull(activityCheckIn.id);
    const by =
      status === 'void'
        ? eq(activityTicket.status, 'void')
        : status === 'used'
          ? and(eq(activityTicket.status, 'valid'), used)
          : status === 'valid'
            ? and(eq(activityTicket.status, 'valid'), isNull(activityCheckIn.id))
            : undefined;
    return tx
      .select({ ticket: activityTicket, checkedInAt: activityCheckIn.checkedInAt })
      .from(activityTicket)
      .leftJoin(activityCheckIn, eq(activityCheckIn.ticketId, activityTicket.id))
      .where(
        and(
          eq(activityTicket.userId, userId),
          by,
          beforeId !== null ? lt(activityTicket.id, beforeId) : undefined,
        ),
      )
      .orderBy(desc(activityTicket.id))
      .limit(limit);
  }

  /** An activity's tickets with their check-in time, newest first (the organiser's roster). */
  ofActivity(
    tx: DbOrTx,
    activityId: number,
    f: { ticketTypeId?: number; status: string },
    beforeId: number | null,
    limit: number,
  ) {
    const by =
      f.status === 'void'
        ? eq(activityTicket.status, 'void')
        : f.status === 'used'
          ? and(eq(activityTicket.status, 'valid'), isNotNull(activityCheckIn.id))
          : f.status === 'valid'
            ? and(eq(activityTicket.status, 'valid'), isNull(activityCheckIn.id))
            : undefined;
    return tx
      .select({ ticket: activityTicket, checkedInAt: activityCheckIn.checkedInAt })
      .from(activityTicket)
      .leftJoin(activityCheckIn, eq(activityCheckIn.ticketId, activityTicket.id))
      .where(
        and(
          eq(activityTicket.activityId, activityId),
          f.ticketTypeId !== undefined ? eq(activityTicket.ticketTypeId, f.ticketTypeId) : undefined,
          by,
          beforeId !== null ? lt(activityTicket.id, beforeId) : undefined,
        ),
      )
      .orderBy(desc(activityTicket.id))
      .limit(limit);
  }

  /** Check-ins of each ticket type of an activity. */
  checkedInByType(tx: DbOrTx, activityId: number) {
    return tx
      .select({ ticketTypeId: activityTicket.ticketTypeId, n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(activityCheckIn)
      .innerJoin(activityTicket, eq(activityTicket.id, activityCheckIn.ticketId))
      .where(eq(activityCheckIn.activityId, activityId))
      .groupBy(activityTicket.ticketTypeId);
  }
}
