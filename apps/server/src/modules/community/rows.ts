import type {
  comment,
  compilation,
  forumGroup,
  forumReport,
  forumUserSetting,
  groupApply,
  groupMember,
  moderationLog,
  post,
} from '../../db/schema/community.ts';
import { usKey } from './sql.ts';

/**
 * The rows the community's repos answer, and the column picks and conditions they share. Table
 * rows are the schema's own types; the others are what a statement's select list names.
 */

// ---------- table rows ----------

export type PostRow = typeof post.$inferSelect;
export type PostValues = typeof post.$inferInsert;
export type CommentRow = typeof comment.$inferSelect;
export type CommentValues = typeof comment.$inferInsert;
export type GroupRow = typeof forumGroup.$inferSelect;
export type GroupValues = typeof forumGroup.$inferInsert;
export type MemberRow = typeof groupMember.$inferSelect;
export type ApplyRow = typeof groupApply.$inferSelect;
export type SettingRow = typeof forumUserSetting.$inferSelect;
export type SettingValues = typeof forumUserSetting.$inferInsert;
export type CompilationRow = typeof compilation.$inferSelect;
export type CompilationValues = typeof compilation.$inferInsert;
export type ReportRow = typeof forumReport.$inferSelect;
export type ReportValues = typeof forumReport.$inferInsert;
export type LogValues = typeof moderationLog.$inferInsert;

// ---------- posts ----------

/** A post as cards show it, with the viewer's like and collect state. */
export interface CardRow {
  id: number;
  user_id: number;
  type: string;
  title: string;
  summary: string;
  images: string[];
  video_url: string | null;
  video_hls: string | null;
  video_cover: string;
  video_status: number;
  video_duration: number | null;
  video_width: number | null;
  video_height: number | null;
  group_id: number | null;
  group_name: string | null;
  group_avatar: string | null;
  topic_ids: number[];
  like_count: number;
  comment_count: number;
  collect_count: number;
  share_count: number;
  view_count: number;
  status: number;
  hot_score: number;
  pub_us: number | null;
  created_at: Date;
  is_liked: boolean;
  is_collected: boolean;
}

export interface DetailRow extends CardRow {
  content: string;
  updated_at: Date;
  compilation_id: number | null;
  compilation_title: string | null;
  is_followed: boolean;
  /** Whether the author follows the viewer. */
  is_fan: boolean;
  /** Whether either of the viewer and the author blocked the other. */
  blocked: boolean;
  who_can_comment: string | null;
}

/** A draft as its author's list shows it; `upd_us` is the list's sort key. */
export interface DraftRow {
  id: number;
  type: string;
  title: string;
  summary: string;
  content: string;
  images: string[];
  video_url: string | null;
  video_cover: string;
  topic_names: string[];
  group_id: number | null;
  group_name: string | null;
  group_avatar: string | null;
  compilation_id: number | null;
  updated_at: Date;
  upd_us: number;
}

/** A post for the message box. */
export interface BriefRow {
  id: number;
  title: string;
  summary: string;
  images: string[];
  video_cover: string;
  type: string;
  is_public: boolean;
}

/** Columns a card needs from `post`, chosen in an inner query before the joins. */
export const POST_COLS = `p.id, p.user_id, p.type, p.title, p.summary, p.images, p.video_url, p.video_hls, p.video_cover,
  p.video_status, p.video_duration, p.video_width, p.video_height, p.group_id, p.topic_ids,
  p.like_count, p.comment_count, p.collect_count, p.share_count, p.view_count, p.status, p.hot_score,
  p.published_at, p.created_at`;

/**
 * The card columns over an inner page `p`; $1 is the viewer. A visitor's variant has no viewer
 * subqueries at all, so each prepared statement gets a plan made for its case.
 */
export function card(viewer: boolean): string {
  return `p.id, p.user_id, p.type, p.title, p.summary, p.images, p.video_url, p.video_hls, p.video_cover,
  p.video_status, p.video_duration, p.video_width, p.video_height, p.group_id,
  g.name as group_name, g.avatar as group_avatar,
  p.topic_ids,
  p.like_count, p.comment_count, p.collect_count, p.share_count, p.view_count, p.status, p.hot_score,
  ${usKey('p.published_at')} as pub_us, p.created_at,
  ${viewer ? 'exists (select 1 from post_like l where l.post_id = p.id and l.user_id = $1)' : 'false'} as is_liked,
  ${viewer ? 'exists (select 1 from post_collect c where c.post_id = p.id and c.user_id = $1)' : 'false'} as is_collected`;
}

