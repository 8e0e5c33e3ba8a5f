import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { refId, sqlQueue, type QueueSource } from '../../platform/ops-queue.ts';
import type { AnchorService } from './anchors.ts';
import type { LiveReportAction, LiveReportService } from './reports.ts';

/** Anchor applications waiting for an operator; the anchor service tells the applicant. */
export function anchorQueue(db: Db, anchors: AnchorService): QueueSource {
  return sqlQueue<{
    id: number;
    created_at: Date;
    user_id: number;
    stage_name: string;
    styles: string[];
    photo: string;
    clip: string;
  }>({
    db,
    kind: 'anchor',
    waiting: sql`select id, created_at, user_id, stage_name, styles, photo, clip
                 from live_anchor_application where status = 1`,
    item: (r) => ({
      ref: String(r.id),
      title: r.stage_name,
      summary: (r.styles ?? []).join(' · '),
      userId: Number(r.user_id),
      images: [r.photo].filter(Boolean),
      facts: [
        { label: 'styles', value: (r.styles ?? []).join(', ') },
        { label: 'clip', value: r.clip },
      ],
    }),
    decide: async (operatorId, ref, d) => {
      const id = refId(ref);
      if (!id) notFound('application');
      await anchors.review(operatorId, id, d.decision === 'approve', d.reason);
      return {};
    },
  });
}

/**
 * Reported lives: one item per live with waiting reports (its oldest report's time), the live's
 * title, cover and state, the anchor, the reasons and how many reported it.
 */
export function liveReportQueue(db: Db, reports: LiveReportService): QueueSource {
  return sqlQueue<{
    id: number;
    created_at: Date;
    user_id: number;
    title: string;
    cover: string;
    status: string;
    content: string;
    reasons: string;
    reports: string;
  }>({
    db,
    kind: 'live_report',
    waiting: sql`select l.id, min(r.created_at) as created_at, l.anchor_id as user_id, l.title, l.cover, l.status,
                        coalesce(string_agg(nullif(r.content, ''), ' / ' order by r.id), '') as content,
                        string_agg(distinct r.reason, ', ') as reasons, count(*) as reports
                   from live_report r join live_room l on l.id = r.live_id
                  where r.status = 0
                  group by l.id`,
    item: (r) => ({
      ref: String(r.id),
      title: r.title,
      summary: r.content,
      userId: Number(r.user_id),
      images: [r.cover].filter(Boolean),
      facts: [
        { label: 'report_reason', value: r.reasons ?? '' },
        { label: 'reports', value: String(r.reports) },
        { label: 'live_status', value: r.status },
        { label: 'target', value: `/#/pages/live-room?id=${r.id}` },
      ],
    }),
    decide: async (operatorId, ref, d) => {
      const id = refId(ref);
      if (!id) notFound('live');
      await reports.resolve(operatorId, id, d.decision as LiveReportAction, d.reason);
      return {};
    },
  });
}
