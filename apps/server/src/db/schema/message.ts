import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const ref = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Notices of the message box, written by the domain that causes them (likes, comments, follows,
 * orders, activity and live reminders, system notices). A notice goes to a user (`user_id`) or to
 * a shop's staff (`mch_id` > 0, `user_id` 0). `dedupe_key` keeps one notice per cause: one row per
 * actor and object for toggles (liking, unliking and liking again notifies once), one per order
 * and event. `category` is the box's group, derived from the kind by the database.
 */
export const notification = pgTable(
  'notification',
  {
    id: id(),
    userId: ref('user_id').notNull(),
    kind: varchar('kind', { length: 10 }).notNull(),
    category: varchar('category', { length: 12 })
      .notNull()
      .generatedAlwaysAs(
        sql`case kind when 'like' then 'interaction' when 'collect' then 'interaction' when 'reply' then 'comment' when 'mention' then 'comment' else kind end`,
      ),
    mchId: ref('mch_id').notNull().default(0),
    actorId: ref('actor_id').notNull(),
    postId: ref('post_id'),
    commentId: ref('comment_id'),
    text: varchar('text', { length: 200 }).notNull().default(''),
    /** What the notice opens: an order, an activity, a live room (`ref_type`, `ref_id`). */
    refType: varchar('ref_type', { length: 12 }).notNull().default(''),
    refId: ref('ref_id'),
    /** The facts its title is said from in the reader's language (order event, number, goods). */
    data: jsonb('data').$type<Record<string, string | number>>().notNull().default({}),
    dedupeKey: text('dedupe_key'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('notification_list_idx').on(t.userId, t.kind, t.id.desc()),
    // What marking a category read finds, and the old per-kind unread counts.
    index('notification_unread_idx')
      .on(t.userId, t.category, t.kind)
      .where(sql`not is_read`),
    uniqueIndex('notification_dedupe_uq').on(t.dedupeKey),
    index('notification_category_idx').on(t.userId, t.category, t.id.desc()),
    index('notification_shop_idx')
      .on(t.mchId, t.category, t.id.desc())
      .where(sql`mch_id > 0`),
  ],
);

/**
 * The badge counters of a box (a user's, or a shop's for its staff): unread per category, `chat`
 * being the sum of `last_seq - read_seq` over the box's conversations. Moved in the transaction of
 * the notice, message or read that changes them, so `message/statistics` is one indexed read.
 * `last_id` is the newest notice of the category (the box's preview).
 */
export const messageBox = pgTable(
  'message_box',
  {
    ownerKind: varchar('owner_kind', { length: 4 }).notNull(),
    ownerId: ref('owner_id').notNull(),
    category: varchar('category', { length: 12 }).notNull(),
    unread: integer('unread').notNull().default(0),
    lastId: ref('last_id'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerKind, t.ownerId, t.category] }),
    check('message_box_unread_nonneg', sql`${t.unread} >= 0`),
  ],
);

/**
 * What notices added to boxes and is not in `message_box` yet (decision 258): each notice's
 * transaction inserts its boxes' additions here rather than updating their rows, which a shop's
 * many buyers would wait on one another for. A box's counters are its row plus these
 * (`message_box_now`); every second they are folded into the rows, and a box being read (marked
 * read) folds its own first.
 */
export const messageBoxDelta = pgTable(
  'message_box_delta',
  {
    ownerKind: varchar('owner_kind', { length: 4 }).notNull(),
    ownerId: ref('owner_id').notNull(),
    category: varchar('category', { length: 12 }).notNull(),
    unread: integer('unread').notNull(),
    lastId: ref('last_id'),
  },
  (t) => [index('message_box_delta_owner_idx').on(t.ownerKind, t.ownerId, t.category)],
);

/**
 * A private conversation: two users (`kind` user; `user_a` < `user_b`), or a buyer (`user_a`) and
 * a shop (`kind` shop, `mch_id`) whose owner and clerks answer as the shop. `pair_key` makes one
 * conversation per pair. `last_seq` numbers its messages: each send takes the next one under the
 * row's lock, so the numbers are gapless and in commit order.
 */
