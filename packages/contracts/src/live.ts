// Contracts of live streaming: anchors' lives (scheduled -> live -> ended, driven by the real RTMP
// stream), signed push URLs, HTTP-FLV play URLs, reservations, presence, room chat and likes over
// the realtime layer, gifts paid in points, watch history.
import { z } from 'zod';
import { CursorQuery, Id, Money, Numeric, UploadedUrl, cursorPage, endpoint } from './common.ts';
import { GoodsCard, ShopCard } from './mall.ts';

const TAG = 'live';
const Flag = z.union([z.literal(0), z.literal(1)]);

export const LIVE_STYLES = [
  'battle',
  'class',
  'jam',
  'breaking',
  'popping',
  'locking',
  'hiphop',
  'house',
  'other',
] as const;
export const LiveStyle = z.enum(LIVE_STYLES);
export type LiveStyle = z.infer<typeof LiveStyle>;

export const LIVE_STATUSES = ['scheduled', 'live', 'ended'] as const;
export const LiveStatus = z.enum(LIVE_STATUSES);
export type LiveStatus = z.infer<typeof LiveStatus>;

/** The gift catalogue, priced in points. */
export const GIFTS = [
  { id: 'clap', points: 1 },
  { id: 'fire', points: 5 },
  { id: 'sneaker', points: 20 },
  { id: 'boombox', points: 66 },
  { id: 'crown', points: 520 },
] as const;
export type GiftId = (typeof GIFTS)[number]['id'];
export const GiftIdSchema = z.enum(GIFTS.map((g) => g.id) as [GiftId, ...GiftId[]]);

export const Anchor = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
});

/** A live's replay: none, being recorded, being made into an MP4, ready to play, or failed. */
export const REPLAY_STATUSES = ['none', 'recording', 'processing', 'ready', 'failed'] as const;
export const ReplayStatus = z.enum(REPLAY_STATUSES);
export type ReplayStatus = z.infer<typeof ReplayStatus>;
export const Replay = z.object({
  status: ReplayStatus,
  /** The MP4 once ready, else null. */
  url: z.string().nullable(),
  /** Its length once ready, else null. */
  seconds: z.number().int().nullable(),
});
export type Replay = z.infer<typeof Replay>;

export const LiveCard = z.object({
  id: z.number().int(),
  title: z.string(),
  cover: z.string(),
  style: LiveStyle,
  status: LiveStatus,
  /** ISO time the live is scheduled for. */
  scheduled_at: z.string(),
  started_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  anchor: Anchor,
  viewer_count: z.number().int(),
  like_count: z.number().int(),
  /** The replay of an ended live; null before it ends. */
  replay: Replay.nullable(),
});
export type LiveCard = z.infer<typeof LiveCard>;

export const LiveDetail = LiveCard.extend({
  /** Where the viewer's browser plays the stream; null unless live. */
  play: z
    .object({
      /** HTTP-FLV (mpegts.js where the browser has MSE). */
      flv: z.string(),
      /** HLS remuxed from the stream (native in iOS Safari); null where the provider has none. */
      hls: z.string().nullable(),
    })
    .nullable(),
  pinned_goods: z.array(GoodsCard.extend({ on_sale: z.boolean() })),
  gift_points: z.number().int(),
  peak_viewers: z.number().int(),
  /** Seconds all viewers watched while live, from their heartbeats (decision 234). */
  watch_seconds: z.number().int(),
  reserved: z.boolean(),
  reserve_count: z.number().int(),
  is_anchor: z.boolean(),
  /** Whether the stream is kept as a replay when the live ends. */
  keep_replay: z.boolean(),
  /** The anchor's push address; only the anchor sees it, and only before the live ends. */
  push: z
    .object({
      /** The whole URL, for encoder apps that take one address. */
      url: z.string(),
      /** OBS: the server ... */
      server: z.string(),
      /** ... and the stream key (path and signature). */
      key: z.string(),
      expires_at: z.string(),
    })
    .nullable(),
});
export type LiveDetail = z.infer<typeof LiveDetail>;

const LiveIdBody = z.object({ live_id: Id });

