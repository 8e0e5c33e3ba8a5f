import { randomInt } from 'node:crypto';
import type { BodyOf, activity as contracts } from '@dance/contracts';
import type { z } from 'zod';
import { decodeCursor, page } from '../../platform/cursor.ts';
import { fail, invalid, notFound } from '../../platform/errors.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { maskIdCard } from '@dance/contracts/id-card';
import { toFen, yuan } from '../../platform/money.ts';
import type { Fulfiller, RefundPolicy, ReserveLine, Reserver } from '../mall/index.ts';
import type { AttendeeSnapshot } from '../../db/schema/activity.ts';
import type { ActivitiesRepo } from './activities.repo.ts';
import type { AttendeesRepo } from './attendees.repo.ts';
import type { CompetitionRepo } from './competition.repo.ts';
import type { TicketsRepo } from './tickets.repo.ts';
import { TICKET_SPEC, type ActivityService } from './activities.ts';
import type { ActivityDeps } from './ports.ts';
import type { TicketSigner } from './qr.ts';
import type { ActivityRow, AttendeeRow, HoldRow, TicketRow, TicketTypeRow } from './rows.ts';
import { iso, ticketTypeView } from './views.ts';

type EditBody = BodyOf<typeof contracts.editTicket>;
type LifecycleOrder = Parameters<Fulfiller>[1]['order'];
type LifecycleLine = Parameters<Fulfiller>[1]['lines'][number];
type TicketView = z.infer<typeof contracts.Ticket>;

/** Codes people type at the door: no 0/O, 1/I; 32 symbols, 10 of them (50 bits). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const newTicketCode = () => Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(0, 32)]).join('');

const MAX_TYPES = 20;
const MAX_PRICE = 100_000_000;

/** Seats left to sell of a ticket type: what its SKU's stock mirrors. */
const left = (t: TicketTypeRow) => t.capacity - t.sold - t.held;

/**
 * Ticket types and the seats orders hold and buy.
 *
 * Lock order (with the mall's): the order, then SKUs, then their goods (`catalog.lockSkus`, as
 * checkout and the flow take them), then ticket types in id order, then the activity row, then
 * holds, tickets and divisions. Every change of a ticket type's `sold` and `held` happens with its
 * SKU locked, so two writers of one ticket type have always met at its SKU first. The SKU's stock
 * is the seats left after every change, so the mall's own stock check agrees: set here, or, at
 * submit, moved by checkout's own stock take of the same seats.
 */
export class TicketService {
  constructor(
    private readonly db: Db,
    private readonly repos: {
      activities: ActivitiesRepo;
      tickets: TicketsRepo;
      attendees: AttendeesRepo;
      competition: CompetitionRepo;
    },
    private readonly deps: ActivityDeps,
    private readonly activities: ActivityService,
    private readonly signer: TicketSigner,
  ) {}

  // ---------- the organiser ----------

  /** The goods' spec lists the ticket types' names, in their order. */
  private async syncSpecs(tx: Tx, activityId: number): Promise<void> {
    const types = await this.repos.tickets.typesOf(tx, [activityId]);
    await this.deps.catalog.edit(tx, activityId, {
      specs: [{ name: TICKET_SPEC, values: types.map((t) => t.name) }],
    });
  }

