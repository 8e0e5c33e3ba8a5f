import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { countRows, newUser, testApp, userRow } from '../../../test/helpers.ts';

const t = await testApp();
const wallet = t.services.wallet;
const accounts = t.services.accounts;

const cause = (id: number, kind = 'pay') => ({ sourceType: 'test', sourceId: id, kind });

describe('balance ledger', () => {
  it('credits and debits with a running balance; a debit never goes below zero', async () => {
    const u = await newUser(t);
    const db = t.database.db;
    expect(await db.transaction((tx) => wallet.creditBalance(tx, u.id, 1000, cause(1, 'grant')))).toBe(1000);
    expect(await db.transaction((tx) => wallet.debitBalance(tx, u.id, 300, cause(2)))).toBe(700);
    expect(await db.transaction((tx) => wallet.debitBalance(tx, u.id, 701, cause(3)))).toBeNull();
    expect((await userRow(t, u.id)).balance).toBe(700);
    const rows = await db.execute<{ change: string; balance_after: string }>(
      sql`select change, balance_after from balance_log where user_id = ${u.id} order by id`,
    );
    expect(rows.rows.map((r) => [Number(r.change), Number(r.balance_after)])).toEqual([
      [1000, 1000],
      [-300, 700],
    ]);
    const info = await accounts.userInfo(u.id);
    expect(info.balance).toBe('7.00');
  });

  it('one row per cause: the same cause twice aborts the transaction and moves nothing', async () => {
    const u = await newUser(t);
    const db = t.database.db;
    await db.transaction((tx) => wallet.creditBalance(tx, u.id, 500, cause(10, 'grant')));
    await expect(
      db.transaction((tx) => wallet.creditBalance(tx, u.id, 500, cause(10, 'grant'))),
    ).rejects.toThrow();
    expect((await userRow(t, u.id)).balance).toBe(500);
    expect(await countRows(t, 'balance_log', `user_id = ${u.id}`)).toBe(1);
  });

  it('20 debits of 100 at once against 1000: exactly 10 succeed, balance 0', async () => {
    const u = await newUser(t);
    const db = t.database.db;
    await db.transaction((tx) => wallet.creditBalance(tx, u.id, 1000, cause(100, 'grant')));
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        db.transaction((tx) => wallet.debitBalance(tx, u.id, 100, cause(200 + i))),
      ),
    );
    expect(results.filter((r) => r !== null)).toHaveLength(10);
    expect((await userRow(t, u.id)).balance).toBe(0);
    expect(await countRows(t, 'balance_log', `user_id = ${u.id} and change = -100`)).toBe(10);
  });

  it('refuses a zero or fractional amount', async () => {
    const u = await newUser(t);
    await expect(
      t.database.db.transaction((tx) => wallet.debitBalance(tx, u.id, 0, cause(300))),
    ).rejects.toThrow();
    await expect(
      t.database.db.transaction((tx) => wallet.creditBalance(tx, u.id, 1.5, cause(301))),
    ).rejects.toThrow();
    expect(await countRows(t, 'balance_log', `user_id = ${u.id}`)).toBe(0);
  });
});
