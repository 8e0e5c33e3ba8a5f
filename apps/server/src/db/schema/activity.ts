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
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const PUBLISHED = sql`status = 'published'`;

/**
 * An activity: a goods item of type `activity` (same id) plus its time, venue and sign-up
 * window. Name, cover, images and detail are the goods' own, copied here in the same transaction
 * as every edit so the activity calls read one table.
 */
export const activity = pgTable(
  'activity',
  {
    /** The goods id. */
    id: bigint('id', { mode: 'number' }).primaryKey(),
    mchId: bigint('mch_id', { mode: 'number' }).notNull(),
    /** battle | workshop | jam | showcase | party */
    kind: varchar('kind', { length: 12 }).notNull(),
    name: varchar('name', { length: 80 }).notNull(),
    cover: text('cover').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** Sanitised HTML. */
    detail: text('detail').notNull().default(''),
    styles: text('styles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    /** The venue's IANA time zone, for showing times. */
    tz: varchar('tz', { length: 40 }).notNull().default('Asia/Shanghai'),
    venueName: varchar('venue_name', { length: 60 }).notNull(),
    venueAddress: varchar('venue_address', { length: 120 }).notNull(),
    provinceId: bigint('province_id', { mode: 'number' }).notNull(),
    cityId: bigint('city_id', { mode: 'number' }).notNull(),
    districtId: bigint('district_id', { mode: 'number' }).notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    signUpStartAt: timestamp('sign_up_start_at', { withTimezone: true }),
    signUpEndAt: timestamp('sign_up_end_at', { withTimezone: true }),
    /**
     * draft | review (waiting for an operator while review before publishing is on) | published |
     * cancelled ("ended" is a published one past its end).
     */
    status: varchar('status', { length: 10 }).notNull().default('draft'),
    /** Why an operator refused the last publication (back to draft); cleared when published again. */
    reviewReason: varchar('review_reason', { length: 200 }).notNull().default(''),
    /** Who asked to publish it while review was on, and when: the queue's order and the notice's reader. */
    submittedBy: bigint('submitted_by', { mode: 'number' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    realName: boolean('real_name').notNull().default(false),
    /** Tickets issued and not refunded, over every ticket type (popularity). */
    sold: integer('sold').notNull().default(0),
    /** When the closing job turned its unused tickets' paid orders to received, after its end. */
    ticketsClosedAt: timestamp('tickets_closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activity_start_idx').on(t.startAt, t.id).where(PUBLISHED),
    index('activity_city_start_idx').on(t.cityId, t.startAt, t.id).where(PUBLISHED),
    index('activity_sold_idx').on(t.sold, t.id).where(PUBLISHED),
    index('activity_end_idx').on(t.endAt).where(PUBLISHED),
    index('activity_mch_idx').on(t.mchId, t.id),
    index('activity_review_idx')
      .on(t.submittedAt, t.id)
      .where(sql`status = 'review'`),
    check('activity_time_order', sql`${t.endAt} > ${t.startAt}`),
    check('activity_sold_nonneg', sql`${t.sold} >= 0`),
  ],
);

/**
 * A ticket type, sold as one SKU of the activity's goods. `sold + held <= capacity` always: every
 * change of these counters happens with the SKU row and then this row locked (see tickets.ts).
 */
export const activityTicketType = pgTable(
  'activity_ticket_type',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    activityId: bigint('activity_id', { mode: 'number' }).notNull(),
    skuId: bigint('sku_id', { mode: 'number' }).notNull(),
    name: varchar('name', { length: 30 }).notNull(),
    description: varchar('description', { length: 200 }).notNull().default(''),
    /** Fen; the SKU's price, kept equal by every edit. */
    price: bigint('price', { mode: 'number' }).notNull(),
    capacity: integer('capacity').notNull(),
    /** Seats of paid tickets not refunded. */
    sold: integer('sold').notNull().default(0),
    /** Seats held by unpaid orders. */
    held: integer('held').notNull().default(0),
    /** Tickets ever issued: the next ticket's number is issued + 1. */
    issued: integer('issued').notNull().default(0),
    saleStartAt: timestamp('sale_start_at', { withTimezone: true }),
    saleEndAt: timestamp('sale_end_at', { withTimezone: true }),
    perOrderLimit: integer('per_order_limit').notNull().default(10),
    /** 0: no limit. */
    perUserLimit: integer('per_user_limit').notNull().default(0),
    needsAttendee: boolean('needs_attendee').notNull().default(false),
    refundableUntil: timestamp('refundable_until', { withTimezone: true }),
    divisionId: bigint('division_id', { mode: 'number' }),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('activity_ticket_type_sku_uq').on(t.skuId),
    index('activity_ticket_type_activity_idx').on(t.activityId, t.sort, t.id),
    check(
      'activity_ticket_type_counts',
      sql`${t.sold} >= 0 and ${t.held} >= 0 and ${t.sold} + ${t.held} <= ${t.capacity}`,
    ),
  ],
);

/** What a ticket names of its attendee (copied from the saved attendee when the order was made). */
export interface AttendeeSnapshot {
  name: string;
  mobile: string;
  id_card: string;
}

/**
 * Seats one order line holds of a ticket type: `held` while the order is unpaid, then `sold`
 * (tickets issued), `released` (the order was cancelled) or `refunded`.
 */
export const activityHold = pgTable(
  'activity_hold',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ticketTypeId: bigint('ticket_type_id', { mode: 'number' }).notNull(),
    activityId: bigint('activity_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    skuId: bigint('sku_id', { mode: 'number' }).notNull(),
    num: integer('num').notNull(),
    attendees: jsonb('attendees').$type<AttendeeSnapshot[]>().notNull().default([]),
    status: varchar('status', { length: 10 }).notNull().default('held'),
    /** Fen the line paid (set when paid). */
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('activity_hold_order_uq').on(t.orderId, t.ticketTypeId),
    index('activity_hold_user_idx')
      .on(t.ticketTypeId, t.userId)
      .where(sql`status in ('held', 'sold')`),
    check('activity_hold_num_pos', sql`${t.num} > 0`),
  ],
);

/** One seat: numbered within its ticket type, with a code to type and a signed QR. */
export const activityTicket = pgTable(
  'activity_ticket',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    activityId: bigint('activity_id', { mode: 'number' }).notNull(),
    ticketTypeId: bigint('ticket_type_id', { mode: 'number' }).notNull(),
    holdId: bigint('hold_id', { mode: 'number' }),
    orderId: bigint('order_id', { mode: 'number' }),
    /** The buyer; null for a walk-in the organiser added. */
    userId: bigint('user_id', { mode: 'number' }),
    seq: integer('seq').notNull(),
    code: varchar('code', { length: 12 }).notNull(),
    attendeeName: varchar('attendee_name', { length: 30 }).notNull().default(''),
    attendeeMobile: varchar('attendee_mobile', { length: 11 }).notNull().default(''),
    /** The full ID number; only its masked form is ever sent. */
    attendeeIdCard: varchar('attendee_id_card', { length: 18 }).notNull().default(''),
    /** valid | void */
    status: varchar('status', { length: 6 }).notNull().default('valid'),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('activity_ticket_code_uq').on(t.code),
    uniqueIndex('activity_ticket_seq_uq').on(t.ticketTypeId, t.seq),
    index('activity_ticket_user_idx').on(t.userId, t.id),
    index('activity_ticket_activity_idx').on(t.activityId, t.id),
    index('activity_ticket_hold_idx').on(t.holdId),
    index('activity_ticket_order_idx').on(t.orderId),
  ],
);

/** A ticket checked in: at most once (unique ticket). */
export const activityCheckIn = pgTable(
  'activity_checkin',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ticketId: bigint('ticket_id', { mode: 'number' }).notNull(),
    activityId: bigint('activity_id', { mode: 'number' }).notNull(),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }).notNull(),
    byUserId: bigint('by_user_id', { mode: 'number' }).notNull(),
    /** The scanner of an offline check-in; '' online. */
    deviceId: varchar('device_id', { length: 64 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('activity_checkin_ticket_uq').on(t.ticketId),
    index('activity_checkin_activity_idx').on(t.activityId),
  ],
);

