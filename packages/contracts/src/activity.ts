// Contracts of activities: battles, workshops, jams, showcases and parties sold as goods of type
// `activity`, their ticket types, saved attendees, tickets and check-in, divisions, competitor
// sign-ups and brackets, photos, and the goods, courses and music linked to them.
import { z } from 'zod';
import { CursorQuery, Id, Mobile, Money, Numeric, UploadedUrl, cursorPage, endpoint } from './common.ts';
import { GoodsCard, ShopCard } from './mall.ts';

const TAG = 'activity';
const COMPETITION_TAG = 'activity-competition';

const Flag = z.union([z.literal(0), z.literal(1)]);

// ---------------------------------------------------------------------------------------------
// Shared shapes
// ---------------------------------------------------------------------------------------------

export const ACTIVITY_KINDS = ['battle', 'workshop', 'jam', 'showcase', 'party'] as const;
export const ActivityKind = z.enum(ACTIVITY_KINDS);
export type ActivityKind = z.infer<typeof ActivityKind>;

/** The dance styles activities and courses are filed under. */
export const DANCE_STYLES = [
  'breaking',
  'popping',
  'locking',
  'hiphop',
  'house',
  'krump',
  'waacking',
  'jazz',
  'choreography',
  'other',
] as const;
export const DanceStyle = z.enum(DANCE_STYLES);
export type DanceStyle = z.infer<typeof DanceStyle>;

/**
 * draft (only the organiser sees it; its goods are off sale) -> published -> cancelled; `ended`
 * is never stored: a published activity whose end time has passed is shown as ended. review: the
 * organiser published it while review before publishing is on; it waits for an operator, seen
 * only by the organiser, off sale.
 */
export const ACTIVITY_STATUSES = ['draft', 'review', 'published', 'cancelled', 'ended'] as const;
export const ActivityStatus = z.enum(ACTIVITY_STATUSES);
/** What the organiser may set. */
export const EDITABLE_STATUSES = ['draft', 'published', 'cancelled'] as const;

/** An instant with its offset ("2026-05-01T19:30:00+08:00"); answers are ISO strings in UTC. */
export const Instant = z.iso.datetime({ offset: true });

/** A decimal number as JSON sends it, or its text in a query string (coordinates). */
export const Decimal = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d{1,4}(\.\d{1,10})?$/, 'decimal')
    .transform(Number),
]);

const Latitude = Decimal.pipe(z.number().min(-90).max(90));
const Longitude = Decimal.pipe(z.number().min(-180).max(180));

/** An IANA time zone name the venue's times are shown in ("Asia/Shanghai"). */
export const TimeZone = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, 'unknown time zone');

export const VenueInput = z.object({
  name: z.string().trim().min(1).max(60),
  /** The street address below the district. */
  address: z.string().trim().min(1).max(120),
  province_id: Id,
  city_id: Id,
  district_id: Id,
  lat: Latitude,
  lng: Longitude,
});

export const Venue = z.object({
  name: z.string(),
  address: z.string(),
  province_id: z.number().int(),
  city_id: z.number().int(),
  district_id: z.number().int(),
  /** Province, city and district names joined, then the street address. */
  full_address: z.string(),
  city: z.string(),
  district: z.string(),
  lat: z.number(),
  lng: z.number(),
});

export const ActivityCard = z.object({
  /** The activity's id is its goods id (orders, carts and the goods calls use the same number). */
  id: z.number().int(),
  kind: ActivityKind,
  name: z.string(),
  cover: z.string(),
  styles: z.array(DanceStyle),
  start_at: z.string(),
  end_at: z.string(),
  tz: z.string(),
  venue: Venue,
  status: ActivityStatus,
  /** Why an operator refused the last publication (the item is back to draft); absent otherwise. */
  review_reason: z.string().optional(),
  /** The cheapest ticket type's price; null when there is no ticket type yet. */
  price_from: Money.nullable(),
  /** Tickets sold (issued and not refunded). */
  sold: z.number().int(),
  /** Seats left over every ticket type. */
  remaining: z.number().int(),
  mch: ShopCard,
  /** Kilometres from the point the list was asked about (lat, lng); else null. */
  distance_km: z.number().nullable(),
});
export type ActivityCard = z.infer<typeof ActivityCard>;

