import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { mall, points } from '@dance/contracts';
import { countRows, newUser, sqlCount, testFile, userRow } from '../../../test/helpers.ts';
import { api, ok, refused } from '../../../test/kit.ts';
import { hmacHex } from '../mall/signature.ts';
import { notifyText } from '../mall/payments.ts';
import { FixedClock, systemClock } from './clock.ts';
import { isIntegralShort } from '../account/index.ts';

const { t, kit: f, visitor } = await testFile();
const s = t.services.integral;

/** Runs `fn` with the points clock at `at`, then puts the machine's clock back. */
async function at<T>(clock: FixedClock, fn: () => Promise<T>): Promise<T> {
  s.clock.current = clock;
  try {
    return await fn();
  } finally {
    s.clock.current = systemClock;
  }
}

describe('daily sign-in', () => {
  it('signs once a day, shows the calendar and the streak, and pays one ledger row', async () => {
    const u = await newUser(t);
    const before = await ok(t, points.signCalendar, { token: u.token });
    expect(before).toMatchObject({ signed_today: false, streak: 0, days: [], integral: 0, today_reward: 5 });
    const r = await ok(t, points.sign, { token: u.token });
    expect(r).toMatchObject({ streak: 1, reward: 5, integral: 5 });
    await refused(t, 8001, points.sign, { token: u.token });
    const cal = await ok(t, points.signCalendar, { token: u.token });
    expect(cal).toMatchObject({ signed_today: true, streak: 1, days: [r.sign_date], integral: 5 });
    expect(cal.today_reward).toBe(5);
    expect(cal.tomorrow_reward).toBe(5);
    expect(await countRows(t, 'integral_log', `user_id = ${u.id} and source_type = 'sign'`)).toBe(1);
  });

  it('10 sign-ins of one user at once: one sign-in and one reward', async () => {
    const u = await newUser(t);
    const rs = await Promise.all(Array.from({ length: 10 }, () => api(t, points.sign, { token: u.token })));
    expect(rs.filter((r) => r.body.code === 0)).toHaveLength(1);
    expect(rs.filter((r) => r.body.code === 8001)).toHaveLength(9);
    expect(await countRows(t, 'user_sign', `user_id = ${u.id}`)).toBe(1);
    expect(await countRows(t, 'integral_log', `user_id = ${u.id}`)).toBe(1);
    expect((await userRow(t, u.id)).integral).toBe(5);
  });

  it('23:59 and 00:01 in Asia/Shanghai are two days and continue the streak; a missed day breaks it', async () => {
    const u = await newUser(t);
    // 2026-03-10 23:59 and 2026-03-11 00:01 in Shanghai (UTC+8).
    const clock = new FixedClock(new Date('2026-03-10T15:59:00Z'));
    const first = await at(clock, () => ok(t, points.sign, { token: u.token }));
    expect(first).toMatchObject({ sign_date: '2026-03-10', streak: 1 });
    clock.set(new Date('2026-03-10T16:01:00Z'));
    const second = await at(clock, () => ok(t, points.sign, { token: u.token }));
    expect(second).toMatchObject({ sign_date: '2026-03-11', streak: 2, reward: 5 });
    clock.set(new Date('2026-03-11T16:30:00Z'));
    const third = await at(clock, () => ok(t, points.sign, { token: u.token }));
    // Day 3 of the streak carries the day-3 bonus.
    expect(third).toMatchObject({ sign_date: '2026-03-12', streak: 3, reward: 15 });
    const cal = await at(clock, () =>
      ok(t, points.signCalendar, { token: u.token, query: { month: '2026-03' } }),
    );
    expect(cal).toMatchObject({
      days: ['2026-03-10', '2026-03-11', '2026-03-12'],
      streak: 3,
      tomorrow_reward: 5,
    });
    // 2026-03-14: the 13th was missed.
    clock.set(new Date('2026-03-14T01:00:00Z'));
    const broken = await at(clock, () => ok(t, points.signCalendar, { token: u.token }));
    expect(broken).toMatchObject({ streak: 0, signed_today: false });
    const again = await at(clock, () => ok(t, points.sign, { token: u.token }));
    expect(again).toMatchObject({ sign_date: '2026-03-14', streak: 1 });
    expect((await userRow(t, u.id)).integral).toBe(5 + 5 + 15 + 5);
  });

  it('refuses a visitor and a malformed month', async () => {
    await refused(t, 1403, points.sign, { token: visitor });
    await refused(t, 1403, points.signCalendar, { token: visitor });
    const u = await newUser(t);
    await refused(t, 1400, points.signCalendar, { token: u.token, query: { month: '2026-13' } });
  });
});

