import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db.ts';

/** The pool prepares parameterised statements once per connection (platform/db.ts). */
const url = process.env.TEST_FILE_DATABASE_URL;
if (!url) throw new Error('file-setup did not create a database');
const prepared = openDatabase(url, 1);
const plain = openDatabase(url, 1, { prepare: false });
afterAll(async () => {
  await prepared.close();
  await plain.close();
});

const statements = async (d: typeof prepared) =>
  (
    await d.db.execute<{ statement: string }>(
      sql.raw(`select statement from pg_prepared_statements where statement like '%prepared-probe%'`),
    )
  ).rows.map((r) => r.statement);

describe('prepared statements', () => {
  it('names a parameterised statement once and reuses it on the same connection', async () => {
    for (const n of [1, 2, 3]) {
      const r = await prepared.db.execute<{ n: number }>(
        sql`select ${n}::int as n, 'prepared-probe' as probe`,
      );
      expect(r.rows[0]!.n).toBe(n);
    }
    const got = await prepared.pool.query<{ n: number }>(
      `select $1::int as n, 'prepared-probe-2' as probe`,
      [7],
    );
    expect(got.rows[0]!.n).toBe(7);
    expect((await statements(prepared)).sort()).toEqual([
      `select $1::int as n, 'prepared-probe' as probe`,
      `select $1::int as n, 'prepared-probe-2' as probe`,
    ]);
  });

  it('leaves statements without parameters, transactions and the plain pool alone', async () => {
    await prepared.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`select 'prepared-probe-3' as probe`));
    });
    await plain.db.execute(sql`select ${1}::int as n, 'prepared-probe-4' as probe`);
    expect(await statements(prepared)).not.toContain(`select 'prepared-probe-3' as probe`);
    expect(await statements(plain)).toEqual([]);
  });
});