/**
 * on_sale; not_started / ended (outside its sale window); sold_out; closed (the activity is not
 * published, or it is over).
 */
export const TICKET_TYPE_STATES = ['on_sale', 'not_started', 'ended', 'sold_out', 'closed'] as const;

export const TicketType = z.object({
  id: z.number().int(),
  activity_id: z.number().int(),
  /** The SKU of the activity's goods this ticket type is sold as (order/submit takes it). */
  sku_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: Money,
  capacity: z.number().int(),
  remaining: z.number().int(),
  sale_start_at: z.string().nullable(),
  sale_end_at: z.string().nullable(),
  per_order_limit: z.number().int(),
  /** 0: no limit. */
  per_user_limit: z.number().int(),
  /** Each ticket names an attendee (with an ID number when the activity needs real names). */
  needs_attendee: Flag,
  /** Until this time a buyer may ask for a refund; null: not refundable once paid. */
  refundable_until: z.string().nullable(),
  /** A competitor ticket enters this division. */
  division_id: z.number().int().nullable(),
  sort: z.number().int(),
  state: z.enum(TICKET_TYPE_STATES),
});
export type TicketType = z.infer<typeof TicketType>;

export const Division = z.object({
  id: z.number().int(),
  activity_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** 0: no limit. */
  max_entrants: z.number().int(),
  entrants: z.number().int(),
  /** A paid competitor ticket of this division is needed to sign up (else the sign-up is free). */
  requires_ticket: Flag,
  /** Numbers were given (in sign-up order or by draw), once. */
  numbered: Flag,
  number_mode: z.enum(['order', 'draw']).nullable(),
  sort: z.number().int(),
});
export type Division = z.infer<typeof Division>;

export const Relations = z.object({
  goods: z.array(GoodsCard),
  courses: z.array(GoodsCard),
  music: z.array(GoodsCard),
});

export const ActivityDetail = ActivityCard.extend({
  images: z.array(z.string()),
  /** Sanitised rich text (HTML). */
  detail: z.string(),
  sign_up_start_at: z.string().nullable(),
  sign_up_end_at: z.string().nullable(),
  /** Every ticket names an attendee with an ID number. */
  real_name: Flag,
  ticket_types: z.array(TicketType),
  divisions: z.array(Division),
  relations: Relations,
  photo_count: z.number().int(),
  /** The viewer is the organiser shop's owner or one of its clerks. */
  is_staff: z.boolean(),
});
export type ActivityDetail = z.infer<typeof ActivityDetail>;

// ---------------------------------------------------------------------------------------------
// Activities
// ---------------------------------------------------------------------------------------------

export const ACTIVITY_SORTS = ['start', 'popular', 'distance'] as const;

export const activityList = endpoint({
  method: 'GET',
  path: '/api/activity/list',
  auth: 'visitor',
  tag: TAG,
  summary:
    'Published activities that have not ended: by city, date range, kind and style; sorted by start time, popularity or distance from lat/lng',
  query: CursorQuery.extend({
    city_id: Id.optional(),
    kind: ActivityKind.optional(),
    style: DanceStyle.optional(),
    mch_id: Id.optional(),
    /** Activities that end on or after this instant (default: now). */
    from: Instant.optional(),
    /** Activities that start before this instant. */
    to: Instant.optional(),
    sort: z.enum(ACTIVITY_SORTS).default('start'),
    lat: Latitude.optional(),
    lng: Longitude.optional(),
  }),
  data: cursorPage(ActivityCard),
});

export const activityDetail = endpoint({
  method: 'GET',
  path: '/api/activity/detail',
  auth: 'visitor',
  tag: TAG,
  summary:
    'One activity with its ticket types, divisions and linked goods, courses and music (a draft only to its organiser)',
  query: z.object({ id: Id }),
  data: ActivityDetail,
});

export const manageList = endpoint({
  method: 'GET',
  path: '/api/activity/manage-list',
  auth: 'user',
  tag: TAG,
  summary: "The organiser's activities of one shop, drafts included, newest first (owner or clerk)",
  query: CursorQuery.extend({ mch_id: Id }),
  data: cursorPage(ActivityCard),
});

