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

export const article = pgTable(
  'article',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: varchar('type', { length: 16 }).notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    cover: text('cover').notNull().default(''),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('article_type_idx').on(t.type, t.id)],
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
  sort: integer('sort').notNull().default(0),
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
  (t) => [index('attachment_user_idx').on(t.userId, t.id)],
);
