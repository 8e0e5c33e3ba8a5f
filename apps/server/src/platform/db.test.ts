import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  intArray,
  later,
  limitInText,
  openDatabase,
  planned,
  rowsOf,
  textArray,
  textRows,
  together,
  clientOf,
  type DbOrTx,
} from './db.ts';

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

/** What the pool's connection was sent, as pg's client was asked: texts, and the BEGINs held for a statement. */
async function sent<T>(fn: () => Promise<T>): Promise<{ result: T; texts: string[] }> {
  const texts: string[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const q = args[0] as string | { text?: string; heldBegin?: boolean; heldTexts?: string[] };
    const before = typeof q === 'object' ? [...(q.heldBegin ? ['begin'] : []), ...(q.heldTexts ?? [])] : [];
    texts.push([...before, typeof q === 'string' ? q : q.text].join(' + '));
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    return { result: await fn(), texts };
  } finally {
    pg.Client.prototype.query = original;
  }
}

describe('a transaction’s BEGIN', () => {
  it('goes with its first statement once the connection has prepared it; nothing is sent for an empty one', async () => {
    await prepared.db.execute(sql.raw(`create table if not exists held_begin (n int primary key)`));
    // The connection's first transaction sends BEGIN on its own and prepares it.
    await prepared.db.transaction(async (tx) => tx.execute(sql`select ${1}::int as n`));
    const one = await sent(() =>
      prepared.db.transaction(async (tx) => {
        await tx.execute(sql`insert into held_begin values (${1})`);
        await tx.execute(sql`insert into held_begin values (${2})`);
      }),
    );
    expect(one.texts).toEqual([
      'begin + insert into held_begin values ($1)',
      'insert into held_begin values ($1)',
      'commit',
    ]);
    const empty = await sent(() => prepared.db.transaction(async () => undefined));
    expect(empty.texts).toEqual([]);
    expect((await prepared.db.execute(sql`select count(*)::int as n from held_begin`)).rows[0]).toEqual({
      n: 2,
    });
  });

  it('still opens a transaction: a failure rolls back what the first statement wrote', async () => {
    await prepared.db.execute(sql.raw(`create table if not exists held_begin_2 (n int primary key)`));
    const failing = sent(() =>
      prepared.db.transaction(async (tx) => {
        await tx.execute(sql`insert into held_begin_2 values (${1})`);
        await tx.execute(sql`insert into held_begin_2 values (${1})`);
      }),
    );
    await expect(failing).rejects.toMatchObject({ cause: { code: '23505' } });
    // The first statement failing: its BEGIN ran, the transaction is rolled back, the connection serves on.
    await expect(
      prepared.db.transaction(async (tx) => {
        await tx.execute(sql`insert into held_begin_2 values (${2}), (${2})`);
      }),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
    const rows = await prepared.db.execute(sql`select count(*)::int as n from held_begin_2`);
    expect(rows.rows[0]).toEqual({ n: 0 });
    // A statement without parameters first: BEGIN is sent before it, as it was.
    const bare = await sent(() =>
      prepared.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`insert into held_begin_2 values (3)`));
      }),
    );
    expect(bare.texts).toEqual(['begin', 'insert into held_begin_2 values (3)', 'commit']);
    expect((await prepared.db.execute(sql`select n from held_begin_2`)).rows).toEqual([{ n: 3 }]);
  });
});