describe('earning rules and the ledger', () => {
  it("shows the rules with today's progress; an operator sets one, others may not", async () => {
    const u = await newUser(t);
    await ok(t, points.sign, { token: u.token });
    const r = await ok(t, points.rewardRules, { token: u.token });
    expect(r.rules.map((x) => x.key)).toEqual([
      'sign',
      'streak3',
      'streak7',
      'first_post',
      'comment',
      'share',
      'rebate',
    ]);
    expect(r.rules[0]).toMatchObject({ key: 'sign', today_times: 1, today_points: 5 });
    expect(r.recharge_rate).toBe(10);
    const anon = await ok(t, points.rewardRules, { token: visitor });
    expect(anon.rules[0]).toMatchObject({ today_times: 0 });
    const body = { key: 'comment' as const, points: 4, daily_cap: 2, enabled: true };
    await refused(t, 1405, points.setRewardRule, { token: u.token, body });
    await refused(t, 1403, points.setRewardRule, { token: visitor, body });
    const op = await newUser(t, { roles: ['operator'] });
    await refused(t, 1400, points.setRewardRule, { token: op.token, body: { ...body, points: -1 } });
    expect(await ok(t, points.setRewardRule, { token: op.token, body })).toMatchObject({
      points: 4,
      daily_cap: 2,
    });
    // The cap holds: a third comment reward pays nothing; the same comment never pays twice.
    const paid = [];
    for (const id of [101, 102, 102, 103])
      paid.push(await t.database.db.transaction((tx) => s.rewards.reward(tx, u.id, 'comment', id)));
    expect(paid).toEqual([4, 4, 0, 0]);
  });

  it('lists the ledger newest first, filtered and cursor paged', async () => {
    const u = await newUser(t);
    await f.givePoints(u.id, 100);
    await ok(t, points.sign, { token: u.token });
    await t.database.db.transaction((tx) =>
      t.services.points.debit(tx, u.id, 30, { sourceType: 'order', sourceId: 9, kind: 'deduct' }),
    );
    const all = await ok(t, points.logList, { token: u.token, query: { limit: 2 } });
    expect(all.integral).toBe(75);
    expect(all.list.map((x) => [x.change, x.integral_after])).toEqual([
      [-30, 75],
      [5, 105],
    ]);
    const rest = await ok(t, points.logList, {
      token: u.token,
      query: { limit: 2, cursor: all.next_cursor! },
    });
    expect(rest.list.map((x) => x.change)).toEqual([100]);
    expect(rest.next_cursor).toBeNull();
    const spent = await ok(t, points.logList, { token: u.token, query: { type: 'spent' } });
    expect(spent.list.map((x) => x.kind)).toEqual(['deduct']);
    const earned = await ok(t, points.logList, { token: u.token, query: { type: 'earned' } });
    expect(earned.list).toHaveLength(2);
    await refused(t, 1400, points.logList, { token: u.token, query: { cursor: 'x' } });
    await refused(t, 1400, points.logList, { token: u.token, query: { type: 'lost' as 'all' } });
    await refused(t, 1403, points.logList, { token: visitor });
  });

  it('a held debit travels with the COMMIT: both rows or, short of points or of a user, neither', async () => {
    const u = await newUser(t);
    await f.givePoints(u.id, 50);
    const cause = (id: number) => ({ sourceType: 'test', sourceId: id, kind: 'held' });
    let after: number | null = null;
    await t.database.db.transaction((tx) =>
      t.services.points.debitLater(tx, u.id, 20, cause(u.id), (n) => (after = n)),
    );
    expect(after).toBe(30);
    expect((await userRow(t, u.id)).integral).toBe(30);
    const [row] = (await ok(t, points.logList, { token: u.token, query: { type: 'spent' } })).list;
    expect(row).toMatchObject({ change: -20, integral_after: 30, source_type: 'test', kind: 'held' });

    const short = t.database.db.transaction((tx) =>
      t.services.points.debitLater(tx, u.id, 31, cause(u.id + 1), () => undefined),
    );
    await expect(short).rejects.toSatisfy(isIntegralShort);
    const nobody = t.database.db.transaction((tx) =>
      t.services.points.debitLater(tx, 2_000_000_000, 1, cause(u.id + 2), () => undefined),
    );
    await expect(nobody).rejects.toMatchObject({ cause: { code: '23502' } });
    expect((await userRow(t, u.id)).integral).toBe(30);
    expect(await countRows(t, 'integral_log', `source_type = 'test' and kind = 'held'`)).toBe(1);
  });

  it('pays the purchase rebate once when an order completes, under the daily points cap', async () => {
    const u = await newUser(t);
    const order = { id: 987_654, orderNo: 'x', userId: u.id, mchId: 0, payAmount: 12_345, refundAmount: 0 };
    const line = { itemId: 1, goodsId: 1, skuId: 1, type: 'goods', num: 1, amount: 0 };
    for (let i = 0; i < 2; i++)
      await t.database.db.transaction((tx) =>
        t.services.mall.flow.lifecycle.publish(tx, { kind: 'completed' }, order, async () => [line]),
      );
    expect((await userRow(t, u.id)).integral).toBe(123);
    expect(await countRows(t, 'integral_log', `user_id = ${u.id} and kind = 'rebate'`)).toBe(1);
  });
});

