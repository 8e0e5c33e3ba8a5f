import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { inList, later, planned, textArray, textRows, valuesText, type DbOrTx } from '../../platform/db.ts';
import {
  activityCheckIn,
  activityHold,
  activityTicket,
  activityTicketType,
} from '../../db/schema/activity.ts';
import type { ActivityRow, HoldRow, TicketRow, TicketTypeRow } from './rows.ts';

/** What a submit checks of a ticket type's activity. */
export type SaleActivity = Pick<ActivityRow, 'id' | 'name' | 'status' | 'endAt' | 'realName'>;

/** A ticket type's row as PostgreSQL answers it (int8 as text). */
type TypeText = {
  id: string;
  activity_id: string;
  sku_id: string;
  name: string;
  description: string;
  price: string;
  capacity: number;
  sold: number;
  held: number;
  issued: number;
  sale_start_at: Date | null;
  sale_end_at: Date | null;
  per_order_limit: number;
  per_user_limit: number;
  needs_attendee: boolean;
  refundable_until: Date | null;
  division_id: string | null;
  sort: number;
  created_at: Date;
};

const typeOfText = (r: TypeText): TicketTypeRow => ({
  id: Number(r.id),
  activityId: Number(r.activity_id),
  skuId: Number(r.sku_id),
  name: r.name,
  description: r.description,
  price: Number(r.price),
  capacity: r.capacity,
  sold: r.sold,
  held: r.held,
  issued: r.issued,
  saleStartAt: r.sale_start_at,
  saleEndAt: r.sale_end_at,
  perOrderLimit: r.per_order_limit,
  perUserLimit: r.per_user_limit,
  needsAttendee: r.needs_attendee,
  refundableUntil: r.refundable_until,
  divisionId: r.division_id === null ? null : Number(r.division_id),
  sort: r.sort,
  createdAt: r.created_at,
});

/** One activity's ticket types in their order (built once: the detail reads them on every miss). */
const typesOfActivity = planned('activity_types_of', (tx) =>
  tx
    .select()
    .from(activityTicketType)
    .where(eq(activityTicketType.activityId, sql.placeholder('activityId')))
    .orderBy(asc(activityTicketType.sort), asc(activityTicketType.id)),
);

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

  /** One activity's ticket types, as its detail reads them (built once). */
  typesOfActivity(tx: DbOrTx, activityId: number): Promise<TicketTypeRow[]> {
    return typesOfActivity(tx, { activityId });
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
  async lockTypesWithActivities(
    tx: DbOrTx,
    skuIds: number[],
  ): Promise<{ t: TicketTypeRow; a: SaleActivity }[]> {
    if (!skuIds.length) return [];
    // As text (every ticket submit runs it): drizzle builds and maps a joined select of 26 columns.
    const rows = await textRows<
      TypeText & { a_name: string; a_status: string; a_end_at: Date; a_real_name: boolean }
    >(
      tx,
      `select t.*, a.name as a_name, a.status as a_status, a.end_at as a_end_at, a.real_name as a_real_name
         from "activity_ticket_type" t join "activity" a on a.id = t.activity_id
        where t.sku_id in (${inList(skuIds.length)})
        order by t.id
          for update of t`,
      skuIds,
    );
    return rows.map((r) => ({
      t: typeOfText(r),
      a: {
        id: Number(r.activity_id),
        name: r.a_name,
        status: r.a_status,
        endAt: r.a_end_at,
        realName: r.a_real_name,
      },
    }));
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
   * written, in one statement (the types are locked by this transaction already), sent with the
   * transaction's COMMIT: the caller counted the seats left on the locked types, and the CHECK
   * keeps sold + held within capacity all the same.
   */
  async holdSeats(tx: DbOrTx, rows: (typeof activityHold.$inferInsert)[]): Promise<void> {
    if (!rows.length) return;
    const byType = new Map<number, number>();
    for (const r of rows) byType.set(r.ticketTypeId, (byType.get(r.ticketTypeId) ?? 0) + r.num);
    const types = [...byType];
    const kinds = ['bigint', 'bigint', 'bigint', 'bigint', 'bigint', 'int', 'jsonb'];
    await later(
      tx,
      `with c as (
        update "activity_ticket_type" t set held = t.held + v.n
          from (values ${valuesText(types.length, ['bigint', 'int'], 1)}) as v(id, n)
         where t.id = v.id
        returning 1
      )
      insert into "activity_hold" (ticket_type_id, activity_id, user_id, order_id, sku_id, num, attendees)
      select * from (values ${valuesText(rows.length, kinds, 1 + 2 * types.length)}) as h
       where (select count(*) from c) >= 0`,
      [
        ...types.flat(),
        ...rows.flatMap((r) => [
          r.ticketTypeId,
          r.activityId,
          r.userId,
          r.orderId,
          r.skuId,
          r.num,
          JSON.stringify(r.attendees ?? []),
        ]),
      ],
    );
  }

  /**
   * A paid order's holds of these SKUs become tickets, in one statement: the holds sold (each with
   * what its SKU's lines paid); each ticket type's held seats sold and issued, then each
   * activity's sold grown (types before the activity row, as the lock order says; the types' SKUs
   * are locked by this transaction); one ticket per seat, numbered within its type after those
   * issued before, with the hold's attendee of that seat and the next of `codes`. Answers how many
   * holds it sold (none when they were sold before).
   */
  async issueHolds(
    tx: DbOrTx,
    order: { id: number; userId: number },
    paid: { skuId: number; amount: number }[],
    codes: string[],
  ): Promise<number> {
    if (!paid.length) return 0;
    // As text with a VALUES list (every ticket order paid runs it): the order, the buyer, the
    // codes, then each SKU with what it paid.
    const [row] = await textRows<{ n: number }>(
      tx,
      `with h as (
        update "activity_hold" h set status = 'sold', amount = v.a
          from (values ${valuesText(paid.length, ['bigint', 'bigint'], 4)}) as v(s, a)
         where h.order_id = $1 and h.sku_id = v.s and h.status = 'held'
        returning h.id, h.ticket_type_id, h.activity_id, h.num, h.attendees
      ), c as (
        update "activity_ticket_type" t set held = t.held - x.n, sold = t.sold + x.n, issued = t.issued + x.n
          from (select ticket_type_id, sum(num)::int as n from h group by ticket_type_id) as x
         where t.id = x.ticket_type_id
        returning t.id, t.issued
      ), a as (
        update "activity" set sold = greatest("activity".sold + x.n, 0)
          from (select activity_id, sum(num)::int as n from h group by activity_id) as x
         where "activity".id = x.activity_id and (select count(*) from c) >= 0
      ), seat as (
        select h.id as hold_id, h.ticket_type_id, h.activity_id, c.issued - h.num + g.i as seq,
               h.attendees -> (g.i - 1) as who,
               row_number() over (order by h.ticket_type_id, g.i) as k
          from h join c on c.id = h.ticket_type_id cross join generate_series(1, h.num) as g(i)
      ), ins as (
        insert into "activity_ticket" (activity_id, ticket_type_id, hold_id, order_id, user_id, seq, code,
                                       attendee_name, attendee_mobile, attendee_id_card)
        select activity_id, ticket_type_id, hold_id, $1, $2, seq, ($3::text[])[k],
               coalesce(who ->> 'name', ''), coalesce(who ->> 'mobile', ''), coalesce(who ->> 'id_card', '')
          from seat
      )
      select count(*)::int as n from h`,
      [order.id, order.userId, textArray(codes), ...paid.flatMap((p) => [p.skuId, p.amount])],
    );
    return row!.n;
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
