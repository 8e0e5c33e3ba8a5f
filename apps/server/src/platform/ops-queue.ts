import type { Decision, QueueKind } from '@dance/contracts/ops';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './db.ts';

/** One waiting item of a domain's queue, in the domain's own words. */
export interface WaitingItem {
  ref: string;
  createdAt: Date;
  /** `createdAt` in microseconds since the epoch: the exact key a cursor continues after. */
  us: number;
  title: string;
  summary: string;
  /** The applicant, author, reported user or shop owner. */
  userId: number | null;
  images: string[];
  /** Labelled facts; labels are keys the console translates (`real_name`, `amount`…). */
  facts: { label: string; value: string }[];
  options?: { id: number; label: string }[];
}

export interface DecisionInput {
  decision: Decision;
  reason: string;
  optionId?: number;
  reference?: string;
}

/** What the console does after a decision (the domain itself logged it in its transaction). */
export interface Outcome {
  /** The applicant the console tells in their message box (when the domain does not itself). */
  tell?: { userId: number; subject: 'realname' | 'merchant'; approved: boolean };
}

/**
 * A domain's queue of items waiting for an operator, read and decided through the domain's own
 * services (the console never touches a domain's tables). Each module that leaves work for
 * operators makes one; app.ts hands them to the console.
 */
export interface QueueSource {
  kind: QueueKind;
  /** Waiting items created before `before`, oldest first, strictly after `after` (time, then id). */
  waiting(q: {
    after: { us: number; ref: string } | null;
    before: Date;
    limit: number;
  }): Promise<WaitingItem[]>;
  /** How many wait, and how many of them since before each of the given times. */
  counts(overDay: Date, overWeek: Date): Promise<{ count: number; overDay: number; overWeek: number }>;
  /** The item while it still waits; null once decided or gone. */
  one(ref: string): Promise<WaitingItem | null>;
  /**
   * Takes the decision through the domain's own conditional transition: a second decision of the
   * same item fails (CONFLICT or the domain's state error), so only one call returns.
   */
  decide(operatorId: number, ref: string, d: DecisionInput): Promise<Outcome>;
}

/** The numeric id in a ref (`12`, or `post-12` for kinds holding two tables); 0 when none. */
export function refId(ref: string): number {
  const n = Number(ref.slice(ref.lastIndexOf('-') + 1));
  return /^(\w+-)?\d{1,15}$/.test(ref) && Number.isSafeInteger(n) && n > 0 ? n : 0;
}

const US = sql.raw('(extract(epoch from w.created_at) * 1000000)::bigint');

/**
 * A queue source over one SQL query of the domain's waiting rows (its columns: `id`, the item's
 * ref as text or a number, `created_at`
 * and whatever `item` reads). Paging, counts and the single item wrap that query, so a domain
 * writes its selection once. The query belongs to the domain's module, over its own tables.
 */
export function sqlQueue<R extends { id: string | number; created_at: Date | string }>(s: {
  db: Db;
  kind: QueueKind;
  /** The query, or a function making it when it depends on the domain's clock. */
  waiting: SQL | (() => SQL);
  item: (row: R) => Omit<WaitingItem, 'createdAt' | 'us'>;
  decide: QueueSource['decide'];
}): QueueSource {
  const base = () => (typeof s.waiting === 'function' ? s.waiting() : s.waiting);
  const rows = async (where: SQL, tail: SQL = sql``): Promise<(R & { us: string })[]> =>
    (
      await s.db.execute(
        sql`select * from (select w.*, ${US} as us from (${base()}) w) w where ${where} ${tail}`,
      )
    ).rows as (R & { us: string })[];
  const item = (r: R & { us: string }): WaitingItem => ({
    ...s.item(r),
    us: Number(r.us),
    createdAt: new Date(Math.floor(Number(r.us) / 1000)),
  });
  return {
    kind: s.kind,
    async waiting(q) {
      const after = q.after ? sql`and (w.us, w.id::text) > (${q.after.us}::bigint, ${q.after.ref})` : sql``;
      const list = await rows(
        sql`w.created_at < ${q.before.toISOString()}::timestamptz ${after}`,
        sql`order by w.us, w.id::text limit ${q.limit}`,
      );
      return list.map(item);
    },
    async counts(overDay, overWeek) {
      const r = await s.db.execute<{ count: string; over_day: string; over_week: string }>(sql`
        select count(*) as count,
               count(*) filter (where w.created_at < ${overDay.toISOString()}::timestamptz) as over_day,
               count(*) filter (where w.created_at < ${overWeek.toISOString()}::timestamptz) as over_week
        from (${base()}) w`);
      const c = r.rows[0]!;
      return { count: Number(c.count), overDay: Number(c.over_day), overWeek: Number(c.over_week) };
    },
    async one(ref) {
      const [r] = await rows(sql`w.id::text = ${ref}`);
      return r ? item(r) : null;
    },
    decide: s.decide,
  };
}
