import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const ref = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });
const textArray = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/**
 * Post status: 0 draft, 1 published, 2 held for review (sensitive words), 3 hidden by an
 * operator, 4 rejected after review, 9 deleted. Video status: 0 none, 1 processing, 2 ready,
 * 3 failed. `is_public` is what every feed reads: published and, for a video, transcoded.
 * Stored with fillfactor 90 (migration 0043, which drizzle's schema cannot state): the counters
 * written every second update a post in its page, without touching its indexes.
 */
export const post = pgTable(
  'post',
  {
    id: id(),
    userId: ref('user_id').notNull(),
    type: varchar('type', { length: 8 }).notNull(),
    title: varchar('title', { length: 60 }).notNull().default(''),
    /** Sanitised HTML. */
    content: text('content').notNull().default(''),
    /** Plain text, at most 140 characters, for cards and notifications. */
    summary: varchar('summary', { length: 160 }).notNull().default(''),
    images: textArray('images'),
    videoUrl: text('video_url'),
    videoHls: text('video_hls'),
    videoCover: text('video_cover').notNull().default(''),
    videoStatus: smallint('video_status').notNull().default(0),
    videoDuration: real('video_duration'),
    videoWidth: integer('video_width'),
    videoHeight: integer('video_height'),
    /** Topic names as the author wrote them, for a draft that has not created its topics yet. */
    topicNames: textArray('topic_names'),
    topicIds: bigint('topic_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
    groupId: ref('group_id'),
    compilationId: ref('compilation_id'),
    atUserIds: bigint('at_user_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
    status: smallint('status').notNull().default(1),
    isPublic: boolean('is_public')
      .notNull()
      .generatedAlwaysAs(sql`status = 1 and (type <> 'video' or video_status = 2)`),
    /** The sensitive words that held it for review. */
    reviewWords: textArray('review_words'),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    collectCount: integer('collect_count').notNull().default(0),
    shareCount: integer('share_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    /** Publication time in hours plus a log of engagement (Reddit-style): never decays, sorts by index. */
    hotScore: doublePrecision('hot_score').notNull().default(0),
    /** Han unigrams and bigrams of the folded title and text (platform/search-text.ts). */
    searchTokens: textArray('search_tokens'),
    publishedAt: at('published_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('post_latest_idx')
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql`is_public`),
    index('post_hot_idx')
      .on(t.hotScore.desc(), t.id.desc())
      .where(sql`is_public`),
    index('post_user_public_idx')
      .on(t.userId, t.publishedAt.desc(), t.id.desc())
      .where(sql`is_public`),
    index('post_user_own_idx')
      .on(t.userId, t.id.desc())
      .where(sql`status in (1, 2, 3, 4)`),
    index('post_draft_idx')
      .on(t.userId, t.updatedAt.desc(), t.id.desc())
      .where(sql`status = 0`),
    index('post_group_idx')
      .on(t.groupId, t.publishedAt.desc(), t.id.desc())
      .where(sql`is_public`),
    index('post_compilation_idx')
      .on(t.compilationId, t.publishedAt, t.id)
      .where(sql`is_public`),
    index('post_video_idx')
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql`is_public and type = 'video'`),
    index('post_topics_gin').using('gin', t.topicIds),
    index('post_search_tokens_gin').using('gin', t.searchTokens),
    index('post_review_idx')
      .on(t.id)
      .where(sql`status = 2`),
  ],
);

/** 1 published, 2 held for review, 3 hidden by an operator, 4 rejected, 9 deleted. */
export const comment = pgTable(
  'comment',
  {
    id: id(),
    postId: ref('post_id').notNull(),
    userId: ref('user_id').notNull(),
    parentId: ref('parent_id'),
    replyToUserId: ref('reply_to_user_id'),
    content: varchar('content', { length: 1000 }).notNull(),
    status: smallint('status').notNull().default(1),
    reviewWords: textArray('review_words'),
    replyCount: integer('reply_count').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('comment_post_idx')
      .on(t.postId, t.id)
      .where(sql`parent_id is null`),
    index('comment_parent_idx')
      .on(t.parentId, t.id)
      .where(sql`parent_id is not null`),
    index('comment_review_idx')
      .on(t.id)
      .where(sql`status = 2`),
  ],
);

export const postLike = pgTable(
  'post_like',
  {
    postId: ref('post_id').notNull(),
    userId: ref('user_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    index('post_like_user_idx').on(t.userId, t.createdAt.desc(), t.postId.desc()),
    index('post_like_post_idx').on(t.postId, t.createdAt.desc(), t.userId.desc()),
  ],
);

/**
 * Who shared a post: one share per user per post is counted (and feeds the hot score); a visitor's
 * share is not counted at all, so nobody can push a post up the feeds by calling the share call.
 */
export const postShare = pgTable(
  'post_share',
  {
    postId: ref('post_id').notNull(),
    userId: ref('user_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

export const postCollect = pgTable(
  'post_collect',
  {
    postId: ref('post_id').notNull(),
    userId: ref('user_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    index('post_collect_user_idx').on(t.userId, t.createdAt.desc(), t.postId.desc()),
  ],
);

export const follow = pgTable(
  'follow',
  {
    followerId: ref('follower_id').notNull(),
    followeeId: ref('followee_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('follow_follower_idx').on(t.followerId, t.createdAt.desc(), t.followeeId.desc()),
    index('follow_followee_idx').on(t.followeeId, t.createdAt.desc(), t.followerId.desc()),
  ],
);

/** user_id blocked blocked_id (hide-user). */
export const userBlock = pgTable(
  'user_block',
  {
    userId: ref('user_id').notNull(),
    blockedId: ref('blocked_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.blockedId] }),
    index('user_block_list_idx').on(t.userId, t.createdAt.desc(), t.blockedId.desc()),
    index('user_block_blocked_idx').on(t.blockedId, t.userId),
  ],
);

export const postHide = pgTable(
  'post_hide',
  {
    userId: ref('user_id').notNull(),
    postId: ref('post_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] })],
);

export const topic = pgTable(
  'topic',
  {
    id: id(),
    name: varchar('name', { length: 20 }).notNull(),
    /** Folded (simplified, lower case) name: one topic for 街舞 and 街舞 traditional. */
    nameKey: varchar('name_key', { length: 40 }).notNull(),
    cover: text('cover').notNull().default(''),
    intro: text('intro').notNull().default(''),
    creatorId: ref('creator_id'),
    postCount: integer('post_count').notNull().default(0),
    hotScore: integer('hot_score').notNull().default(0),
    hotRank: integer('hot_rank'),
    /** An operator's pin: the topic leads the hot list at this position (1 first); null: by activity. */
    pinPosition: integer('pin_position'),
    searchTokens: textArray('search_tokens'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('topic_name_key_uq').on(t.nameKey),
    uniqueIndex('topic_pin_uq')
      .on(t.pinPosition)
      .where(sql`pin_position is not null`),
    index('topic_hot_idx').on(t.hotScore.desc(), t.id.desc()),
    index('topic_hot_pinned_idx').on(
      sql`(coalesce(100 - pin_position, 0)) desc`,
      t.hotScore.desc(),
      t.id.desc(),
    ),
    index('topic_new_idx').on(t.id.desc()),
    index('topic_search_tokens_gin').using('gin', t.searchTokens),
    index('topic_name_trgm').using('gin', sql`${t.nameKey} gin_trgm_ops`),
  ],
);

export const interestTag = pgTable('interest_tag', {
  id: id(),
  name: varchar('name', { length: 20 }).notNull(),
  /** Names in the other languages: { en, es, fr, 'zh-Hant' }. */
  names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
  sort: integer('sort').notNull().default(0),
});

export const userTag = pgTable(
  'user_tag',
  {
    userId: ref('user_id').notNull(),
    tagId: ref('tag_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tagId] })],
);

/** Circles. status 0 active, 9 destroyed. */
export const forumGroup = pgTable(
  'forum_group',
  {
    id: id(),
    ownerId: ref('owner_id').notNull(),
    name: varchar('name', { length: 20 }).notNull(),
    nameKey: varchar('name_key', { length: 40 }).notNull(),
    avatar: text('avatar').notNull(),
    cover: text('cover').notNull().default(''),
    intro: varchar('intro', { length: 500 }).notNull().default(''),
    joinMode: varchar('join_mode', { length: 10 }).notNull().default('open'),
    joinQuestion: varchar('join_question', { length: 100 }).notNull().default(''),
    memberCount: integer('member_count').notNull().default(0),
    postCount: integer('post_count').notNull().default(0),
    status: smallint('status').notNull().default(0),
    searchTokens: textArray('search_tokens'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('forum_group_name_uq')
      .on(t.nameKey)
      .where(sql`status = 0`),
    index('forum_group_members_idx')
      .on(t.memberCount.desc(), t.id.desc())
      .where(sql`status = 0`),
    index('forum_group_search_tokens_gin').using('gin', t.searchTokens),
    index('forum_group_name_trgm').using('gin', sql`${t.nameKey} gin_trgm_ops`),
  ],
);

export const groupMember = pgTable(
  'group_member',
  {
    groupId: ref('group_id').notNull(),
    userId: ref('user_id').notNull(),
    role: varchar('role', { length: 8 }).notNull().default('member'),
    joinedAt: at('joined_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    index('group_member_user_idx').on(t.userId, t.joinedAt.desc(), t.groupId.desc()),
    index('group_member_list_idx').on(t.groupId, t.joinedAt, t.userId),
  ],
);

/** Join requests of approval circles. status 0 pending, 1 approved, 2 denied, 3 withdrawn. */
export const groupApply = pgTable(
  'group_apply',
  {
    id: id(),
    groupId: ref('group_id').notNull(),
    userId: ref('user_id').notNull(),
    answer: varchar('answer', { length: 200 }).notNull().default(''),
    status: smallint('status').notNull().default(0),
    reason: varchar('reason', { length: 140 }).notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
    decidedAt: at('decided_at'),
  },
  (t) => [
    uniqueIndex('group_apply_pending_uq')
      .on(t.groupId, t.userId)
      .where(sql`status = 0`),
    index('group_apply_queue_idx')
      .on(t.groupId, t.id)
      .where(sql`status = 0`),
  ],
);

export const compilation = pgTable(
  'compilation',
  {
    id: id(),
    userId: ref('user_id').notNull(),
    title: varchar('title', { length: 30 }).notNull(),
    intro: varchar('intro', { length: 200 }).notNull().default(''),
    postCount: integer('post_count').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('compilation_user_idx').on(t.userId, t.updatedAt.desc(), t.id.desc())],
);

export const forumUserSetting = pgTable('forum_user_setting', {
  userId: ref('user_id').primaryKey(),
  whoCanComment: varchar('who_can_comment', { length: 10 }).notNull().default('everyone'),
  whoCanMessage: varchar('who_can_message', { length: 10 }).notNull().default('everyone'),
  showLikes: smallint('show_likes').notNull().default(1),
  showCollections: smallint('show_collections').notNull().default(1),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const informCat = pgTable('inform_cat', {
  id: id(),
  name: varchar('name', { length: 20 }).notNull(),
  names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
  sort: integer('sort').notNull().default(0),
  /** Removed by an operator: no longer offered, kept for the reports that cite it (decision 212). */
  hidden: boolean('hidden').notNull().default(false),
});

/** Reports of posts, comments and accounts. status 0 pending, 1 resolved. */
export const forumReport = pgTable(
  'forum_report',
  {
    id: id(),
    reporterId: ref('reporter_id').notNull(),
    targetType: varchar('target_type', { length: 8 }).notNull(),
    targetId: ref('target_id').notNull(),
    targetUserId: ref('target_user_id'),
    catId: ref('cat_id').notNull(),
    content: varchar('content', { length: 500 }).notNull().default(''),
    images: textArray('images'),
    status: smallint('status').notNull().default(0),
    action: varchar('action', { length: 10 }),
    resolvedBy: ref('resolved_by'),
    resolvedAt: at('resolved_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('forum_report_once_uq')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`status = 0`),
    index('forum_report_pending_idx')
      .on(t.id)
      .where(sql`status = 0`),
    index('forum_report_resolved_idx')
      .on(t.id.desc())
      .where(sql`status = 1`),
  ],
);

export const moderationLog = pgTable('moderation_log', {
  id: id(),
  operatorId: ref('operator_id').notNull(),
  action: varchar('action', { length: 10 }).notNull(),
  targetType: varchar('target_type', { length: 8 }).notNull(),
  targetId: ref('target_id').notNull(),
  reportId: ref('report_id'),
  note: varchar('note', { length: 200 }).notNull().default(''),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** level 'block': refused with a message; 'review': held for an operator. Matched after folding. */
export const moderationWord = pgTable(
  'moderation_word',
  {
    id: id(),
    word: varchar('word', { length: 40 }).notNull(),
    level: varchar('level', { length: 8 }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('moderation_word_uq').on(t.word)],
);
