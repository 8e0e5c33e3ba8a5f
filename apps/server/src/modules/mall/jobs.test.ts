import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { countRows, newUser, testApp, userRow, byPath } from '../../../test/helpers.ts';
import { factories } from '../../../test/kit.ts';
import { mallModule, type MallServices } from './index.ts';
import type { LifecycleOrder } from './lifecycle.ts';
import type { NotifyBody } from './payments.ts';

let mall: MallServices;
const DAY = 86_400_000;

const t = await testApp({
  MALL_UNPAID_MINUTES: '15',
  MALL_AUTO_CONFIRM_DAYS: '10',
  MALL_AFTER_SALE_DAYS: '7',
});
const f = factories(t);
const by = byPath(t);
beforeAll(async () => {
  // A second mall on the app's own services, to drive the timed transitions with a chosen clock.
  // It never serves routes: its gateway finds nobody to notify, as when the notify route is down.
  mall = mallModule(t.platform, {
    users: t.services.users,
    wallet: t.services.wallet,
    addressBook: t.services.addressBook,
    merchants: t.services.merchants,
    points: t.services.points,
    files: t.services.uploads,
    rewards: {
      shareGoods: (tx, userId, id) => t.services.integral.rewards.share(tx, userId, { type: 'goods', id }),
    },
  }).services;
});

async function order(id: number) {
  const r = await t.database.db.execute<{ status: string }>(sql`select status from orders where id = ${id}`);
  return r.rows[0]!.status;
}

