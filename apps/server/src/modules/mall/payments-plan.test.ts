import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/helpers.ts';
import { rowsReadBy } from '../../../test/explain.ts';
import { PaymentRepo } from './payments.repo.ts';

const t = await testApp();
/** A buyer with a long history of paid attempts, among many other buyers' open ones. */
const BUYER = 7_000_001;

const add = (users: string, orders: string, status: string, n: number) =>
  t.database.pool.query(
    `insert into payment (user_id, order_ids, amount, status, expires_at)
     select ${users}, array[${orders}]::bigint[], 100, '${status}', now() + interval '15 minutes'
       from generate_series(1, ${n}) g`,
  );

beforeAll(async () => {
  await add(String(BUYER), '8000000 + g', 'paid', 2_000);
  await add('7100000 + g', '8100000 + g', 'pending', 3_000);
  // The buyer's two open attempts over two orders.
  await add(String(BUYER), '9000000 + g', 'pending', 2);
  await t.database.pool.query('vacuum analyze payment');
});

describe('closing the other attempts of a paid order', () => {
  it("reads only the buyer's open attempts, not their history nor other buyers' open ones", async () => {
    const r = await rowsReadBy(
      t.database.pool,
      'payment',
      () => new PaymentRepo().closeAttempts(t.database.db, BUYER, [9_000_001], null),
      false,
      { statements: /^\s*update\b/i, bitmaps: true },
    );
    const status = await t.database.pool.query<{ order_ids: string[]; status: string }>(
      `select order_ids, status from payment where user_id = $1 and status <> 'paid' order by id`,
      [BUYER],
    );
    expect(status.rows.map((x) => [x.order_ids.map(Number), x.status])).toEqual([
      [[9_000_001], 'closed'],
      [[9_000_002], 'pending'],
    ]);
    expect(r.reads).toHaveLength(1);
    // The buyer's open attempts, found in their index: the one closed (its entry stays until a
    // vacuum) and the one left. Reading the buyer's payments would read 2,002 rows; every open
    // one, 3,001.
    expect(r.reads[0]).toBeLessThanOrEqual(3);
  });

  it("the balance's claim closes them as it claims, reading as few", async () => {
    // Two open attempts of the buyer over one order: claiming one closes the other.
    await add(String(BUYER), '9000010', 'pending', 2);
    const open = await t.database.pool.query<{ id: string }>(
      `select id from payment where user_id = $1 and order_ids = '{9000010}' order by id`,
      [BUYER],
    );
    const [claimed, other] = open.rows.map((x) => Number(x.id));
    const r = await rowsReadBy(
      t.database.pool,
      'payment',
      () => new PaymentRepo().claimForBalance(t.database.db, claimed!, BUYER),
      false,
      { statements: /^\s*with\b/i, bitmaps: true },
    );
    const status = await t.database.pool.query<{ id: string; status: string }>(
      `select id, status from payment where id in ($1, $2) order by id`,
      [claimed, other],
    );
    expect(status.rows.map((x) => [Number(x.id), x.status])).toEqual([
      [claimed, 'paid'],
      [other, 'closed'],
    ]);
    // Explained when it ran (the claim runs again, finding the attempt paid): the attempt by its
    // key, and the buyer's open attempts in their index. Reading all the buyer's payments would
    // read 2,000 rows more.
    expect(r.reads.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(7);
  });
});
