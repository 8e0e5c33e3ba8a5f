import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { activity, mall } from '@dance/contracts';
import { countRows, newUser, testFile, visitorToken, type TestUser } from '../../../test/helpers.ts';
import { ok, refused, tag } from '../../../test/kit.ts';
import { TicketSigner } from './qr.ts';

const { t, kit: f, by } = await testFile();
const raw = by.api;
const DAY = 86_400_000;
/** A refundable-until time in two days. */
const soon = () => new Date(Date.now() + 2 * DAY).toISOString();

async function one<T>(q: ReturnType<typeof sql>): Promise<T> {
  return (await t.database.db.execute(q)).rows[0] as T;
}

/** A ticket type's counters and its SKU's stock, which must mirror the seats left. */
async function seats(typeId: number) {
  return one<{ capacity: number; sold: number; held: number; stock: number; goods_stock: number }>(sql`
    select tt.capacity, tt.sold, tt.held, s.stock, g.stock as goods_stock
      from activity_ticket_type tt join goods_sku s on s.id = tt.sku_id join goods g on g.id = s.goods_id
     where tt.id = ${typeId}`);
}

function submit(buyer: TestUser, type: { activity_id: number; sku_id: number }, num: number, extra = {}) {
  return raw('POST', mall.orderSubmit.path, {
    token: buyer.token,
    body: {
      token: `t-${tag()}-${tag()}`,
      items: [{ goods_id: type.activity_id, sku_id: type.sku_id, num, ...extra }],
    },
  });
}

describe('POST /api/activity/edit-ticket', () => {
  it('creates ticket types as SKUs of the activity goods, edits them; capacity never below sold and held', async () => {
    const shop = await f.newShop();
    const a = await f.newActivity(shop);
    const early = await f.newTicketType(shop, a.id, { name: '早鸟票', price: '59.00', capacity: 2 });
    const std = await f.newTicketType(shop, a.id, {
      name: '标准票',
      price: '88.00',
      capacity: 10,
      per_user_limit: 4,
    });
    expect(early).toMatchObject({ name: '早鸟票', price: '59.00', remaining: 2, state: 'on_sale' });
    const g = await ok(t, mall.goodsDetail, { token: await visitorToken(t.app), query: { id: a.id } });
    expect(g.specs).toEqual([{ name: '票种', values: ['早鸟票', '标准票'] }]);
    expect(g.skus.map((s) => [s.id, s.price, s.stock])).toEqual([
      [early.sku_id, '59.00', 2],
      [std.sku_id, '88.00', 10],
    ]);
    expect(g.price).toBe('59.00');

    await f.buyTickets(await newUser(t), early, 2);
    const edited = await ok(t, activity.editTicket, {
      token: shop.clerk.token,
      body: { id: early.id, activity_id: a.id, name: '早鸟票', price: '69.00', capacity: 5 },
    });
    expect(edited).toMatchObject({ price: '69.00', capacity: 5, remaining: 3 });
    expect(await seats(early.id)).toMatchObject({ capacity: 5, sold: 2, held: 0, stock: 3 });
    // The detail's cheapest ticket and seats left are over all its types: 3 + 10 left.
    const shown = await ok(t, activity.activityDetail, {
      token: await visitorToken(t.app),
      query: { id: a.id },
    });
    expect(shown).toMatchObject({ price_from: '69.00', remaining: 13 });
    for (const capacity of [0, 1]) {
      const r = await refused(t, 1400, activity.editTicket, {
        token: shop.owner.token,
        body: { id: early.id, activity_id: a.id, name: '早鸟票', price: '79.00', capacity },
      });
      expect(r.body.msg).toContain('capacity');
    }
    expect(await seats(early.id)).toMatchObject({ capacity: 5, sold: 2, stock: 3 });
    expect(
      (await ok(t, mall.goodsDetail, { token: shop.owner.token, query: { id: a.id } })).skus[0]!.price,
    ).toBe('69.00');
  });

  it('bad input names the field; strangers are refused; visitors get 1403; nothing changes', async () => {
    const shop = await f.newShop();
    const a = await f.newActivity(shop);
    const base = { activity_id: a.id, name: '票', price: '10.00', capacity: 10 };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, name: '' }, 'name'],
      [{ ...base, name: 'x'.repeat(31) }, 'name'],
      [{ ...base, price: '-1.00' }, 'price'],
      [{ ...base, price: '0.00' }, 'price'],
      [{ ...base, price: 10 }, 'price'],
      [{ ...base, capacity: -5 }, 'capacity'],
      [{ ...base, capacity: true }, 'capacity'],
      [{ ...base, capacity: 100_001 }, 'capacity'],
      [{ ...base, activity_id: 99_999_999 }, 'activity_id'],
      [{ ...base, id: 99_999_999 }, 'id'],
      [{ ...base, division_id: 99_999_999 }, 'division_id'],
      [
        {
          ...base,
          sale_start_at: new Date(Date.now() + DAY).toISOString(),
          sale_end_at: new Date(Date.now()).toISOString(),
        },
        'sale_end_at',
      ],
      [{ ...base, per_order_limit: 0 }, 'per_order_limit'],
    ];
    for (const [body, field] of cases) {
      const r = await raw('POST', activity.editTicket.path, { token: shop.owner.token, body });
      expect(r.body.code, `${field} ${JSON.stringify(r.body)}`).toBe(1400);
      expect(r.body.msg).toContain(field);
    }
    await refused(t, 1405, activity.editTicket, { token: (await f.newShop()).owner.token, body: base });
    await refused(t, 1405, activity.editTicket, { token: (await newUser(t)).token, body: base });
    await refused(t, 1403, activity.editTicket, { token: await visitorToken(t.app), body: base });
    expect(await countRows(t, 'activity_ticket_type', `activity_id = ${a.id}`)).toBe(0);
    expect(await countRows(t, 'goods_sku', `goods_id = ${a.id}`)).toBe(0);
  });
});

