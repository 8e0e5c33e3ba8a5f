import { and, desc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { opsAction, opsClaim } from '../../db/schema/ops.ts';

export type ActionRow = typeof opsAction.$inferSelect;
export type ClaimRow = typeof opsClaim.$inferSelect;

/** One day's figures in fen and units, a China day (`YYYY-MM-DD`). */
export interface DayRow {
  day: string;
  users: number;
  posts: number;
  orders: number;
  gmv: number;
  refunds: number;
  points_issued: number;
  points_spent: number;
  lives: number;
}

/** SQL of the action log, the claims and the overview. No rules here: the console decides. */
export class OpsRepo {
  async log(tx: DbOrTx, v: typeof opsAction.$inferInsert): Promise<ActionRow> {
    const [row] = await tx.insert(opsAction).values(v).returning();
    return row!;
  }

  actions(
    tx: DbOrTx,
    f: { kind?: string; operatorId?: number; ref?: string; before: number | null; limit: number },
  ): Promise<ActionRow[]> {
    const where: (SQL | undefined)[] = [
      f.kind ? eq(opsAction.kind, f.kind) : undefined,
      f.operatorId ? eq(opsAction.operatorId, f.operatorId) : undefined,
      f.ref ? eq(opsAction.ref, f.ref) : undefined,
      f.before ? lt(opsAction.id, f.before) : undefined,
    ];
    return tx
      .select()
      .from(opsAction)
      .where(and(...where))
      .orderBy(desc(opsAction.id))
      .limit(f.limit);
  }

  /**
   * Takes the item for the operator unless another operator's hold is still running; answers the
   * hold in force after the attempt (theirs or the other's).
   */
  async claim(tx: DbOrTx, kind: string, ref: string, operatorId: number): Promise<ClaimRow> {
    await tx.execute(sql`
      insert into ops_claim (kind, ref, operator_id) values (${kind}, ${ref}, ${operatorId})
      on conflict (kind, ref) do update
        set operator_id = excluded.operator_id, claimed_at = now(), until = now() + interval '15 minutes'
        where ops_claim.until < now() or ops_claim.operator_id = excluded.operator_id`);
    const [row] = await tx
      .select()
      .from(opsClaim)
      .where(and(eq(opsClaim.kind, kind), eq(opsClaim.ref, ref)));
    return row!;
  }

  /** Holds still running on the given refs of a kind. */
  claims(tx: DbOrTx, keys: { kind: string; ref: string }[]): Promise<ClaimRow[]> {
    if (!keys.length) return Promise.resolve([]);
    return tx
      .select()
      .from(opsClaim)
      .where(
        and(
          inArray(
            sql`(${opsClaim.kind} || ':' || ${opsClaim.ref})`,
            keys.map((k) => `${k.kind}:${k.ref}`),
          ),
          gt(opsClaim.until, sql`now()`),
        ),
      );
  }

  async release(tx: DbOrTx, kind: string, ref: string): Promise<void> {
    await tx.delete(opsClaim).where(and(eq(opsClaim.kind, kind), eq(opsClaim.ref, ref)));
  }

  /**
   * The overview's figures per China day from `from` (inclusive). A reporting read over several
   * domains' tables, the one place the console reads them directly (decision 211): figures only,
   * never a decision.
   */
  async days(tx: DbOrTx, from: string, to: string): Promise<DayRow[]> {
    const r = await tx.execute<Record<keyof DayRow, string>>(sql`
      with d as (
        select generate_series(${from}::date, ${to}::date, interval '1 day')::date as day
      ), b as (
        select day, (day::timestamp at time zone 'Asia/Shanghai') as lo,
               ((day + 1)::timestamp at time zone 'Asia/Shanghai') as hi from d
      )
      select to_char(b.day, 'YYYY-MM-DD') as day,
        (select count(*) from users u where u.created_at >= b.lo and u.created_at < b.hi) as users,
        (select count(*) from post p where p.created_at >= b.lo and p.created_at < b.hi and p.status <> 9) as posts,
        (select count(*) from orders o where o.paid_at >= b.lo and o.paid_at < b.hi) as orders,
        (select coalesce(sum(o.pay_amount), 0) from orders o where o.paid_at >= b.lo and o.paid_at < b.hi) as gmv,
        (select coalesce(sum(f.amount), 0) from refund f where f.created_at >= b.lo and f.created_at < b.hi
            and f.status = 'succeeded') as refunds,
        (select coalesce(sum(i.change), 0) from integral_log i where i.created_at >= b.lo and i.created_at < b.hi
            and i.change > 0) as points_issued,
        (select coalesce(-sum(i.change), 0) from integral_log i where i.created_at >= b.lo and i.created_at < b.hi
            and i.change < 0) as points_spent,
        (select count(*) from live_room l where l.started_at >= b.lo and l.started_at < b.hi) as lives
      from b order by b.day`);
    return r.rows.map((x) => ({
      day: x.day,
      users: Number(x.users),
      posts: Number(x.posts),
      orders: Number(x.orders),
      gmv: Number(x.gmv),
      refunds: Number(x.refunds),
      points_issued: Number(x.points_issued),
      points_spent: Number(x.points_spent),
      lives: Number(x.lives),
    }));
  }
}
