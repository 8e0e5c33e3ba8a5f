import { and, desc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import { later, type Db, type DbOrTx } from '../../platform/db.ts';
import { integralLog } from '../../db/schema/points.ts';

export type LogRow = typeof integralLog.$inferSelect;

type LogType = 'all' | 'earned' | 'spent';

function listQuery(tx: DbOrTx, type: LogType, cursor: boolean) {
  const where: (SQL | undefined)[] = [eq(integralLog.userId, sql.placeholder('userId'))];
  if (cursor) where.push(lt(integralLog.id, sql.placeholder('beforeId')));
  if (type === 'earned') where.push(gt(integralLog.change, 0));
  if (type === 'spent') where.push(lt(integralLog.change, 0));
  return tx
    .select()
    .from(integralLog)
    .where(and(...where))
    .orderBy(desc(integralLog.id))
    .limit(sql.placeholder('limit'));
}

type ListStatement = ReturnType<ReturnType<typeof listQuery>['prepare']>;

/** SQL of the points domain. */
export class PointsRepo {
  /** The ledger list's statements, built on first use. */
  private readonly lists = new Map<string, ListStatement>();

  constructor(private readonly db: Db) {}

  async insertLog(tx: DbOrTx, values: typeof integralLog.$inferInsert): Promise<void> {
    await tx.insert(integralLog).values(values);
  }

  /**
   * A debit and its ledger row in one statement held back (`later`) to travel with the
   * transaction's next one: `move` is the wallet's update of the points (`$1` the user, `$2` the
   * change), the row takes the points after it. A user without a row fails the ledger's NOT NULL
   * (the points after are a scalar read of the update), so nothing is written.
   */
  moveLater(
    tx: DbOrTx,
    move: string,
    v: { userId: number; change: number; sourceType: string; sourceId: number; kind: string; note: string },
    answered: (after: number) => void,
  ): Promise<void> {
    return later(
      tx,
      `with u as (${move})
      insert into integral_log (user_id, change, integral_after, source_type, source_id, kind, note)
      values ($1, $2, (select integral from u), $3, $4, $5, $6)
      returning integral_after`,
      [v.userId, v.change, v.sourceType, v.sourceId, v.kind, v.note],
      (rows) => answered((rows[0] as { integral_after: number }).integral_after),
    );
  }

  async byCause(
    tx: DbOrTx,
    c: { sourceType: string; sourceId: number; kind: string },
    lock: boolean,
  ): Promise<LogRow | undefined> {
    const q = tx
      .select()
      .from(integralLog)
      .where(
        and(
          eq(integralLog.sourceType, c.sourceType),
          eq(integralLog.sourceId, c.sourceId),
          eq(integralLog.kind, c.kind),
        ),
      )
      .limit(1);
    const [row] = lock ? await q.for('update') : await q;
    return row;
  }

  /**
   * A user's ledger, newest first (served by `integral_log_user_idx`); outside a transaction by
   * one of six statements built once (type, and whether a cursor is given).
   */
  list(
    tx: DbOrTx,
    userId: number,
    q: { type: LogType; beforeId: number | null; limit: number },
  ): Promise<LogRow[]> {
    const cursor = q.beforeId !== null;
    const v = { userId, beforeId: q.beforeId, limit: q.limit + 1 };
    if (tx !== this.db) return listQuery(tx, q.type, cursor).execute(v);
    const key = `${q.type}${cursor ? '_after' : ''}` as const;
    let statement = this.lists.get(key);
    if (!statement) {
      statement = listQuery(this.db, q.type, cursor).prepare(`points_log_${key}`);
      this.lists.set(key, statement);
    }
    return statement.execute(v);
  }
}