describe('timed transitions', () => {
  it('unpaid orders are cancelled after the deadline (and not before) by the minute sweep; stock and points return', async () => {
    const s = await f.newShop();
    const g = await f.newGoods(s.id, { delivery: 'verify', stock: 3, price: 10_000 });
    const u = await newUser(t);
    await f.givePoints(u.id, 500);
    const sub = await by.ok<{ order_ids: number[]; expires_at: string }>('POST', '/api/order/submit', {
      token: u.token,
      body: {
        token: 'expire-token-1',
        items: [{ goods_id: g.id, sku_id: g.sku.id, num: 2 }],
        use_integral: 1,
      },
    });
    const id = sub.order_ids[0]!;
    expect(await countRows(t, 'pgboss.schedule', `name = 'mall.sweep' and cron = '* * * * *'`)).toBe(1);
    expect(await mall.orders.expire(new Date(Date.now() + 14 * 60_000))).toBe(0);
    expect(await order(id)).toBe('unpaid');
    const later = new Date(Date.parse(sub.expires_at) + 1000);
    expect(await mall.orders.expire(later, [id])).toBe(1);
    expect(await mall.orders.expire(later, [id])).toBe(0);
    expect(await order(id)).toBe('cancelled');
    expect((await userRow(t, u.id)).integral).toBe(500);
    const stock = await t.database.db.execute<{ stock: number }>(
      sql`select stock from goods_sku where id = ${g.sku.id}`,
    );
    expect(stock.rows[0]!.stock).toBe(3);
    const d = await by.ok<{ timeline: { action: string; actor: string; note: string }[] }>(
      'GET',
      '/api/order/detail',
      {
        token: u.token,
        query: { id },
      },
    );
    expect(d.timeline.at(-1)).toMatchObject({ action: 'cancel', actor: 'system', note: 'payment timed out' });
  });

  it('shipped orders are confirmed after the configured days; received ones complete when the window closes', async () => {
    const s = await f.newShop();
    const g = await f.newGoods(s.id);
    const u = await newUser(t);
    const { orderId } = await f.paidOrder(u, g);
    await by.ok('POST', '/plugin/mch/api/order/send', {
      token: s.owner.token,
      body: { id: orderId, express_company: 'JD', express_no: 'JD0012345678' },
    });
    const detail = await by.ok<{ auto_confirm_at: string }>('GET', '/api/order/detail', {
      token: u.token,
      query: { id: orderId },
    });
    expect(Date.parse(detail.auto_confirm_at) - Date.now()).toBeGreaterThan(9.9 * DAY);
    expect(await mall.orders.autoConfirm(new Date(Date.now() + 9 * DAY))).toBe(0);
    expect(await mall.orders.autoConfirm(new Date(Date.now() + 11 * DAY))).toBeGreaterThanOrEqual(1);
    expect(await order(orderId)).toBe('received');

    const completed: LifecycleOrder[] = [];
    mall.flow.lifecycle.register('*', async (_tx, e) => {
      if (e.kind === 'completed') completed.push(e.order);
    });
    expect(await mall.orders.completeDue(new Date(Date.now() + 6 * DAY))).toBe(0);
    // An open after-sale keeps the window open.
    const d = await by.ok<{ items: { id: number }[] }>('GET', '/api/order/detail', {
      token: u.token,
      query: { id: orderId },
    });
    const a = await by.ok<{ id: number }>('POST', '/api/order/after-sale/apply', {
      token: u.token,
      body: { order_item_id: d.items[0]!.id, type: 'refund', reason_id: 2 },
    });
    await mall.orders.completeDue(new Date(Date.now() + 8 * DAY));
    expect(await order(orderId)).toBe('received');
    await by.ok('POST', '/api/order/after-sale/cancel', { token: u.token, body: { id: a.id } });
    await mall.orders.completeDue(new Date(Date.now() + 8 * DAY));
    expect(await order(orderId)).toBe('completed');
    expect(completed.map((o) => o.id)).toContain(orderId);
    expect(
      await countRows(t, 'order_event', `order_id = ${orderId} and action = 'complete' and actor = 'system'`),
    ).toBe(1);
  });

  it('a notify nobody acknowledged becomes a durable retry job; the reconciliation job asks the gateway and settles', async () => {
    const s = await f.newShop();
    const g = await f.newGoods(s.id, { delivery: 'verify', price: 3300 });
    const u = await newUser(t);
    const pay = async () => {
      const orderId = await f.newOrder(u, g);
      const p = await by.ok<{ payment_id: number }>('POST', '/api/order/pay-data', {
        token: u.token,
        body: { order_ids: [orderId] },
      });
      return { orderId, paymentId: p.payment_id };
    };
    const row = async (id: number) =>
      (
        await t.database.db.execute<{ status: string; expires_at: string }>(
          sql`select status, expires_at::text from payment where id = ${id}`,
        )
      ).rows[0]!;
    const paymentOf = async (id: number) => (await mall.payments.cashierPayment(id))!;
    // `mall` was built beside the app and never serves routes: its gateway finds nobody to notify,
    // as when the notify route is down.
    const a = await pay();
    await mall.gateway.submit('en', await paymentOf(a.paymentId), 'paid');
    await mall.gateway.idle();
    expect((await row(a.paymentId)).status).toBe('pending');
    const jobs = await t.database.db.execute<{ data: NotifyBody }>(
      sql`select data from pgboss.job where name = 'mall.sandbox-notify' and data->>'payment_id' = ${String(a.paymentId)}`,
    );
    expect(jobs.rows).toHaveLength(1);
    // The job's handler, run by the app's own module, delivers it.
    await t.services.mall.gateway.redeliver(jobs.rows[0]!.data);
    expect((await row(a.paymentId)).status).toBe('paid');
    expect(await order(a.orderId)).toBe('paid');

    // Lost for good (no retry left): the reconciliation job finds the attempt and asks the gateway.
    const b = await pay();
    await mall.gateway.submit('en', await paymentOf(b.paymentId), 'paid');
    await mall.gateway.idle();
    const c = await pay(); // never paid at the gateway
    const ask = (id: number) => t.services.mall.gateway.query(id);
    expect(
      await countRows(t, 'pgboss.schedule', `name = 'mall.reconcile-payments' and cron = '* * * * *'`),
    ).toBe(1);
    // Not yet: a notify may still be on its way.
    await t.services.mall.payments.reconcile(ask, new Date());
    expect((await row(b.paymentId)).status).toBe('pending');
    const later = new Date(Date.now() + 6 * 60_000);
    const r1 = await t.services.mall.payments.reconcile(ask, later);
    expect(r1.settled).toBeGreaterThanOrEqual(1);
    expect((await row(b.paymentId)).status).toBe('paid');
    expect(await order(b.orderId)).toBe('paid');
    expect((await row(c.paymentId)).status).toBe('pending');
    expect(await countRows(t, 'payment_charge', `payment_id = ${b.paymentId}`)).toBe(1);
    // Again: nothing changes (the transaction is settled once).
    await t.services.mall.payments.reconcile(ask, later);
    expect(await countRows(t, 'payment_charge', `payment_id = ${b.paymentId}`)).toBe(1);
    // Past its deadline with nothing paid at the gateway, the attempt is closed.
    await t.services.mall.payments.reconcile(
      ask,
      new Date(Date.parse((await row(c.paymentId)).expires_at) + 1000),
    );
    expect((await row(c.paymentId)).status).toBe('closed');
  });
});
