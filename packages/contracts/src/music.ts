// Contracts of music: musicians' tracks sold as goods of type `music` (free or paid), transcoded by a
// job (streaming AAC, download rendition, 30 s preview of a paid track, waveform peaks, duration and
// a BPM estimate), played from signed, expiring URLs with HTTP Range, licensed by a paid order.
import { z } from 'zod';
import { CursorQuery, Id, Money, Numeric, UploadedUrl, cursorPage, endpoint } from './common.ts';
import { ShopCard } from './mall.ts';

const TAG = 'music';
const Flag = z.union([z.literal(0), z.literal(1)]);

export const MUSIC_GENRES = [
  'breaking',
  'popping',
  'locking',
  'hiphop',
  'house',
  'krump',
  'waacking',
  'vogue',
  'dancehall',
  'afro',
  'other',
] as const;
export const Genre = z.enum(MUSIC_GENRES);
export type Genre = z.infer<typeof Genre>;

/** processing (the transcode job runs), ready (playable), failed (the upload was not audio). */
export const MEDIA_STATUSES = ['processing', 'ready', 'failed'] as const;

/** stream: the full AAC rendition; download: the full download rendition; preview: 30 s of a paid track. */
export const RENDITIONS = ['stream', 'download', 'preview'] as const;
export const Rendition = z.enum(RENDITIONS);
export type Rendition = z.infer<typeof Rendition>;

export const AlbumCard = z.object({
  id: z.number().int(),
  mch_id: z.number().int(),
  name: z.string(),
  cover: z.string(),
  track_count: z.number().int(),
});
export type AlbumCard = z.infer<typeof AlbumCard>;

export const TrackCard = z.object({
  /** The track's id is its goods id. */
  id: z.number().int(),
  title: z.string(),
  artist: z.string(),
  cover: z.string(),
  album: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  genres: z.array(Genre),
  /** The BPM the musician entered, else the estimate; null until either exists. */
  bpm: z.number().int().nullable(),
  /** Seconds; null until transcoded. */
  duration: z.number().nullable(),
  /** '0.00' for a free track. */
  price: Money,
  free: z.boolean(),
  downloadable: z.boolean(),
  plays: z.number().int(),
  /** review: waiting for an operator (review before publishing is on); only its shop sees it. */
  status: z.enum(['draft', 'review', 'published']),
  /** Why an operator refused the last publication (the item is back to draft); absent otherwise. */
  review_reason: z.string().optional(),
  media_status: z.enum(MEDIA_STATUSES),
  mch: ShopCard,
});
export type TrackCard = z.infer<typeof TrackCard>;

export const TrackDetail = TrackCard.extend({
  lyrics: z.string(),
  /** The BPM computed from the audio (onset-energy autocorrelation); null until transcoded. */
  bpm_estimate: z.number().nullable(),
  /** Waveform peaks 0..1 for the player, 200 of them once transcoded. */
  peaks: z.array(z.number()),
  /** The SKU a paid track is bought with; null for a free one. */
  sku_id: z.number().int().nullable(),
  /** The viewer may play the full track (free, licensed, or the shop's staff). */
  full_access: z.boolean(),
  /** The viewer holds a licence (bought, not refunded). */
  licensed: z.boolean(),
  is_staff: z.boolean(),
  /** The viewer liked it (the heart: the mall's goods collect); false for a visitor. */
  is_liked: z.boolean(),
  /** The uploaded audio the renditions were made from, for the shop's staff (editing keeps it); else empty. */
  source_url: z.string(),
});
export type TrackDetail = z.infer<typeof TrackDetail>;