describe('buying tickets', () => {
  it('holds at submit, issues one numbered ticket per seat with its attendee and a signed QR when paid', async () => {
    const shop = await f.newShop();
    const a = await f.newActivity(shop, { real_name: 1 });
    const type = await f.newTicketType(shop, a.id, { capacity: 5 });
    const buyer = await newUser(t);
    const p1 = await f.newAttendee(buyer, '张三');
    const p2 = await f.newAttendee(buyer, '李四');
    expect(p1.id_card).toMatch(/^\d{3}\*{11}[\dX]{4}$/);

    const r = await submit(buyer, type, 2, { attendee_ids: [p1.id, p2.id] });
    expect(r.body.code, JSON.stringify(r.body)).toBe(0);
    expect(await seats(type.id)).toMatchObject({ sold: 0, held: 2, stock: 3, goods_stock: 3 });
    const orderId = (r.body.data as { order_ids: number[] }).order_ids[0]!;
    await f.fund(buyer.id, 19_800);
    const p = await ok(t, mall.payData, { token: buyer.token, body: { order_ids: [orderId] } });
    await ok(t, mall.payBuyBalance, { token: buyer.token, query: { payment_id: p.payment_id } });
    expect(await seats(type.id)).toMatchObject({ sold: 2, held: 0, stock: 3 });

    const mine = await ok(t, activity.myTickets, { token: buyer.token, query: {} });
    expect(mine.list.map((x) => [x.seq, x.attendee?.name, x.status, x.order_id])).toEqual([
      [2, '李四', 'valid', orderId],
      [1, '张三', 'valid', orderId],
    ]);
    expect(mine.list[0]!.attendee!.id_card).toMatch(/\*{11}/);
    const key = await ok(t, activity.ticketKey, { token: await visitorToken(t.app) });
    const claim = new TicketSigner(t.config.tokenSecret!).verify(mine.list[0]!.qr);
    expect(claim).toMatchObject({ t: mine.list[0]!.id, a: a.id, c: mine.list[0]!.code });
    expect(key.key_id).toBe(new TicketSigner(t.config.tokenSecret!).keyId);
    // Nobody else sees the ticket.
    await refused(t, 1404, activity.ticketDetail, {
      token: (await newUser(t)).token,
      query: { id: mine.list[0]!.id },
    });
    const staffView = await ok(t, activity.ticketDetail, {
      token: shop.clerk.token,
      query: { id: mine.list[0]!.id },
    });
    expect(staffView.attendee!.id_card).not.toMatch(/^\d{18}$/);

    const stats = await ok(t, activity.ticketOrderStatistic, {
      token: shop.owner.token,
      query: { activity_id: a.id },
    });
    expect(stats.list[0]).toMatchObject({ sold: 2, held: 0, remaining: 3, revenue: '198.00', checked_in: 0 });
    await refused(t, 1405, activity.ticketOrderStatistic, {
      token: buyer.token,
      query: { activity_id: a.id },
    });
  });

  it('refuses what the ticket type does not allow, and writes nothing', async () => {
    const shop = await f.newShop();
    const a = await f.newActivity(shop, { real_name: 1 });
    const soon = await f.newTicketType(shop, a.id, {
      sale_start_at: new Date(Date.now() + DAY).toISOString(),
    });
    const capped = await f.newTicketType(shop, a.id, { capacity: 1, per_order_limit: 1 });
    const single = await f.newTicketType(shop, a.id, { capacity: 5, per_order_limit: 1 });
    const buyer = await newUser(t);
    const noId = await ok(t, activity.attendeeSave, {
      token: buyer.token,
      body: { name: '无证', mobile: '13912345678' },
    });
    const ok1 = await f.newAttendee(buyer);
    expect((await submit(buyer, soon, 1, { attendee_ids: [ok1.id] })).body.code).toBe(4102);
    expect((await submit(buyer, single, 2, { attendee_ids: [ok1.id, noId.id] })).body.code).toBe(4114);
    expect((await submit(buyer, capped, 1)).body.code).toBe(1400);
    expect((await submit(buyer, capped, 1, { attendee_ids: [noId.id] })).body.code).toBe(1400);
    const stranger = await f.newAttendee(await newUser(t));
    expect((await submit(buyer, capped, 1, { attendee_ids: [stranger.id] })).body.code).toBe(1400);
    expect(await countRows(t, 'orders', `user_id = ${buyer.id}`)).toBe(0);
    expect(await seats(capped.id)).toMatchObject({ held: 0, stock: 1 });

    const other = await newUser(t);
    expect(
      (await submit(other, capped, 1, { attendee_ids: [(await f.newAttendee(other)).id] })).body.code,
    ).toBe(0);
    // Sold out: the mall's own stock and the ticket type agree.
    const late = (await submit(buyer, capped, 1, { attendee_ids: [ok1.id] })).body.code;
    expect([4002, 4103]).toContain(late);

    const draft = await f.newActivity(shop, { status: 'draft' });
    const hidden = await f.newTicketType(shop, draft.id);
    expect((await submit(buyer, hidden, 1)).body.code).toBe(4001);
  });

  it('an unpaid order that expires gives its seats back; cancelling does too', async () => {
    const shop = await f.newShop();
    const a = await f.newActivity(shop);
    const type = await f.newTicketType(shop, a.id, { capacity: 3 });
    const u = await newUser(t);
    const r = await submit(u, type, 2);
    const orderId = (r.body.data as { order_ids: number[] }).order_ids[0]!;
    expect(await seats(type.id)).toMatchObject({ held: 2, stock: 1 });
    const n = await t.services.mall.orders.expire(new Date(Date.now() + 60 * 60_000), [orderId]);
    expect(n).toBe(1);
    expect(await seats(type.id)).toMatchObject({ held: 0, sold: 0, stock: 3, goods_stock: 3 });
    expect(await countRows(t, 'activity_hold', `order_id = ${orderId} and status = 'released'`)).toBe(1);

    const r2 = await submit(u, type, 3);
    const second = (r2.body.data as { order_ids: number[] }).order_ids[0]!;
    await ok(t, mall.orderCancel, { token: u.token, body: { id: second } });
    expect(await seats(type.id)).toMatchObject({ held: 0, stock: 3 });
    expect(await countRows(t, 'activity_ticket', `order_id in (${orderId}, ${second})`)).toBe(0);
  });

  it('a refund gives the seat back only when it really happens', async () => {
    const shop = await f.newShop();
    const a = await f.newActivity(shop);
    const type = await f.newTicketType(shop, a.id, { capacity: 4, refundable_until: soon() });
    const u = await newUser(t);
    const { orderId } = await f.buyTickets(u, type, 2);
    expect(await seats(type.id)).toMatchObject({ sold: 2, stock: 2 });
    // The buyer asks; the shop refuses: nothing moves.
    await ok(t, mall.cancelApply, { token: u.token, body: { id: orderId, cause_id: 1 } });
    expect(await seats(type.id)).toMatchObject({ sold: 2, stock: 2 });
    await ok(t, mall.mchCancelApplyHandle, { token: shop.owner.token, body: { id: orderId, agree: false } });
    expect(await seats(type.id)).toMatchObject({ sold: 2, stock: 2 });
    expect(await countRows(t, 'activity_ticket', `order_id = ${orderId} and status = 'valid'`)).toBe(2);
    // The shop refunds: the tickets are void and the seats are for sale again.
    await ok(t, mall.storeCancel, { token: shop.owner.token, body: { id: orderId, reason: '场地变更' } });
    expect(await seats(type.id)).toMatchObject({ sold: 0, held: 0, stock: 4 });
    expect(await countRows(t, 'activity_ticket', `order_id = ${orderId} and status = 'void'`)).toBe(2);
    const mine = await ok(t, activity.myTickets, { token: u.token, query: { status: 'void' } });
    expect(mine.list.map((x) => [x.status, x.qr])).toEqual([
      ['void', ''],
      ['void', ''],
    ]);
    const stats = await ok(t, activity.ticketOrderStatistic, {
      token: shop.owner.token,
      query: { activity_id: a.id },
    });
    expect(stats.total).toMatchObject({ sold: 0, revenue: '0.00' });
    const d = await ok(t, activity.activityDetail, { token: u.token, query: { id: a.id } });
    expect(d.sold).toBe(0);
  });

  it('a verified ticket order refunded by an after-sale voids that line and returns its seats', async () => {
    const shop = await f.newShop();
    const a = await f.newActivity(shop);
    const type = await f.newTicketType(shop, a.id, { capacity: 4, refundable_until: soon() });
    const u = await newUser(t);
    const { orderId } = await f.buyTickets(u, type, 1);
    const code = await ok(t, mall.clerkQrCode, { token: u.token, query: { id: orderId } });
    await ok(t, mall.orderClerk, { token: shop.clerk.token, query: { code: code.code } });
    const d = await ok(t, mall.orderDetail, { token: u.token, query: { id: orderId } });
    const as = await ok(t, mall.afterSaleApply, {
      token: u.token,
      body: { order_item_id: d.items[0]!.id, type: 'refund', reason_id: 1 },
    });
    expect(await seats(type.id)).toMatchObject({ sold: 1, stock: 3 });
    await ok(t, mall.mchAfterSaleHandle, { token: shop.owner.token, body: { id: as.id, agree: true } });
    expect(await seats(type.id)).toMatchObject({ sold: 0, stock: 4, goods_stock: 4 });
    expect(await countRows(t, 'activity_ticket', `order_id = ${orderId} and status = 'void'`)).toBe(1);
  });
});

