import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './db.ts';

/**
 * A fixed-window counter in PostgreSQL, so every server process sees the same count.
 * `hit` adds one and answers the count within the window and the seconds until it resets.
 */
export class RateCounter {
  constructor(private readonly db: Db) {}

  async hit(key: string, windowSeconds: number): Promise<{ count: number; resetIn: number }> {
    const r = await this.db.execute<{ count: number; reset_in: number }>(this.hitting(key, windowSeconds));
    const row = r.rows[0]!;
    return { count: Number(row.count), resetIn: Math.max(0, Number(row.reset_in)) };
  }

  /**
   * The hit as a statement returning `count` and `reset_in`, to embed as a CTE in a write whose
   * rule checks the count (a refusal that fails the statement undoes the hit with it).
   */
  hitting(key: string, windowSeconds: number): SQL {
    return sql`
      insert into rate_counter (key, count, reset_at) values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
      on conflict (key) do update set
        count = case when rate_counter.reset_at <= now() then 1 else rate_counter.count + 1 end,
        reset_at = case when rate_counter.reset_at <= now() then excluded.reset_at else rate_counter.reset_at end
      returning count, ceil(extract(epoch from reset_at - now()))::int as reset_in`;
  }

  async peek(key: string): Promise<{ count: number; resetIn: number }> {
    const r = await this.db.execute<{ count: number; reset_in: number }>(sql`
      select count, ceil(extract(epoch from reset_at - now()))::int as reset_in from rate_counter
       where key = ${key} and reset_at > now()`);
    const row = r.rows[0];
    return row ? { count: Number(row.count), resetIn: Number(row.reset_in) } : { count: 0, resetIn: 0 };
  }
}
