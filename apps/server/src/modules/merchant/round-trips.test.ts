import { describe, expect, it } from 'vitest';
import { newUser, testFile } from '../../../test/helpers.ts';
import { roundTrips } from '../../../test/round-trips.ts';

const { t, kit: f, by } = await testFile();

/** A shop with a clerk of the orders and a shipped order whose line has an after-sale open. */
async function busyShop() {
  const s = await f.newShop({ role: 'orders' });
  const g = await f.newGoods(s.id, { price: 5_000 });
  const u = await newUser(t);
  const { orderId } = await f.paidOrder(u, g);
  await f.paidOrder(u, await f.newGoods(s.id, { delivery: 'verify' }));
  await by.ok('POST', '/plugin/mch/api/order/send', {
    token: s.owner.token,
    body: { id: orderId, express_company: 'ZTO', express_no: 'ZTO778899001' },
  });
  const d = await by.ok<{ items: { id: number }[] }>('GET', '/api/order/detail', {
    token: u.token,
    query: { id: orderId },
  });
  await by.ok('POST', '/api/order/after-sale/apply', {
    token: u.token,
    body: { order_item_id: d.items[0]!.id, type: 'refund', reason_id: 1, content: '不想要了' },
  });
  return { s, orderId };
}

describe('the cost of the shop-side reads', () => {
  it("the desk reads the shop once: its head with the caller's place on the staff, then its figures (orders and goods)", async () => {
    const { s } = await busyShop();
    const desk = t.services.merchant.desk;
    const owner = await roundTrips(() => desk.index(s.owner.id, s.id));
    expect(owner.queries, owner.queries.join('\n')).toHaveLength(2);
    expect(owner.result).toMatchObject({ role: 'owner', to_ship: 0, to_verify: 1, after_sales: 1 });
    // The goods figures are those of the shop's page.
    expect(owner.result.detail).toEqual(await t.services.merchant.shops.detail(s.id));
    expect(owner.result.detail).toMatchObject({ goods_count: 2, sales: 2 });
    expect(owner.result.account).toEqual({ balance: '0.00', frozen: '0.00' });
    const clerk = await roundTrips(() => desk.index(s.clerk.id, s.id));
    expect(clerk.queries, clerk.queries.join('\n')).toHaveLength(2);
    expect(clerk.result).toMatchObject({ role: 'clerk', staff_role: 'orders', account: null });
    await expect(desk.index((await newUser(t)).id, s.id)).rejects.toMatchObject({ errorName: 'FORBIDDEN' });
  });

  it('the ledger reads the shop (with its balances) and its rows: two statements', async () => {
    const { s } = await busyShop();
    const r = await roundTrips(() =>
      t.services.merchant.account.log(s.owner.id, { mch_id: s.id, limit: 20 }),
    );
    expect(r.queries, r.queries.join('\n')).toHaveLength(2);
    expect(r.result).toMatchObject({ list: [], balance: '0.00', frozen: '0.00' });
    await expect(
      t.services.merchant.account.log(s.clerk.id, { mch_id: s.id, limit: 20 }),
    ).rejects.toMatchObject({ errorName: 'FORBIDDEN' });
  });

  it('the order list reads the staff check, the orders with their lines, after-sales and events, and the people', async () => {
    const { s, orderId } = await busyShop();
    const list = (userId: number) =>
      t.services.mall.orders.mchList(userId, { mch_id: s.id, status: 'all', limit: 20 });
    await list(s.owner.id); // the shop's card is cached from here on
    for (const userId of [s.owner.id, s.clerk.id]) {
      const r = await roundTrips(() => list(userId));
      expect(r.queries, r.queries.join('\n')).toHaveLength(3);
      expect(r.result.list).toHaveLength(2);
    }
    // Each listed order is its detail, the open after-sale and the timeline included.
    const listed = await by.ok<{ list: { id: number; items: { after_sale: unknown }[] }[] }>(
      'GET',
      '/plugin/mch/api/order/index',
      { token: s.clerk.token, query: { mch_id: s.id } },
    );
    const shipped = listed.list.find((o) => o.id === orderId)!;
    expect(shipped.items[0]!.after_sale).toMatchObject({ status: 'pending' });
    for (const o of listed.list)
      expect(o).toEqual(
        await by.ok('GET', '/plugin/mch/api/order/detail', { token: s.clerk.token, query: { id: o.id } }),
      );
  });
});