const gatewayKey = () => hmacHex(t.config.tokenSecret!, 'sandbox-gateway/v1');

describe('recharge', () => {
  it('offers packages and a custom amount as goods of type integral of the platform shop', async () => {
    const r = await ok(t, points.rechargePackages, { token: visitor });
    expect(r.packages.map((p) => [p.price, p.points])).toEqual([
      ['6.00', 60],
      ['30.00', 300],
      ['68.00', 680],
      ['128.00', 1280],
      ['328.00', 3280],
    ]);
    expect(r.custom).toMatchObject({ price: '1.00', points: 10, min: 1, max: 999 });
    expect(await sqlCount(t, sql`select count(*) as n from goods where type = 'integral'`)).toBe(1);
  });

  it('a custom amount paid from the balance credits its points once', async () => {
    const u = await newUser(t);
    const r = await ok(t, points.rechargePackages, { token: u.token });
    await f.fund(u.id, 5000);
    const sub = await ok(t, mall.orderSubmit, {
      token: u.token,
      body: {
        token: `recharge-${u.id}-a`,
        items: [{ goods_id: r.goods_id, sku_id: r.custom.sku_id, num: 25 }],
      },
    });
    expect(sub.pay_amount).toBe('25.00');
    const p = await ok(t, mall.payData, { token: u.token, body: { order_ids: sub.order_ids } });
    await ok(t, mall.payBuyBalance, { token: u.token, query: { payment_id: p.payment_id } });
    expect((await userRow(t, u.id)).integral).toBe(250);
    expect(await countRows(t, 'integral_log', `user_id = ${u.id} and source_type = 'recharge'`)).toBe(1);
    const o = await ok(t, mall.orderDetail, { token: u.token, query: { id: sub.order_ids[0]! } });
    expect(o.status).toBe('completed');
  });

  it('a sandbox notify delivered 5 times at once credits the package once', async () => {
    const u = await newUser(t);
    const r = await ok(t, points.rechargePackages, { token: u.token });
    const pack = r.packages[1]!;
    const sub = await ok(t, mall.orderSubmit, {
      token: u.token,
      body: { token: `recharge-${u.id}-b`, items: [{ goods_id: r.goods_id, sku_id: pack.sku_id, num: 1 }] },
    });
    const p = await ok(t, mall.payData, { token: u.token, body: { order_ids: sub.order_ids } });
    const body0 = {
      payment_id: p.payment_id,
      provider_txn_id: `sbx-${p.payment_id}-paid`,
      amount: p.amount,
      status: 'paid' as const,
      timestamp: Math.floor(Date.now() / 1000),
    };
    const body = { ...body0, sign: hmacHex(gatewayKey(), notifyText(body0)) };
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({ method: 'POST', url: '/api/payment/notify/sandbox', payload: body }),
      ),
    );
    expect(results.map((x) => x.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await userRow(t, u.id)).integral).toBe(300);
    expect(await countRows(t, 'integral_log', `user_id = ${u.id} and source_type = 'recharge'`)).toBe(1);
    // The credit and the move to completed are one, and happen once.
    const id = sub.order_ids[0]!;
    expect(
      await sqlCount(t, sql`select count(*) as n from orders where id = ${id} and status = 'completed'`),
    ).toBe(1);
    expect(await countRows(t, 'order_event', `order_id = ${id} and to_status = 'completed'`)).toBe(1);
    expect(await countRows(t, 'order_event', `order_id = ${id} and to_status = 'paid'`)).toBe(1);
  });

  it('buyers may not ask a recharge back; a refund takes the points back, or is refused once they are spent', async () => {
    const u = await newUser(t);
    const r = await ok(t, points.rechargePackages, { token: u.token });
    await f.fund(u.id, 10_000);
    const sub = await ok(t, mall.orderSubmit, {
      token: u.token,
      body: {
        token: `recharge-${u.id}-c`,
        items: [{ goods_id: r.goods_id, sku_id: r.custom.sku_id, num: 3 }],
      },
    });
    const p = await ok(t, mall.payData, { token: u.token, body: { order_ids: sub.order_ids } });
    await ok(t, mall.payBuyBalance, { token: u.token, query: { payment_id: p.payment_id } });
    const [item] = (
      await t.database.db.execute<{ id: number }>(
        sql`select id from order_item where order_id = ${sub.order_ids[0]}`,
      )
    ).rows;
    const line = {
      itemId: Number(item!.id),
      goodsId: r.goods_id,
      skuId: r.custom.sku_id,
      type: 'integral',
      num: 3,
    };
    const order = {
      id: sub.order_ids[0]!,
      orderNo: 'x',
      userId: u.id,
      mchId: 0,
      payAmount: 300,
      refundAmount: 0,
    };
    expect(await t.services.mall.flow.refundPolicies.allows(order, [line])).toBe(false);
    const refund = () =>
      t.database.db.transaction((tx) =>
        t.services.mall.flow.lifecycle.publish(
          tx,
          { kind: 'refunded', whole: true, amount: 300 },
          order,
          async () => [{ ...line, amount: 300 }],
        ),
      );
    await t.database.db.transaction((tx) =>
      t.services.points.debit(tx, u.id, 25, { sourceType: 'test', sourceId: u.id, kind: 'spend' }),
    );
    await expect(refund()).rejects.toThrow();
    expect((await userRow(t, u.id)).integral).toBe(5);
    await f.givePoints(u.id, 25);
    await refund();
    expect((await userRow(t, u.id)).integral).toBe(0);
  });
});
