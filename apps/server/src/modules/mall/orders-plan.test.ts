import { beforeAll, describe, expect, it } from 'vitest';
import { testFile } from '../../../test/helpers.ts';
import { rowsReadBy } from '../../../test/explain.ts';

const { t, kit: f } = await testFile();
let shop: Awaited<ReturnType<typeof f.newShop>>;
/** The shop's 400 orders, a quarter in each status below, come before 6,000 of other shops. */
const STATUSES = ['paid', 'shipped', 'received', 'completed'];

beforeAll(async () => {
  shop = await f.newShop();
  // The shop's orders among nine other shops' (one in ten), then newer orders of other shops.
  const add = (mchOf: string, n: number, from: number) =>
    t.database.pool.query(
      `insert into orders (order_no, user_id, mch_id, submit_id, delivery, status, goods_amount, pay_amount, expires_at)
       select 'PLAN' || ($2::int + g), 1, ${mchOf}, $2::int + g, 'express',
              ($4::text[])[g / 10 % 4 + 1], 100, 100, now()
         from generate_series(1, $3::int) g`,
      [shop.id, from, n, STATUSES],
    );
  await add(`case when g % 10 = 0 then $1 else $1 + 1000000 + g % 10 end`, 4_000, 0);
  await add(`$1 + 1000000 + g % 10`, 6_000, 4_000);
  await t.database.pool.query('vacuum analyze orders');
});

describe("a shop's order list", () => {
  for (const [tab, matching] of [
    ['all', 400],
    ['to_ship', 100],
    ['shipped', 100],
    ['completed', 200],
  ] as const) {
    it(`reads the page's orders from the shop's indexes, never the newer orders of other shops (${tab})`, async () => {
      const r = await rowsReadBy(
        t.database.pool,
        'orders',
        () => t.services.mall.orders.mchList(shop.owner.id, { mch_id: shop.id, status: tab, limit: 20 }),
        false,
        { bitmaps: true },
      );
      expect(r.result.list).toHaveLength(20);
      const ids = r.result.list.map((o) => o.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      const shown = {
        all: STATUSES,
        to_ship: ['paid'],
        shipped: ['shipped'],
        completed: ['received', 'completed'],
      };
      for (const o of r.result.list) expect(shown[tab]).toContain(o.status);
      // The page's ids (21) and rows (21), or, for a tab no index keeps in id order, the shop's
      // matching entries and the page's rows. Walking the ids from the newest would read the
      // other shop's 6,000 first.
      const bound = tab === 'shipped' || tab === 'completed' ? matching + 21 : 42;
      expect(Math.max(...r.reads)).toBeLessThanOrEqual(bound);
    });
  }
});