describe('refundable until', () => {
  it('a buyer may ask for a refund only before the refundable-until time and before entry; the shop may always refund', async () => {
    const shop = await f.newShop();
    const a = await f.newActivity(shop);
    const never = await f.newTicketType(shop, a.id);
    const past = await f.newTicketType(shop, a.id, {
      refundable_until: new Date(Date.now() - 60_000).toISOString(),
    });
    const open = await f.newTicketType(shop, a.id, { refundable_until: soon() });
    const u = await newUser(t);
    for (const type of [never, past]) {
      const { orderId } = await f.buyTickets(u, type, 1);
      await refused(t, 4115, mall.cancelApply, { token: u.token, body: { id: orderId, cause_id: 1 } });
      await ok(t, mall.storeCancel, { token: shop.owner.token, body: { id: orderId, reason: '主办方退款' } });
      expect(await seats(type.id)).toMatchObject({ sold: 0 });
    }
    // Checked in at the door: no longer refundable at the buyer's request.
    const { orderId } = await f.buyTickets(u, open, 1);
    const [ticket] = (await ok(t, activity.myTickets, { token: u.token, query: { status: 'valid' } })).list;
    await ok(t, activity.checkIn, {
      token: shop.clerk.token,
      body: { activity_id: a.id, code: ticket!.code },
    });
    await refused(t, 4115, mall.cancelApply, { token: u.token, body: { id: orderId, cause_id: 1 } });
    const second = await f.buyTickets(u, open, 1);
    await ok(t, mall.cancelApply, { token: u.token, body: { id: second.orderId, cause_id: 1 } });
  });
});

