import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { mall, message } from '@dance/contracts';
import { newUser, sqlCount, testFile, userRow } from '../../../test/helpers.ts';
import { ok } from '../../../test/kit.ts';
import { roundTrips } from '../../../test/round-trips.ts';

const { t, kit: f } = await testFile();

describe('the cost of paying from the balance', () => {
  it('one order: the attempt with its charge and the other attempts closed, the order, its sales, the debit, both notices', async () => {
    const s = await f.newShop();
    const g = await f.newGoods(s.id, { price: 5_000, delivery: 'verify' });
    const u = await newUser(t);
    await f.fund(u.id, 8_000);
    const orderId = await f.newOrder(u, g);
    // Two attempts over the order: paying one closes the other.
    const other = await ok(t, mall.payData, { token: u.token, body: { order_ids: [orderId] } });
    const p = await ok(t, mall.payData, { token: u.token, body: { order_ids: [orderId] } });
    const r = await roundTrips(() =>
      ok(t, mall.payBuyBalance, { token: u.token, query: { payment_id: p.payment_id } }),
    );
    const steps = r.queries.map((q) => q.slice(0, 40));
    expect(r.queries, r.queries.join('\n')).toHaveLength(8);
    // The settings are cached outside tests; here they are read each time.
    expect(r.queries[0]).toMatch(/from "payment_setting"/);
    expect(steps.slice(1)).toEqual([
      'begin',
      expect.stringMatching(/^with p as \( update "payment"/),
      expect.stringMatching(/^with o as \( update "orders"/),
      expect.stringMatching(/^with s as \( update "goods_sku"/),
      // The buyer's row, then both notices with their boxes' additions.
      expect.stringMatching(/^with u as \( update "users"/),
      expect.stringMatching(/^with n as \( insert into "notification"/),
      'commit',
    ]);
    // In four messages: the settings; BEGIN with the claim; the order; the sales, the debit and the
    // notices with COMMIT (nothing waits for them: a short balance fails the COMMIT).
    expect(r.trips).toBe(4);
    expect(r.result).toMatchObject({ status: 'paid', balance: '30.00', order_ids: [orderId] });
    expect((await userRow(t, u.id)).balance).toBe(3_000);
    const one = (q: ReturnType<typeof sql>) => sqlCount(t, q);
    expect(
      await one(sql`select count(*)::int as n from payment_charge
                     where payment_id = ${p.payment_id} and provider = 'balance' and amount = 5000
                       and provider_txn_id = ${`bal-${p.payment_id}`}`),
    ).toBe(1);
    expect(
      await one(
        sql`select count(*)::int as n from payment where id = ${other.payment_id} and status = 'closed'`,
      ),
    ).toBe(1);
    expect(await one(sql`select sales::int as n from goods_sku where id = ${g.sku.id}`)).toBe(1);
    expect(await one(sql`select sales::int as n from goods where id = ${g.id}`)).toBe(1);
    const stats = await ok(t, message.messageStatistics, { token: u.token });
    expect(stats.order).toBe(1);
    expect((await ok(t, message.messageStatistics, { token: s.owner.token })).shop).toBe(1);
  });

  it('one order of two SKUs, several units each: the sales move by the units, on each SKU and on the goods', async () => {
    const s = await f.newShop();
    const g = await f.newGoods(s.id, {
      price: 1_000,
      delivery: 'verify',
      specs: [{ name: '尺码', values: ['M', 'L'] }],
    });
    const u = await newUser(t);
    await f.fund(u.id, 10_000);
    const sub = await ok(t, mall.orderSubmit, {
      token: u.token,
      body: {
        token: `two-skus-${u.id}`,
        items: [
          { goods_id: g.id, sku_id: g.skus[0]!.id, num: 3 },
          { goods_id: g.id, sku_id: g.skus[1]!.id, num: 2 },
        ],
      },
    });
    const p = await ok(t, mall.payData, { token: u.token, body: { order_ids: sub.order_ids } });
    await ok(t, mall.payBuyBalance, { token: u.token, query: { payment_id: p.payment_id } });
    const one = (q: ReturnType<typeof sql>) => sqlCount(t, q);
    expect(await one(sql`select sales::int as n from goods_sku where id = ${g.skus[0]!.id}`)).toBe(3);
    expect(await one(sql`select sales::int as n from goods_sku where id = ${g.skus[1]!.id}`)).toBe(2);
    expect(await one(sql`select sales::int as n from goods where id = ${g.id}`)).toBe(5);
    expect((await userRow(t, u.id)).balance).toBe(5_000);
  });
});
