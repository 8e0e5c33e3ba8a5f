// Contracts of the operator console: the operator's roles, one review queue across every domain's
// waiting items, claims (who has an item open), decisions taken through the owning domain's own
// transition, the one action log, user sanctions, ending a live, operators' roles, and the overview.
import { z } from 'zod';
import { CursorQuery, Id, Money, Nothing, cursorPage, endpoint } from './common.ts';
import { UserBrief } from './community.ts';

const TAG = 'ops';

/** super: everything and managing operators; the others see and decide only their own areas. */
export const OPERATOR_ROLES = ['super', 'reviewer', 'finance', 'editor'] as const;
export const OperatorRole = z.enum(OPERATOR_ROLES);
export type OperatorRole = z.infer<typeof OperatorRole>;

/**
 * realname: a real-name verification; merchant: a shop application; anchor: an anchor application;
 * held: a post or comment held by the sensitive words; report: reports of a post, comment or user
 * (a chat report is a report of the user who wrote the messages); withdrawal: a shop's withdrawal;
 * guess: a guess game past its close waiting to be settled; dispute: an after-sale the shop refused,
 * which an operator may still refund in full or part while the order is open; publish_activity,
 * publish_course, publish_music: an activity, course or track its shop published while review
 * before publishing is on, waiting to be approved (published) or refused (back to draft).
 */
export const QUEUE_KINDS = [
  'realname',
  'merchant',
  'anchor',
  'musician',
  'held',
  'report',
  'live_report',
  'withdrawal',
  'guess',
  'dispute',
  'publish_activity',
  'publish_course',
  'publish_music',
] as const;
export const QueueKind = z.enum(QUEUE_KINDS);
export type QueueKind = z.infer<typeof QueueKind>;

/** Which role besides super sees and decides each kind. */
export const KIND_ROLE: Record<QueueKind, OperatorRole> = {
  realname: 'reviewer',
  merchant: 'reviewer',
  anchor: 'reviewer',
  musician: 'reviewer',
  held: 'reviewer',
  report: 'reviewer',
  live_report: 'reviewer',
  withdrawal: 'finance',
  guess: 'finance',
  dispute: 'finance',
  publish_activity: 'reviewer',
  publish_course: 'reviewer',
  publish_music: 'reviewer',
};

export const DECISIONS = [
  'approve',
  'refuse',
  'hide',
  'restore',
  'warn',
  'ban',
  'dismiss',
  'pay',
  'fail',
  'settle',
  'cancel',
  'refund',
  'end',
] as const;
export const Decision = z.enum(DECISIONS);
export type Decision = z.infer<typeof Decision>;

/** The decisions each kind takes. */
export const KIND_DECISIONS: Record<QueueKind, readonly Decision[]> = {
  realname: ['approve', 'refuse'],
  merchant: ['approve', 'refuse'],
  anchor: ['approve', 'refuse'],
  musician: ['approve', 'refuse'],
  held: ['approve', 'refuse'],
  report: ['hide', 'restore', 'warn', 'ban', 'dismiss'],
  live_report: ['end', 'ban', 'dismiss'],
  withdrawal: ['pay', 'refuse'],
  guess: ['settle', 'cancel'],
  dispute: ['refund', 'refuse'],
  publish_activity: ['approve', 'refuse'],
  publish_course: ['approve', 'refuse'],
  publish_music: ['approve', 'refuse'],
};

/** Decisions that refuse or remove something: they need a reason. */
export const NEEDS_REASON: readonly Decision[] = ['refuse', 'hide', 'warn', 'ban', 'fail', 'cancel', 'end'];

export const Claim = z.object({ operator: UserBrief, at: z.string(), mine: z.boolean() });

/** One labelled fact of the item, shown in the detail pane (an ID number masked, an amount…). */
export const Fact = z.object({ label: z.string(), value: z.string() });

export const QueueItem = z.object({
  kind: QueueKind,
  /** The item's id within its kind (for held content `post-12` or `comment-7`). */
  ref: z.string(),
  title: z.string(),
  summary: z.string(),
  /** The applicant, author, reported user or shop owner. */
  user: UserBrief.nullable(),
  images: z.array(z.string()),
  facts: z.array(Fact),
  /** For a guess: its options to settle on. */
  options: z.array(z.object({ id: z.number().int(), label: z.string() })),
  /** For a dispute: the most that can be refunded (what the buyer asked for). */
  max_refund: Money.nullable(),
  decisions: z.array(Decision),
  created_at: z.string(),
  claim: Claim.nullable(),
});
export type QueueItem = z.infer<typeof QueueItem>;

export const me = endpoint({
  method: 'GET',
  path: '/api/admin/ops/me',
  auth: 'user',
  tag: TAG,
  summary: "The operator's roles and the queue kinds they may decide (403 for an ordinary user)",
  data: z.object({
    roles: z.array(OperatorRole),
    kinds: z.array(QueueKind),
    editor: z.boolean(),
    super: z.boolean(),
  }),
});

