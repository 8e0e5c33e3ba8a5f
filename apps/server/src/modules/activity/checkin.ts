import { page, decodeCursor } from '../../platform/cursor.ts';
import { fail } from '../../platform/errors.ts';
import type { Db } from '../../platform/db.ts';
import { maskIdCard } from '@dance/contracts/id-card';
import type { CheckInRepo } from './checkin.repo.ts';
import type { TicketsRepo } from './tickets.repo.ts';
import type { ActivityService } from './activities.ts';
import type { ActivityDeps } from './ports.ts';
import type { TicketSigner } from './qr.ts';
import type { ActivityRow, TicketRow } from './rows.ts';
import { clock, iso } from './views.ts';

type Result = 'checked_in' | 'duplicate' | 'void' | 'invalid';

/** A CSV cell: quoted, and never read as a formula by a spreadsheet. */
const cell = (v: string | number | null) => {
  const s = v === null ? '' : String(v);
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return `"${safe.replace(/"/g, '""')}"`;
};

const EXPORT_MAX = 20_000;

/**
 * Check-in at the door, online (one scan) and offline (a scanner's queue, synced later), and the
 * organiser's attendee list. A ticket is checked in at most once: the unique key on the ticket
 * decides between two scanners, first come first served.
 */
export class CheckInService {
  constructor(
    private readonly db: Db,
    private readonly repos: { checkIns: CheckInRepo; tickets: TicketsRepo },
    private readonly deps: ActivityDeps,
    private readonly activities: ActivityService,
    private readonly signer: TicketSigner,
  ) {}

  /** The ticket a typed code or a signed QR payload names, if it is of this activity. */
  private async resolve(a: ActivityRow, code: string): Promise<TicketRow | null> {
    let t: TicketRow | undefined;
    if (code.startsWith('DT1.')) {
      const claim = this.signer.verify(code);
      if (!claim || claim.a !== a.id) return null;
      t = await this.repos.tickets.ticketById(this.db, claim.t);
      if (t && t.code !== claim.c) return null;
    } else {
      t = await this.repos.tickets.ticketByCode(this.db, code.toUpperCase().replace(/[\s-]/g, ''));
    }
    return t && t.activityId === a.id ? t : null;
  }

  private view(t: TicketRow, type: string, at: Date) {
    return {
      ticket_id: t.id,
      seq: t.seq,
      ticket_type: type,
      attendee_name: t.attendeeName,
      checked_in_at: at.toISOString(),
    };
  }

  /**
   * Once every valid ticket of an order is checked in, the order is used (paid -> received, as a
   * verified code makes it), which starts its after-sale window and then its completion.
   */
  private async orderUsed(userId: number, t: TicketRow): Promise<void> {
    if (t.orderId && !(await this.repos.tickets.uncheckedOfOrder(this.db, t.orderId)))
      await this.deps.orders.markUsed(userId, t.orderId);
  }

  async checkIn(userId: number, activityId: number, code: string) {
    const a = await this.activities.forStaff(userId, activityId, 'activity_id', 'verify');
    const t = await this.resolve(a, code);
    if (!t) fail('TICKET_INVALID');
    if (t.status !== 'valid') fail('TICKET_VOID');
    const row = await this.repos.checkIns.insert(this.db, {
      ticketId: t.id,
      activityId: a.id,
      checkedInAt: new Date(),
      byUserId: userId,
    });
    // Also on a repeated scan: a check-in whose order update failed is completed by the next scan.
    await this.orderUsed(userId, t);
    if (!row) {
      const first = await this.repos.checkIns.ofTicket(this.db, t.id);
      fail('TICKET_CHECKED_IN', { time: first ? clock(first.checkedInAt, a.tz) : '' });
    }
    const type = await this.repos.tickets.typeById(this.db, t.ticketTypeId);
    return this.view(t, type?.name ?? '', row.checkedInAt);
  }