export const editMusic = endpoint({
  method: 'POST',
  path: '/api/goods/edit-music',
  auth: 'user',
  tag: TAG,
  summary:
    "Publish (no id) or edit one of the musician's own tracks from the caller's uploaded audio; a new audio file is transcoded by a job",
  body: z.object({
    id: Id.optional(),
    /** The musician's shop (owner or clerk); required when creating. */
    mch_id: Id.optional(),
    title: z.string().trim().min(1).max(80),
    artist: z.string().trim().min(1).max(60),
    /** An album of the shop by name, made on first use; empty: no album. */
    album: z.string().trim().max(60).default(''),
    genres: z.array(Genre).min(1).max(3),
    /** Entered by the musician; omitted: the estimate from the audio is shown. */
    bpm: Numeric.pipe(z.number().int().min(40).max(250)).nullable().default(null),
    cover: UploadedUrl,
    audio_url: UploadedUrl,
    /** '0.00': free. */
    price: Money.default('0.00'),
    downloadable: Numeric.pipe(Flag).default(0),
    /** LRC text, optional. */
    lyrics: z.string().max(20_000).default(''),
    /** published: at once, or `review` (waiting for an operator) while review before publishing is on. */
    status: z.enum(['draft', 'published']).default('published'),
  }),
  data: TrackDetail,
});

/** Whether tracks wait for an operator before they publish (off by default; an editor sets it). */
export const PublishReview = z.object({ on: z.boolean() });

export const publishReview = endpoint({
  method: 'GET',
  path: '/api/admin/music/publish-review',
  auth: 'user',
  tag: TAG,
  summary: 'Whether review before publishing is on for tracks (editor)',
  data: PublishReview,
});

export const setPublishReview = endpoint({
  method: 'POST',
  path: '/api/admin/music/publish-review',
  auth: 'user',
  tag: TAG,
  summary:
    'An editor switches review before publishing for tracks on or off; items already waiting stay in the queue',
  body: z.object({ on: Numeric.pipe(Flag) }),
  data: PublishReview,
});

export const myMusics = endpoint({
  method: 'GET',
  path: '/api/goods/my-musics',
  auth: 'user',
  tag: TAG,
  summary:
    "The caller's shops' tracks with plays, downloads and sales (drafts included); with bought=1, the tracks the caller holds a licence for; with liked=1, the tracks the caller liked (collected), most recently liked first",
  query: CursorQuery.extend({ bought: Numeric.pipe(Flag).default(0), liked: Numeric.pipe(Flag).default(0) }),
  data: cursorPage(
    TrackCard.extend({
      downloads: z.number().int(),
      sales: z.number().int(),
      licensed_at: z.string().nullable(),
      /** With liked=1, when the caller liked it; else null. */
      liked_at: z.string().nullable(),
    }),
  ),
});

export const trackList = endpoint({
  method: 'GET',
  path: '/api/music/list',
  auth: 'visitor',
  tag: TAG,
  summary: 'Published tracks by genre, BPM range, album or musician, newest or most played first',
  query: CursorQuery.extend({
    genre: Genre.optional(),
    bpm_min: Numeric.pipe(z.number().int().min(0).max(400)).optional(),
    bpm_max: Numeric.pipe(z.number().int().min(0).max(400)).optional(),
    album_id: Id.optional(),
    mch_id: Id.optional(),
    sort: z.enum(['new', 'hot']).default('new'),
  }),
  data: cursorPage(TrackCard),
});

export const trackDetail = endpoint({
  method: 'GET',
  path: '/api/music/detail',
  auth: 'visitor',
  tag: TAG,
  summary: "One track with its waveform and the viewer's rights (a draft only to its shop)",
  query: z.object({ id: Id }),
  data: TrackDetail,
});

export const playUrl = endpoint({
  method: 'GET',
  path: '/api/music/play-url',
  auth: 'visitor',
  tag: TAG,
  summary:
    'A signed URL of a rendition, valid two hours: the full stream or download for a free track, a licensee or the shop; the preview for anyone. The download needs a signed-in listener (1403) and counts once per listener and track',
  query: z.object({ id: Id, rendition: Rendition.optional() }),
  data: z.object({
    url: z.string(),
    rendition: Rendition,
    /** Bytes of the rendition. */
    size: z.number().int(),
    mime: z.string(),
    expires_at: z.string(),
  }),
});