  async edit(userId: number, body: EditBody) {
    const a = await this.activities.forStaff(userId, body.activity_id);
    const price = toFen(body.price);
    if (!(price > 0) || price > MAX_PRICE) invalid('price', 'between 0.01 and 1000000.00');
    const start = body.sale_start_at ? new Date(body.sale_start_at) : null;
    const end = body.sale_end_at ? new Date(body.sale_end_at) : null;
    if (start && end && end <= start) invalid('sale_end_at', 'must be after sale_start_at');
    if (body.division_id !== null) {
      const d = await this.repos.competition.division(this.db, body.division_id);
      if (!d || d.activityId !== a.id) invalid('division_id', 'unknown');
    }
    const old = body.id !== undefined ? await this.repos.tickets.typeById(this.db, body.id) : null;
    if (body.id !== undefined && (!old || old.activityId !== a.id)) invalid('id', 'unknown');
    const types = await this.repos.tickets.typesOf(this.db, [a.id]);
    if (types.some((t) => t.name === body.name && t.id !== old?.id)) invalid('name', 'taken');
    if (!old && types.length >= MAX_TYPES) invalid('activity_id', `at most ${MAX_TYPES} ticket types`);
    const values = {
      name: body.name,
      description: body.description,
      price,
      capacity: body.capacity,
      saleStartAt: start,
      saleEndAt: end,
      perOrderLimit: body.per_order_limit,
      perUserLimit: body.per_user_limit,
      needsAttendee: body.needs_attendee === 1,
      refundableUntil: body.refundable_until ? new Date(body.refundable_until) : null,
      divisionId: body.division_id,
      sort: body.sort,
    };
    const row = await this.db.transaction(async (tx) => {
      if (old) {
        await this.deps.catalog.lockSkus(tx, [old.skuId]);
        const [cur] = await this.repos.tickets.lockTypesBySku(tx, [old.skuId]);
        if (body.capacity < cur!.sold + cur!.held)
          invalid('capacity', `below the ${cur!.sold + cur!.held} seats sold or held`);
        const t = await this.repos.tickets.updateType(tx, old.id, values);
        await this.deps.catalog.putSku(tx, a.id, {
          id: old.skuId,
          values: [body.name],
          price,
          stock: left(t),
        });
        if (old.name !== t.name || old.sort !== t.sort) await this.syncSpecs(tx, a.id);
        return t;
      }
      const sku = await this.deps.catalog.putSku(tx, a.id, {
        values: [body.name],
        price,
        stock: body.capacity,
      });
      const t = await this.repos.tickets.insertType(tx, { ...values, activityId: a.id, skuId: sku.id });
      await this.syncSpecs(tx, a.id);
      return t;
    });
    return ticketTypeView(row, a);
  }

  /** A walk-in the organiser admits: a ticket without an order, counted against the capacity. */
  async walkIn(
    userId: number,
    b: { activity_id: number; ticket_type_id: number; name: string; mobile?: string },
  ) {
    const a = await this.activities.forStaff(userId, b.activity_id, 'activity_id', 'verify');
    const type = await this.repos.tickets.typeById(this.db, b.ticket_type_id);
    if (!type || type.activityId !== a.id) invalid('ticket_type_id', 'unknown');
    const ticket = await this.db.transaction(async (tx) => {
      await this.deps.catalog.lockSkus(tx, [type.skuId]);
      const [cur] = await this.repos.tickets.lockTypesBySku(tx, [type.skuId]);
      if (left(cur!) < 1) fail('TICKETS_SHORT', { name: cur!.name, left: 0 });
      const t = await this.repos.tickets.moveCounts(tx, cur!.id, { sold: 1, issued: 1 });
      const [row] = await this.repos.tickets.insertTickets(tx, [
        {
          activityId: a.id,
          ticketTypeId: t.id,
          seq: t.issued,
          code: newTicketCode(),
          attendeeName: b.name,
          attendeeMobile: b.mobile ?? '',
        },
      ]);
      await this.repos.activities.moveSold(tx, a.id, 1);
      await this.deps.catalog.setSkuStocks(tx, [{ skuId: t.skuId, goodsId: a.id, stock: left(t) }]);
      return row!;
    });
    return ticket.id;
  }

  // ---------- checkout: seats held at submit ----------

  /** The attendees of a line: one saved attendee per ticket when the type or the activity needs them. */
  private attendeesOf(
    l: ReserveLine,
    t: TicketTypeRow,
    a: Pick<ActivityRow, 'realName'>,
    saved: Map<number, AttendeeRow>,
  ) {
    const need = t.needsAttendee || a.realName;
    const ids = l.attendeeIds;
    if (need && ids.length !== l.num) invalid('attendee_ids', `one saved attendee per ticket (${l.num})`);
    if (ids.length > l.num) invalid('attendee_ids', `at most one per ticket (${l.num})`);
    if (new Set(ids).size !== ids.length) invalid('attendee_ids', 'the same attendee twice');
    return ids.map((id): AttendeeSnapshot => {
      const x = saved.get(id);
      if (!x) invalid('attendee_ids', 'unknown');
      if (a.realName && !x.idCard) invalid('attendee_ids', 'an ID number is needed (real-name entry)');
      return { name: x.name, mobile: x.mobile, id_card: x.idCard };
    });
  }

