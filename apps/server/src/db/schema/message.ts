import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * Notifications of the message box: likes, collections, comments, replies, follows, mentions.
 * `dedupe_key` keeps one row per actor and object for kinds that can be toggled (like, collect,
 * follow), so liking, unliking and liking again notifies once.
 */
export const notification = pgTable(
  'notification',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    kind: varchar('kind', { length: 10 }).notNull(),
    actorId: bigint('actor_id', { mode: 'number' }).notNull(),
    postId: bigint('post_id', { mode: 'number' }),
    commentId: bigint('comment_id', { mode: 'number' }),
    text: varchar('text', { length: 200 }).notNull().default(''),
    dedupeKey: text('dedupe_key'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notification_list_idx').on(t.userId, t.kind, t.id.desc()),
    index('notification_unread_idx')
      .on(t.userId, t.kind)
      .where(sql`not is_read`),
    uniqueIndex('notification_dedupe_uq').on(t.dedupeKey),
  ],
);
