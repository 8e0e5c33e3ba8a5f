import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { yuan } from '../../platform/money.ts';
import { refId, sqlQueue, type QueueSource } from '../../platform/ops-queue.ts';
import type { PublishReviewService } from './publish-review.ts';

/** Activities published while review before publishing is on, oldest submission first. */
export function activityPublishQueue(db: Db, review: PublishReviewService): QueueSource {
  return sqlQueue<{
    id: number;
    created_at: Date;
    user_id: number | null;
    name: string;
    cover: string;
    styles: string[];
    venue_name: string;
    venue_address: string;
    start_at: Date | string;
  }>({
    db,
    kind: 'publish_activity',
    waiting: sql`select id, coalesce(submitted_at, updated_at) as created_at, submitted_by as user_id,
                        name, cover, styles, venue_name, venue_address, start_at
                 from activity where status = 'review'`,
    item: (r) => ({
      ref: String(r.id),
      title: r.name,
      summary: `${new Date(r.start_at).toISOString().slice(0, 16).replace('T', ' ')} UTC · ${r.venue_name}`,
      userId: r.user_id === null ? null : Number(r.user_id),
      images: r.cover ? [r.cover] : [],
      facts: [
        { label: 'styles', value: (r.styles ?? []).join(', ') },
        { label: 'address', value: `${r.venue_name}, ${r.venue_address}` },
      ],
    }),
    decide: async (operatorId, ref, d) => {
      const id = refId(ref);
      if (!id) notFound('activity');
      await review.decide(operatorId, 'activity', id, d.decision === 'approve', d.reason);
      return {};
    },
  });
}

/** Courses published while review before publishing is on, oldest submission first. */
export function coursePublishQueue(db: Db, review: PublishReviewService): QueueSource {
  return sqlQueue<{
    id: number;
    created_at: Date;
    user_id: number | null;
    name: string;
    cover: string;
    style: string;
    level: string;
    teacher_name: string;
    price: number | string;
  }>({
    db,
    kind: 'publish_course',
    waiting: sql`select id, coalesce(submitted_at, updated_at) as created_at, submitted_by as user_id,
                        name, cover, style, level, teacher_name, price
                 from course where status = 'review'`,
    item: (r) => ({
      ref: String(r.id),
      title: r.name,
      summary: r.teacher_name,
      userId: r.user_id === null ? null : Number(r.user_id),
      images: r.cover ? [r.cover] : [],
      facts: [
        { label: 'styles', value: `${r.style} · ${r.level}` },
        { label: 'amount', value: yuan(Number(r.price)) },
      ],
    }),
    decide: async (operatorId, ref, d) => {
      const id = refId(ref);
      if (!id) notFound('course');
      await review.decide(operatorId, 'course', id, d.decision === 'approve', d.reason);
      return {};
    },
  });
}