  /**
   * The reserver of goods type `activity` (mall checkout, inside submit's transaction, the SKUs
   * locked): locks the ticket types in id order, checks the activity, the sale window, the
   * per-order and per-user limits and `sold + held + n <= capacity`; once the orders exist, holds
   * the seats and records the holds against them.
   */
  readonly reserve: Reserver = async (tx, r) => {
    const locked = await this.repos.tickets.lockTypesWithActivities(
      tx,
      r.lines.map((l) => l.skuId),
    );
    if (!locked.length) return;
    const bySku = new Map(locked.map((x) => [x.t.skuId, x]));
    const saved = new Map(
      (
        await this.repos.attendees.byIds(tx, r.userId, [...new Set(r.lines.flatMap((l) => l.attendeeIds))])
      ).map((x) => [x.id, x]),
    );
    const now = new Date();
    const held: { t: TicketTypeRow; line: ReserveLine; attendees: AttendeeSnapshot[] }[] = [];
    const lines = r.lines
      .filter((l) => bySku.has(l.skuId))
      .sort((x, y) => bySku.get(x.skuId)!.t.id - bySku.get(y.skuId)!.t.id);
    for (const l of lines) {
      const { t, a } = bySku.get(l.skuId)!;
      if (a.status !== 'published' || a.endAt <= now) fail('ACTIVITY_CLOSED', { name: a.name });
      if ((t.saleStartAt && t.saleStartAt > now) || (t.saleEndAt && t.saleEndAt <= now))
        fail('TICKET_SALE_CLOSED', { name: t.name });
      if (l.num > t.perOrderLimit) fail('TICKET_ORDER_LIMIT', { name: t.name, max: t.perOrderLimit });
      if (t.perUserLimit > 0) {
        // Counted inside the ticket type's lock: the same buyer's other submits wait for it.
        const mine = await this.repos.tickets.userSeats(tx, t.id, r.userId);
        if (mine + l.num > t.perUserLimit) fail('TICKET_LIMIT', { name: t.name, max: t.perUserLimit });
      }
      const before = held.filter((h) => h.t.id === t.id).reduce((n, h) => n + h.line.num, 0);
      if (before + l.num > left(t))
        fail('TICKETS_SHORT', { name: t.name, left: Math.max(0, left(t) - before) });
      held.push({ t, line: l, attendees: this.attendeesOf(l, t, a, saved) });
    }
    if (!held.length) return;
    // The seats join `held` with the holds, once the orders exist. The SKUs' stock needs no
    // setting: checkout takes the same seats from it, and it mirrored the seats left before.
    return async (placed) => {
      const orderOf = new Map(placed.map((p) => [p.skuId, p.orderId]));
      await this.repos.tickets.holdSeats(
        tx,
        held.map((h) => ({
          ticketTypeId: h.t.id,
          activityId: h.t.activityId,
          userId: r.userId,
          orderId: orderOf.get(h.t.skuId)!,
          skuId: h.t.skuId,
          num: h.line.num,
          attendees: h.attendees,
        })),
      );
    };
  };

  // ---------- the order lifecycle ----------

  /**
   * The fulfiller of goods type `activity`: `paid` turns the order's holds into tickets (one per
   * seat, numbered, with its attendee), `cancelled` releases them, `refunded` voids the tickets of
   * the refunded lines and gives their seats back. Each moves holds by a conditional update, so a
   * second delivery of the same event changes nothing.
   */
  readonly fulfil: Fulfiller = async (tx, e) => {
    const skuIds = [...new Set(e.lines.map((l) => l.skuId))].sort((a, b) => a - b);
    if (!skuIds.length) return;
    if (e.kind === 'paid') await this.issue(tx, e.order, e.lines, skuIds);
    else if (e.kind === 'cancelled') await this.settle(tx, e.order.id, skuIds, 'held', 'released');
    else if (e.kind === 'refunded') await this.settle(tx, e.order.id, skuIds, 'sold', 'refunded');
  };