export const conversation = pgTable(
  'conversation',
  {
    id: id(),
    kind: varchar('kind', { length: 4 }).notNull(),
    pairKey: varchar('pair_key', { length: 64 }).notNull(),
    userA: ref('user_a').notNull(),
    userB: ref('user_b'),
    mchId: ref('mch_id'),
    lastSeq: integer('last_seq').notNull().default(0),
    lastMessageId: ref('last_message_id'),
    lastAt: at('last_at').notNull().defaultNow(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('conversation_pair_uq').on(t.pairKey)],
);

/**
 * The two sides of a conversation: `a` (the lower user id, or the buyer) and `b` (the other user,
 * or the shop). `owner_kind`/`owner_id` name whose box it shows in. `read_seq` is how far the side
 * has read (unread = last_seq - read_seq; the other side's read receipts), `sent` how many
 * messages it has sent (a stranger may send one until the other side replies), `last_at` the
 * conversation's last activity, copied here so a box lists its conversations from one index.
 */
export const conversationMember = pgTable(
  'conversation_member',
  {
    conversationId: ref('conversation_id').notNull(),
    side: varchar('side', { length: 1 }).notNull(),
    ownerKind: varchar('owner_kind', { length: 4 }).notNull(),
    ownerId: ref('owner_id').notNull(),
    readSeq: integer('read_seq').notNull().default(0),
    sent: integer('sent').notNull().default(0),
    lastAt: at('last_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.side] }),
    uniqueIndex('conversation_member_box_uq').on(t.ownerKind, t.ownerId, t.conversationId),
    index('conversation_member_list_idx').on(
      t.ownerKind,
      t.ownerId,
      t.lastAt.desc(),
      t.conversationId.desc(),
    ),
  ],
);

/**
 * One message of a conversation: `seq` is its place (unique per conversation, gapless), `side`
 * who sent it and `sender_id` the user who typed it (a clerk for a shop). `client_id` makes sending
 * idempotent per sender. A recalled message keeps its row (reports may need it) but is never shown.
 * `played`: the listening side has played the voice.
 */
export const chatMessage = pgTable(
  'chat_message',
  {
    id: id(),
    conversationId: ref('conversation_id').notNull(),
    seq: integer('seq').notNull(),
    side: varchar('side', { length: 1 }).notNull(),
    senderId: ref('sender_id').notNull(),
    clientId: varchar('client_id', { length: 64 }).notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    text: varchar('text', { length: 1000 }).notNull().default(''),
    /** image: { url }; voice: { url, source, duration, status }; card: { type, id, title, ... }. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    played: boolean('played').notNull().default(false),
    recalledAt: at('recalled_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_message_seq_uq').on(t.conversationId, t.seq),
    uniqueIndex('chat_message_client_uq').on(t.senderId, t.clientId),
  ],
);

/**
 * The messages a chat report names, as they were when reported: the report itself is in the
 * operators' queue (the community's `forum_report`, against the other side's account).
 */
export const chatReport = pgTable(
  'chat_report',
  {
    id: id(),
    reportId: ref('report_id').notNull(),
    conversationId: ref('conversation_id').notNull(),
    reporterId: ref('reporter_id').notNull(),
    messages: jsonb('messages')
      .$type<
        { id: number; seq: number; kind: string; text: string; payload: unknown; created_at: string }[]
      >()
      .notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('chat_report_report_idx').on(t.reportId)],
);

/**
 * A device's push client id (`uni-push/copy-client-id`), and for Web Push its subscription
 * (endpoint and keys). One row per client id: a device that changes hands follows its last user.
 */
export const pushClient = pgTable(
  'push_client',
  {
    id: id(),
    userId: ref('user_id').notNull(),
    clientId: varchar('client_id', { length: 200 }).notNull(),
    platform: varchar('platform', { length: 10 }).notNull(),
    subscription: jsonb('subscription').$type<{ endpoint: string; keys: { p256dh: string; auth: string } }>(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('push_client_uq').on(t.clientId), index('push_client_user_idx').on(t.userId)],
);