describe('statements held back (`later`)', () => {
  const count = async () =>
    (await prepared.db.execute<{ n: number }>(sql`select count(*)::int as n from held_later`)).rows[0]!.n;
  /** Two held inserts, a read that sees them, a third held insert that goes with COMMIT. */
  const fourStatements = (first: number, read = 'select count(*)::int as n from held_later where n > $1') =>
    prepared.db.transaction(async (tx) => {
      const answered: unknown[][] = [];
      await later(tx, 'insert into held_later values ($1)', [first]);
      await later(tx, 'insert into held_later values ($1) returning n * 10 as ten', [first + 1], (r) =>
        answered.push(r),
      );
      const [seen] = await textRows<{ n: number }>(tx, read, [0]);
      await later(tx, 'insert into held_later values ($1)', [first + 2]);
      return { seen: seen!.n, answered };
    });

  it('travel with the next statement and with COMMIT, in the order written, on a new connection and after', async () => {
    await prepared.db.execute(sql.raw(`create table if not exists held_later (n int primary key)`));
    await prepared.db.transaction(async (tx) => tx.execute(sql`select ${1}::int as n`));
    // The first time, every statement is parsed within the message it travels in.
    for (const first of [1, 11]) {
      const r = await sent(() => fourStatements(first));
      expect(r.texts).toEqual([
        'begin + insert into held_later values ($1) + insert into held_later values ($1) returning n * 10 as ten + ' +
          'select count(*)::int as n from held_later where n > $1',
        'insert into held_later values ($1) + commit',
      ]);
      // The read saw both held inserts; the second one's rows came back to it.
      expect(r.result).toEqual({ seen: first === 1 ? 2 : 5, answered: [[{ ten: (first + 1) * 10 }]] });
    }
    expect(await count()).toBe(6);
  });

  it('fail the statement they travel with, or the COMMIT: nothing is committed and the connection serves on', async () => {
    await prepared.db.execute(sql.raw(`create table if not exists held_later (n int primary key)`));
    const before = await count();
    // A held duplicate fails the read it travels with. Of the statements first parsed in that
    // message, the one before it is parsed on the connection, those after it are not: all are used
    // as they are afterwards.
    const failing = (first: number, dup: number) =>
      prepared.db.transaction(async (tx) => {
        await later(tx, 'insert into held_later values ($1) -- parsed before the failure', [first]);
        await later(tx, 'insert into held_later values ($1)', [dup]);
        await later(tx, 'insert into held_later values ($1) -- skipped by the failure', [first + 1000]);
        return textRows<{ n: number }>(
          tx,
          'select count(*)::int as n from held_later where n > $1 -- after',
          [0],
        );
      });
    await expect(failing(101, 1)).rejects.toMatchObject({ code: '23505' });
    await expect(failing(102, 103)).resolves.toEqual([{ n: before + 3 }]);
    // Held last, with COMMIT: the transaction fails, nothing of it is there.
    const last = prepared.db.transaction(async (tx) => {
      await textRows(tx, 'insert into held_later values ($1)', [201]);
      await later(tx, 'insert into held_later values ($1)', [201]);
    });
    await expect(last).rejects.toMatchObject({ cause: { code: '23505' } });
    expect(await count()).toBe(before + 3);
    expect(
      (await prepared.db.execute(sql`select count(*)::int as n from held_later where n = 201`)).rows[0],
    ).toEqual({ n: 0 });
  });

  it('are dropped unsent by a rollback, and run at once outside a transaction', async () => {
    await prepared.db.execute(sql.raw(`create table if not exists held_later (n int primary key)`));
    const before = await count();
    const r = await sent(() =>
      prepared.db
        .transaction(async (tx) => {
          await later(tx, 'insert into held_later values ($1)', [301]);
          throw new Error('changed my mind');
        })
        .catch((e: Error) => e.message),
    );
    expect(r).toEqual({ result: 'changed my mind', texts: [] });
    expect(await count()).toBe(before);
    const rows: unknown[][] = [];
    await later(prepared.db, 'insert into held_later values ($1) returning n', [302], (x) => rows.push(x));
    expect(rows).toEqual([[{ n: 302 }]]);
    expect(await count()).toBe(before + 1);
  });
});

describe('reads sent together', () => {
  const pid = (d: DbOrTx, n: number) =>
    textRows<{ pid: number; n: number }>(d, 'select pg_backend_pid() as pid, $1::int as n', [n]);

  it('go on one connection in one message, each answered as its own; one failing fails only itself', async () => {
    let writes = 0;
    const r = await together(prepared.db, (one) => {
      // What reaches the socket: one write of every message, or one of them all when corked.
      const stream = (clientOf(one) as unknown as { connection: { stream: Record<string, unknown> } })
        .connection.stream;
      const spied = ['_write', '_writev'].map((k) => {
        const original = stream[k] as (...a: unknown[]) => unknown;
        stream[k] = function (this: unknown, ...a: unknown[]) {
          writes++;
          return original.apply(this, a);
        };
        return () => void (stream[k] = original);
      });
      const all = Promise.allSettled([
        pid(one, 1),
        textRows(one, 'select 1 / $1::int as n', [0]),
        pid(one, 3),
      ]);
      return all.finally(() => spied.forEach((restore) => restore()));
    });
    expect(writes).toBe(1);
    expect(r.map((x) => x.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const [a, , c] = r as PromiseFulfilledResult<{ pid: number; n: number }[]>[];
    expect([a!.value[0]!.n, c!.value[0]!.n]).toEqual([1, 3]);
    expect(a!.value[0]!.pid).toBe(c!.value[0]!.pid);
    expect((r[1] as PromiseRejectedResult).reason).toMatchObject({ code: '22012' });
    // The connection serves on, one statement at a time again.
    expect(await pid(prepared.db, 4)).toEqual([{ pid: a!.value[0]!.pid, n: 4 }]);
  });

  it('give the connection back only once every answer came, after an early failure too', async () => {
    const failing = together(prepared.db, (one) =>
      Promise.all([
        textRows(one, 'select 1 / $1::int as n', [0]),
        textRows(one, 'select pg_sleep(0.05), $1::int as n', [2]),
        pid(one, 3),
      ]),
    );
    await expect(failing).rejects.toMatchObject({ code: '22012' });
    // The pool's only connection answers this read, not one of those still on the wire.
    expect((await pid(prepared.db, 5))[0]!.n).toBe(5);
    expect((await pid(prepared.db, 6))[0]!.n).toBe(6);
  });
});

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

  it('keeps one plan for a page whose size it writes into the text, where a LIMIT parameter is planned on every call', async () => {
    await prepared.db.execute(
      sql.raw(`create temp table page_probe as select g::bigint as id, g % 50 as owner from generate_series(1, 20000) g;
               create index on page_probe (owner, id); analyze page_probe`),
    );
    for (let i = 1; i <= 8; i++) {
      const page = await prepared.db.execute<{ id: string }>(
        sql`select id from page_probe where owner = ${i} and 'number-page-probe' <> ''
             order by id desc limit ${20}`,
      );
      expect(page.rows.map((r) => Number(r.id))).toEqual(
        Array.from({ length: 20 }, (_, k) => 20000 - 50 * (k + 1) + i),
      );
      // A size that is not a number stays a parameter.
      await prepared.db.execute(
        sql`select id from page_probe where owner = ${i} and 'text-page-probe' <> ''
             order by id desc limit ${'20'}`,
      );
    }
    const texts = await prepared.db.execute<{ statement: string }>(
      sql.raw(`select statement from pg_prepared_statements where statement like '%number-page-probe%'
                  and statement not like '%pg_prepared%'`),
    );
    expect(texts.rows.map((r) => r.statement.replace(/\s+/g, ' '))).toEqual([
      "select id from page_probe where owner = $1 and 'number-page-probe' <> '' order by id desc limit 20",
    ]);
    expect(await plans('number-page-probe')).toMatchObject({ custom: 5, generic: 3 });
    expect(await plans('text-page-probe')).toMatchObject({ custom: 8, generic: 0 });
  });

  it('writes in only a LIMIT that is the last parameter, named once, with a number for a page', () => {
    expect(limitInText('select a from t where b = $1 limit $2', [7, 20])).toEqual([
      'select a from t where b = $1 limit 20',
      [7],
    ]);
    expect(limitInText('select a from (select a from t LIMIT $1) s order by a', [5])).toEqual([
      'select a from (select a from t limit 5) s order by a',
      [],
    ]);
    // Not the last parameter, named twice, another parameter's number, not a page's size.
    expect(limitInText('select a from t limit $1 offset $2', [20, 40])).toBeNull();
    expect(limitInText('select $2 from t limit $2', [1, 20])).toBeNull();
    expect(limitInText('select a from t where b = $1 limit $10', [1])).toBeNull();
    for (const size of ['20', 20.5, -1, 10_001, null])
      expect(limitInText('select a from t limit $1', [size])).toBeNull();
  });
});

