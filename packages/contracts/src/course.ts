// Contracts of courses: a studio's classes sold as goods of type `course`, with a schedule of
// in-person sessions and/or video lessons (transcoded to HLS; the first may be a free preview),
// and the registrations their paid orders record.
import { z } from 'zod';
import { CursorQuery, Id, Money, Numeric, UploadedUrl, cursorPage, endpoint } from './common.ts';
import { ShopCard } from './mall.ts';
import { DanceStyle, Instant } from './activity.ts';

const TAG = 'course';
const Flag = z.union([z.literal(0), z.literal(1)]);

export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced', 'all'] as const;
export const CourseLevel = z.enum(COURSE_LEVELS);

export const Session = z.object({
  start_at: z.string(),
  end_at: z.string(),
  venue: z.string(),
});

export const SessionInput = z.object({
  start_at: Instant,
  end_at: Instant,
  venue: z.string().trim().max(120).default(''),
});

export const Teacher = z.object({
  name: z.string(),
  avatar: z.string(),
  intro: z.string(),
  /** The teacher's account in the community, when they have one. */
  user_id: z.number().int().nullable(),
});

/** processing (the transcode job runs), ready (playable), failed (the upload was not a video). */
export const LESSON_STATUSES = ['processing', 'ready', 'failed'] as const;

export const Lesson = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  title: z.string(),
  sort: z.number().int(),
  free_preview: Flag,
  status: z.enum(LESSON_STATUSES),
  poster: z.string(),
  /** Seconds; null until transcoded. */
  duration: z.number().nullable(),
  /** The viewer may play it now (registered, staff, or a free preview). */
  playable: z.boolean(),
});
export type Lesson = z.infer<typeof Lesson>;

export const CourseCard = z.object({
  /** The course's id is its goods id. */
  id: z.number().int(),
  name: z.string(),
  cover: z.string(),
  level: CourseLevel,
  style: DanceStyle,
  teacher: Teacher,
  price: Money,
  /** Registrations (paid and not refunded). */
  students: z.number().int(),
  lesson_count: z.number().int(),
  session_count: z.number().int(),
  /** review: waiting for an operator (review before publishing is on); only its shop sees it. */
  status: z.enum(['draft', 'review', 'published']),
  /** Why an operator refused the last publication (the item is back to draft); absent otherwise. */
  review_reason: z.string().optional(),
  mch: ShopCard,
});
export type CourseCard = z.infer<typeof CourseCard>;

export const CourseDetail = CourseCard.extend({
  images: z.array(z.string()),
  detail: z.string(),
  sku_id: z.number().int(),
  /** Seats left for the in-person sessions (the SKU's stock). */
  stock: z.number().int(),
  sessions: z.array(Session),
  lessons: z.array(Lesson),
  is_registered: z.boolean(),
  is_staff: z.boolean(),
});
export type CourseDetail = z.infer<typeof CourseDetail>;

export const editCourse = endpoint({
  method: 'POST',
  path: '/api/goods/edit-course',
  auth: 'user',
  tag: TAG,
  summary: "Create (no id; the shop's owner or a clerk) or edit one of the shop's courses",
  body: z.object({
    id: Id.optional(),
    mch_id: Id.optional(),
    name: z.string().trim().min(1).max(80),
    cover: UploadedUrl,
    images: z.array(UploadedUrl).max(9).default([]),
    detail: z.string().max(20_000).default(''),
    level: CourseLevel,
    style: DanceStyle,
    teacher: z.object({
      name: z.string().trim().min(1).max(30),
      avatar: UploadedUrl.optional(),
      intro: z.string().trim().max(300).default(''),
      user_id: Id.nullable().default(null),
    }),
    price: Money,
    /**
     * Seats left to sell (the SKU's stock). Omitted when creating: no limit (99999, video lessons
     * only); omitted when editing: unchanged.
     */
    seats: Numeric.pipe(z.number().int().min(1).max(100_000)).optional(),
    sessions: z.array(SessionInput).max(50).default([]),
    /** published: at once, or `review` (waiting for an operator) while review before publishing is on. */
    status: z.enum(['draft', 'published']).default('draft'),
  }),
  data: CourseDetail,
});

/** Whether courses wait for an operator before they publish (off by default; an editor sets it). */
export const PublishReview = z.object({ on: z.boolean() });