  /**
   * A paid order's holds become tickets, in one statement (see `issueHolds`): one code is drawn
   * for each seat its lines bought. The SKUs and their goods are locked already: the flow moved
   * their sales before it published `paid`.
   */
  private async issue(tx: Tx, order: LifecycleOrder, lines: LifecycleLine[], skuIds: number[]) {
    const paid = skuIds.map((skuId) => ({
      skuId,
      amount: lines.filter((l) => l.skuId === skuId).reduce((s, l) => s + l.amount, 0),
    }));
    const seats = lines.reduce((s, l) => s + l.num, 0);
    const sold = await this.repos.tickets.issueHolds(
      tx,
      order,
      paid,
      Array.from({ length: seats }, newTicketCode),
    );
    if (sold) return;
    const types = await this.repos.tickets.lockTypesBySku(tx, skuIds);
    // Tickets were issued before (the event came twice), or these SKUs are no ticket types.
    if (!types.length || (await this.repos.tickets.holdsOf(tx, order.id)).length) return;
    throw new Error(`order ${order.id} of ticket types holds no seats`);
  }

  /** Releases (cancelled) or refunds (refunded) an order's holds of these SKUs and gives the seats back. */
  private async settle(tx: Tx, orderId: number, skuIds: number[], from: 'held' | 'sold', to: string) {
    await this.deps.catalog.lockSkus(tx, skuIds);
    const holds = (await this.repos.tickets.moveHolds(tx, orderId, skuIds, from, to)).sort(
      (a, b) => a.ticketTypeId - b.ticketTypeId,
    );
    if (!holds.length) return;
    const changed: TicketTypeRow[] = [];
    for (const h of holds)
      changed.push(
        await this.repos.tickets.moveCounts(
          tx,
          h.ticketTypeId,
          from === 'held' ? { held: -h.num } : { sold: -h.num },
        ),
      );
    if (from === 'sold') await this.voidTickets(tx, holds);
    await this.deps.catalog.setSkuStocks(
      tx,
      changed.map((t) => ({ skuId: t.skuId, goodsId: t.activityId, stock: left(t) })),
    );
  }

  /** Refunded seats: their tickets stop being valid, and a competitor's entry made with one goes. */
  private async voidTickets(tx: Tx, holds: HoldRow[]) {
    const byActivity = new Map<number, number>();
    for (const h of holds) byActivity.set(h.activityId, (byActivity.get(h.activityId) ?? 0) + h.num);
    for (const [id, n] of [...byActivity].sort((a, b) => a[0] - b[0]))
      await this.repos.activities.moveSold(tx, id, -n);
    const voided = await this.repos.tickets.voidTicketsOfHolds(
      tx,
      holds.map((h) => h.id),
    );
    const entries = await this.repos.competition.removeEntriesOfTickets(
      tx,
      voided.map((t) => t.id),
    );
    const places = new Map<number, number>();
    for (const e of entries) places.set(e.divisionId, (places.get(e.divisionId) ?? 0) + 1);
    for (const [d, n] of [...places].sort((a, b) => a[0] - b[0]))
      await this.repos.competition.releasePlaces(tx, d, n);
  }

  /**
   * The buyers' refund policy of goods type `activity`: a ticket may be refunded at the buyer's
   * request only before its type's refundable-until time, and not once it was used at the door.
   */
  readonly refundable: RefundPolicy = async (order, lines) => {
    const types = await this.repos.tickets.typesBySku(
      this.db,
      lines.map((l) => l.skuId),
    );
    if (!types.length) return true;
    const now = new Date();
    if (types.some((t) => !t.refundableUntil || t.refundableUntil <= now)) return false;
    const used = await this.repos.tickets.usedOfOrder(
      this.db,
      order.id,
      types.map((t) => t.id),
    );
    return used === 0;
  };

  // ---------- tickets ----------

  /** The signed QR payload of a valid ticket ('' for a void one). */
  qrOf(t: TicketRow): string {
    if (t.status !== 'valid') return '';
    return this.signer.sign({ t: t.id, a: t.activityId, k: t.ticketTypeId, n: t.seq, c: t.code });
  }

