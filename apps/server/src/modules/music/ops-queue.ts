import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { refId, sqlQueue, type QueueSource } from '../../platform/ops-queue.ts';
import { yuan } from '../../platform/money.ts';
import type { MusicianService } from './musicians.ts';
import type { TrackReviewService } from './publish-review.ts';

/** Musician applications waiting for an operator; the musician service opens the shop and tells the applicant. */
export function musicianQueue(db: Db, musicians: MusicianService): QueueSource {
  return sqlQueue<{
    id: number;
    created_at: Date;
    user_id: number;
    stage_name: string;
    genres: string[];
    sample: string;
    intro: string;
  }>({
    db,
    kind: 'musician',
    waiting: sql`select id, created_at, user_id, stage_name, genres, sample, intro
                 from music_musician_application where status = 1`,
    item: (r) => ({
      ref: String(r.id),
      title: r.stage_name,
      summary: r.intro || (r.genres ?? []).join(' · '),
      userId: Number(r.user_id),
      images: [],
      facts: [
        { label: 'genres', value: (r.genres ?? []).join(', ') },
        { label: 'sample', value: r.sample },
      ],
    }),
    decide: async (operatorId, ref, d) => {
      const id = refId(ref);
      if (!id) notFound('application');
      await musicians.review(operatorId, id, d.decision === 'approve', d.reason);
      return {};
    },
  });
}

/** Tracks published while review before publishing is on, oldest submission first. */
export function trackPublishQueue(db: Db, review: TrackReviewService): QueueSource {
  return sqlQueue<{
    id: number;
    created_at: Date;
    user_id: number | null;
    title: string;
    artist: string;
    cover: string;
    genres: string[];
    price: number;
  }>({
    db,
    kind: 'publish_music',
    waiting: sql`select id, coalesce(submitted_at, updated_at) as created_at, submitted_by as user_id,
                        title, artist, cover, genres, price
                 from music_track where status = 'review'`,
    item: (r) => ({
      ref: String(r.id),
      title: r.title,
      summary: r.artist,
      userId: r.user_id === null ? null : Number(r.user_id),
      images: r.cover ? [r.cover] : [],
      facts: [
        { label: 'genres', value: (r.genres ?? []).join(', ') },
        { label: 'amount', value: yuan(Number(r.price)) },
      ],
    }),
    decide: async (operatorId, ref, d) => {
      const id = refId(ref);
      if (!id) notFound('goods');
      await review.decide(operatorId, id, d.decision === 'approve', d.reason);
      return {};
    },
  });
}