/** A user's saved attendees (观演人). */
export const activityAttendee = pgTable(
  'activity_attendee',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    name: varchar('name', { length: 30 }).notNull(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    idCard: varchar('id_card', { length: 18 }).notNull().default(''),
    idCardMasked: varchar('id_card_masked', { length: 18 }).notNull().default(''),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activity_attendee_user_idx')
      .on(t.userId, t.id)
      .where(sql`deleted_at is null`),
  ],
);

/** A division of a battle (Breaking 1v1 Open, Kids, Crew 3v3...). */
export const activityDivision = pgTable(
  'activity_division',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    activityId: bigint('activity_id', { mode: 'number' }).notNull(),
    name: varchar('name', { length: 40 }).notNull(),
    description: varchar('description', { length: 200 }).notNull().default(''),
    /** 0: no limit. */
    maxEntrants: integer('max_entrants').notNull().default(0),
    entrants: integer('entrants').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    /** order | draw, once numbers were given. */
    numberMode: varchar('number_mode', { length: 6 }),
    numberedAt: timestamp('numbered_at', { withTimezone: true }),
    /** The highest number given so far. */
    lastNumber: integer('last_number').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activity_division_activity_idx').on(t.activityId, t.sort, t.id),
    check('activity_division_entrants', sql`${t.entrants} >= 0`),
  ],
);