export const editActivity = endpoint({
  method: 'POST',
  path: '/api/goods/edit-activity',
  auth: 'user',
  tag: TAG,
  summary:
    "Create (no id; the shop's owner or a clerk) or edit one of the shop's activities: its goods, time, venue, sign-up window and status",
  body: z.object({
    id: Id.optional(),
    /** The organiser shop; required to create, and must match when editing. */
    mch_id: Id.optional(),
    kind: ActivityKind,
    name: z.string().trim().min(1).max(80),
    cover: UploadedUrl,
    images: z.array(UploadedUrl).max(9).default([]),
    /** Rich text; sanitised by the server. */
    detail: z.string().max(20_000).default(''),
    styles: z.array(DanceStyle).max(5).default([]),
    start_at: Instant,
    end_at: Instant,
    tz: TimeZone.default('Asia/Shanghai'),
    venue: VenueInput,
    sign_up_start_at: Instant.nullable().default(null),
    sign_up_end_at: Instant.nullable().default(null),
    real_name: Numeric.pipe(Flag).default(0),
    /** published: at once, or `review` (waiting for an operator) while review before publishing is on. */
    status: z.enum(EDITABLE_STATUSES).default('draft'),
  }),
  data: ActivityDetail,
});

/** Whether activities wait for an operator before they publish (off by default; an editor sets it). */
export const PublishReview = z.object({ on: z.boolean() });

export const publishReview = endpoint({
  method: 'GET',
  path: '/api/admin/activity/publish-review',
  auth: 'user',
  tag: TAG,
  summary: 'Whether review before publishing is on for activities (editor)',
  data: PublishReview,
});

export const setPublishReview = endpoint({
  method: 'POST',
  path: '/api/admin/activity/publish-review',
  auth: 'user',
  tag: TAG,
  summary:
    'An editor switches review before publishing for activities on or off; items already waiting stay in the queue',
  body: z.object({ on: Numeric.pipe(Flag) }),
  data: PublishReview,
});

export const editTicket = endpoint({
  method: 'POST',
  path: '/api/activity/edit-ticket',
  auth: 'user',
  tag: TAG,
  summary:
    'Create (no id) or edit a ticket type of an activity: price, capacity (never below sold and held), sale window, limits, attendee, refund time, division',
  body: z.object({
    id: Id.optional(),
    activity_id: Id,
    name: z.string().trim().min(1).max(30),
    description: z.string().trim().max(200).default(''),
    price: Money,
    capacity: Numeric.pipe(z.number().int().min(1).max(100_000)),
    sale_start_at: Instant.nullable().default(null),
    sale_end_at: Instant.nullable().default(null),
    per_order_limit: Numeric.pipe(z.number().int().min(1).max(50)).default(10),
    /** 0: no limit. */
    per_user_limit: Numeric.pipe(z.number().int().min(0).max(50)).default(0),
    needs_attendee: Numeric.pipe(Flag).default(0),
    refundable_until: Instant.nullable().default(null),
    division_id: Id.nullable().default(null),
    sort: Numeric.pipe(z.number().int().min(0).max(9999)).default(0),
  }),
  data: TicketType,
});

export const RELATION_KINDS = ['goods', 'course', 'music'] as const;

const RelatedIds = z.array(Id).min(1).max(20);

export const addGoods = endpoint({
  method: 'POST',
  path: '/api/activity/add-goods',
  auth: 'user',
  tag: TAG,
  summary: 'Link merchandise (goods on sale) to an activity; linking twice is harmless',
  body: z.object({ activity_id: Id, goods_ids: RelatedIds }),
  data: Relations,
});

export const addCourse = endpoint({
  method: 'POST',
  path: '/api/activity/add-course',
  auth: 'user',
  tag: TAG,
  summary: 'Link courses to an activity',
  body: z.object({ activity_id: Id, course_ids: RelatedIds }),
  data: Relations,
});

export const addMusic = endpoint({
  method: 'POST',
  path: '/api/activity/add-music',
  auth: 'user',
  tag: TAG,
  summary: "Link the battle's music (goods of type music) to an activity",
  body: z.object({ activity_id: Id, music_ids: RelatedIds }),
  data: Relations,
});