export const createLive = endpoint({
  method: 'POST',
  path: '/api/live/create-live',
  auth: 'user',
  tag: TAG,
  summary:
    'An anchor creates a live (no id) or edits one of their own until it starts: title, cover, style, a scheduled start or now, goods to pin',
  body: z.object({
    id: Id.optional(),
    title: z.string().trim().min(1).max(60),
    cover: UploadedUrl.optional(),
    style: LiveStyle,
    /** ISO time; omitted: now. */
    scheduled_at: z.iso.datetime({ offset: true }).optional(),
    goods_ids: z.array(Id).max(20).default([]),
    /** 1 (default): the stream is kept as a replay; omitted on an edit: unchanged. */
    keep_replay: Numeric.pipe(Flag).optional(),
  }),
  data: LiveDetail,
});

export const list = endpoint({
  method: 'GET',
  path: '/api/live/list',
  auth: 'visitor',
  tag: TAG,
  summary:
    'Lives now first, then upcoming (soonest first); optionally one style or one anchor, or ended ones',
  query: CursorQuery.extend({
    style: LiveStyle.optional(),
    anchor_id: Id.optional(),
    /** mine=1: the caller's own lives, every status, newest first. */
    mine: Numeric.pipe(Flag).default(0),
  }),
  data: cursorPage(LiveCard),
});

export const detail = endpoint({
  method: 'GET',
  path: '/api/live/detail',
  auth: 'visitor',
  tag: TAG,
  summary:
    'One live: status, play URLs, anchor, viewer and like counts, pinned goods, whether the viewer reserved',
  query: z.object({ id: Id }),
  data: LiveDetail,
});

export const reservation = endpoint({
  method: 'POST',
  path: '/api/live/reservation',
  auth: 'user',
  tag: TAG,
  summary: 'Reserve (on=1) or cancel (on=0) a scheduled live',
  body: LiveIdBody.extend({ on: Numeric.pipe(Flag).default(1) }),
  data: z.object({ reserved: z.boolean(), reserve_count: z.number().int() }),
});

export const stop = endpoint({
  method: 'POST',
  path: '/api/live/stop',
  auth: 'user',
  tag: TAG,
  summary: 'The anchor ends their own live: the stream is closed and every viewer is told',
  body: LiveIdBody,
  data: LiveDetail,
});

export const destroy = endpoint({
  method: 'POST',
  path: '/api/live/destroy',
  auth: 'user',
  tag: TAG,
  summary: 'The anchor deletes their own live; a running live is stopped first',
  body: LiveIdBody,
  data: z.null(),
});

export const isDisplayLive = endpoint({
  method: 'GET',
  path: '/api/live/is-display-live',
  auth: 'visitor',
  tag: TAG,
  summary: 'Whether the live entry shows (an operator setting)',
  data: z.object({ is_display: Flag }),
});

export const addWatchHistory = endpoint({
  method: 'POST',
  path: '/api/index/add-live-watch-history',
  auth: 'user',
  tag: TAG,
  summary: "Adds a live to the caller's watch history (moved to the top when seen before)",
  body: LiveIdBody,
  data: z.null(),
});

export const watchHistory = endpoint({
  method: 'GET',
  path: '/api/live/watch-history',
  auth: 'user',
  tag: TAG,
  summary: "The caller's watched lives, last watched first",
  query: CursorQuery,
  data: cursorPage(LiveCard.extend({ watched_at: z.string() })),
});

export const join = endpoint({
  method: 'POST',
  path: '/api/live/join',
  auth: 'user',
  tag: TAG,
  summary:
    'Enters a room or keeps the caller in it (call again every 20 s as a heartbeat); answers the viewer count',
  body: LiveIdBody,
  data: z.object({ viewer_count: z.number().int(), like_count: z.number().int() }),
});

export const leave = endpoint({
  method: 'POST',
  path: '/api/live/leave',
  auth: 'user',
  tag: TAG,
  summary: 'Leaves a room',
  body: LiveIdBody,
  data: z.object({ viewer_count: z.number().int() }),
});

export const sendMessage = endpoint({
  method: 'POST',
  path: '/api/live/send-message',
  auth: 'user',
  tag: TAG,
  summary: 'A chat message in a running room, through the sensitive-word filter, to every viewer',
  body: LiveIdBody.extend({ content: z.string().trim().min(1).max(200) }),
  data: z.object({ id: z.string() }),
});

export const like = endpoint({
  method: 'POST',
  path: '/api/live/like',
  auth: 'user',
  tag: TAG,
  summary: 'Taps of the heart in a running room, aggregated by the client (1..50 per call)',
  body: LiveIdBody.extend({ count: Numeric.pipe(z.number().int().min(1).max(50)).default(1) }),
  data: z.object({ like_count: z.number().int() }),
});