describe('concurrency, counted to the unit', () => {
  it('500 buyers at once on a ticket type of capacity 50: exactly 50 tickets, never more', async () => {
    const shop = await f.newShop();
    const a = await f.newActivity(shop);
    const type = await f.newTicketType(shop, a.id, { capacity: 50, price: '30.00' });
    const buyers: TestUser[] = [];
    for (let i = 0; i < 5; i++)
      buyers.push(...(await Promise.all(Array.from({ length: 100 }, () => newUser(t)))));
    const results = await Promise.all(buyers.map((b) => submit(b, type, 1)));
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => ![0, 4002, 4103].includes(c))).toEqual([]);
    expect(codes.filter((c) => c === 0)).toHaveLength(50);
    expect(await seats(type.id)).toMatchObject({ held: 50, sold: 0, stock: 0, goods_stock: 0 });
    const orderIds = results
      .filter((r) => r.body.code === 0)
      .map((r) => (r.body.data as { order_ids: number[] }).order_ids[0]!);
    // Pay all of them at once.
    await Promise.all(
      results.map(async (r, i) => {
        if (r.body.code !== 0) return;
        const b = buyers[i]!;
        await f.fund(b.id, 3000);
        const p = await raw<{ payment_id: number }>('POST', mall.payData.path, {
          token: b.token,
          body: { order_ids: (r.body.data as { order_ids: number[] }).order_ids },
        });
        const paid = await raw('GET', mall.payBuyBalance.path, {
          token: b.token,
          query: { payment_id: p.body.data.payment_id },
        });
        expect(paid.body.code).toBe(0);
      }),
    );
    expect(await countRows(t, 'activity_ticket', `ticket_type_id = ${type.id}`)).toBe(50);
    expect(await countRows(t, 'activity_ticket', `order_id in (${orderIds.join(',')})`)).toBe(50);
    const seqs = await t.database.db.execute<{ n: number }>(
      sql`select count(distinct seq)::int as n from activity_ticket where ticket_type_id = ${type.id} and seq between 1 and 50`,
    );
    expect(Number(seqs.rows[0]!.n)).toBe(50);
    expect(await seats(type.id)).toMatchObject({ held: 0, sold: 50, stock: 0 });
  }, 240_000);

  it('one buyer racing past a per-user limit of 2 gets at most 2', async () => {
    const shop = await f.newShop();
    const a = await f.newActivity(shop);
    const type = await f.newTicketType(shop, a.id, { capacity: 100, per_user_limit: 2 });
    const u = await newUser(t);
    const results = await Promise.all(Array.from({ length: 12 }, () => submit(u, type, 1)));
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(2);
    expect(codes.filter((c) => c === 4104)).toHaveLength(10);
    expect(await seats(type.id)).toMatchObject({ held: 2, stock: 98 });
    // Two more at once, after paying one: still two in all.
    await Promise.all(
      results
        .filter((r) => r.body.code === 0)
        .slice(0, 1)
        .map(async (r) => {
          await f.fund(u.id, 9900);
          const p = await ok(t, mall.payData, {
            token: u.token,
            body: { order_ids: (r.body.data as { order_ids: number[] }).order_ids },
          });
          await ok(t, mall.payBuyBalance, { token: u.token, query: { payment_id: p.payment_id } });
        }),
    );
    const again = await Promise.all(Array.from({ length: 4 }, () => submit(u, type, 1)));
    expect(again.map((r) => r.body.code)).toEqual([4104, 4104, 4104, 4104]);
    expect(await seats(type.id)).toMatchObject({ held: 1, sold: 1 });
  });
});
