import { describe, expect, it } from 'vitest';
import { countRows, newUser, testApp, userRow } from '../../../test/helpers.ts';

const t = await testApp();
const points = t.services.points;

const cause = (id: number, kind = 'deduct') => ({ sourceType: 'test', sourceId: id, kind });

describe('points ledger (integral_log)', () => {
  it('moves users.integral together with one ledger row; never below zero; one row per cause', async () => {
    const u = await newUser(t);
    const db = t.database.db;
    expect(await db.transaction((tx) => points.credit(tx, u.id, 300, cause(1, 'grant')))).toBe(300);
    expect(await db.transaction((tx) => points.debit(tx, u.id, 301, cause(2)))).toBeNull();
    expect(await db.transaction((tx) => points.debit(tx, u.id, 120, cause(3)))).toBe(180);
    await expect(db.transaction((tx) => points.debit(tx, u.id, 1, cause(3)))).rejects.toThrow();
    expect((await userRow(t, u.id)).integral).toBe(180);
    expect(await countRows(t, 'integral_log', `user_id = ${u.id}`)).toBe(2);
    expect(
      await countRows(t, 'integral_log', `user_id = ${u.id} and integral_after = 180 and change = -120`),
    ).toBe(1);
  });

  it('concurrent debits take exactly what is there', async () => {
    const u = await newUser(t);
    const db = t.database.db;
    await db.transaction((tx) => points.credit(tx, u.id, 50, cause(10, 'grant')));
    const r = await Promise.all(
      Array.from({ length: 12 }, (_, i) => db.transaction((tx) => points.debit(tx, u.id, 10, cause(20 + i)))),
    );
    expect(r.filter((x) => x !== null)).toHaveLength(5);
    expect((await userRow(t, u.id)).integral).toBe(0);
  });
});
