import { describe, expect, it } from 'vitest';
import { activity, mall } from '@dance/contracts';
import { countRows, newUser, testFile, visitorToken } from '../../../test/helpers.ts';
import { ok, refused } from '../../../test/kit.ts';

const { t, kit: f, by } = await testFile();
const raw = by.api;

/** A shop with a published activity, one ticket type and `n` tickets bought by one buyer. */
async function event(n: number) {
  const shop = await f.newShop();
  const a = await f.newActivity(shop);
  const type = await f.newTicketType(shop, a.id, { capacity: 100, per_order_limit: 50 });
  const buyer = await newUser(t);
  await f.buyTickets(buyer, type, n);
  const tickets = (await ok(t, activity.myTickets, { token: buyer.token, query: { limit: 50 } })).list;
  return { shop, a, type, buyer, tickets };
}

describe('POST /api/activity/check-in', () => {
  it('checks a ticket in by its typed code or its QR, once; a second scan says when', async () => {
    const { shop, a, buyer, tickets } = await event(2);
    const [x, y] = tickets;
    const first = await ok(t, activity.checkIn, {
      token: shop.clerk.token,
      body: { activity_id: a.id, code: x!.code.toLowerCase() },
    });
    expect(first).toMatchObject({ ticket_id: x!.id, seq: x!.seq });
    const again = await refused(t, 4107, activity.checkIn, {
      token: shop.owner.token,
      body: { activity_id: a.id, code: x!.qr },
    });
    expect(again.body.msg).toMatch(/\d{2}:\d{2}/);
    await ok(t, activity.checkIn, { token: shop.owner.token, body: { activity_id: a.id, code: y!.qr } });
    const mine = await ok(t, activity.myTickets, { token: buyer.token, query: { status: 'used' } });
    expect(mine.list.map((z) => z.id).sort()).toEqual([x!.id, y!.id].sort());
    const stats = await ok(t, activity.ticketOrderStatistic, {
      token: shop.owner.token,
      query: { activity_id: a.id },
    });
    expect(stats.total.checked_in).toBe(2);
  });

  it('an order whose every ticket is checked in is used, once, as a verified code makes it', async () => {
    const { shop, a, buyer, tickets } = await event(2);
    const orderId = () =>
      ok(t, mall.orderList, { token: buyer.token, query: { status: 'all' } }).then((p) => p.list[0]!);
    await ok(t, activity.checkIn, {
      token: shop.clerk.token,
      body: { activity_id: a.id, code: tickets[0]!.code },
    });
    expect((await orderId()).status).toBe('paid');
    await ok(t, activity.checkIn, {
      token: shop.clerk.token,
      body: { activity_id: a.id, code: tickets[1]!.code },
    });
    const used = await orderId();
    expect(used.status).toBe('received');
    const detail = await ok(t, mall.orderDetail, { token: buyer.token, query: { id: used.id } });
    expect(detail.status).toBe('received');
    // A repeated scan changes nothing more: one verification event.
    await refused(t, 4107, activity.checkIn, {
      token: shop.owner.token,
      body: { activity_id: a.id, code: tickets[1]!.code },
    });
    expect(await countRows(t, 'order_event', `order_id = ${used.id} and action = 'verify'`)).toBe(1);
  });

  it('refuses forged, foreign and void tickets, strangers and visitors', async () => {
    const { shop, a, buyer, tickets } = await event(1);
    const other = await event(1);
    const [x] = tickets;
    const token = shop.clerk.token;
    await refused(t, 4105, activity.checkIn, { token, body: { activity_id: a.id, code: 'ZZZZZZZZZZ' } });
    await refused(t, 4105, activity.checkIn, {
      token,
      body: { activity_id: a.id, code: other.tickets[0]!.code },
    });
    await refused(t, 4105, activity.checkIn, {
      token,
      body: { activity_id: a.id, code: other.tickets[0]!.qr },
    });
    const [head, , sig] = x!.qr.split('.');
    const forged = Buffer.from(JSON.stringify({ t: x!.id, a: a.id, k: 1, n: 1, c: 'AAAAAAAAAA' })).toString(
      'base64url',
    );
    await refused(t, 4105, activity.checkIn, {
      token,
      body: { activity_id: a.id, code: `${head}.${forged}.${sig}` },
    });
    await refused(t, 1405, activity.checkIn, {
      token: other.shop.owner.token,
      body: { activity_id: a.id, code: x!.code },
    });
    await refused(t, 1405, activity.checkIn, {
      token: buyer.token,
      body: { activity_id: a.id, code: x!.code },
    });
    await refused(t, 1403, activity.checkIn, {
      token: await visitorToken(t.app),
      body: { activity_id: a.id, code: x!.code },
    });
    await refused(t, 1400, activity.checkIn, { token, body: { activity_id: a.id, code: '' } });
    await refused(t, 1400, activity.checkIn, { token, body: { activity_id: 99_999_999, code: x!.code } });
    expect(await countRows(t, 'activity_checkin', `activity_id = ${a.id}`)).toBe(0);
    // Refunded: the ticket is void at the door.
    await ok(t, mall.storeCancel, { token: shop.owner.token, body: { id: x!.order_id!, reason: '退票' } });
    await refused(t, 4106, activity.checkIn, { token, body: { activity_id: a.id, code: x!.code } });
  });

  it('two scanners scanning the same ticket at once: one check-in, one "already checked in"', async () => {
    const { shop, a, tickets } = await event(1);
    const code = tickets[0]!.qr;
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        raw('POST', activity.checkIn.path, {
          token: i % 2 ? shop.owner.token : shop.clerk.token,
          body: { activity_id: a.id, code },
        }),
      ),
    );
    const codes = results.map((r) => r.body.code).sort();
    expect(codes).toEqual([0, 4107, 4107, 4107, 4107, 4107, 4107, 4107]);
    expect(await countRows(t, 'activity_checkin', `ticket_id = ${tickets[0]!.id}`)).toBe(1);
  });
});

