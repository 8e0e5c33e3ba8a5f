import { describe, expect, it } from 'vitest';
import { activity, mall } from '@dance/contracts';
import { countRows, newUser, testFile } from '../../../test/helpers.ts';
import { ok } from '../../../test/kit.ts';

const { t, kit: f } = await testFile();
const HOUR = 3_600_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

describe('closing the tickets of ended events', () => {
  it('turns the paid orders of an ended event to received once; used and later orders stay', async () => {
    const shop = await f.newShop();
    const tonight = await f.newActivity(shop, { start_at: at(2 * HOUR), end_at: at(4 * HOUR) });
    const nextWeek = await f.newActivity(shop, { start_at: at(170 * HOUR), end_at: at(172 * HOUR) });
    const tonightType = await f.newTicketType(shop, tonight.id, { capacity: 20, per_order_limit: 5 });
    const weekType = await f.newTicketType(shop, nextWeek.id, { capacity: 20, per_order_limit: 5 });
    const [ann, ben, cat] = [await newUser(t), await newUser(t), await newUser(t)];
    const unused = await f.buyTickets(ann, tonightType, 2);
    const checked = await f.buyTickets(ben, tonightType, 1);
    const later = await f.buyTickets(cat, weekType, 1);
    const [ticket] = (await ok(t, activity.myTickets, { token: ben.token, query: {} })).list;
    await ok(t, activity.checkIn, {
      token: shop.clerk.token,
      body: { activity_id: tonight.id, code: ticket!.code },
    });
    const status = async (user: { token: string }, id: number) =>
      (await ok(t, mall.orderDetail, { token: user.token, query: { id } })).status;
    expect(await status(ben, checked.orderId)).toBe('received');

    // Before the end nothing moves.
    expect(await t.services.activity.closing.run(new Date(Date.now() + HOUR))).toMatchObject({ orders: 0 });
    expect(await status(ann, unused.orderId)).toBe('paid');

    const afterTonight = new Date(Date.now() + 5 * HOUR);
    const first = await t.services.activity.closing.run(afterTonight);
    expect(first.orders).toBe(1);
    expect(await status(ann, unused.orderId)).toBe('received');
    expect(await status(cat, later.orderId)).toBe('paid');
    expect(
      await countRows(
        t,
        'order_event',
        `order_id = ${unused.orderId} and action = 'verify' and actor = 'system'`,
      ),
    ).toBe(1);
    // The tickets stay as they were (valid, not checked in); the event is closed once.
    const annTickets = (await ok(t, activity.myTickets, { token: ann.token, query: {} })).list;
    expect(annTickets.map((x) => x.status)).toEqual(['valid', 'valid']);
    const again = await t.services.activity.closing.run(afterTonight);
    expect(again.orders).toBe(0);
    expect(await countRows(t, 'order_event', `order_id = ${unused.orderId} and action = 'verify'`)).toBe(1);

    const afterWeek = await t.services.activity.closing.run(new Date(Date.now() + 200 * HOUR));
    expect(afterWeek.orders).toBe(1);
    expect(await status(cat, later.orderId)).toBe('received');
  });

  it('an order with tickets of two events waits for the later one', async () => {
    const shop = await f.newShop();
    const first = await f.newActivity(shop, { start_at: at(2 * HOUR), end_at: at(3 * HOUR) });
    const second = await f.newActivity(shop, { start_at: at(20 * HOUR), end_at: at(22 * HOUR) });
    const t1 = await f.newTicketType(shop, first.id, { capacity: 10 });
    const t2 = await f.newTicketType(shop, second.id, { capacity: 10 });
    const dan = await newUser(t);
    const sub = await ok(t, mall.orderSubmit, {
      token: dan.token,
      body: {
        token: `two-events-${dan.id}`,
        items: [
          { goods_id: first.id, sku_id: t1.sku_id, num: 1 },
          { goods_id: second.id, sku_id: t2.sku_id, num: 1 },
        ],
      },
    });
    expect(sub.order_ids).toHaveLength(1);
    await f.fund(dan.id, 100_000);
    const p = await ok(t, mall.payData, { token: dan.token, body: { order_ids: sub.order_ids } });
    await ok(t, mall.payBuyBalance, { token: dan.token, query: { payment_id: p.payment_id } });
    const orderId = sub.order_ids[0]!;
    const status = async () =>
      (await ok(t, mall.orderDetail, { token: dan.token, query: { id: orderId } })).status;

    await t.services.activity.closing.run(new Date(Date.now() + 5 * HOUR));
    expect(await status()).toBe('paid');
    await t.services.activity.closing.run(new Date(Date.now() + 23 * HOUR));
    expect(await status()).toBe('received');
  });
});
