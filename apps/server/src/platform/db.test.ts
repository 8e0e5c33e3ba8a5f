import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, sqlLimit } from './db.ts';

/** The pool prepares parameterised statements once per connection (platform/db.ts). */
const url = process.env.TEST_FILE_DATABASE_URL;
if (!url) throw new Error('file-setup did not create a database');
const prepared = openDatabase(url, 1);
const plain = openDatabase(url, 1, { prepare: false });
afterAll(async () => {
  await prepared.close();
  await plain.close();
});

/** How often the prepared statement whose text holds `probe` was planned for its values, and how often it reused its plan. */
const plans = async (probe: string) =>
  (
    await prepared.db.execute<{ generic: number; custom: number }>(
      sql.raw(`select generic_plans::int as generic, custom_plans::int as custom
                 from pg_prepared_statements where statement like '%${probe}%' and statement not like '%pg_prepared%'`),
    )
  ).rows[0]!;

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

  it('keeps one plan for a write joined to rowsOf, where unnest of array parameters is planned on every call', async () => {
    // A table of some size, as the SKUs are: on a tiny one, either plan is a scan of a page.
    await prepared.db.execute(
      sql.raw(`create temp table rows_probe as select g::bigint as id, 100 as stock from generate_series(1, 20000) g;
               alter table rows_probe add primary key (id); analyze rows_probe`),
    );
    for (let i = 1; i <= 8; i++) {
      const changed = await prepared.db.execute(
        sql`update rows_probe s set stock = s.stock - v.n
              from ${rowsOf([[i, 1]], ['bigint', 'int'])} as v(id, n)
             where s.id = v.id and 'rows-probe' <> ''`,
      );
      expect(changed.rowCount).toBe(1);
      await prepared.db.execute(
        sql`update rows_probe s set stock = s.stock - v.n
              from unnest(${`{${i}}`}::bigint[], ${'{1}'}::int[]) as v(id, n)
             where s.id = v.id and 'unnest-probe' <> ''`,
      );
    }
    expect(await plans('rows-probe')).toMatchObject({ custom: 5, generic: 3 });
    expect(await plans('unnest-probe')).toMatchObject({ custom: 8, generic: 0 });
    expect(() => rowsOf([], ['bigint'])).toThrow(/no rows/);
  });

  it('keeps one plan for a page whose size is in its text, where a LIMIT parameter is planned on every call', async () => {
    await prepared.db.execute(
      sql.raw(`create temp table page_probe as select g::bigint as id, g % 50 as owner from generate_series(1, 20000) g;
               create index on page_probe (owner, id); analyze page_probe`),
    );
    for (let i = 1; i <= 8; i++) {
      const literal = await prepared.db.execute<{ id: string }>(
        sql`select id from page_probe where owner = ${i} and 'literal-page-probe' <> ''
             order by id desc limit ${sqlLimit(20)}`,
      );
      expect(literal.rows).toHaveLength(20);
      expect(Number(literal.rows[0]!.id)).toBe(20000 - 50 + i);
      await prepared.db.execute(
        sql`select id from page_probe where owner = ${i} and 'param-page-probe' <> ''
             order by id desc limit ${20}`,
      );
    }
    expect(await plans('literal-page-probe')).toMatchObject({ custom: 5, generic: 3 });
    expect(await plans('param-page-probe')).toMatchObject({ custom: 8, generic: 0 });
    expect(() => sqlLimit(-1)).toThrow(/no page size/);
    expect(() => sqlLimit(Number.NaN)).toThrow(/no page size/);
  });
});