  /**
   * A scanner's offline queue, in the order it scanned: each ticket is checked in by the first
   * check-in to reach the server, at the time it was scanned (never later than now). Syncing the
   * same queue again changes nothing and answers the same.
   */
  async sync(
    userId: number,
    b: { activity_id: number; device_id: string; items: { code: string; scanned_at: string }[] },
  ) {
    const a = await this.activities.forStaff(userId, b.activity_id, 'activity_id', 'verify');
    const now = Date.now();
    const order = b.items.map((x, i) => ({ ...x, i, at: Math.min(new Date(x.scanned_at).getTime(), now) }));
    order.sort((x, y) => x.at - y.at || x.i - y.i);
    const out: { code: string; result: Result; ticket_id: number | null; checked_in_at: string | null }[] =
      [];
    const seen = new Set<number>();
    for (const x of order) {
      const t = await this.resolve(a, x.code);
      if (!t) {
        out[x.i] = { code: x.code, result: 'invalid', ticket_id: null, checked_in_at: null };
        continue;
      }
      if (t.status !== 'valid') {
        out[x.i] = { code: x.code, result: 'void', ticket_id: t.id, checked_in_at: null };
        continue;
      }
      const row =
        (await this.repos.checkIns.insert(this.db, {
          ticketId: t.id,
          activityId: a.id,
          checkedInAt: new Date(x.at),
          byUserId: userId,
          deviceId: b.device_id,
        })) ?? null;
      await this.orderUsed(userId, t);
      const first = row ?? (await this.repos.checkIns.ofTicket(this.db, t.id))!;
      // This scanner's own earlier check-in of the ticket (the queue synced twice) is still its.
      const mine = (row !== null || first.deviceId === b.device_id) && !seen.has(t.id);
      seen.add(t.id);
      out[x.i] = {
        code: x.code,
        result: mine ? 'checked_in' : 'duplicate',
        ticket_id: t.id,
        checked_in_at: first.checkedInAt.toISOString(),
      };
    }
    return { list: out };
  }

  private async rows(
    a: ActivityRow,
    q: { ticket_type_id?: number; status: string },
    before: number | null,
    limit: number,
  ) {
    const rows = await this.repos.tickets.ofActivity(
      this.db,
      a.id,
      { ticketTypeId: q.ticket_type_id, status: q.status },
      before,
      limit,
    );
    const [types, buyers] = await Promise.all([
      this.repos.tickets.typesOf(this.db, [a.id]),
      this.deps.users.profiles([
        ...new Set(rows.map((r) => r.ticket.userId).filter((x): x is number => x !== null)),
      ]),
    ]);
    const type = new Map(types.map((t) => [t.id, t.name]));
    return rows.map(({ ticket: t, checkedInAt }) => ({
      ticket_id: t.id,
      seq: t.seq,
      code: t.code,
      status: (t.status === 'void' ? 'void' : checkedInAt ? 'used' : 'valid') as 'void' | 'used' | 'valid',
      ticket_type: type.get(t.ticketTypeId) ?? '',
      buyer: { id: t.userId, nickname: t.userId ? (buyers.get(t.userId)?.nickname ?? '') : '' },
      attendee_name: t.attendeeName,
      attendee_mobile: t.attendeeMobile,
      attendee_id_card: t.attendeeIdCard ? maskIdCard(t.attendeeIdCard) : '',
      checked_in_at: iso(checkedInAt),
      created_at: t.createdAt.toISOString(),
    }));
  }

  async roster(
    userId: number,
    q: { activity_id: number; ticket_type_id?: number; status: string; cursor?: string; limit: number },
  ) {
    const a = await this.activities.forStaff(userId, q.activity_id, 'activity_id', 'verify');
    const after = decodeCursor(q.cursor, ['id']);
    const rows = await this.rows(a, q, after ? after[0]! : null, q.limit + 1);
    return page(rows, q.limit, (r) => String(r.ticket_id));
  }

  /** Every ticket of the activity as CSV (UTF-8 with a BOM, so spreadsheets read the Chinese). */
  async csv(userId: number, activityId: number): Promise<{ name: string; body: string }> {
    const a = await this.activities.forStaff(userId, activityId, 'activity_id', 'orders');
    const rows = await this.rows(a, { status: 'all' }, null, EXPORT_MAX);
    const head = [
      '票号 No.',
      '票码 Code',
      '票种 Type',
      '状态 Status',
      '购票人 Buyer',
      '观演人 Attendee',
      '手机 Mobile',
      '证件 ID',
      '入场 Checked in',
    ];
    const lines = rows
      .reverse()
      .map((r) =>
        [
          r.seq,
          r.code,
          r.ticket_type,
          r.status,
          r.buyer.nickname,
          r.attendee_name,
          r.attendee_mobile,
          r.attendee_id_card,
          r.checked_in_at ? `${r.checked_in_at.slice(0, 10)} ${clock(new Date(r.checked_in_at), a.tz)}` : '',
        ]
          .map(cell)
          .join(','),
      );
    return {
      name: `attendees-${a.id}.csv`,
      body: `\ufeff${[head.map(cell).join(','), ...lines].join('\r\n')}\r\n`,
    };
  }
}