export const gifts = endpoint({
  method: 'GET',
  path: '/api/live/gifts',
  auth: 'visitor',
  tag: TAG,
  summary: 'The gift catalogue with prices in points',
  data: z.object({ list: z.array(z.object({ id: GiftIdSchema, points: z.number().int() })) }),
});

export const sendGift = endpoint({
  method: 'POST',
  path: '/api/live/send-gift',
  auth: 'user',
  tag: TAG,
  summary:
    'Sends gifts in a running room: the points leave the sender and reach the anchor once per client_id',
  body: LiveIdBody.extend({
    gift_id: GiftIdSchema,
    num: Numeric.pipe(z.number().int().min(1).max(99)).default(1),
    client_id: z
      .string()
      .trim()
      .min(8)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/),
  }),
  data: z.object({ gift_send_id: z.number().int(), points: z.number().int(), integral: z.number().int() }),
});

export const topGivers = endpoint({
  method: 'GET',
  path: '/api/live/top-givers',
  auth: 'visitor',
  tag: TAG,
  summary: "A room's top gift givers by points",
  query: z.object({ live_id: Id }),
  data: z.object({ list: z.array(Anchor.extend({ points: z.number().int() })) }),
});

export const anchorDetail = endpoint({
  method: 'GET',
  path: '/api/live/anchor-detail',
  auth: 'visitor',
  tag: TAG,
  summary: "An anchor's page: the profile with followers, lives now and upcoming, and recent ended lives",
  query: z.object({ id: Id }),
  data: z.object({
    anchor: Anchor.extend({
      signature: z.string(),
      fans_count: z.number().int(),
      dance_styles: z.array(z.string()),
    }),
    upcoming: z.array(LiveCard),
    ended: z.array(LiveCard),
    /** Ended lives with a ready replay, newest first. */
    replays: z.array(LiveCard),
  }),
});

export const AnchorApplication = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  stage_name: z.string(),
  dance_styles: z.array(z.string()),
  photo: z.string(),
  clip: z.string(),
  status: z.enum(['pending', 'approved', 'refused']),
  reason: z.string(),
  created_at: z.string(),
});
export type AnchorApplication = z.infer<typeof AnchorApplication>;

export const anchorIdentify = endpoint({
  method: 'POST',
  path: '/api/live/anchor-identify',
  auth: 'user',
  tag: TAG,
  summary:
    'A real-name-verified user applies to be an anchor with a stage name, dance styles, a photo and a sample clip; operators review it',
  body: z.object({
    stage_name: z.string().trim().min(1).max(30),
    dance_styles: z.array(z.string().trim().min(1).max(20)).min(1).max(5),
    photo: UploadedUrl,
    clip: UploadedUrl,
  }),
  data: AnchorApplication,
});

export const anchorApplication = endpoint({
  method: 'GET',
  path: '/api/live/anchor-application',
  auth: 'user',
  tag: TAG,
  summary: "The caller's latest anchor application and its review, null when none",
  data: AnchorApplication.nullable(),
});

export const anchorReview = endpoint({
  method: 'POST',
  path: '/api/live/anchor-review',
  auth: 'user',
  tag: TAG,
  summary:
    'An operator approves an anchor application (the user becomes an anchor) or refuses it with a reason',
  body: z.object({
    id: Id,
    approve: Numeric.pipe(Flag),
    reason: z.string().trim().max(200).default(''),
  }),
  data: AnchorApplication,
});

export const ShopAnchor = z.object({
  mch: ShopCard,
  anchor: Anchor,
  status: z.enum(['invited', 'accepted']),
  created_at: z.string(),
});

export const mchAnchors = endpoint({
  method: 'GET',
  path: '/api/live/mch-anchors',
  auth: 'user',
  tag: TAG,
  summary:
    'With mch_id: the anchors a shop works with (its staff only); without: the shops that invited the caller, an anchor',
  query: z.object({ mch_id: Id.optional() }),
  data: z.object({ list: z.array(ShopAnchor) }),
});

export const mchAnchorInvite = endpoint({
  method: 'POST',
  path: '/api/live/mch-anchor-invite',
  auth: 'user',
  tag: TAG,
  summary: "A shop's staff invites an approved anchor to show the shop's goods",
  body: z.object({ mch_id: Id, anchor_id: Id }),
  data: ShopAnchor,
});