// A lateral lookup by primary key per row of the page, never a scan of every circle.
export const JOIN_GROUP = `left join lateral (select g.name, g.avatar from forum_group g where g.id = p.group_id and g.status = 0) g on true`;

/** Posts of authors the viewer blocked, and posts the viewer hid, stay out of every feed. */
export const NOT_BLOCKED = `not exists (select 1 from user_block b where b.user_id = $1 and b.blocked_id = p.user_id)
  and not exists (select 1 from post_hide h where h.user_id = $1 and h.post_id = p.id)`;

/** Limits are small integers from the contract: written into the SQL so the plan knows them. */
export const lim = (n: number) => Math.max(1, Math.min(100, Math.trunc(Number(n)) || 1));

// ---------- comments ----------

/** A comment as its list shows it. */
export interface CommentListRow {
  id: number;
  post_id: number;
  parent_id: number | null;
  user_id: number;
  reply_to_user_id: number | null;
  content: string;
  status: number;
  reply_count: number;
  created_at: Date;
}

/** One of the first replies shown under a comment. */
export interface ReplyRow {
  id: number;
  parent_id: number;
  user_id: number;
  reply_to_user_id: number | null;
  content: string;
  created_at: Date;
}

/** Comments by authors the viewer blocked are left out. */
export const NOT_BLOCKED_C =
  'not exists (select 1 from user_block b where b.user_id = $1 and b.blocked_id = c.user_id)';

// ---------- people ----------

/** A user in a list of follows, fans, likers or blocks; `us` is the list's sort key. */
export interface PersonRow {
  id: number;
  created_at: Date;
  us: number;
}

// ---------- topics, tags, compilations ----------

export interface TopicRow {
  id: number;
  name: string;
  cover: string;
  intro: string;
  post_count: number;
  hot_score: number;
  hot_rank: number | null;
  created_at: Date;
  /** In the hot list only: 100 - the pin's position, 0 when not pinned. */
  pin_key?: number;
}
export const TOPIC = 'id, name, cover, intro, post_count, hot_score, hot_rank, created_at';

export interface TagRow {
  id: number;
  name: string;
  names: Record<string, string>;
  selected: boolean;
}

export interface CompilationListRow {
  id: number;
  user_id: number;
  title: string;
  intro: string;
  post_count: number;
  updated_at: Date;
  us: number;
  cover: string | null;
}

// ---------- circles ----------

export interface GroupListRow {
  id: number;
  owner_id: number;
  name: string;
  avatar: string;
  cover: string;
  intro: string;
  join_mode: string;
  member_count: number;
  post_count: number;
  created_at: Date;
  my_role: string | null;
  my_pending: boolean;
}
/** $1 is the viewer. */
export const GROUP = `g.id, g.owner_id, g.name, g.avatar, g.cover, g.intro, g.join_mode, g.member_count, g.post_count, g.created_at,
  (select gm.role from group_member gm where gm.group_id = g.id and gm.user_id = $1) as my_role,
  ($1 > 0 and exists (select 1 from group_apply ga where ga.group_id = g.id and ga.user_id = $1 and ga.status = 0)) as my_pending`;

/** A member in the circle's list: `r` (owner 0, member 1) and `us` are its sort key. */
export interface MemberListRow {
  user_id: number;
  role: string;
  joined_at: Date;
  us: number;
  r: number;
}

export interface ApplyListRow {
  id: number;
  user_id: number;
  answer: string;
  created_at: Date;
}

// ---------- reports, review, the action log ----------

export interface ReportListRow {
  id: number;
  reporter_id: number;
  target_type: string;
  target_id: number;
  target_user_id: number | null;
  cat_id: number;
  cat_name: string | null;
  content: string;
  images: string[];
  status: number;
  action: string | null;
  created_at: Date;
  resolved_at: Date | null;
}

export interface InformCatRow {
  id: number;
  name: string;
  names: Record<string, string>;
}

/** A post (k 0) or a comment (k 1) held for review; (us, k, id) is the queue's sort key. */
export interface ReviewRow {
  k: number;
  id: number;
  post_id: number;
  user_id: number;
  title: string;
  body: string;
  words: string[];
  created_at: Date;
  us: number;
}

export interface LogRow {
  id: number;
  operator_id: number;
  action: string;
  target_type: string;
  target_id: number;
  report_id: number | null;
  note: string;
  created_at: Date;
}
