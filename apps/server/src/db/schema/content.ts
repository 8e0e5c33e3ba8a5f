import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

export const advert = pgTable(
  'advert',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    position: varchar('position', { length: 32 }).notNull(),
    title: text('title').notNull(),
    picUrl: text('pic_url').notNull(),
    linkUrl: text('link_url').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('advert_position_idx').on(t.position, t.sort)],
);

export type ArticleTranslations = Record<string, { title: string; summary: string; content: string }>;

export const article = pgTable(
  'article',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: varchar('type', { length: 16 }).notNull(),
    /** A stable name the app looks articles up by ('user-agreement', 'privacy', 'app-intro'). */
    key: varchar('key', { length: 32 }),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    cover: text('cover').notNull().default(''),
    content: text('content').notNull(),
    /** The article in the other interface languages; the columns above are Simplified Chinese. */
    translations: jsonb('translations').$type<ArticleTranslations>().notNull().default({}),
    /** Hidden by an operator: out of the app's lists and details, kept for the console. */
    hidden: boolean('hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('article_type_idx').on(t.type, t.id), uniqueIndex('article_key_uq').on(t.key)],
);

export const category = pgTable(
  'category',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: varchar('type', { length: 16 }).notNull(),
    parentId: bigint('parent_id', { mode: 'number' }).notNull().default(0),
    name: text('name').notNull(),
    pic: text('pic').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('category_type_idx').on(t.type, t.sort)],
);

export const feedbackCategory = pgTable('feedback_category', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  /** The name in the other interface languages (`name` is Simplified Chinese). */
  names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
  sort: integer('sort').notNull().default(0),
});

export const feedback = pgTable(
  'feedback',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    categoryId: bigint('category_id', { mode: 'number' }).notNull(),
    content: text('content').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    contact: text('contact').notNull().default(''),
    status: smallint('status').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_user_idx').on(t.userId)],
);

export const reportReason = pgTable('report_reason', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  /** The name in the other interface languages (`name` is Simplified Chinese). */
  names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
  sort: integer('sort').notNull().default(0),
  /** Removed by an operator: no longer offered, kept for the reports that cite it (decision 212). */
  hidden: boolean('hidden').notNull().default(false),
});

/** Every stored upload: who sent it, what the bytes are, where they live. */
export const attachment = pgTable(
  'attachment',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    key: text('key').notNull(),
    url: text('url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('attachment_user_idx').on(t.userId, t.id),
    // Feedback and posts check that every image URL is one of the sender's own uploads.
    index('attachment_user_url_idx').on(t.userId, t.url),
  ],
);