describe('planned reads', () => {
  const probe = pgTable('planned_probe', { id: integer('id').primaryKey(), name: text('name').notNull() });

  it('are built once on the pool and run as a named statement; on a transaction they see its writes', async () => {
    await prepared.db.execute(sql.raw(`create table planned_probe (id int primary key, name text not null)`));
    await prepared.db.execute(sql.raw(`insert into planned_probe values (1, 'popping'), (2, 'locking')`));
    let builds = 0;
    const byName = planned('planned_probe_by_name', (tx: DbOrTx) => {
      builds++;
      return tx
        .select()
        .from(probe)
        .where(eq(probe.name, sql.placeholder('name')));
    });
    expect(await byName(prepared.db, { name: 'popping' })).toEqual([{ id: 1, name: 'popping' }]);
    expect(await byName(prepared.db, { name: 'locking' })).toEqual([{ id: 2, name: 'locking' }]);
    expect(await byName(prepared.db, { name: 'krump' })).toEqual([]);
    expect(builds).toBe(1);
    const named = await prepared.db.execute<{ name: string }>(
      sql.raw(
        `select name from pg_prepared_statements where statement like '%planned_probe%' and name <> ''`,
      ),
    );
    expect(named.rows.map((r) => r.name)).toContain('planned_probe_by_name');

    // On a transaction: built there, and it reads the row the transaction wrote.
    await expect(
      prepared.db.transaction(async (tx) => {
        await tx.insert(probe).values({ id: 3, name: 'krump' });
        expect(await byName(tx, { name: 'krump' })).toEqual([{ id: 3, name: 'krump' }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(builds).toBe(2);
    expect(await byName(prepared.db, { name: 'krump' })).toEqual([]);
  });
});

describe('the embedded cluster', () => {
  it('runs its backends under SCHED_BATCH, so a backend woken by the server does not preempt it', async () => {
    const { rows } = await prepared.pool.query<{ pid: number }>('select pg_backend_pid() as pid');
    // /proc/<pid>/stat: field 41 is the scheduling policy (0 the default, 3 SCHED_BATCH).
    const fields = readFileSync(`/proc/${rows[0]!.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    expect(fields[41 - 3]).toBe('3');
  });
});

describe('array parameters written as text', () => {
  it('reach PostgreSQL as the lists they were made from', async () => {
    const words = ['a', 'b,c', '{d}', 'e "f"', 'g\\h', '', 'NULL', '街舞'];
    const { rows } = await prepared.pool.query<{ t: string[]; i: string[] }>(
      'select $1::text[] as t, $2::bigint[] as i',
      [textArray(words), intArray([1, 2.7, -3, 9007199254740991])],
    );
    expect(rows[0]!.t).toEqual(words);
    expect(rows[0]!.i).toEqual(['1', '2', '-3', '9007199254740991']);
    expect(textArray([])).toBe('{}');
  });
});
