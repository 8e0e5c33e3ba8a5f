import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
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

const LISTED = sql`status = 'published' and media_status = 'ready'`;

/**
 * A track: a goods item of type `music` (same id). Title and cover are the goods' name and cover,
 * copied here in the same transaction as every edit. A paid track has one SKU (its price); a free
 * one has none and is never sold.
 */
export const musicTrack = pgTable(
  'music_track',
  {
    /** The goods id. */
    id: bigint('id', { mode: 'number' }).primaryKey(),
    mchId: bigint('mch_id', { mode: 'number' }).notNull(),
    /** The SKU of a paid track; null when free. */
    skuId: bigint('sku_id', { mode: 'number' }),
    title: varchar('title', { length: 80 }).notNull(),
    artist: varchar('artist', { length: 60 }).notNull(),
    albumId: bigint('album_id', { mode: 'number' }),
    genres: text('genres')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Entered by the musician. */
    bpm: integer('bpm'),
    /** Computed from the audio by the transcode job. */
    bpmEstimate: doublePrecision('bpm_estimate'),
    /** Seconds. */
    duration: doublePrecision('duration'),
    cover: text('cover').notNull().default(''),
    /** Fen; 0 is free. */
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    downloadable: boolean('downloadable').notNull().default(false),
    lyrics: text('lyrics').notNull().default(''),
    /** draft | review (waiting for an operator while review before publishing is on) | published */
    status: varchar('status', { length: 10 }).notNull().default('published'),
    /** Why an operator refused the last publication (back to draft); cleared when published again. */
    reviewReason: varchar('review_reason', { length: 200 }).notNull().default(''),
    /** Who asked to publish it while review was on, and when: the queue's order and the notice's reader. */
    submittedBy: bigint('submitted_by', { mode: 'number' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The uploaded audio the renditions are made from. */
    sourceUrl: text('source_url').notNull(),
    /** processing | ready | failed */
    mediaStatus: varchar('media_status', { length: 10 }).notNull().default('processing'),
    /**
     * The folder of the renditions under the private music directory (never served statically):
     * `<id>-<128 random bits>`; empty until transcoded.
     */
    mediaKey: varchar('media_key', { length: 80 }).notNull().default(''),
    /** Bytes of each rendition: { stream, download, preview }. */
    sizes: jsonb('sizes').$type<Record<string, number>>().notNull().default({}),
    peaks: jsonb('peaks').$type<number[]>().notNull().default([]),
    plays: bigint('plays', { mode: 'number' }).notNull().default(0),
    downloads: integer('downloads').notNull().default(0),
    sales: integer('sales').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Both listed indexes also INCLUDE (genres, bpm, bpm_estimate), written by hand in migration
    // 0040 (drizzle's builder has no INCLUDE): a genre or tempo filter is tested in the index, so a
    // page's walk never visits the rows it skips (TracksRepo.listedPage). No GIN index on genres:
    // with it, a prepared statement's generic plan took a bitmap scan of every row of the genre.
    index('music_track_listed_idx').on(t.id).where(LISTED),
    index('music_track_hot_idx').on(t.plays, t.id).where(LISTED),
    index('music_track_mch_idx').on(t.mchId, t.id),
    index('music_track_album_idx').on(t.albumId, t.id),
    index('music_track_review_idx')
      .on(t.submittedAt, t.id)
      .where(sql`status = 'review'`),
    check('music_track_counters_nonneg', sql`${t.plays} >= 0 and ${t.sales} >= 0 and ${t.downloads} >= 0`),
  ],
);

/** An album of one musician's shop, made by name on first use. */
export const musicAlbum = pgTable(
  'music_album',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    mchId: bigint('mch_id', { mode: 'number' }).notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    cover: text('cover').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('music_album_mch_name_uq').on(t.mchId, t.name)],
);

/** What a paid order line grants: the right to play and download the full track; a refund revokes it. */
export const musicLicence = pgTable(
  'music_licence',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    trackId: bigint('track_id', { mode: 'number' }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    orderItemId: bigint('order_item_id', { mode: 'number' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('music_licence_item_uq').on(t.orderItemId),
    index('music_licence_user_idx').on(t.userId, t.id),
    index('music_licence_active_idx')
      .on(t.trackId, t.userId)
      .where(sql`revoked_at is null`),
  ],
);

/** One counted play: at most one per listener, track and clock hour (the unique key decides). */
export const musicPlay = pgTable(
  'music_play',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    trackId: bigint('track_id', { mode: 'number' }).notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('music_play_once_uq').on(t.userId, t.trackId, t.hour),
    index('music_play_user_idx').on(t.userId, t.id),
    /** The day and week charts count a window of hours. */
    index('music_play_hour_idx').on(t.hour, t.trackId),
  ],
);

/**
 * One counted download: at most one per listener and track, ever (decision 226). The primary key
 * decides, so renewed or concurrent download URLs of the same listener count once.
 */
export const musicDownload = pgTable(
  'music_download',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    trackId: bigint('track_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.trackId] })],
);

/** The charts as the rank job last computed them: one row per window and place. */
export const musicRank = pgTable(
  'music_rank',
  {
    /** day | week | all */
    window: varchar('window', { length: 5 }).notNull(),
    rank: integer('rank').notNull(),
    trackId: bigint('track_id', { mode: 'number' }).notNull(),
    plays: bigint('plays', { mode: 'number' }).notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.window, t.rank] })],
);