  async views(rows: { ticket: TicketRow; checkedInAt: Date | null }[]): Promise<TicketView[]> {
    const [types, acts] = await Promise.all([
      this.repos.tickets.typesByIds(this.db, [...new Set(rows.map((r) => r.ticket.ticketTypeId))]),
      this.repos.activities.byIds(this.db, [...new Set(rows.map((r) => r.ticket.activityId))]),
    ]);
    const type = new Map(types.map((t) => [t.id, t]));
    const act = new Map(acts.map((a) => [a.id, a]));
    return rows.map(({ ticket: t, checkedInAt }) => {
      const tt = type.get(t.ticketTypeId)!;
      const a = act.get(t.activityId)!;
      return {
        id: t.id,
        seq: t.seq,
        code: t.code,
        qr: this.qrOf(t),
        status: t.status === 'void' ? 'void' : checkedInAt ? 'used' : 'valid',
        checked_in_at: iso(checkedInAt),
        ticket_type: { id: tt.id, name: tt.name, price: yuan(tt.price) },
        attendee: t.attendeeName
          ? {
              name: t.attendeeName,
              mobile: t.attendeeMobile,
              id_card: t.attendeeIdCard ? maskIdCard(t.attendeeIdCard) : '',
            }
          : null,
        activity: {
          id: a.id,
          name: a.name,
          cover: a.cover,
          start_at: a.startAt.toISOString(),
          end_at: a.endAt.toISOString(),
          tz: a.tz,
          venue_name: a.venueName,
          full_address: a.venueAddress,
        },
        order_id: t.orderId,
        refundable_until: iso(tt.refundableUntil),
        created_at: t.createdAt.toISOString(),
      };
    });
  }

  async mine(userId: number, q: { status: string; cursor?: string; limit: number }) {
    const after = decodeCursor(q.cursor, ['id']);
    const rows = await this.repos.tickets.mine(
      this.db,
      userId,
      q.status,
      after ? after[0]! : null,
      q.limit + 1,
    );
    const { list, next_cursor } = page(rows, q.limit, (r) => String(r.ticket.id));
    return { list: await this.views(list), next_cursor };
  }

  /** The buyer's own ticket, or one of an activity the caller is staff of; else not found. */
  async detail(userId: number, id: number) {
    const t = await this.repos.tickets.ticketById(this.db, id);
    if (!t) notFound('ticket');
    if (t.userId !== userId) {
      const a = await this.repos.activities.byId(this.db, t.activityId);
      if (!a || !(await this.activities.isStaff(userId, a))) notFound('ticket');
    }
    const [view] = await this.views([
      { ticket: t, checkedInAt: await this.repos.tickets.checkedInAt(this.db, t.id) },
    ]);
    return view!;
  }

  key() {
    return this.signer.publicKeyView();
  }

  /** The organiser's live figures per ticket type. */
  async statistic(userId: number, activityId: number) {
    const a = await this.activities.forStaff(userId, activityId, 'activity_id', 'orders');
    const [types, revenue, checked, divisions] = await Promise.all([
      this.repos.tickets.typesOf(this.db, [a.id]),
      this.repos.tickets.revenue(this.db, a.id),
      this.repos.tickets.checkedInByType(this.db, a.id),
      this.repos.competition.divisionsOf(this.db, a.id),
    ]);
    const money = new Map(revenue.map((r) => [r.ticketTypeId, r.amount]));
    const inside = new Map(checked.map((r) => [r.ticketTypeId, r.n]));
    const list = types.map((t) => ({
      ticket_type_id: t.id,
      name: t.name,
      capacity: t.capacity,
      sold: t.sold,
      held: t.held,
      remaining: Math.max(0, left(t)),
      revenue: yuan(money.get(t.id) ?? 0),
      checked_in: inside.get(t.id) ?? 0,
    }));
    const sum = (f: (t: TicketTypeRow) => number) => types.reduce((s, t) => s + f(t), 0);
    return {
      list,
      total: {
        capacity: sum((t) => t.capacity),
        sold: sum((t) => t.sold),
        held: sum((t) => t.held),
        revenue: yuan(sum((t) => money.get(t.id) ?? 0)),
        checked_in: sum((t) => inside.get(t.id) ?? 0),
        entrants: divisions.reduce((s, d) => s + d.entrants, 0),
      },
    };
  }
}
