import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { countRows, newUser, userRow, testFile } from '../../../test/helpers.ts';
import type { LifecycleEvent } from './lifecycle.ts';

/** Every event the course fulfiller saw, with its order and lines. */
const seen: { kind: LifecycleEvent['kind']; orderId: number; amount: number | null; lines: number[] }[] = [];
/** The fulfillers' calls in order, per order: `<order>:<who>:<kind>`. */
const calls: string[] = [];
/** Goods whose fulfilment fails (as a licence server that is down would). */
const failing = new Set<number>();

const { t, kit: f, by } = await testFile();
beforeAll(async () => {
  // A fulfiller written here: a course grants a seat per line when paid and takes it back when refunded.
  await t.database.db.execute(
    sql`create table test_seat (order_id bigint, item_id bigint, user_id bigint, primary key (order_id, item_id))`,
  );
  t.services.mall.flow.lifecycle.register('course', async (tx, e) => {
    calls.push(`${e.order.id}:course:${e.kind}`);
    seen.push({
      kind: e.kind,
      orderId: e.order.id,
      amount: e.kind === 'refunded' ? e.amount : null,
      lines: e.lines.map((l) => l.amount),
    });
    if (e.kind === 'paid') {
      if (e.lines.some((l) => failing.has(l.goodsId))) throw new Error('licence server down');
      for (const l of e.lines)
        await tx.execute(
          sql`insert into test_seat values (${e.order.id}, ${l.itemId}, ${e.order.userId}) on conflict do nothing`,
        );
    }
    if (e.kind === 'refunded')
      for (const l of e.lines)
        await tx.execute(sql`delete from test_seat where order_id = ${e.order.id} and item_id = ${l.itemId}`);
  });
  // Every order's fulfiller sees, when paid, the sales its lines already moved.
  t.services.mall.flow.lifecycle.register('*', async (tx, e) => {
    const goodsId = e.lines[0]?.goodsId ?? 0;
    const r = await tx.execute(sql`select sales from goods where id = ${goodsId}`);
    calls.push(
      `${e.order.id}:*:${e.kind}:sales=${String((r.rows[0] as { sales?: number } | undefined)?.sales)}`,
    );
  });
});

const seats = (orderId: number) => countRows(t, 'test_seat', `order_id = ${orderId}`);

describe('the order lifecycle seam', () => {
  it('paid then refunded by the shop leaves nothing granted; the events carry the amounts', async () => {
    const s = await f.newShop();
    const g = await f.newGoods(s.id, { type: 'course', delivery: 'verify', price: 12_000 });
    const u = await newUser(t);
    const { orderId } = await f.paidOrder(u, g);
    expect(await seats(orderId)).toBe(1);
    await by.ok('POST', '/api/order/store-cancel', {
      token: s.owner.token,
      body: { id: orderId, reason: '停课' },
    });
    expect(await seats(orderId)).toBe(0);
    expect(seen.filter((e) => e.orderId === orderId)).toEqual([
      { kind: 'paid', orderId, amount: null, lines: [12_000] },
      { kind: 'refunded', orderId, amount: 12_000, lines: [12_000] },
    ]);
  });

  it('verified, then one line refunded by an after-sale: that line goes back, per line', async () => {
    const s = await f.newShop();
    const g = await f.newGoods(s.id, { type: 'course', delivery: 'express', price: 5000, shippingFee: 0 });
    const u = await newUser(t);
    const { orderId } = await f.paidOrder(u, g);
    await by.ok('POST', '/plugin/mch/api/order/send', {
      token: s.owner.token,
      body: { id: orderId, express_company: 'SF', express_no: 'SF20261123' },
    });
    const d = await by.ok<{ items: { id: number }[] }>('GET', '/api/order/detail', {
      token: u.token,
      query: { id: orderId },
    });
    const a = await by.ok<{ id: number }>('POST', '/api/order/after-sale/apply', {
      token: u.token,
      body: { order_item_id: d.items[0]!.id, type: 'refund', reason_id: 2 },
    });
    await by.ok('POST', '/plugin/mch/api/after-sale/handle', {
      token: s.owner.token,
      body: { id: a.id, agree: true },
    });
    expect(await seats(orderId)).toBe(0);
    expect(seen.filter((e) => e.orderId === orderId).map((e) => [e.kind, e.amount, e.lines])).toEqual([
      ['paid', null, [5000]],
      ['shipped', null, [0]],
      ['refunded', 5000, [5000]],
    ]);
  });

  it('a fulfiller that throws rolls the payment back: the order stays unpaid and the money untouched', async () => {
    const s = await f.newShop();
    const g = await f.newGoods(s.id, { type: 'course', delivery: 'verify', price: 3000, stock: 5 });
    failing.add(g.id);
    const u = await newUser(t);
    const orderId = await f.newOrder(u, g);
    await f.fund(u.id, 3000);
    const p = await by.ok<{ payment_id: number }>('POST', '/api/order/pay-data', {
      token: u.token,
      body: { order_ids: [orderId] },
    });
    const r = await by.api('GET', '/api/payment/pay-buy-balance', {
      token: u.token,
      query: { payment_id: p.payment_id },
    });
    expect(r.body.code).toBe(1500);
    expect((await userRow(t, u.id)).balance).toBe(3000);
    const row = async (q: ReturnType<typeof sql>) => (await t.database.db.execute(q)).rows[0];
    expect(await row(sql`select status from orders where id = ${orderId}`)).toEqual({ status: 'unpaid' });
    expect(await row(sql`select status from payment where id = ${p.payment_id}`)).toEqual({
      status: 'pending',
    });
    expect(await row(sql`select sales from goods where id = ${g.id}`)).toEqual({ sales: 0 });
    expect(await countRows(t, 'payment_charge', `payment_id = ${p.payment_id}`)).toBe(0);
    expect(await countRows(t, 'balance_log', `user_id = ${u.id} and kind = 'pay'`)).toBe(0);
    expect(await countRows(t, 'order_event', `order_id = ${orderId} and action = 'pay'`)).toBe(0);
    expect(await seats(orderId)).toBe(0);
    // Once the fulfiller works again, the same attempt pays.
    failing.delete(g.id);
    await by.ok('GET', '/api/payment/pay-buy-balance', {
      token: u.token,
      query: { payment_id: p.payment_id },
    });
    expect(await seats(orderId)).toBe(1);
    expect((await userRow(t, u.id)).balance).toBe(0);
  });

  it("runs a type's fulfillers before every order's, once the paid order's sales moved", async () => {
    const s = await f.newShop();
    const g = await f.newGoods(s.id, { type: 'course', delivery: 'verify', price: 12_000 });
    const { orderId } = await f.paidOrder(await newUser(t), g);
    expect(calls.filter((c) => c.startsWith(`${orderId}:`))).toEqual([
      `${orderId}:course:paid`,
      `${orderId}:*:paid:sales=1`,
    ]);
  });

  it('other goods types never reach the course fulfiller', async () => {
    const s = await f.newShop();
    const g = await f.newGoods(s.id, { delivery: 'verify', price: 800 });
    const u = await newUser(t);
    const before = seen.length;
    const { orderId } = await f.paidOrder(u, g);
    expect(seen.length).toBe(before);
    expect(await seats(orderId)).toBe(0);
  });
});