/** A listener's recently played tracks: one row per track, the last 100 kept. */
export const musicRecent = pgTable(
  'music_recent',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    trackId: bigint('track_id', { mode: 'number' }).notNull(),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.trackId] }),
    index('music_recent_user_idx').on(t.userId, t.playedAt),
  ],
);

/**
 * A comment on a track. A reply belongs to the thread of its top-level comment (`parent_id`) and
 * names whom it answers (`reply_to_user_id`). review: held by the word list, seen by its author only.
 */
export const musicComment = pgTable(
  'music_comment',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    trackId: bigint('track_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    parentId: bigint('parent_id', { mode: 'number' }),
    replyToUserId: bigint('reply_to_user_id', { mode: 'number' }),
    content: varchar('content', { length: 500 }).notNull(),
    /** published | review */
    status: varchar('status', { length: 10 }).notNull().default('published'),
    likeCount: integer('like_count').notNull().default(0),
    replyCount: integer('reply_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('music_comment_track_idx')
      .on(t.trackId, t.id)
      .where(sql`parent_id is null`),
    index('music_comment_thread_idx').on(t.parentId, t.id),
    check('music_comment_counts_nonneg', sql`${t.likeCount} >= 0 and ${t.replyCount} >= 0`),
  ],
);

/** One like of a comment by one user: the primary key makes a like count once. */
export const musicCommentLike = pgTable(
  'music_comment_like',
  {
    commentId: bigint('comment_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);

/** An operator-curated list of tracks (精选), shown in `sort` order. */
export const musicHandpick = pgTable(
  'music_handpick',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    title: varchar('title', { length: 40 }).notNull(),
    intro: varchar('intro', { length: 200 }).notNull().default(''),
    cover: text('cover').notNull().default(''),
    trackIds: bigint('track_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
    sort: integer('sort').notNull().default(0),
    /** published | hidden */
    status: varchar('status', { length: 10 }).notNull().default('published'),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('music_handpick_sort_idx').on(t.sort, t.id)],
);

/**
 * An application to become a musician, reviewed by an operator (1 pending, 2 approved, 3
 * refused); an approval records the shop the musician sells from.
 */
export const musicMusicianApplication = pgTable(
  'music_musician_application',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    stageName: varchar('stage_name', { length: 30 }).notNull(),
    genres: text('genres').array().notNull(),
    sample: text('sample').notNull(),
    intro: varchar('intro', { length: 300 }).notNull().default(''),
    status: integer('status').notNull().default(1),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    reviewerId: bigint('reviewer_id', { mode: 'number' }),
    mchId: bigint('mch_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('music_musician_application_user').on(t.userId, t.id),
    uniqueIndex('music_musician_application_pending')
      .on(t.userId)
      .where(sql`status = 1`),
  ],
);

/** Operator settings of music (key 'publish_review': tracks wait for an operator before they publish). */
export const musicSetting = pgTable('music_setting', {
  key: varchar('key', { length: 20 }).primaryKey(),
  on: boolean('on').notNull(),
});
