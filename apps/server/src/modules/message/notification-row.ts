import type { notification } from '../../db/schema/message.ts';

export type NotificationRow = typeof notification.$inferSelect;

/** A notification from its columns, as pg gives them or as JSON (timestamps as strings). */
export function toRow(x: Record<string, unknown>): NotificationRow {
  return {
    id: Number(x.id),
    userId: Number(x.user_id),
    kind: String(x.kind),
    category: String(x.category),
    mchId: Number(x.mch_id),
    actorId: Number(x.actor_id),
    postId: x.post_id === null ? null : Number(x.post_id),
    commentId: x.comment_id === null ? null : Number(x.comment_id),
    text: String(x.text),
    refType: String(x.ref_type),
    refId: x.ref_id === null ? null : Number(x.ref_id),
    data: (x.data as Record<string, string | number>) ?? {},
    dedupeKey: (x.dedupe_key as string | null) ?? null,
    isRead: Boolean(x.is_read),
    createdAt: new Date(x.created_at as string),
  };
}