export const removeGoods = endpoint({
  method: 'POST',
  path: '/api/activity/remove-goods',
  auth: 'user',
  tag: TAG,
  summary: 'Unlink goods, a course or music from an activity',
  body: z.object({ activity_id: Id, goods_id: Id }),
  data: Relations,
});

// ---------------------------------------------------------------------------------------------
// Photos
// ---------------------------------------------------------------------------------------------

export const ROUNDS = ['preselection', 'top32', 'top16', 'top8', 'top4', 'final'] as const;
export const Round = z.enum(ROUNDS);

export const Photo = z.object({
  id: z.number().int(),
  activity_id: z.number().int(),
  url: z.string(),
  tags: z.array(z.string()),
  division_id: z.number().int().nullable(),
  round: Round.nullable(),
  /** The competitor number in the picture. */
  number: z.number().int().nullable(),
  created_at: z.string(),
});

const PhotoTag = z.string().trim().min(1).max(20);

export const addImage = endpoint({
  method: 'POST',
  path: '/api/activity/add-image',
  auth: 'user',
  tag: TAG,
  summary: "The organiser adds event photos (the caller's own uploads) with tags, division, round and number",
  body: z.object({
    activity_id: Id,
    urls: z.array(UploadedUrl).min(1).max(9),
    tags: z.array(PhotoTag).max(10).default([]),
    division_id: Id.nullable().default(null),
    round: Round.nullable().default(null),
    number: Numeric.pipe(z.number().int().min(1).max(9999)).nullable().default(null),
  }),
  data: z.object({ list: z.array(Photo) }),
});

export const removeImage = endpoint({
  method: 'POST',
  path: '/api/activity/remove-image',
  auth: 'user',
  tag: TAG,
  summary: 'The organiser removes event photos',
  body: z.object({ activity_id: Id, ids: z.array(Id).min(1).max(50) }),
  data: z.object({ count: z.number().int() }),
});

export const images = endpoint({
  method: 'GET',
  path: '/api/activity/images',
  auth: 'visitor',
  tag: TAG,
  summary: "An activity's photos, newest first, by tag, division, round or competitor number",
  query: CursorQuery.extend({
    activity_id: Id,
    tag: PhotoTag.optional(),
    division_id: Id.optional(),
    round: Round.optional(),
    number: Numeric.pipe(z.number().int().min(1).max(9999)).optional(),
  }),
  data: cursorPage(Photo),
});

export const imageTags = endpoint({
  method: 'GET',
  path: '/api/activity/image-tags',
  auth: 'visitor',
  tag: TAG,
  summary: "The tags, divisions, rounds and numbers of an activity's photos, with how many photos each",
  query: z.object({ activity_id: Id }),
  data: z.object({
    tags: z.array(z.object({ tag: z.string(), count: z.number().int() })),
    divisions: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
    rounds: z.array(z.object({ round: Round, count: z.number().int() })),
    numbers: z.array(z.object({ number: z.number().int(), count: z.number().int() })),
    total: z.number().int(),
  }),
});

// ---------------------------------------------------------------------------------------------
// Divisions, competitors and brackets
// ---------------------------------------------------------------------------------------------

export const activityGroups = endpoint({
  method: 'GET',
  path: '/api/activity/activity-groups',
  auth: 'visitor',
  tag: TAG,
  summary: "An activity's divisions (battles: Breaking 1v1 Open, Kids, Crew 3v3...) with their entrants",
  query: z.object({ activity_id: Id }),
  data: z.object({ list: z.array(Division) }),
});

export const editGroup = endpoint({
  method: 'POST',
  path: '/api/activity/edit-group',
  auth: 'user',
  tag: TAG,
  summary: 'Create (no id) or edit a division of an activity',
  body: z.object({
    id: Id.optional(),
    activity_id: Id,
    name: z.string().trim().min(1).max(40),
    description: z.string().trim().max(200).default(''),
    max_entrants: Numeric.pipe(z.number().int().min(0).max(10_000)).default(0),
    sort: Numeric.pipe(z.number().int().min(0).max(9999)).default(0),
  }),
  data: Division,
});

export const ENTRY_SOURCES = ['ticket', 'free', 'manual'] as const;

