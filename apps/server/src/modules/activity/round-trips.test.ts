import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { activity, mall } from '@dance/contracts';
import { newUser, testFile } from '../../../test/helpers.ts';
import { ok, tag } from '../../../test/kit.ts';
import { roundTrips } from '../../../test/round-trips.ts';

const { t, kit: f, visitor } = await testFile();

describe('the cost of buying tickets', () => {
  it('submit holds the seats in one statement with the holds; paying issues them in one', async () => {
    const s = await f.newShop();
    const a = await f.newActivity(s);
    const type = await f.newTicketType(s, a.id, { price: '80.00', capacity: 10 });
    const u = await newUser(t);
    await f.fund(u.id, 20_000);

    const sub = await roundTrips(() =>
      ok(t, mall.orderSubmit, {
        token: u.token,
        body: { token: `t-${tag()}`, items: [{ goods_id: a.id, sku_id: type.sku_id, num: 2 }] },
      }),
    );
    // The token's and the payment settings' reads are cached outside tests.
    const steps = (qs: string[]) =>
      qs.filter((q) => !/^select "access_token"|from "payment_setting"/.test(q));
    expect(
      steps(sub.queries).map((q) => q.slice(0, 45)),
      sub.queries.join('\n'),
    ).toEqual([
      'begin',
      expect.stringMatching(/^insert into "order_submit"/),
      expect.stringMatching(/^select s\.id, s\.goods_id, s\.spec_values/),
      // The ticket types locked, with their activities read.
      expect.stringMatching(/^select t\.\*, a\.name as a_name/),
      expect.stringMatching(/^with t as \( update "goods_sku"/),
      expect.stringMatching(/^with o as \( insert into "orders"/),
      // The seats held and the holds written.
      expect.stringMatching(/^with c as \( update "activity_ticket_type"/),
      'commit',
    ]);
    // The token's claim travels with the SKUs' lock (BEGIN too), the stock with the order's
    // statement (it was counted on the locked SKUs), the holds with COMMIT (the seats were counted
    // on the locked types): the cached reads, then four messages.
    expect(sub.trips).toBe(sub.queries.length - 4);
    expect(sub.texts[sub.texts.findIndex((q) => /^select t\.\*, a\.name/.test(q))]).toMatch(
      /join "activity" a on a\.id = t\.activity_id .* for update of t$/,
    );

    const p = await ok(t, mall.payData, { token: u.token, body: { order_ids: sub.result.order_ids } });
    const pay = await roundTrips(() =>
      ok(t, mall.payBuyBalance, { token: u.token, query: { payment_id: p.payment_id } }),
    );
    expect(
      steps(pay.queries).map((q) => q.slice(0, 45)),
      pay.queries.join('\n'),
    ).toEqual([
      'begin',
      expect.stringMatching(/^with p as \( update "payment"/),
      expect.stringMatching(/^with o as \( update "orders"/),
      expect.stringMatching(/^with s as \( update "goods_sku"/),
      // The holds sold, the counters of the types and the activity, the tickets.
      expect.stringMatching(/^with h as \( update "activity_hold"/),
      expect.stringMatching(/^with u as \( update "users"/),
      expect.stringMatching(/^with n as \( insert into "notification"/),
      'commit',
    ]);

    // The sales travel with the tickets' statement, the debit and the notices with COMMIT.
    expect(pay.trips).toBe(pay.queries.length - 4);
    // What the fewer statements wrote is all there.
    const row = async <T>(q: ReturnType<typeof sql>) => (await t.database.db.execute(q)).rows[0] as T;
    expect(
      await row(sql`select tt.sold, tt.held, tt.issued, s.stock, g.stock as goods_stock, act.sold as activity_sold
                      from activity_ticket_type tt join goods_sku s on s.id = tt.sku_id
                      join goods g on g.id = s.goods_id join activity act on act.id = tt.activity_id
                     where tt.id = ${type.id}`),
    ).toEqual({ sold: 2, held: 0, issued: 2, stock: 8, goods_stock: 8, activity_sold: 2 });
    expect(
      await row(
        sql`select status, amount::int, num from activity_hold where order_id = ${sub.result.order_ids[0]!}`,
      ),
    ).toEqual({ status: 'sold', amount: 16_000, num: 2 });
    expect(
      (
        await t.database.db.execute(
          sql`select seq from activity_ticket where order_id = ${sub.result.order_ids[0]!} order by seq`,
        )
      ).rows,
    ).toEqual([{ seq: 1 }, { seq: 2 }]);
  });
});

describe('the cost of an activity’s detail', () => {
  it('a visitor’s read of it sends the activity and its parts together, on one connection', async () => {
    const s = await f.newShop();
    const a = await f.newActivity(s);
    await f.newTicketType(s, a.id, { price: '80.00', capacity: 10 });
    const r = await roundTrips(() => ok(t, activity.activityDetail, { token: visitor, query: { id: a.id } }));
    const own = [
      /from "activity" where/,
      /from "activity_ticket_type"/,
      /from "activity_division"/,
      /from "activity_relation"/,
      /from "activity_photo"/,
    ].map((re) => r.texts.findIndex((q) => re.test(q)));
    expect(
      own.every((i) => i >= 0),
      r.queries.join('\n'),
    ).toBe(true);
    expect(new Set(own.map((i) => r.backends[i])).size).toBe(1);
    // Sent at once: one stage of latency (with the shop's card read after them).
    expect(r.stages, r.queries.join('\n')).toBe(2);
    expect(r.result).toMatchObject({ id: a.id, remaining: 10, price_from: '80.00' });
  });
});