export const mchAnchorAccept = endpoint({
  method: 'POST',
  path: '/api/live/mch-anchor-accept',
  auth: 'user',
  tag: TAG,
  summary: "The anchor accepts (accept=1) or declines and ends (accept=0) a shop's invitation",
  body: z.object({ mch_id: Id, accept: Numeric.pipe(Flag) }),
  data: z.null(),
});

export const srsHook = endpoint({
  method: 'POST',
  path: '/api/live/srs-hook',
  auth: 'visitor',
  tag: TAG,
  summary:
    "SRS's on_publish / on_unpublish HTTP callback (LIVE_PROVIDER=srs): the hook secret in the query, the push key's signature in the stream's param; code 0 lets a publish go on",
  query: z.object({ secret: z.string().min(1).max(200) }),
  body: z
    .object({
      action: z.enum(['on_publish', 'on_unpublish']),
      app: z.string().max(100),
      stream: z.string().max(100),
      param: z.string().max(1000).default(''),
      client_id: z.union([z.string(), z.number()]).optional(),
      ip: z.string().max(100).optional(),
    })
    .loose(),
  data: z.null(),
});

/** What the room channel `live:<id>` carries to every viewer's socket. */
export type RoomEvent =
  | { type: 'live.chat'; live_id: number; id: string; user: z.infer<typeof Anchor>; content: string }
  | { type: 'live.like'; live_id: number; like_count: number; user_id: number; count: number }
  | { type: 'live.join'; live_id: number; viewer_count: number; user: z.infer<typeof Anchor> }
  | {
      type: 'live.gift';
      live_id: number;
      user: z.infer<typeof Anchor>;
      gift_id: GiftId;
      num: number;
      points: number;
    }
  | { type: 'live.status'; live_id: number; status: LiveStatus }
  /** The pinned goods changed: viewers read the live's detail again. */
  | { type: 'live.goods'; live_id: number; goods_ids: number[] }
  | { type: 'live.mute'; live_id: number; user: z.infer<typeof Anchor>; muted: boolean; by_id: number }
  | { type: 'live.remove'; live_id: number; user: z.infer<typeof Anchor>; by_id: number };

export const liveReport = endpoint({
  method: 'POST',
  path: '/api/live/report',
  auth: 'user',
  tag: TAG,
  summary:
    "Report a live (not one's own) with a reason from the forum's report categories; the operators' queue shows one item per reported live. A second report of the same live while one waits answers the same id",
  body: z.object({
    live_id: Id,
    /** One of /api/forum/post/inform-cats. */
    cat_id: Id,
    content: z.string().trim().max(300).default(''),
  }),
  data: z.object({ id: z.number().int() }),
});

// ---------- going live from the browser: a phone's camera over a WebSocket (decision 232) ----------

/**
 * The anchor's browser streams its camera here: `GET /ws/live-push?live_id=<id>`, then a text
 * frame `{"type":"auth","token":<access token>}` (or `&token=` on the URL). The server answers
 * `{"type":"ready"}` when it takes media, then binary frames of MediaRecorder output (WebM),
 * each at most LIVE_PUSH_FRAME_BYTES, and `{"type":"live"}` once the live is live.
 */
export const LIVE_PUSH_PATH = '/ws/live-push';

/** The largest binary frame the server takes: the client cuts each recorder chunk to this. */
export const LIVE_PUSH_FRAME_BYTES = 16 * 1024;

/** The close codes of a push socket, for the client to say why it stopped. */
export const LIVE_PUSH_CLOSE = {
  /** No access token, or a visitor's. */
  unauthorized: 4401,
  /** Not the live's anchor (or no longer an approved anchor). */
  forbidden: 4403,
  /** No such live. */
  notFound: 4404,
  /** No media for too long. */
  idle: 4408,
  /** The live has ended. */
  ended: 4409,
  /** Another connection of the anchor took over the live's stream. */
  replaced: 4410,
  /** The encoder does not keep up with what the browser sends. */
  tooSlow: 4413,
  /** The encoder stopped (it could not read the media or reach the ingest). */
  encoder: 4500,
  /** This server cannot take a browser's stream (no ingest, no ffmpeg). */
  unavailable: 4503,
} as const;

export type LivePushEvent = { type: 'ready' } | { type: 'live' };
// ---------- replays ----------

