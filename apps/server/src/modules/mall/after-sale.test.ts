import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { countRows, newUser, type TestUser, userRow, testFile } from '../../../test/helpers.ts';
import { uploadAs } from '../content/test-factories.ts';

const { t, kit: f, by, visitor } = await testFile();

interface AfterSale {
  id: number;
  status: string;
  refund_amount: string;
  return_address: string;
  records: { action: string; actor: string; express_no: string }[];
}

/** A shipped order of one express item paid from the balance. */
async function shipped(price = 10_000) {
  const s = await f.newShop();
  const g = await f.newGoods(s.id, { price });
  const u = await newUser(t);
  const { orderId } = await f.paidOrder(u, g);
  await by.ok('POST', '/plugin/mch/api/order/send', {
    token: s.owner.token,
    body: { id: orderId, express_company: 'ZTO', express_no: 'ZTO778899001' },
  });
  const d = await by.ok<{ items: { id: number }[] }>('GET', '/api/order/detail', {
    token: u.token,
    query: { id: orderId },
  });
  return { s, g, u, orderId, itemId: d.items[0]!.id };
}

const apply = async (u: TestUser, itemId: number, extra: object = {}) =>
  by.api<AfterSale>('POST', '/api/order/after-sale/apply', {
    token: u.token,
    body: {
      order_item_id: itemId,
      type: 'return_refund',
      reason_id: 1,
      content: '鞋码偏小',
      images: [await uploadAs(t.services.uploads, u.id, 'image')],
      ...extra,
    },
  });

