import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { forumReport, moderationLog, moderationWord } from '../../db/schema/community.ts';
import { Reader, usKey } from './sql.ts';
import type {
  InformCatRow,
  LogRow,
  LogValues,
  ReportListRow,
  ReportRow,
  ReportValues,
  ReviewRow,
} from './rows.ts';

/** SQL of reports, the review queue, the operators' action log and the moderation words. */
export class ModerationRepo {
  readonly read = new Reader();

  // ---------- reports ----------

  informCats(tx: DbOrTx): Promise<InformCatRow[]> {
    return this.read.rows<InformCatRow>(
      tx,
      'select id, name, names from inform_cat where not hidden order by sort, id',
      [],
    );
  }

  async informCatExists(tx: DbOrTx, id: number): Promise<boolean> {
    return Boolean(
      await this.read.one(tx, 'select 1 as x from inform_cat where id = $1 and not hidden', [id]),
    );
  }

  /** One pending report per reporter and target: a repeat answers the first one's id. */
  async insertReport(tx: DbOrTx, values: ReportValues): Promise<number> {
    const [row] = await tx
      .insert(forumReport)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: forumReport.id });
    if (row) return row.id;
    const r = await this.read.one<{ id: number }>(
      tx,
      'select id from forum_report where reporter_id = $1 and target_type = $2 and target_id = $3 and status = 0',
      [values.reporterId, values.targetType, values.targetId],
    );
    return Number(r!.id);
  }

  reports(
    tx: DbOrTx,
    status: 'pending' | 'resolved',
    after: number | null,
    limit: number,
  ): Promise<ReportListRow[]> {
    return this.read.rows<ReportListRow>(
      tx,
      status === 'pending'
        ? `select r.*, c.name as cat_name from forum_report r left join inform_cat c on c.id = r.cat_id
            where r.status = 0 and ($1 = 0 or r.id > $1) order by r.id limit $2`
        : `select r.*, c.name as cat_name from forum_report r left join inform_cat c on c.id = r.cat_id
            where r.status = 1 and ($1 = 0 or r.id < $1) order by r.id desc nulls last limit $2`,
      [after ?? 0, limit],
    );
  }

  report(tx: DbOrTx, id: number): Promise<ReportRow | undefined> {
    return tx
      .select()
      .from(forumReport)
      .where(eq(forumReport.id, id))
      .limit(1)
      .then((r) => r[0]);
  }

  /** Resolves every pending report of one target together; answers how many. */
  async resolveReports(
    tx: DbOrTx,
    targetType: string,
    targetId: number,
    action: string,
    operatorId: number,
  ): Promise<number> {
    const r = await tx
      .update(forumReport)
      .set({ status: 1, action, resolvedBy: operatorId, resolvedAt: sql`now()` })
      .where(
        and(
          eq(forumReport.targetType, targetType),
          eq(forumReport.targetId, targetId),
          eq(forumReport.status, 0),
        ),
      );
    return r.rowCount ?? 0;
  }

  // ---------- the action log and the review queue ----------

  async log(tx: DbOrTx, values: LogValues): Promise<void> {
    await tx.insert(moderationLog).values(values);
  }

  actionLog(tx: DbOrTx, before: number | null, limit: number): Promise<LogRow[]> {
    return this.read.rows<LogRow>(
      tx,
      'select * from moderation_log where ($1 = 0 or id < $1) order by id desc limit $2',
      [before ?? 0, limit],
    );
  }

  reviewQueue(tx: DbOrTx, after: number[] | null, limit: number): Promise<ReviewRow[]> {
    // Posts and comments held for review, oldest first, by (created_at, kind, id).
    const cond = after ? `where (us, k, id) > ($1::bigint, $2::int, $3::bigint)` : '';
    const values = after ? [after[0], after[1], after[2], limit] : [limit];
    return this.read.rows<ReviewRow>(
      tx,
      `select * from (
         select 0 as k, p.id, p.id as post_id, p.user_id, p.title, p.summary as body, p.review_words as words,
                p.created_at, ${usKey('p.created_at')} as us from post p where p.status = 2
         union all
         select 1, c.id, c.post_id, c.user_id, '', c.content, c.review_words, c.created_at, ${usKey('c.created_at')}
           from comment c where c.status = 2) q ${cond}
       order by us, k, id limit $${values.length}`,
      values,
    );
  }

  // ---------- moderation words ----------

  async wordsVersion(tx: DbOrTx): Promise<string> {
    const r = await this.read.one<{ v: string }>(
      tx,
      `select count(*) || ':' || coalesce(max(id), 0) || ':' || coalesce(max(extract(epoch from created_at)), 0) as v from moderation_word`,
      [],
    );
    return r?.v ?? '0';
  }

  words(tx: DbOrTx) {
    return tx.select({ word: moderationWord.word, level: moderationWord.level }).from(moderationWord);
  }
}