export const publishReview = endpoint({
  method: 'GET',
  path: '/api/admin/course/publish-review',
  auth: 'user',
  tag: TAG,
  summary: 'Whether review before publishing is on for courses (editor)',
  data: PublishReview,
});

export const setPublishReview = endpoint({
  method: 'POST',
  path: '/api/admin/course/publish-review',
  auth: 'user',
  tag: TAG,
  summary:
    'An editor switches review before publishing for courses on or off; items already waiting stay in the queue',
  body: z.object({ on: Numeric.pipe(Flag) }),
  data: PublishReview,
});

export const courseList = endpoint({
  method: 'GET',
  path: '/api/course/list',
  auth: 'visitor',
  tag: TAG,
  summary: 'Published courses, newest first, by style, level or shop',
  query: CursorQuery.extend({
    style: DanceStyle.optional(),
    level: CourseLevel.optional(),
    mch_id: Id.optional(),
  }),
  data: cursorPage(CourseCard),
});

export const courseDetail = endpoint({
  method: 'GET',
  path: '/api/course/detail',
  auth: 'visitor',
  tag: TAG,
  summary: 'One course with its sessions and lessons (a draft only to its shop)',
  query: z.object({ id: Id }),
  data: CourseDetail,
});

export const courseManageList = endpoint({
  method: 'GET',
  path: '/api/course/manage-list',
  auth: 'user',
  tag: TAG,
  summary: "A shop's courses, drafts included, newest first (owner or clerk)",
  query: CursorQuery.extend({ mch_id: Id }),
  data: cursorPage(CourseCard),
});

export const videoPublish = endpoint({
  method: 'POST',
  path: '/api/course/course-video-publish',
  auth: 'user',
  tag: TAG,
  summary:
    "Add (no id) or replace a video lesson of a course from the caller's uploaded video; it is transcoded to HLS with a poster",
  body: z.object({
    id: Id.optional(),
    course_id: Id,
    title: z.string().trim().min(1).max(60),
    video_url: UploadedUrl,
    free_preview: Numeric.pipe(Flag).default(0),
    sort: Numeric.pipe(z.number().int().min(0).max(9999)).default(0),
  }),
  data: Lesson,
});

export const lessons = endpoint({
  method: 'GET',
  path: '/api/course/lessons',
  auth: 'visitor',
  tag: TAG,
  summary: "A course's video lessons in order, each saying whether the viewer may play it",
  query: z.object({ course_id: Id }),
  data: z.object({ list: z.array(Lesson) }),
});

export const lessonPlay = endpoint({
  method: 'GET',
  path: '/api/course/lesson-play',
  auth: 'visitor',
  tag: TAG,
  summary:
    'A signed, expiring playlist URL of a lesson: for registered students and the shop, or anyone for a free preview',
  query: z.object({ id: Id }),
  data: z.object({ hls_url: z.string(), poster: z.string(), expires_at: z.string() }),
});

export const lessonPlaylist = endpoint({
  method: 'GET',
  path: '/api/course/lesson-hls',
  auth: 'visitor',
  tag: TAG,
  summary:
    'The HLS playlist of a lesson (application/vnd.apple.mpegurl), for a URL lesson-play signed; no access token needed',
  query: z.object({
    id: Id,
    exp: Numeric.pipe(z.number().int().positive()),
    sig: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  data: z.string(),
});

export const registerRecord = endpoint({
  method: 'GET',
  path: '/api/course/register-record',
  auth: 'user',
  tag: TAG,
  summary: 'My course registrations, newest first',
  query: CursorQuery,
  data: cursorPage(
    z.object({
      id: z.number().int(),
      order_id: z.number().int(),
      status: z.enum(['active', 'refunded']),
      created_at: z.string(),
      course: CourseCard,
    }),
  ),
});

export const students = endpoint({
  method: 'GET',
  path: '/api/course/students',
  auth: 'user',
  tag: TAG,
  summary: "The registrations of one of the shop's courses (owner or clerk), newest first",
  query: CursorQuery.extend({ course_id: Id }),
  data: cursorPage(
    z.object({
      id: z.number().int(),
      user: z.object({ id: z.number().int(), nickname: z.string(), avatar: z.string() }),
      status: z.enum(['active', 'refunded']),
      created_at: z.string(),
    }),
  ),
});