export const Entry = z.object({
  id: z.number().int(),
  division_id: z.number().int(),
  stage_name: z.string(),
  crew: z.string(),
  city: z.string(),
  number: z.number().int().nullable(),
  /** Preselection score from the judges (two decimals as a string); null until scored. */
  score: z.string().nullable(),
  source: z.enum(ENTRY_SOURCES),
  created_at: z.string(),
});
export type Entry = z.infer<typeof Entry>;

const EntryText = {
  stage_name: z.string().trim().min(1).max(30),
  crew: z.string().trim().max(30).default(''),
  city: z.string().trim().max(20).default(''),
};

export const apply = endpoint({
  method: 'POST',
  path: '/api/activity/apply',
  auth: 'user',
  tag: TAG,
  summary:
    'A competitor signs up into a division inside the sign-up window: free, or with an unused competitor ticket of that division',
  body: z.object({ activity_id: Id, division_id: Id, ...EntryText, ticket_id: Id.optional() }),
  data: Entry,
});

export const manualSignUp = endpoint({
  method: 'POST',
  path: '/api/activity/manual-sign-up',
  auth: 'user',
  tag: TAG,
  summary:
    'The organiser adds a walk-in: a competitor into a division, or an attendee with a ticket of a ticket type (counted against its capacity)',
  body: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('competitor'), activity_id: Id, division_id: Id, ...EntryText }),
    z.object({
      kind: z.literal('attendee'),
      activity_id: Id,
      ticket_type_id: Id,
      name: z.string().trim().min(1).max(30),
      mobile: Mobile.optional(),
    }),
  ]),
  data: z.object({ entry: Entry.nullable(), ticket_id: z.number().int().nullable() }),
});

export const createNumber = endpoint({
  method: 'POST',
  path: '/api/activity/create-number',
  auth: 'user',
  tag: TAG,
  summary:
    'Give each competitor of a division a number, in sign-up order or by random draw; recorded once (later walk-ins get the next number)',
  body: z.object({ division_id: Id, mode: z.enum(['order', 'draw']).default('order') }),
  data: z.object({ division: Division, list: z.array(Entry) }),
});

export const scoreEntry = endpoint({
  method: 'POST',
  path: '/api/activity-competition/score',
  auth: 'user',
  tag: COMPETITION_TAG,
  summary: "Record a competitor's preselection score (the judges' total)",
  body: z.object({ entry_id: Id, score: Money }),
  data: Entry,
});

export const Battle = z.object({
  id: z.number().int(),
  division_id: z.number().int(),
  round: Round,
  /** Position in its round, from 0; the winners of slots 2k and 2k+1 meet in the next round. */
  slot: z.number().int(),
  a: Entry.nullable(),
  b: Entry.nullable(),
  winner_entry_id: z.number().int().nullable(),
  decided: z.boolean(),
  decided_at: z.string().nullable(),
});
export type Battle = z.infer<typeof Battle>;

export const competitionList = endpoint({
  method: 'GET',
  path: '/api/activity-competition/list',
  auth: 'visitor',
  tag: COMPETITION_TAG,
  summary: "Each division's competitors (with numbers and preselection scores) and its bracket by round",
  query: z.object({ activity_id: Id }),
  data: z.object({
    list: z.array(
      Division.extend({
        entries: z.array(Entry),
        rounds: z.array(z.object({ round: Round, battles: z.array(Battle) })),
        /** The final's winner, once decided. */
        champion: Entry.nullable(),
      }),
    ),
  }),
});

export const editBracket = endpoint({
  method: 'POST',
  path: '/api/activity-competition/edit-bracket',
  auth: 'user',
  tag: COMPETITION_TAG,
  summary:
    "Start a division's bracket from its seeded competitors (2, 4, 8, 16 or 32; pairs 1-2, 3-4...); allowed until a battle is decided",
  body: z.object({ division_id: Id, entry_ids: z.array(Id).min(2).max(32) }),
  data: z.object({ rounds: z.array(z.object({ round: Round, battles: z.array(Battle) })) }),
});

export const decideBattle = endpoint({
  method: 'POST',
  path: '/api/activity-competition/decide',
  auth: 'user',
  tag: COMPETITION_TAG,
  summary: "Record a battle's winner, once; the winner advances to the next round",
  body: z.object({ battle_id: Id, winner_entry_id: Id }),
  data: Battle,
});