describe('after-sale: return and refund through the negotiation record', () => {
  it('apply -> agree with return address -> ship back -> receive -> refunded to the balance', async () => {
    const { s, u, orderId, itemId } = await shipped(10_000);
    const before = (await userRow(t, u.id)).balance;
    const reasons = await by.ok<{ list: { id: number; name: string }[] }>(
      'GET',
      '/api/order/after-sale/reason-list',
      {
        token: u.token,
        headers: { 'x-app-language': 'fr' },
      },
    );
    expect(reasons.list[0]).toEqual({ id: 1, name: 'Mauvaise taille' });
    const a = (await apply(u, itemId)).body.data;
    expect(a).toMatchObject({ status: 'pending', refund_amount: '100.00' });
    expect((await apply(u, itemId)).body.code).toBe(4011);
    expect((await by.ok('GET', '/api/order/status-count', { token: u.token })).after_sale).toBe(1);
    const door = await newUser(t);
    await t.services.merchants.addClerk(s.id, door.id, 'verify');
    await by.code(1405, 'POST', '/plugin/mch/api/after-sale/handle', {
      token: door.token,
      body: { id: a.id, agree: true },
    });
    const agreed = await by.ok<AfterSale>('POST', '/plugin/mch/api/after-sale/handle', {
      token: s.owner.token,
      body: { id: a.id, agree: true, reason: '请寄回' },
    });
    expect(agreed).toMatchObject({ status: 'to_return', return_address: '上海市静安区南京西路 1 号' });
    await by.code(4011, 'POST', '/plugin/mch/api/after-sale/receive', {
      token: s.owner.token,
      body: { id: a.id },
    });
    await by.code(1400, 'POST', '/api/order/after-sale/ship-back', {
      token: u.token,
      body: { id: a.id, express_company: 'SF', express_no: '1' },
    });
    await by.code(1404, 'POST', '/api/order/after-sale/ship-back', {
      token: (await newUser(t)).token,
      body: { id: a.id, express_company: '顺丰', express_no: 'SF5566778899' },
    });
    await by.ok('POST', '/api/order/after-sale/ship-back', {
      token: u.token,
      body: { id: a.id, express_company: '顺丰', express_no: 'SF5566778899' },
    });
    await by.code(4011, 'POST', '/api/order/after-sale/cancel', { token: u.token, body: { id: a.id } });
    const done = await by.ok<AfterSale>('POST', '/plugin/mch/api/after-sale/receive', {
      token: s.owner.token,
      body: { id: a.id },
    });
    expect(done.status).toBe('refunded');
    expect(done.records.map((r) => `${r.actor}:${r.action}`)).toEqual([
      'buyer:apply',
      'merchant:agree',
      'buyer:ship_back',
      'merchant:receive',
      'system:refund',
    ]);
    expect((await userRow(t, u.id)).balance).toBe(before + 10_000);
    // Its only line refunded in full: the order is refunded; nothing more can be opened.
    const o = await by.ok<{ status: string; refund_amount: string; actions: { after_sale: boolean } }>(
      'GET',
      '/api/order/detail',
      {
        token: u.token,
        query: { id: orderId },
      },
    );
    expect(o).toMatchObject({ status: 'refunded', refund_amount: '100.00', actions: { after_sale: false } });
    expect((await apply(u, itemId)).body.code).toBe(4012);
    expect(await countRows(t, 'refund', `order_id = ${orderId} and cause_type = 'after_sale'`)).toBe(1);
    const list = await by.ok<{ list: { id: number }[] }>('GET', '/api/order/after-sale/list', {
      token: u.token,
    });
    expect(list.list.map((x) => x.id)).toEqual([a.id]);
  });

  it('refund only: the owner agrees and the money returns at once, exactly once under races', async () => {
    const { s, u, itemId } = await shipped(5000);
    const before = (await userRow(t, u.id)).balance;
    const a = (await apply(u, itemId, { type: 'refund' })).body.data;
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        by.api('POST', '/plugin/mch/api/after-sale/handle', {
          token: s.owner.token,
          body: { id: a.id, agree: true },
        }),
      ),
    );
    expect(results.map((r) => r.body.code).sort()).toEqual([0, 4011, 4011]);
    expect((await userRow(t, u.id)).balance).toBe(before + 5000);
  });

  it('refused, withdrawn, and the shop side lists by state', async () => {
    const { s, u, itemId } = await shipped();
    const a = (await apply(u, itemId)).body.data;
    const tab = async (status: string) =>
      (
        await by.ok<{ list: { id: number }[] }>('GET', '/plugin/mch/api/after-sale/list', {
          token: s.clerk.token,
          query: { mch_id: s.id, status },
        })
      ).list.map((x) => x.id);
    expect(await tab('pending')).toEqual([a.id]);
    const refused = await by.ok<AfterSale>('POST', '/plugin/mch/api/after-sale/handle', {
      token: s.owner.token,
      body: { id: a.id, agree: false, reason: '已过试穿期' },
    });
    expect(refused.status).toBe('refused');
    expect(await tab('pending')).toEqual([]);
    expect(await tab('done')).toEqual([a.id]);
    const b = (await apply(u, itemId)).body.data;
    expect(b.status).toBe('pending');
    const withdrawn = await by.ok<AfterSale>('POST', '/api/order/after-sale/cancel', {
      token: u.token,
      body: { id: b.id },
    });
    expect(withdrawn.status).toBe('cancelled');
    const d = await by.ok<AfterSale & { buyer: { id: number } }>('GET', '/plugin/mch/api/after-sale/detail', {
      token: s.clerk.token,
      query: { id: b.id },
    });
    expect(d.buyer.id).toBe(u.id);
    const order = await t.database.db.execute<{ after_sale_open: number }>(
      sql`select after_sale_open from orders where id = (select order_id from after_sale where id = ${b.id})`,
    );
    expect(order.rows[0]!.after_sale_open).toBe(0);
  });

  it("bad input, other users' lines, other shops and visitors are refused", async () => {
    const { s, u, itemId } = await shipped();
    const other = await f.newShop();
    const v = await newUser(t);
    expect((await apply(v, itemId)).body.code).toBe(1404);
    expect((await apply(u, itemId, { type: 'exchange' })).body.code).toBe(1400);
    expect((await apply(u, itemId, { reason_id: 99 })).body.code).toBe(1404);
    expect((await apply(u, itemId, { content: 'x'.repeat(501) })).body.code).toBe(1400);
    expect((await apply(u, itemId, { images: ['javascript:alert(1)'] })).body.code).toBe(1400);
    expect((await apply(u, 987654321)).body.code).toBe(1404);
    expect(await countRows(t, 'after_sale', `user_id = ${u.id}`)).toBe(0);
    const a = (await apply(u, itemId)).body.data;
    await by.code(1404, 'GET', '/api/order/after-sale/detail', { token: v.token, query: { id: a.id } });
    await by.code(1404, 'POST', '/api/order/after-sale/cancel', { token: v.token, body: { id: a.id } });
    await by.code(1405, 'GET', '/plugin/mch/api/after-sale/detail', {
      token: other.owner.token,
      query: { id: a.id },
    });
    await by.code(1405, 'POST', '/plugin/mch/api/after-sale/handle', {
      token: other.owner.token,
      body: { id: a.id, agree: true },
    });
    await by.code(1405, 'GET', '/plugin/mch/api/after-sale/list', {
      token: other.clerk.token,
      query: { mch_id: s.id },
    });
    await by.code(1400, 'GET', '/plugin/mch/api/after-sale/list', {
      token: s.owner.token,
      query: { mch_id: s.id, status: 'x' },
    });
    await by.code(1403, 'GET', '/api/order/after-sale/list', { token: visitor });
    await by.code(1403, 'GET', '/api/order/after-sale/reason-list', { token: visitor });
    await by.code(1403, 'POST', '/api/order/after-sale/apply', {
      token: visitor,
      body: { order_item_id: itemId, type: 'refund', reason_id: 1 },
    });
    await by.code(1403, 'POST', '/plugin/mch/api/after-sale/receive', { token: visitor, body: { id: a.id } });
  });

  it('unpaid and unshipped orders use cancel instead; the window closes after receipt', async () => {
    const s = await f.newShop();
    const g = await f.newGoods(s.id);
    const u = await newUser(t);
    const paid = await f.paidOrder(u, g);
    const d = await by.ok<{ items: { id: number }[] }>('GET', '/api/order/detail', {
      token: u.token,
      query: { id: paid.orderId },
    });
    expect((await apply(u, d.items[0]!.id)).body.code).toBe(4012);
    await by.ok('POST', '/plugin/mch/api/order/send', {
      token: s.owner.token,
      body: { id: paid.orderId, express_company: 'YD', express_no: 'YD123456789' },
    });
    await by.ok('GET', '/api/order/confirm', { token: u.token, query: { id: paid.orderId } });
    await t.database.db.execute(
      sql`update orders set received_at = now() - interval '8 days' where id = ${paid.orderId}`,
    );
    expect((await apply(u, d.items[0]!.id)).body.code).toBe(4012);
  });

  it('a refund lowers the sales it had raised', async () => {
    const { s, g, u, itemId } = await shipped(4000);
    const sales = async () =>
      (
        await t.database.db.execute<{ g: number; s: number }>(
          sql`select g.sales as g, k.sales as s from goods g join goods_sku k on k.goods_id = g.id where g.id = ${g.id}`,
        )
      ).rows[0]!;
    expect(await sales()).toEqual({ g: 1, s: 1 });
    const a = (await apply(u, itemId, { type: 'refund' })).body.data;
    await by.ok('POST', '/plugin/mch/api/after-sale/handle', {
      token: s.owner.token,
      body: { id: a.id, agree: true },
    });
    expect(await sales()).toEqual({ g: 0, s: 0 });
  });

  it('applying at the closing edge of the window races the completion job: never a completed order with an after-sale', async () => {
    const s = await f.newShop();
    const g = await f.newGoods(s.id, { price: 2000, stock: 100 });
    const rounds = 24;
    const cases = [];
    for (let i = 0; i < rounds; i++) {
      const u = await newUser(t);
      const { orderId } = await f.paidOrder(u, g);
      await by.ok('POST', '/plugin/mch/api/order/send', {
        token: s.owner.token,
        body: { id: orderId, express_company: 'SF', express_no: `SF${100000 + i}` },
      });
      await by.ok('GET', '/api/order/confirm', { token: u.token, query: { id: orderId } });
      const d = await by.ok<{ items: { id: number }[] }>('GET', '/api/order/detail', {
        token: u.token,
        query: { id: orderId },
      });
      cases.push({ u, orderId, itemId: d.items[0]!.id });
    }
    // Every window closes in two seconds: the buyer is still in time, the job's clock is past it.
    const ids = cases.map((c) => c.orderId);
    await t.database.db.execute(
      sql`update orders set received_at = now() - interval '7 days' + interval '2 seconds'
           where id in (${sql.join(
             ids.map((x) => sql`${x}`),
             sql`, `,
           )})`,
    );
    // Each buyer applies while the job runs, the job starting a little later each time.
    const jobClock = new Date(Date.now() + 10_000);
    const applies = await Promise.all(
      cases.map(async (c, i) => {
        const [r] = await Promise.all([
          apply(c.u, c.itemId, { type: 'refund' }),
          new Promise((ok) => setTimeout(ok, i % 6)).then(() =>
            t.services.mall.orders.completeDue(jobClock, [c.orderId]),
          ),
        ]);
        return r;
      }),
    );
    for (const [i, c] of cases.entries()) {
      const r = applies[i]!;
      expect(r.status, JSON.stringify(r.body)).toBeLessThan(500);
      const o = (
        await t.database.db.execute<{ status: string; after_sale_open: number }>(
          sql`select status, after_sale_open from orders where id = ${c.orderId}`,
        )
      ).rows[0]!;
      const open = await countRows(t, 'after_sale', `order_id = ${c.orderId}`);
      if (o.status === 'completed') {
        expect(r.body.code).toBe(4012);
        expect(open).toBe(0);
        expect(o.after_sale_open).toBe(0);
      } else {
        expect(o.status).toBe('received');
        expect(r.body.code).toBe(0);
        expect(open).toBe(1);
        expect(o.after_sale_open).toBe(1);
      }
    }
  }, 60_000);
});