export const audio = endpoint({
  method: 'GET',
  path: '/api/music/audio',
  auth: 'visitor',
  tag: TAG,
  summary:
    'The bytes of a rendition for a URL play-url signed, with HTTP Range (206, or 416 past the end); no access token needed',
  query: z.object({
    id: Id,
    r: Rendition,
    exp: Numeric.pipe(z.number().int().positive()),
    sig: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  data: z.string(),
});

export const reportPlay = endpoint({
  method: 'POST',
  path: '/api/music/play',
  auth: 'user',
  tag: TAG,
  summary:
    'Reports listening: a play counts once the listener passed 30 s or half the track, at most once per listener, track and clock hour; it also records the recently played',
  body: z.object({
    id: Id,
    /** Seconds listened so far. */
    seconds: Numeric.pipe(z.number().min(0).max(86_400)),
  }),
  data: z.object({ counted: z.boolean(), plays: z.number().int() }),
});

export const RankWindow = z.enum(['day', 'week', 'all']);

export const rank = endpoint({
  method: 'GET',
  path: '/api/music/rank',
  auth: 'visitor',
  tag: TAG,
  summary:
    'The chart of the last day, the last seven days or all time, recomputed by a job every ten minutes',
  query: z.object({
    window: RankWindow.default('week'),
    limit: Numeric.pipe(z.number().int().min(1).max(100)).default(50),
  }),
  data: z.object({
    computed_at: z.string().nullable(),
    list: z.array(z.object({ rank: z.number().int(), plays: z.number().int(), track: TrackCard })),
  }),
});

export const recommend = endpoint({
  method: 'GET',
  path: '/api/music/recommend',
  auth: 'visitor',
  tag: TAG,
  summary:
    "For a listener, tracks of the genres they play most that they have not played; for a visitor (or a listener with no plays), the week's chart",
  query: z.object({ limit: Numeric.pipe(z.number().int().min(1).max(50)).default(20) }),
  data: z.object({ list: z.array(TrackCard) }),
});

export const genres = endpoint({
  method: 'GET',
  path: '/api/music/genres',
  auth: 'visitor',
  tag: TAG,
  summary: 'Every genre with the number of published tracks in it',
  data: z.object({ list: z.array(z.object({ genre: Genre, tracks: z.number().int() })) }),
});

export const albums = endpoint({
  method: 'GET',
  path: '/api/music/albums',
  auth: 'visitor',
  tag: TAG,
  summary: "Albums with published tracks, newest first, or one musician's",
  query: CursorQuery.extend({ mch_id: Id.optional() }),
  data: cursorPage(AlbumCard),
});

export const recent = endpoint({
  method: 'GET',
  path: '/api/music/recent',
  auth: 'user',
  tag: TAG,
  summary: "The caller's recently played tracks, the last 100, latest first",
  data: z.object({ list: z.array(z.object({ played_at: z.string(), track: TrackCard })) }),
});

export const recentMerge = endpoint({
  method: 'POST',
  path: '/api/music/recent-merge',
  auth: 'user',
  tag: TAG,
  summary:
    "Merges the device's recently played list after login (the later time of each track wins; unknown tracks are skipped) and answers the merged list",
  body: z.object({
    items: z.array(z.object({ goods_id: Id, played_at: z.iso.datetime({ offset: true }) })).max(100),
  }),
  data: z.object({ list: z.array(z.object({ played_at: z.string(), track: TrackCard })) }),
});

// ---------- comments ----------

const CommentUser = z.object({ id: z.number().int(), nickname: z.string(), avatar: z.string() });

/** A reply as it shows under its comment. */
export const MusicReply = z.object({
  id: z.number().int(),
  track_id: z.number().int(),
  /** The top-level comment a reply belongs to; null for a top-level comment. */
  parent_id: z.number().int().nullable(),
  user: CommentUser,
  /** Whom a reply answers (a reply to a reply); null otherwise. */
  reply_to: CommentUser.nullable(),
  content: z.string(),
  /** review: held by the word list, shown to its author only. */
  status: z.enum(['published', 'review']),
  like_count: z.number().int(),
  liked: z.boolean(),
  reply_count: z.number().int(),
  created_at: z.string(),
});

export const MusicComment = MusicReply.extend({
  /** The first replies of a top-level comment (up to three, oldest first). */
  replies: z.array(MusicReply),
});
export type MusicComment = z.infer<typeof MusicComment>;

export const comments = endpoint({
  method: 'GET',
  path: '/api/music/comments',
  auth: 'visitor',
  tag: TAG,
  summary:
    "A track's top-level comments, newest first, each with its first replies; with parent_id, the replies of one comment, oldest first",
  query: CursorQuery.extend({ id: Id, parent_id: Id.optional() }),
  data: cursorPage(MusicComment).extend({ total: z.number().int() }),
});

export const comment = endpoint({
  method: 'POST',
  path: '/api/music/comment',
  auth: 'user',
  tag: TAG,
  summary:
    'Comments on a track, or replies to one of its comments; the text goes through the word list (blocked words refuse it, review words hold it for its author)',
  body: z.object({
    id: Id,
    parent_id: Id.optional(),
    content: z.string().trim().min(1).max(500),
  }),
  data: MusicComment,
});

export const commentLike = endpoint({
  method: 'POST',
  path: '/api/music/comment-like',
  auth: 'user',
  tag: TAG,
  summary: 'Likes (like=1) or unlikes (like=0) a comment; a like counts once per user',
  body: z.object({ id: Id, like: Numeric.pipe(Flag).default(1) }),
  data: z.object({ liked: z.boolean(), like_count: z.number().int() }),
});

// ---------- handpicked lists ----------

export const Handpick = z.object({
  id: z.number().int(),
  title: z.string(),
  intro: z.string(),
  cover: z.string(),
  sort: z.number().int(),
  status: z.enum(['published', 'hidden']),
  /** Its published, playable tracks in the operators' order. */
  tracks: z.array(TrackCard),
});
export type Handpick = z.infer<typeof Handpick>;

export const handpick = endpoint({
  method: 'GET',
  path: '/api/music/handpick',
  auth: 'visitor',
  tag: TAG,
  summary: "The operators' handpicked lists with their tracks, in their order; with id, that one list",
  query: z.object({ id: Id.optional() }),
  data: z.object({ list: z.array(Handpick) }),
});

export const handpickEdit = endpoint({
  method: 'POST',
  path: '/api/music/handpick-edit',
  auth: 'user',
  tag: TAG,
  summary: 'An operator creates (no id) or edits a handpicked list: title, intro, cover, tracks in order',
  body: z.object({
    id: Id.optional(),
    title: z.string().trim().min(1).max(40),
    intro: z.string().trim().max(200).default(''),
    cover: z.string().trim().max(500).default(''),
    track_ids: z.array(Id).min(1).max(100),
    sort: Numeric.pipe(z.number().int().min(0).max(10_000)).default(0),
    status: z.enum(['published', 'hidden']).default('published'),
  }),
  data: Handpick,
});

// ---------- musicians ----------

export const MusicianApplication = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  stage_name: z.string(),
  genres: z.array(Genre),
  /** The sample track: an uploaded audio file. */
  sample: z.string(),
  intro: z.string(),
  status: z.enum(['pending', 'approved', 'refused']),
  reason: z.string(),
  /** The shop the musician sells from, once approved. */
  mch_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type MusicianApplication = z.infer<typeof MusicianApplication>;

export const musicianApply = endpoint({
  method: 'POST',
  path: '/api/music/musician-apply',
  auth: 'user',
  tag: TAG,
  summary:
    'A real-name-verified user applies to be a musician with a stage name, genres, a sample track and an intro; operators review it',
  body: z.object({
    stage_name: z.string().trim().min(1).max(30),
    genres: z.array(Genre).min(1).max(5),
    sample: UploadedUrl,
    intro: z.string().trim().max(300).default(''),
  }),
  data: MusicianApplication,
});

export const musicianApplication = endpoint({
  method: 'GET',
  path: '/api/music/musician-application',
  auth: 'user',
  tag: TAG,
  summary: "The caller's musician review status and latest application (null when none)",
  data: z.object({
    musician_review_status: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
    application: MusicianApplication.nullable(),
  }),
});

export const musicianReview = endpoint({
  method: 'POST',
  path: '/api/admin/music/musician-review',
  auth: 'user',
  tag: TAG,
  summary:
    'An operator (reviewer) approves a musician application (the user becomes a musician with a shop to sell from) or refuses it with a reason',
  body: z.object({
    id: Id,
    approve: Numeric.pipe(Flag),
    reason: z.string().trim().max(200).default(''),
  }),
  data: MusicianApplication,
});