// ---------------------------------------------------------------------------------------------
// Attendees, tickets and check-in
// ---------------------------------------------------------------------------------------------

export const Attendee = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  /** "310***********1234"; empty when none was given. The full number is never sent. */
  id_card: z.string(),
  has_id_card: z.boolean(),
});
export type Attendee = z.infer<typeof Attendee>;

export const attendeeList = endpoint({
  method: 'GET',
  path: '/api/activity/attendees',
  auth: 'user',
  tag: TAG,
  summary: 'My saved attendees (观演人), reused at checkout',
  data: z.object({ list: z.array(Attendee) }),
});

export const MAX_ATTENDEES = 20;

export const attendeeSave = endpoint({
  method: 'POST',
  path: '/api/activity/attendee-save',
  auth: 'user',
  tag: TAG,
  summary:
    'Add (no id) or edit a saved attendee; an ID number is checked (GB 11643) and kept masked for display',
  body: z.object({
    id: Id.optional(),
    name: z.string().trim().min(1).max(30),
    mobile: Mobile,
    id_card: z
      .string()
      .trim()
      .regex(/^\d{17}[\dXx]$/, '18 characters')
      .optional(),
  }),
  data: Attendee,
});

export const attendeeDelete = endpoint({
  method: 'POST',
  path: '/api/activity/attendee-delete',
  auth: 'user',
  tag: TAG,
  summary: 'Remove a saved attendee (tickets already issued keep their attendee)',
  body: z.object({ id: Id }),
  data: z.null(),
});

/** valid (may enter); used (checked in); void (refunded, or its order cancelled). */
export const TICKET_STATUSES = ['valid', 'used', 'void'] as const;
export const TicketStatus = z.enum(TICKET_STATUSES);

export const Ticket = z.object({
  id: z.number().int(),
  /** The number of the ticket within its ticket type (1, 2, ...). */
  seq: z.number().int(),
  /** What a person types at the door (10 characters). */
  code: z.string(),
  /** The signed QR payload `DT1.<payload>.<signature>` (Ed25519; see ticket-key). */
  qr: z.string(),
  status: TicketStatus,
  checked_in_at: z.string().nullable(),
  ticket_type: z.object({ id: z.number().int(), name: z.string(), price: Money }),
  attendee: z.object({ name: z.string(), mobile: z.string(), id_card: z.string() }).nullable(),
  activity: z.object({
    id: z.number().int(),
    name: z.string(),
    cover: z.string(),
    start_at: z.string(),
    end_at: z.string(),
    tz: z.string(),
    venue_name: z.string(),
    full_address: z.string(),
  }),
  order_id: z.number().int().nullable(),
  refundable_until: z.string().nullable(),
  created_at: z.string(),
});
export type Ticket = z.infer<typeof Ticket>;

export const myTickets = endpoint({
  method: 'GET',
  path: '/api/activity/my-tickets',
  auth: 'user',
  tag: TAG,
  summary: 'My tickets with their QR payloads, newest first; by status',
  query: CursorQuery.extend({ status: z.enum(['all', ...TICKET_STATUSES]).default('all') }),
  data: cursorPage(Ticket),
});

export const ticketDetail = endpoint({
  method: 'GET',
  path: '/api/activity/ticket-detail',
  auth: 'user',
  tag: TAG,
  summary: 'One of my tickets (or one of my activity, for the organiser) with its QR payload',
  query: z.object({ id: Id }),
  data: Ticket,
});

export const ticketKey = endpoint({
  method: 'GET',
  path: '/api/activity/ticket-key',
  auth: 'visitor',
  tag: TAG,
  summary: "The public key the tickets' QR payloads are signed with, so a scanner verifies them offline",
  data: z.object({
    alg: z.literal('Ed25519'),
    key_id: z.string(),
    /** For WebCrypto's importKey('jwk', ...). */
    jwk: z.object({ kty: z.literal('OKP'), crv: z.literal('Ed25519'), x: z.string() }),
    /** The same key as SubjectPublicKeyInfo DER, base64. */
    spki: z.string(),
  }),
});

export const CheckIn = z.object({
  ticket_id: z.number().int(),
  seq: z.number().int(),
  ticket_type: z.string(),
  attendee_name: z.string(),
  checked_in_at: z.string(),
});