export const replayDelete = endpoint({
  method: 'POST',
  path: '/api/live/replay-delete',
  auth: 'user',
  tag: TAG,
  summary:
    'The anchor deletes the replay of their own ended live: the file goes and the live keeps no replay',
  body: LiveIdBody,
  data: z.null(),
});

// ---------- live selling: pinned goods of partner shops, orders attributed to the live ----------

/** At most this many goods are pinned in one live (create-live and pin-goods). */
export const MAX_PINNED_GOODS = 20;

export const pinGoods = endpoint({
  method: 'POST',
  path: '/api/live/pin-goods',
  auth: 'user',
  tag: TAG,
  summary:
    "The anchor sets the pinned goods of their scheduled or running live (goods on sale of shops that accepted them, or of their own shop); every viewer's goods list updates",
  body: LiveIdBody.extend({ goods_ids: z.array(Id).max(MAX_PINNED_GOODS) }),
  data: LiveDetail,
});

export const pinnableGoods = endpoint({
  method: 'GET',
  path: '/api/live/pinnable-goods',
  auth: 'user',
  tag: TAG,
  summary:
    'The goods the calling anchor may pin, newest first: on sale, of their own shop and of the shops that accepted them; a keyword filters by name',
  query: CursorQuery.extend({ keyword: z.string().trim().max(40).optional() }),
  data: cursorPage(GoodsCard),
});

export const liveSales = endpoint({
  method: 'GET',
  path: '/api/live/sales',
  auth: 'user',
  tag: TAG,
  summary:
    "The anchor's goods sold in one live: paid orders (paid, shipped, received, completed) bought from it, and their amount less refunds",
  query: z.object({ live_id: Id }),
  data: z.object({ orders_count: z.number().int(), amount: Money }),
});

// ---------- room moderation: room admins, mutes and removals (decision 234) ----------

/** How many room admins one anchor may appoint. */
export const MAX_ROOM_ADMINS = 10;

export const RoomAdmin = Anchor.extend({ created_at: z.string() });
export type RoomAdmin = z.infer<typeof RoomAdmin>;

export const roomAdmins = endpoint({
  method: 'GET',
  path: '/api/live/room-admins',
  auth: 'user',
  tag: TAG,
  summary: "The caller's room admins, the users who may mute and remove viewers in the caller's lives",
  data: z.object({ list: z.array(RoomAdmin) }),
});

export const roomAdmin = endpoint({
  method: 'POST',
  path: '/api/live/room-admin',
  auth: 'user',
  tag: TAG,
  summary: `An approved anchor appoints (on=1) or dismisses (on=0) a room admin; at most ${MAX_ROOM_ADMINS}`,
  body: z.object({ user_id: Id, on: Numeric.pipe(Flag) }),
  data: z.object({ list: z.array(RoomAdmin) }),
});

export const mute = endpoint({
  method: 'POST',
  path: '/api/live/mute',
  auth: 'user',
  tag: TAG,
  summary:
    "The live's anchor or one of their room admins mutes (on=1) or unmutes (on=0) a viewer: a muted viewer cannot chat, like or send gifts in this live",
  body: LiveIdBody.extend({ user_id: Id, on: Numeric.pipe(Flag) }),
  data: z.object({ muted: z.boolean() }),
});

export const removeViewer = endpoint({
  method: 'POST',
  path: '/api/live/remove-viewer',
  auth: 'user',
  tag: TAG,
  summary:
    "The live's anchor or one of their room admins removes a viewer from the room: they leave it and cannot join this live again",
  body: LiveIdBody.extend({ user_id: Id }),
  data: z.null(),
});

export const RoomMe = z.object({
  muted: z.boolean(),
  removed: z.boolean(),
  /** The caller is one of the anchor's room admins. */
  is_admin: z.boolean(),
  /** The caller may mute and remove viewers here (the anchor or a room admin). */
  can_moderate: z.boolean(),
});
export type RoomMe = z.infer<typeof RoomMe>;

export const roomMe = endpoint({
  method: 'GET',
  path: '/api/live/room-me',
  auth: 'user',
  tag: TAG,
  summary:
    "The caller's standing in a room: muted, removed, room admin, may moderate; or, for the anchor and room admins, a viewer's (`user_id`)",
  query: z.object({ live_id: Id, user_id: Id.optional() }),
  data: RoomMe,
});
