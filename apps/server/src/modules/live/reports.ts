import { and, eq, sql } from 'drizzle-orm';
import type { BodyOf, live } from '@dance/contracts';
import { liveReport } from '../../db/schema/live.ts';
import type { Db } from '../../platform/db.ts';
import { fail, invalid, notFound } from '../../platform/errors.ts';
import type { OpsJournal } from '../../platform/journal.ts';
import type { LiveService } from './lives.ts';
import type { LivesRepo } from './lives.repo.ts';
import type { LiveDeps } from './ports.ts';

export type LiveReportAction = 'end' | 'ban' | 'dismiss';

/**
 * Reports of lives: a viewer reports a live that is not their own with one of the forum's report
 * reasons (one waiting report per viewer and live; a repeat answers the same id). An operator
 * decides per live: end it (when on air), ban its anchor (and end it), or dismiss; one decision
 * resolves every waiting report of the live, logged in its transaction.
 */
export class LiveReportService {
  constructor(
    private readonly db: Db,
    private readonly lives: LivesRepo,
    private readonly liveService: LiveService,
    private readonly deps: LiveDeps,
    private readonly journal: OpsJournal,
  ) {}

  async report(userId: number, body: BodyOf<typeof live.liveReport>): Promise<{ id: number }> {
    const s = await this.deps.users.standing(userId);
    if (!s || s.closed) notFound('user');
    const row = await this.lives.byId(this.db, body.live_id);
    if (!row || row.destroyed) notFound('live');
    if (row.anchorId === userId) invalid('live_id', 'cannot report your own live');
    const reason = await this.deps.reasons.informCatName(body.cat_id);
    if (reason === null) notFound('inform_cat');
    const [made] = await this.db
      .insert(liveReport)
      .values({
        liveId: row.id,
        reporterId: userId,
        anchorId: row.anchorId,
        catId: body.cat_id,
        reason,
        content: body.content,
      })
      .onConflictDoNothing()
      .returning({ id: liveReport.id });
    if (made) return { id: made.id };
    const [waiting] = await this.db
      .select({ id: liveReport.id })
      .from(liveReport)
      .where(and(eq(liveReport.liveId, row.id), eq(liveReport.reporterId, userId), eq(liveReport.status, 0)));
    return { id: waiting!.id };
  }

  /** One decision for every waiting report of a live; 1409 when none waits (decided already). */
  async resolve(operatorId: number, liveId: number, action: LiveReportAction, reason: string): Promise<void> {
    await this.deps.users.requireOperator(operatorId, 'reviewer');
    if (action !== 'dismiss' && !reason) invalid('reason', 'is required to end a live or ban its anchor');
    const live = await this.lives.byId(this.db, liveId);
    if (!live) notFound('live');
    const ended = await this.db.transaction(async (tx) => {
      const done = await tx
        .update(liveReport)
        .set({ status: 1, action, resolvedBy: operatorId, resolvedAt: sql`now()` })
        .where(and(eq(liveReport.liveId, liveId), eq(liveReport.status, 0)))
        .returning({ id: liveReport.id, anchorId: liveReport.anchorId });
      if (!done.length) fail('CONFLICT', { reason: 'no report of this live waits' });
      const anchorId = done[0]!.anchorId;
      if (action === 'ban') await this.deps.users.ban(tx, anchorId);
      await this.journal.record(tx, {
        operatorId,
        kind: 'live_report',
        ref: String(liveId),
        decision: action,
        reason,
        before: { reports: done.length, live: live.status },
        after: {
          reports: 'resolved',
          live: action === 'dismiss' || live.status !== 'live' ? live.status : 'ended',
          ...(action === 'ban' ? { anchor: 'banned' } : {}),
        },
      });
      return action !== 'dismiss' && live.status === 'live';
    });
    // The live's own transition (room told, stream closed) once the decision is kept.
    if (ended) await this.liveService.end(liveId);
  }
}