describe('POST /api/activity/check-in-sync', () => {
  it('an offline queue of 30 check-ins with duplicates, synced twice (and by two scanners): each ticket once', async () => {
    const { shop, a, tickets } = await event(20);
    expect(tickets).toHaveLength(20);
    const start = Date.now() - 30 * 60_000;
    // 20 tickets, 10 of them scanned twice; one forged code.
    const items = [...tickets, ...tickets.slice(0, 10)].map((x, i) => ({
      code: i % 3 ? x.qr : x.code,
      scanned_at: new Date(start + i * 1000).toISOString(),
    }));
    items.push({ code: 'NOTATICKET', scanned_at: new Date(start).toISOString() });
    const body = { activity_id: a.id, device_id: 'gate-1', items };
    const one = await ok(t, activity.checkInSync, { token: shop.clerk.token, body });
    const count = (r: typeof one, k: string) => r.list.filter((x) => x.result === k).length;
    expect([count(one, 'checked_in'), count(one, 'duplicate'), count(one, 'invalid')]).toEqual([20, 10, 1]);
    expect(one.list[0]!.checked_in_at).toBe(new Date(start).toISOString());
    const two = await ok(t, activity.checkInSync, { token: shop.clerk.token, body });
    expect(two.list).toEqual(one.list);
    const [other, twice] = await Promise.all([
      ok(t, activity.checkInSync, { token: shop.owner.token, body: { ...body, device_id: 'gate-2' } }),
      ok(t, activity.checkInSync, { token: shop.clerk.token, body }),
    ]);
    expect(count(other, 'checked_in')).toBe(0);
    expect(count(other, 'duplicate')).toBe(30);
    expect(twice.list).toEqual(one.list);
    expect(await countRows(t, 'activity_checkin', `activity_id = ${a.id}`)).toBe(20);
    await refused(t, 1405, activity.checkInSync, { token: (await newUser(t)).token, body });
    await refused(t, 1400, activity.checkInSync, { token: shop.clerk.token, body: { ...body, items: [] } });
    await refused(t, 1400, activity.checkInSync, {
      token: shop.clerk.token,
      body: { ...body, items: [{ code: tickets[0]!.code, scanned_at: 'yesterday' }] },
    });
  });
});

describe('attendee list and export', () => {
  it('lists the tickets with ID numbers masked, to the organiser only; exports CSV', async () => {
    const shop = await f.newShop();
    const a = await f.newActivity(shop, { real_name: 1 });
    const type = await f.newTicketType(shop, a.id, { name: '=HYPERLINK("x")' });
    const buyer = await newUser(t, { nickname: '买票的人' });
    const p = await f.newAttendee(buyer, '赵六');
    await f.buyTickets(buyer, type, 1, [p.id]);
    const walkIn = await ok(t, activity.manualSignUp, {
      token: shop.clerk.token,
      body: { kind: 'attendee', activity_id: a.id, ticket_type_id: type.id, name: '现场观众' },
    });
    expect(walkIn.ticket_id).toBeGreaterThan(0);
    const list = await ok(t, activity.attendeeRoster, {
      token: shop.clerk.token,
      query: { activity_id: a.id, limit: 1 },
    });
    expect(list.list).toHaveLength(1);
    expect(list.list[0]).toMatchObject({ attendee_name: '现场观众', buyer: { id: null } });
    const rest = await ok(t, activity.attendeeRoster, {
      token: shop.clerk.token,
      query: { activity_id: a.id, cursor: list.next_cursor! },
    });
    expect(rest.list[0]).toMatchObject({ attendee_name: '赵六', buyer: { nickname: '买票的人' } });
    expect(rest.list[0]!.attendee_id_card).toMatch(/^\d{3}\*{11}[\dX]{4}$/);
    await refused(t, 1405, activity.attendeeRoster, { token: buyer.token, query: { activity_id: a.id } });

    const r = await t.app.inject({
      method: 'GET',
      url: `${activity.attendeeExport.path}?activity_id=${a.id}`,
      headers: { 'x-access-token': shop.owner.token },
    });
    expect(r.headers['content-type']).toContain('text/csv');
    expect(r.body.startsWith('\ufeff')).toBe(true);
    expect(r.body).toContain('赵六');
    expect(r.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect(r.body).not.toMatch(/\d{17}[\dX]/);
    const denied = await t.app.inject({
      method: 'GET',
      url: `${activity.attendeeExport.path}?activity_id=${a.id}`,
      headers: { 'x-access-token': buyer.token },
    });
    expect(denied.json().code).toBe(1405);
  });
});