/** A competitor in a division: signed up with a ticket, for free, or added by the organiser. */
export const activityEntry = pgTable(
  'activity_entry',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    activityId: bigint('activity_id', { mode: 'number' }).notNull(),
    divisionId: bigint('division_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    ticketId: bigint('ticket_id', { mode: 'number' }),
    stageName: varchar('stage_name', { length: 30 }).notNull(),
    crew: varchar('crew', { length: 30 }).notNull().default(''),
    city: varchar('city', { length: 20 }).notNull().default(''),
    number: integer('number'),
    /** Hundredths of a point. */
    score: integer('score'),
    /** ticket | free | manual */
    source: varchar('source', { length: 8 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('activity_entry_user_uq')
      .on(t.divisionId, t.userId)
      .where(sql`user_id is not null`),
    uniqueIndex('activity_entry_number_uq')
      .on(t.divisionId, t.number)
      .where(sql`number is not null`),
    uniqueIndex('activity_entry_ticket_uq')
      .on(t.ticketId)
      .where(sql`ticket_id is not null`),
    index('activity_entry_division_idx').on(t.divisionId, t.id),
    index('activity_entry_user_idx').on(t.userId, t.id),
  ],
);

/** One battle of a division's bracket; a later issue lets users guess winners by its id. */
export const activityBattle = pgTable(
  'activity_battle',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    activityId: bigint('activity_id', { mode: 'number' }).notNull(),
    divisionId: bigint('division_id', { mode: 'number' }).notNull(),
    round: varchar('round', { length: 12 }).notNull(),
    slot: integer('slot').notNull(),
    entryA: bigint('entry_a', { mode: 'number' }),
    entryB: bigint('entry_b', { mode: 'number' }),
    winnerEntryId: bigint('winner_entry_id', { mode: 'number' }),
    decided: boolean('decided').notNull().default(false),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('activity_battle_slot_uq').on(t.divisionId, t.round, t.slot)],
);

/** An event photo with its tags. */
export const activityPhoto = pgTable(
  'activity_photo',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    activityId: bigint('activity_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    url: text('url').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    divisionId: bigint('division_id', { mode: 'number' }),
    round: varchar('round', { length: 12 }),
    number: integer('number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activity_photo_activity_idx').on(t.activityId, t.id),
    index('activity_photo_tags_gin').using('gin', t.tags),
  ],
);

/** Goods, courses and music linked to an activity. */
export const activityRelation = pgTable(
  'activity_relation',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    activityId: bigint('activity_id', { mode: 'number' }).notNull(),
    /** goods | course | music */
    kind: varchar('kind', { length: 8 }).notNull(),
    goodsId: bigint('goods_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('activity_relation_uq').on(t.activityId, t.goodsId)],
);

export interface CourseSession {
  start_at: string;
  end_at: string;
  venue: string;
}

/** A course: a goods item of type `course` (same id) with its teacher, level, style and sessions. */
export const course = pgTable(
  'course',
  {
    /** The goods id. */
    id: bigint('id', { mode: 'number' }).primaryKey(),
    mchId: bigint('mch_id', { mode: 'number' }).notNull(),
    skuId: bigint('sku_id', { mode: 'number' }).notNull(),
    name: varchar('name', { length: 80 }).notNull(),
    cover: text('cover').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** Sanitised HTML. */
    detail: text('detail').notNull().default(''),
    /** Fen, the SKU's price. */
    price: bigint('price', { mode: 'number' }).notNull(),
    level: varchar('level', { length: 12 }).notNull(),
    style: varchar('style', { length: 12 }).notNull(),
    teacherName: varchar('teacher_name', { length: 30 }).notNull(),
    teacherAvatar: text('teacher_avatar').notNull().default(''),
    teacherIntro: varchar('teacher_intro', { length: 300 }).notNull().default(''),
    teacherUserId: bigint('teacher_user_id', { mode: 'number' }),
    sessions: jsonb('sessions').$type<CourseSession[]>().notNull().default([]),
    /** draft | review (waiting for an operator while review before publishing is on) | published */
    status: varchar('status', { length: 10 }).notNull().default('draft'),
    /** Why an operator refused the last publication (back to draft); cleared when published again. */
    reviewReason: varchar('review_reason', { length: 200 }).notNull().default(''),
    /** Who asked to publish it while review was on, and when: the queue's order and the notice's reader. */
    submittedBy: bigint('submitted_by', { mode: 'number' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    students: integer('students').notNull().default(0),
    lessonCount: integer('lesson_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('course_published_idx').on(t.id).where(PUBLISHED),
    index('course_style_idx').on(t.style, t.id).where(PUBLISHED),
    index('course_mch_idx').on(t.mchId, t.id),
    index('course_review_idx')
      .on(t.submittedAt, t.id)
      .where(sql`status = 'review'`),
    check('course_students_nonneg', sql`${t.students} >= 0`),
  ],
);

/** A video lesson: the uploaded video, transcoded to HLS with a poster by a job. */
export const courseLesson = pgTable(
  'course_lesson',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    courseId: bigint('course_id', { mode: 'number' }).notNull(),
    title: varchar('title', { length: 60 }).notNull(),
    sort: integer('sort').notNull().default(0),
    freePreview: boolean('free_preview').notNull().default(false),
    sourceUrl: text('source_url').notNull(),
    /** processing | ready | failed */
    status: varchar('status', { length: 10 }).notNull().default('processing'),
    /**
     * The HLS playlist with its segments' absolute URLs (under a folder named by 128 random bits);
     * served only through a signed, expiring URL (course/lesson-hls).
     */
    playlist: text('playlist').notNull().default(''),
    poster: text('poster').notNull().default(''),
    duration: doublePrecision('duration'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('course_lesson_course_idx').on(t.courseId, t.sort, t.id)],
);

/** What a paid course order records: one registration per order line. */
export const courseRegistration = pgTable(
  'course_registration',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    courseId: bigint('course_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    orderItemId: bigint('order_item_id', { mode: 'number' }).notNull(),
    /** active | refunded */
    status: varchar('status', { length: 10 }).notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('course_registration_item_uq').on(t.orderItemId),
    index('course_registration_user_idx').on(t.userId, t.id),
    index('course_registration_course_idx').on(t.courseId, t.id),
    index('course_registration_active_idx')
      .on(t.courseId, t.userId)
      .where(sql`status = 'active'`),
  ],
);

/**
 * Operator settings of activities and courses (keys 'publish_review_activity' and
 * 'publish_review_course': new publications wait for an operator).
 */
export const activitySetting = pgTable('activity_setting', {
  key: varchar('key', { length: 30 }).primaryKey(),
  on: boolean('on').notNull(),
});
