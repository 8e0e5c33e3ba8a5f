import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { refId, sqlQueue, type QueueSource } from '../../platform/ops-queue.ts';
import type { ModerationService } from './moderation.ts';

/** Posts and comments the sensitive words held, approved or refused through moderation. */
export function heldQueue(db: Db, moderation: ModerationService): QueueSource {
  return sqlQueue<{
    id: string;
    created_at: Date;
    user_id: number;
    title: string;
    body: string;
    words: string[] | null;
    images: string[] | null;
  }>({
    db,
    kind: 'held',
    waiting: sql`select 'post-' || p.id as id, p.created_at, p.user_id, p.title, p.content as body, p.review_words as words, p.images
                   from post p where p.status = 2
                 union all
                 select 'comment-' || c.id, c.created_at, c.user_id, '', c.content, c.review_words, '{}'::text[]
                   from comment c where c.status = 2`,
    item: (r) => ({
      ref: r.id,
      title: r.title || r.body.slice(0, 40),
      summary: r.body.slice(0, 500),
      userId: Number(r.user_id),
      images: r.images ?? [],
      facts: [
        { label: 'target', value: r.id.startsWith('post') ? 'post' : 'comment' },
        { label: 'words', value: (r.words ?? []).join(', ') },
      ],
    }),
    decide: async (operatorId, ref, d) => {
      const id = refId(ref);
      const type = ref.startsWith('post-') ? 'post' : ref.startsWith('comment-') ? 'comment' : null;
      if (!id || !type) invalid('ref', 'post-<id> or comment-<id>');
      const approve = d.decision === 'approve';
      await moderation.review(operatorId, type, id, approve ? 1 : 0, d.reason);
      return {};
    },
  });
}

/**
 * Reports waiting for an operator, one item per reported post, comment or account (its oldest
 * pending report; one decision settles every report of the target), with the reported content in
 * place and the reporter's reason.
 */
export function reportQueue(db: Db, moderation: ModerationService): QueueSource {
  return sqlQueue<{
    id: number;
    created_at: Date;
    user_id: number | null;
    target_type: string;
    target_id: number;
    cat: string;
    content: string;
    images: string[] | null;
    reports: string;
    target_text: string | null;
    target_images: string[] | null;
    target_status: number | null;
  }>({
    db,
    kind: 'report',
    waiting: sql`select r.id, r.created_at, r.target_user_id as user_id, r.target_type, r.target_id, c.name as cat,
                        r.content, r.images,
                        (select count(*) from forum_report x
                          where x.status = 0 and x.target_type = r.target_type and x.target_id = r.target_id) as reports,
                        case r.target_type
                          when 'post' then (select coalesce(nullif(p.title, ''), p.summary) from post p where p.id = r.target_id)
                          when 'comment' then (select cm.content from comment cm where cm.id = r.target_id) end as target_text,
                        case r.target_type when 'post' then (select p.images from post p where p.id = r.target_id) end as target_images,
                        case r.target_type
                          when 'post' then (select p.status from post p where p.id = r.target_id)
                          when 'comment' then (select cm.status from comment cm where cm.id = r.target_id) end as target_status
                   from forum_report r join inform_cat c on c.id = r.cat_id
                  where r.status = 0
                    and not exists (select 1 from forum_report o where o.status = 0 and o.target_type = r.target_type
                                      and o.target_id = r.target_id and o.id < r.id)`,
    item: (r) => ({
      ref: String(r.id),
      title: r.target_text ?? '',
      summary: r.content,
      userId: r.user_id === null ? null : Number(r.user_id),
      images: [...(r.target_images ?? []), ...(r.images ?? [])],
      facts: [
        { label: 'target', value: `${r.target_type} ${r.target_id}` },
        { label: 'report_reason', value: r.cat },
        { label: 'reports', value: String(r.reports) },
        { label: 'target_status', value: STATUS_NAMES[Number(r.target_status)] ?? '' },
      ],
    }),
    decide: async (operatorId, ref, d) => {
      const id = refId(ref);
      if (!id) notFound('report');
      const action = d.decision as 'hide' | 'restore' | 'warn' | 'ban' | 'dismiss';
      await moderation.resolve(operatorId, id, action, d.reason);
      return {};
    },
  });
}

const STATUS_NAMES: Record<number, string> = {
  1: 'published',
  2: 'review',
  3: 'hidden',
  4: 'rejected',
  9: 'deleted',
};
