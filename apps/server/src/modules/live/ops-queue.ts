import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { refId, sqlQueue, type QueueSource } from '../../platform/ops-queue.ts';
import type { AnchorService } from './anchors.ts';

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