export const queue = endpoint({
  method: 'GET',
  path: '/api/admin/ops/queue',
  auth: 'user',
  tag: TAG,
  summary: 'The review queue, oldest first, with the count of every kind the operator may decide',
  query: CursorQuery.extend({
    kind: QueueKind.optional(),
    /** Only items waiting at least this many hours. */
    min_age_hours: z.coerce
      .number()
      .int()
      .min(0)
      .max(24 * 365)
      .default(0),
  }),
  data: cursorPage(QueueItem).extend({
    counts: z.array(z.object({ kind: QueueKind, count: z.number().int(), over_day: z.number().int() })),
  }),
});

const ItemRef = z.object({ kind: QueueKind, ref: z.string().trim().min(1).max(40) });

export const claim = endpoint({
  method: 'POST',
  path: '/api/admin/ops/claim',
  auth: 'user',
  tag: TAG,
  summary: 'Open an item: the first operator holds it for 15 minutes; a later one is told who holds it',
  body: ItemRef,
  data: QueueItem,
});

export const decide = endpoint({
  method: 'POST',
  path: '/api/admin/ops/decide',
  auth: 'user',
  tag: TAG,
  summary:
    "Decide an item through its domain's own transition (once: a decided item answers 1409) and log it; refusing or removing needs a reason",
  body: ItemRef.extend({
    decision: Decision,
    reason: z.string().trim().max(200).default(''),
    /** settle: the winning option. */
    option_id: Id.optional(),
    /** refund: the amount, at most the item's max_refund. */
    amount: Money.optional(),
    /** pay: the reference of a manual transfer. */
    reference: z.string().trim().max(100).optional(),
  }),
  data: Nothing,
});

export const LogItem = z.object({
  id: z.number().int(),
  operator: UserBrief,
  kind: z.string(),
  ref: z.string(),
  decision: z.string(),
  reason: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});
export type LogItem = z.infer<typeof LogItem>;

export const log = endpoint({
  method: 'GET',
  path: '/api/admin/ops/log',
  auth: 'user',
  tag: TAG,
  summary: 'The action log, newest first, filterable by kind, operator and object',
  query: CursorQuery.extend({
    kind: z.string().trim().max(20).optional(),
    operator_id: Id.optional(),
    ref: z.string().trim().max(40).optional(),
  }),
  data: cursorPage(LogItem),
});

export const sanction = endpoint({
  method: 'POST',
  path: '/api/admin/ops/sanction',
  auth: 'user',
  tag: TAG,
  summary:
    'Warn a user (told in their message box), mute them for some hours (no posts, comments or chat messages), lift a mute, or ban them (every session ends at once); logged',
  body: z.object({
    user_id: Id,
    action: z.enum(['warn', 'mute', 'unmute', 'ban']),
    /** mute: for how many hours (up to 30 days). */
    hours: z.coerce.number().int().min(1).max(720).optional(),
    reason: z.string().trim().min(1).max(200),
  }),
  data: Nothing,
});

export const endLive = endpoint({
  method: 'POST',
  path: '/api/admin/ops/live-end',
  auth: 'user',
  tag: TAG,
  summary: 'End a live that is on air; logged with the reason',
  body: z.object({ id: Id, reason: z.string().trim().min(1).max(200) }),
  data: Nothing,
});

export const displayLive = endpoint({
  method: 'POST',
  path: '/api/admin/ops/display-live',
  auth: 'user',
  tag: TAG,
  summary: 'Editors: show or hide the live entrances of the app (is-display-live), at once; logged',
  body: z.object({ on: z.coerce.number().int().min(0).max(1) }),
  data: z.object({ on: z.boolean() }),
});

export const OperatorItem = z.object({ user: UserBrief, mobile: z.string(), roles: z.array(OperatorRole) });

export const operators = endpoint({
  method: 'GET',
  path: '/api/admin/ops/operators',
  auth: 'user',
  tag: TAG,
  summary: 'Super operators: every operator and their roles',
  data: z.object({ list: z.array(OperatorItem) }),
});

export const setRoles = endpoint({
  method: 'POST',
  path: '/api/admin/ops/operator-roles',
  auth: 'user',
  tag: TAG,
  summary: "Super operators: set a user's operator roles (none: no longer an operator); logged",
  body: z.object({
    user_id: Id,
    roles: z.array(OperatorRole).max(4),
    reason: z.string().trim().max(200).default(''),
  }),
  data: OperatorItem,
});

export const DayFigures = z.object({
  day: z.string(),
  users: z.number().int(),
  posts: z.number().int(),
  orders: z.number().int(),
  gmv: Money,
  refunds: Money,
  points_issued: z.number().int(),
  points_spent: z.number().int(),
  lives: z.number().int(),
});

export const overview = endpoint({
  method: 'GET',
  path: '/api/admin/ops/overview',
  auth: 'user',
  tag: TAG,
  summary: "Today's and the last 7 days' figures (China days) and the open queue by age",
  data: z.object({
    today: DayFigures,
    week: DayFigures.omit({ day: true }),
    days: z.array(DayFigures),
    queue: z.array(
      z.object({
        kind: QueueKind,
        count: z.number().int(),
        over_day: z.number().int(),
        over_week: z.number().int(),
      }),
    ),
  }),
});
