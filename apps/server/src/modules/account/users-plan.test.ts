import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../platform/db.ts';
import { UsersRepo } from './users.repo.ts';

const url = process.env.TEST_FILE_DATABASE_URL;
if (!url) throw new Error('file-setup did not create a database');
/** One connection, so its prepared statements can be read back. */
const one = openDatabase(url, 1);
afterAll(() => one.close());

describe('the names of a page of users', () => {
  it('are read by a statement PostgreSQL plans once per connection, for each number of ids', async () => {
    // Enough users for their ids to be looked up in the index, as in any community.
    const made = await one.pool.query<{ id: string }>(
      `insert into users (mobile, nickname) select '169' || lpad(g::text, 8, '0'), '舞者' || g
         from generate_series(1, 20000) g returning id`,
    );
    await one.pool.query('analyze users');
    const ids = made.rows.map((r) => Number(r.id));
    const repo = new UsersRepo(one.db);
    for (let i = 0; i < 8; i++) {
      const three = [ids[i]!, ids[i + 10]!, ids[i + 20]!];
      const rows = await repo.profilesByIds(one.db, [...three, three[0]!]);
      expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(three);
      expect(rows.find((r) => r.id === three[0])!.nickname).toBe(`舞者${i + 1}`);
    }
    const plans = await one.db.execute<{ generic: number; custom: number }>(
      sql.raw(`select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements
                where statement like '%from "users"%' and statement not like '%pg_prepared%'`),
    );
    // PostgreSQL plans a prepared statement's first five calls for their values, then keeps its
    // generic plan. An array parameter of ids was planned on each of the 8 calls.
    expect(plans.rows).toEqual([{ generic: 3, custom: 5 }]);
  });
});