const TicketCode = z.string().trim().min(6).max(600);

export const checkIn = endpoint({
  method: 'POST',
  path: '/api/activity/check-in',
  auth: 'user',
  tag: TAG,
  summary:
    "The organiser's staff check a ticket in by its typed code or its QR payload, at most once (a second scan answers when it was checked in)",
  body: z.object({ activity_id: Id, code: TicketCode }),
  data: CheckIn,
});

export const CHECK_IN_RESULTS = ['checked_in', 'duplicate', 'void', 'invalid'] as const;

export const checkInSync = endpoint({
  method: 'POST',
  path: '/api/activity/check-in-sync',
  auth: 'user',
  tag: TAG,
  summary:
    'Sync check-ins a scanner queued offline: first come wins, the same queue synced twice changes nothing',
  body: z.object({
    activity_id: Id,
    /** The scanner that queued them; a check-in it synced before answers checked_in again. */
    device_id: z.string().trim().min(1).max(64),
    items: z
      .array(z.object({ code: TicketCode, scanned_at: Instant }))
      .min(1)
      .max(500),
  }),
  data: z.object({
    list: z.array(
      z.object({
        code: z.string(),
        result: z.enum(CHECK_IN_RESULTS),
        ticket_id: z.number().int().nullable(),
        checked_in_at: z.string().nullable(),
      }),
    ),
  }),
});

export const AttendeeRow = z.object({
  ticket_id: z.number().int(),
  seq: z.number().int(),
  code: z.string(),
  status: TicketStatus,
  ticket_type: z.string(),
  buyer: z.object({ id: z.number().int().nullable(), nickname: z.string() }),
  attendee_name: z.string(),
  attendee_mobile: z.string(),
  /** Masked; the full number is never sent. */
  attendee_id_card: z.string(),
  checked_in_at: z.string().nullable(),
  created_at: z.string(),
});

export const attendeeRoster = endpoint({
  method: 'GET',
  path: '/api/activity/attendee-list',
  auth: 'user',
  tag: TAG,
  summary: "The organiser's list of an activity's tickets and their attendees (ID numbers masked)",
  query: CursorQuery.extend({
    activity_id: Id,
    ticket_type_id: Id.optional(),
    status: z.enum(['all', ...TICKET_STATUSES]).default('all'),
  }),
  data: cursorPage(AttendeeRow),
});

export const attendeeExport = endpoint({
  method: 'GET',
  path: '/api/activity/attendee-export',
  auth: 'user',
  tag: TAG,
  summary: 'The same list as CSV (text/csv, UTF-8 with BOM), every ticket of the activity; ID numbers masked',
  query: z.object({ activity_id: Id }),
  data: z.string(),
});

export const ticketOrderStatistic = endpoint({
  method: 'GET',
  path: '/api/activity/ticket-order-statistic',
  auth: 'user',
  tag: TAG,
  summary:
    "The organiser's live figures per ticket type: sold, held by unpaid orders, revenue and checked in",
  query: z.object({ activity_id: Id }),
  data: z.object({
    list: z.array(
      z.object({
        ticket_type_id: z.number().int(),
        name: z.string(),
        capacity: z.number().int(),
        sold: z.number().int(),
        held: z.number().int(),
        remaining: z.number().int(),
        revenue: Money,
        checked_in: z.number().int(),
      }),
    ),
    total: z.object({
      capacity: z.number().int(),
      sold: z.number().int(),
      held: z.number().int(),
      revenue: Money,
      checked_in: z.number().int(),
      entrants: z.number().int(),
    }),
  }),
});

export const registerRecord = endpoint({
  method: 'GET',
  path: '/api/activity/register-record',
  auth: 'user',
  tag: TAG,
  summary: 'My competitor sign-ups, newest first, with their activity, division and number',
  query: CursorQuery,
  data: cursorPage(
    Entry.extend({
      division: z.string(),
      activity: z.object({
        id: z.number().int(),
        name: z.string(),
        cover: z.string(),
        start_at: z.string(),
        status: ActivityStatus,
      }),
    }),
  ),
});

/** What order/submit accepts per line for activity goods (see mall.BuyItem). */
export const ATTENDEE_IDS_MAX = 50;
