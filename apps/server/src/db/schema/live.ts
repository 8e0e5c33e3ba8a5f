import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * A live of an anchor: scheduled -> live (its stream was published) -> ended (stopped, or the
 * stream stayed gone past the grace time). Destroyed lives keep their row (gifts point at it).
 */
export const liveRoom = pgTable(
  'live_room',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    anchorId: bigint('anchor_id', { mode: 'number' }).notNull(),
    title: varchar('title', { length: 60 }).notNull(),
    cover: text('cover').notNull().default(''),
    style: varchar('style', { length: 20 }).notNull(),
    /** scheduled | live | ended */
    status: varchar('status', { length: 10 }).notNull().default('scheduled'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Random per live, part of what the push signature covers: a new key voids the old one. */
    pushNonce: varchar('push_nonce', { length: 32 }).notNull(),
    /** Goods ids the anchor shows in the room, in order. */
    pinnedGoods: bigint('pinned_goods', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
    likeCount: integer('like_count').notNull().default(0),
    giftPoints: integer('gift_points').notNull().default(0),
    peakViewers: integer('peak_viewers').notNull().default(0),
    /** Seconds watched by all viewers, added up from the presence heartbeats. */
    watchSeconds: bigint('watch_seconds', { mode: 'number' }).notNull().default(0),
    /** Whether the anchor keeps the stream as a replay when the live ends. */
    keepReplay: boolean('keep_replay').notNull().default(true),
    /** none | recording | processing | ready | failed */
    replayStatus: varchar('replay_status', { length: 10 }).notNull().default('none'),
    /** The replay's file under the uploads directory once ready. */
    replayPath: text('replay_path'),
    replaySeconds: integer('replay_seconds'),
    destroyed: boolean('destroyed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('live_room_listed')
      .on(t.status, t.scheduledAt, t.id)
      .where(sql`not destroyed`),
    index('live_room_anchor').on(t.anchorId, t.id),
  ],
);

/** A viewer's reservation of a scheduled live. */
export const liveReservation = pgTable(
  'live_reservation',
  {
    liveId: bigint('live_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.liveId, t.userId] })],
);

/** Who is in a room: refreshed by join and heartbeats; a row older than the window is gone. */
export const livePresence = pgTable(
  'live_presence',
  {
    liveId: bigint('live_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.liveId, t.userId] }), index('live_presence_seen').on(t.liveId, t.seenAt)],
);

/** A viewer's watch history (one row per live, moved up on every watch). */
export const liveWatch = pgTable(
  'live_watch',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    liveId: bigint('live_id', { mode: 'number' }).notNull(),
    watchedAt: timestamp('watched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.liveId] }),
    index('live_watch_recent').on(t.userId, t.watchedAt),
  ],
);

/** A gift sent in a room: its points left the sender and reached the anchor in one transaction. */
export const liveGift = pgTable(
  'live_gift',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    liveId: bigint('live_id', { mode: 'number' }).notNull(),
    senderId: bigint('sender_id', { mode: 'number' }).notNull(),
    anchorId: bigint('anchor_id', { mode: 'number' }).notNull(),
    giftId: varchar('gift_id', { length: 20 }).notNull(),
    num: integer('num').notNull(),
    points: integer('points').notNull(),
    /** The sender's own id of the send: the same one twice is one gift. */
    clientId: varchar('client_id', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('live_gift_client').on(t.senderId, t.clientId),
    index('live_gift_room').on(t.liveId, t.senderId),
  ],
);

/** Operator settings of the live entry (one row, key 'display'). */
export const liveSetting = pgTable('live_setting', {
  key: varchar('key', { length: 20 }).primaryKey(),
  on: boolean('on').notNull(),
});

/** An application to become an anchor, reviewed by an operator (1 pending, 2 approved, 3 refused). */
export const liveAnchorApplication = pgTable(
  'live_anchor_application',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    stageName: varchar('stage_name', { length: 30 }).notNull(),
    styles: text('styles').array().notNull(),
    photo: text('photo').notNull(),
    clip: text('clip').notNull(),
    status: integer('status').notNull().default(1),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    reviewerId: bigint('reviewer_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('live_anchor_application_user').on(t.userId, t.id),
    uniqueIndex('live_anchor_application_pending')
      .on(t.userId)
      .where(sql`status = 1`),
  ],
);

/** A shop working with an anchor: the shop invites, the anchor accepts; then the anchor may pin its goods. */
export const liveShopAnchor = pgTable(
  'live_shop_anchor',
  {
    mchId: bigint('mch_id', { mode: 'number' }).notNull(),
    anchorId: bigint('anchor_id', { mode: 'number' }).notNull(),
    /** invited | accepted */
    status: varchar('status', { length: 10 }).notNull().default('invited'),
    invitedBy: bigint('invited_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.mchId, t.anchorId] }), index('live_shop_anchor_anchor').on(t.anchorId)],
);

/**
 * A viewer's report of a live (0 waiting, 1 resolved); the operators' queue shows one item per
 * live with waiting reports, and one decision resolves them all.
 */
export const liveReport = pgTable(
  'live_report',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    liveId: bigint('live_id', { mode: 'number' }).notNull(),
    reporterId: bigint('reporter_id', { mode: 'number' }).notNull(),
    anchorId: bigint('anchor_id', { mode: 'number' }).notNull(),
    catId: bigint('cat_id', { mode: 'number' }).notNull(),
    /** The reason's name when reported (the forum's report categories). */
    reason: varchar('reason', { length: 60 }).notNull(),
    content: varchar('content', { length: 300 }).notNull().default(''),
    status: smallint('status').notNull().default(0),
    /** end | ban | dismiss, once resolved. */
    action: varchar('action', { length: 10 }),
    resolvedBy: bigint('resolved_by', { mode: 'number' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('live_report_waiting').on(t.status, t.liveId, t.id),
    uniqueIndex('live_report_once')
      .on(t.liveId, t.reporterId)
      .where(sql`status = 0`),
  ],
);

/** A viewer muted or removed from one live by its anchor or a room admin. */
export const liveRoomRestriction = pgTable(
  'live_room_restriction',
  {
    liveId: bigint('live_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** May not chat, like or send gifts in this live. */
    muted: boolean('muted').notNull().default(false),
    /** May not join or watch this live again. */
    removed: boolean('removed').notNull().default(false),
    byId: bigint('by_id', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.liveId, t.userId] })],
);

/** An anchor's room admins (房管): they may mute and remove viewers in every live of the anchor. */
export const liveRoomAdmin = pgTable(
  'live_room_admin',
  {
    anchorId: bigint('anchor_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.anchorId, t.userId] }), index('live_room_admin_user').on(t.userId)],
);
