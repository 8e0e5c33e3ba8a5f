// CONTRACT COMPLETE
// Contracts of the community: posts, comments, interactions, topics, circles, compilations,
// reports and moderation, short video, and the like/collect notifications of the message box.
import { z } from 'zod';
import { CursorQuery, Id, Nothing, UploadedUrl, cursorPage, endpoint } from './common.ts';

const TAG = 'forum';
const Flag = z.union([z.literal(0), z.literal(1)]);

// ---------------------------------------------------------------- shared shapes

export const UserBrief = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
});
export type UserBrief = z.infer<typeof UserBrief>;

export const TopicBrief = z.object({ id: z.number().int(), name: z.string() });
export const GroupBrief = z.object({ id: z.number().int(), name: z.string(), avatar: z.string() });

export const POST_TYPES = ['image', 'video', 'text'] as const;
export const PostType = z.enum(POST_TYPES);
export type PostType = z.infer<typeof PostType>;

/**
 * published: everyone sees it; review: a sensitive word sent it to an operator, only the author
 * sees it; hidden: an operator hid it (only the author sees it, marked); draft: the author's
 * draft; rejected: an operator refused it after review.
 */
export const PostStatus = z.enum(['published', 'review', 'hidden', 'draft', 'rejected']);
export type PostStatus = z.infer<typeof PostStatus>;

/** processing until the transcode job has made HLS + poster; only the author sees it meanwhile. */
export const VideoStatus = z.enum(['processing', 'ready', 'failed']);

export const PostVideo = z.object({
  /** The HLS playlist (.m3u8) once ready; the uploaded file while processing. */
  url: z.string(),
  /** The uploaded original (mp4 / mov / webm). */
  source_url: z.string(),
  cover: z.string(),
  status: VideoStatus,
  duration: z.number().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type PostVideo = z.infer<typeof PostVideo>;

/** A post as it appears in lists, feeds and search. */
export const PostCard = z.object({
  id: z.number().int(),
  type: PostType,
  title: z.string(),
  /** Plain text of the content, at most 140 characters. */
  summary: z.string(),
  images: z.array(z.string()),
  video: PostVideo.nullable(),
  user: UserBrief,
  topics: z.array(TopicBrief),
  group: GroupBrief.nullable(),
  like_count: z.number().int(),
  comment_count: z.number().int(),
  collect_count: z.number().int(),
  share_count: z.number().int(),
  view_count: z.number().int(),
  is_liked: z.boolean(),
  is_collected: z.boolean(),
  status: PostStatus,
  created_at: z.string(),
});
export type PostCard = z.infer<typeof PostCard>;

export const PostDetail = PostCard.extend({
  /** Sanitised HTML (allow-list); plain text posts come back escaped, render with pre-wrap. */
  content: z.string(),
  user: UserBrief.extend({ is_followed: z.boolean(), signature: z.string() }),
  compilation: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  is_self: z.boolean(),
  /** false when the author's who_can_comment or a block keeps the viewer out. */
  can_comment: z.boolean(),
  updated_at: z.string(),
});
export type PostDetail = z.infer<typeof PostDetail>;

export const WhoCan = z.enum(['everyone', 'followers', 'mutual', 'none']);
export type WhoCan = z.infer<typeof WhoCan>;

// ---------------------------------------------------------------- posts

export const createPost = endpoint({
  method: 'POST',
  path: '/api/forum/post/create-post',
  auth: 'user',
  tag: TAG,
  summary:
    'Publish a post or save a draft (is_draft 1); with id, edit my own draft or post. Needs real-name verification.',
  body: z.object({
    id: Id.optional(),
    type: PostType,
    title: z.string().trim().max(60).default(''),
    /** Rich text (HTML allow-list) or plain text, at most 20,000 characters. */
    content: z.string().max(20000).default(''),
    images: z.array(UploadedUrl).max(9).default([]),
    video: z.object({ url: UploadedUrl, cover: UploadedUrl.optional() }).optional(),
    /** Topic names (without #); unknown names create the topic. */
    topics: z.array(z.string().trim().min(1).max(20)).max(5).default([]),
    group_id: Id.optional(),
    compilation_id: Id.optional(),
    /** Users mentioned with @ (they get a notification). */
    at_user_ids: z.array(Id).max(20).default([]),
    is_draft: Flag.default(0),
  }),
  data: z.object({ id: z.number().int(), status: PostStatus }),
});

export const POST_TABS = ['recommend', 'follow', 'latest'] as const;

export const postList = endpoint({
  method: 'GET',
  path: '/api/forum/post/list',
  auth: 'visitor',
  tag: TAG,
  summary: 'Posts: recommended (hot), from people I follow, or latest; filter by topic, circle, user or type',
  query: CursorQuery.extend({
    tab: z.enum(POST_TABS).default('recommend'),
    topic_id: Id.optional(),
    group_id: Id.optional(),
    user_id: Id.optional(),
    type: PostType.optional(),
  }),
  data: cursorPage(PostCard),
});

export const postDetail = endpoint({
  method: 'GET',
  path: '/api/forum/post/detail',
  auth: 'visitor',
  tag: TAG,
  summary: 'One post with author, counts, my like/collect state, topics and circle (counts a view)',
  query: z.object({ id: Id }),
  data: PostDetail,
});

export const DraftItem = z.object({
  id: z.number().int(),
  type: PostType,
  title: z.string(),
  summary: z.string(),
  /** The raw content as saved, to reopen the editor. */
  content: z.string(),
  images: z.array(z.string()),
  video: z.object({ url: z.string(), cover: z.string() }).nullable(),
  topics: z.array(z.string()),
  group: GroupBrief.nullable(),
  compilation_id: z.number().int().nullable(),
  updated_at: z.string(),
});
export type DraftItem = z.infer<typeof DraftItem>;

export const draftList = endpoint({
  method: 'GET',
  path: '/api/forum/post/draft-list',
  auth: 'user',
  tag: TAG,
  summary: 'My drafts, last edited first',
  query: CursorQuery,
  data: cursorPage(DraftItem),
});

export const draftDetail = endpoint({
  method: 'GET',
  path: '/api/forum/post/draft-detail',
  auth: 'user',
  tag: TAG,
  summary: 'One of my drafts, to reopen in the editor',
  query: z.object({ id: Id }),
  data: DraftItem,
});

export const deletePost = endpoint({
  method: 'POST',
  path: '/api/forum/post/delete',
  auth: 'user',
  tag: TAG,
  summary: 'Delete my post or draft (operators: any post)',
  body: z.object({ id: Id }),
  data: Nothing,
});

export const increaseShareCount = endpoint({
  method: 'POST',
  path: '/api/forum/post/increase-share-count',
  auth: 'visitor',
  tag: TAG,
  summary: "Count one share of a post: once per user; a visitor's share is not counted",
  body: z.object({ id: Id }),
  data: z.object({ share_count: z.number().int() }),
});

export const hidePost = endpoint({
  method: 'POST',
  path: '/api/forum/post/hide-post',
  auth: 'user',
  tag: TAG,
  summary: 'Not interested: keep this post out of my feeds',
  body: z.object({ post_id: Id }),
  data: Nothing,
});

export const hideUser = endpoint({
  method: 'POST',
  path: '/api/forum/post/hide-user',
  auth: 'user',
  tag: TAG,
  summary:
    'Block (is_hide 1, default) or unblock (0) a user: their posts and comments leave my feeds; they cannot comment on my posts, follow or message me',
  body: z.object({ user_id: Id, is_hide: Flag.default(1) }),
  data: z.object({ is_hidden: z.boolean() }),
});

export const hiddenUserList = endpoint({
  method: 'GET',
  path: '/api/forum/post/hidden-user-list',
  auth: 'user',
  tag: TAG,
  summary: 'The users I blocked, last blocked first',
  query: CursorQuery,
  data: cursorPage(UserBrief.extend({ blocked_at: z.string() })),
});

// ---------------------------------------------------------------- comments

export const Comment = z.object({
  id: z.number().int(),
  post_id: z.number().int(),
  /** null for a comment on the post; the top-level comment for a reply. */
  parent_id: z.number().int().nullable(),
  user: UserBrief,
  /** For replies to a reply: whom it answers. */
  reply_to: UserBrief.nullable(),
  content: z.string(),
  /** published, or review (only its author sees it until an operator approves). */
  status: z.enum(['published', 'review', 'hidden', 'rejected']),
  reply_count: z.number().int(),
  /** Up to two first replies, for a top-level comment in comment-list. */
  replies: z.array(
    z.object({
      id: z.number().int(),
      user: UserBrief,
      reply_to: UserBrief.nullable(),
      content: z.string(),
      created_at: z.string(),
    }),
  ),
  is_author: z.boolean(),
  is_self: z.boolean(),
  created_at: z.string(),
});
export type Comment = z.infer<typeof Comment>;

export const comment = endpoint({
  method: 'POST',
  path: '/api/forum/post/comment',
  auth: 'user',
  tag: TAG,
  summary: 'Comment on a post, or reply to a comment (parent_id); two levels',
  body: z.object({
    post_id: Id,
    content: z.string().trim().min(1).max(1000),
    parent_id: Id.optional(),
    at_user_ids: z.array(Id).max(20).default([]),
  }),
  data: Comment,
});

export const commentList = endpoint({
  method: 'GET',
  path: '/api/forum/post/comment-list',
  auth: 'visitor',
  tag: TAG,
  summary: 'Top-level comments of a post, oldest first, with their first replies',
  query: CursorQuery.extend({ post_id: Id }),
  data: cursorPage(Comment),
});

export const commentReplyList = endpoint({
  method: 'GET',
  path: '/api/forum/post/comment-reply-list',
  auth: 'visitor',
  tag: TAG,
  summary: 'Replies of one comment, oldest first',
  query: CursorQuery.extend({ comment_id: Id }),
  data: cursorPage(Comment),
});

export const deleteComment = endpoint({
  method: 'POST',
  path: '/api/forum/post/delete-comment',
  auth: 'user',
  tag: TAG,
  summary: 'Delete my comment, or a comment on my post (operators: any); its replies go with it',
  body: z.object({ id: Id }),
  data: Nothing,
});

// ---------------------------------------------------------------- reports

export const informCats = endpoint({
  method: 'GET',
  path: '/api/forum/post/inform-cats',
  auth: 'visitor',
  tag: TAG,
  summary: 'Categories a post, comment or account can be reported under',
  data: z.object({ list: z.array(z.object({ id: z.number().int(), name: z.string() })) }),
});

export const inform = endpoint({
  method: 'POST',
  path: '/api/forum/post/inform',
  auth: 'user',
  tag: TAG,
  summary: 'Report a post, a comment or an account (exactly one of the three ids)',
  body: z.object({
    post_id: Id.optional(),
    comment_id: Id.optional(),
    user_id: Id.optional(),
    cat_id: Id,
    content: z.string().trim().max(500).default(''),
    images: z.array(UploadedUrl).max(9).default([]),
  }),
  data: z.object({ id: z.number().int() }),
});

// ---------------------------------------------------------------- forum settings

export const ForumUserSetting = z.object({
  who_can_comment: WhoCan,
  who_can_message: WhoCan,
  show_likes: Flag,
  show_collections: Flag,
});
export type ForumUserSetting = z.infer<typeof ForumUserSetting>;

export const getForumUserSetting = endpoint({
  method: 'GET',
  path: '/api/forum/post/get-forum-user-setting',
  auth: 'user',
  tag: TAG,
  summary: 'My privacy settings for comments, messages, likes and collections',
  data: ForumUserSetting,
});

export const editForumUserSetting = endpoint({
  method: 'POST',
  path: '/api/forum/post/edit-forum-user-setting',
  auth: 'user',
  tag: TAG,
  summary: 'Change some of my privacy settings',
  body: z.object({
    who_can_comment: WhoCan.optional(),
    who_can_message: WhoCan.optional(),
    show_likes: Flag.optional(),
    show_collections: Flag.optional(),
  }),
  data: ForumUserSetting,
});

// ---------------------------------------------------------------- short video

export const videoRecommend = endpoint({
  method: 'GET',
  path: '/api/forum/post/video-recommend',
  auth: 'visitor',
  tag: TAG,
  summary: 'The vertical short-video feed (ready videos only), newest first',
  query: CursorQuery.extend({
    /** Start the feed at this post (opened from a card), then continue. */
    start_id: Id.optional(),
  }),
  data: cursorPage(PostCard),
});

// ---------------------------------------------------------------- interactions

export const postLike = endpoint({
  method: 'POST',
  path: '/api/forum/interaction/post-like',
  auth: 'user',
  tag: TAG,
  summary: 'Like (1) or unlike (0) a post; repeating a state changes nothing',
  body: z.object({ post_id: Id, is_like: Flag }),
  data: z.object({ is_like: Flag, like_count: z.number().int() }),
});

export const postCollect = endpoint({
  method: 'POST',
  path: '/api/forum/interaction/post-collect',
  auth: 'user',
  tag: TAG,
  summary: 'Collect (1) or un-collect (0) a post; repeating a state changes nothing',
  body: z.object({ post_id: Id, is_collect: Flag }),
  data: z.object({ is_collect: Flag, collect_count: z.number().int() }),
});

export const userLike = endpoint({
  method: 'POST',
  path: '/api/forum/interaction/user-like',
  auth: 'user',
  tag: TAG,
  summary: 'Follow (1) or unfollow (0) a user; repeating a state changes nothing',
  body: z.object({ user_id: Id, is_like: Flag }),
  data: z.object({ is_like: Flag, is_mutual: z.boolean(), fans_count: z.number().int() }),
});

export const postCollectionList = endpoint({
  method: 'GET',
  path: '/api/forum/interaction/post-collection-list',
  auth: 'user',
  tag: TAG,
  summary: 'Posts I (or user_id, if they show collections) collected, last collected first',
  query: CursorQuery.extend({ user_id: Id.optional() }),
  data: cursorPage(PostCard),
});

export const postLikeList = endpoint({
  method: 'GET',
  path: '/api/forum/interaction/post-like-list',
  auth: 'user',
  tag: TAG,
  summary: 'Posts I (or user_id, if they show likes) liked, last liked first',
  query: CursorQuery.extend({ user_id: Id.optional() }),
  data: cursorPage(PostCard),
});

export const FollowUser = UserBrief.extend({
  signature: z.string(),
  fans_count: z.number().int(),
  /** Whether I follow this user. */
  is_followed: z.boolean(),
  /** Whether this user follows me. */
  is_fan: z.boolean(),
  followed_at: z.string(),
});
export type FollowUser = z.infer<typeof FollowUser>;

export const userLikeList = endpoint({
  method: 'GET',
  path: '/api/forum/interaction/user-like-list',
  auth: 'visitor',
  tag: TAG,
  summary: 'Whom a user follows (type follow) or who follows them (type fans); mine without user_id',
  query: CursorQuery.extend({ type: z.enum(['follow', 'fans']).default('follow'), user_id: Id.optional() }),
  data: cursorPage(FollowUser),
});

export const statistics = endpoint({
  method: 'GET',
  path: '/api/forum/interaction/statistics',
  auth: 'visitor',
  tag: TAG,
  summary: "A user's community counts (mine without user_id)",
  query: z.object({ user_id: Id.optional() }),
  data: z.object({
    user_id: z.number().int(),
    follow_count: z.number().int(),
    fans_count: z.number().int(),
    /** Likes received on their posts. */
    like_count: z.number().int(),
    post_count: z.number().int(),
    /** Posts the user collected; null when hidden by show_collections. */
    collect_count: z.number().int().nullable(),
    /** Posts the user liked; null when hidden by show_likes. */
    liked_post_count: z.number().int().nullable(),
  }),
});

export const postLikeUserList = endpoint({
  method: 'GET',
  path: '/api/forum/interaction/post-like-user-list',
  auth: 'visitor',
  tag: TAG,
  summary: 'Who liked a post, last first',
  query: CursorQuery.extend({ post_id: Id }),
  data: cursorPage(UserBrief.extend({ is_followed: z.boolean(), liked_at: z.string() })),
});

// ---------------------------------------------------------------- topics and tags

export const Topic = z.object({
  id: z.number().int(),
  name: z.string(),
  cover: z.string(),
  intro: z.string(),
  post_count: z.number().int(),
  /** Activity in the recent window (posts, comments, likes), recomputed by a job. */
  hot_score: z.number().int(),
  /** Rank by hot_score, 1-based; null when not ranked. */
  hot_rank: z.number().int().nullable(),
  created_at: z.string(),
});
export type Topic = z.infer<typeof Topic>;

export const topicList = endpoint({
  method: 'GET',
  path: '/api/forum/topic/list',
  auth: 'visitor',
  tag: TAG,
  summary: 'Topics by recent activity (hot) or newest (new); keyword filters by name',
  query: CursorQuery.extend({
    sort: z.enum(['hot', 'new']).default('hot'),
    keyword: z.string().trim().max(20).optional(),
  }),
  data: cursorPage(Topic),
});

export const topicDetail = endpoint({
  method: 'GET',
  path: '/api/forum/topic/detail',
  auth: 'visitor',
  tag: TAG,
  summary: 'One topic; its posts come from post/list?topic_id=',
  query: z.object({ id: Id }),
  data: Topic.extend({
    /** The users with most posts in the topic over the recent window (the active list). */
    active_users: z.array(UserBrief.extend({ post_count: z.number().int() })),
  }),
});

export const tags = endpoint({
  method: 'GET',
  path: '/api/forum/topic/tags',
  auth: 'visitor',
  tag: TAG,
  summary: 'Interest tags, with the ones I picked marked',
  data: z.object({
    list: z.array(z.object({ id: z.number().int(), name: z.string(), is_selected: z.boolean() })),
  }),
});

export const editUserTag = endpoint({
  method: 'POST',
  path: '/api/forum/topic/edit-user-tag',
  auth: 'user',
  tag: TAG,
  summary: 'Replace my interest tags (at most 10)',
  body: z.object({ tag_ids: z.array(Id).max(10) }),
  data: Nothing,
});

// ---------------------------------------------------------------- circles (groups)

export const JoinMode = z.enum(['open', 'approval']);
/** none: not a member; pending: waiting for the owner; member; owner. */
export const MyGroupStatus = z.enum(['none', 'pending', 'member', 'owner']);

export const Group = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string(),
  cover: z.string(),
  intro: z.string(),
  join_mode: JoinMode,
  member_count: z.number().int(),
  post_count: z.number().int(),
  owner: UserBrief,
  my_status: MyGroupStatus,
  created_at: z.string(),
});
export type Group = z.infer<typeof Group>;

export const groupList = endpoint({
  method: 'GET',
  path: '/api/forum/group/list',
  auth: 'visitor',
  tag: TAG,
  summary: 'Circles: all by members (all), the ones I joined or own (mine); keyword filters by name',
  query: CursorQuery.extend({
    scope: z.enum(['all', 'mine']).default('all'),
    keyword: z.string().trim().max(20).optional(),
  }),
  data: cursorPage(Group),
});

export const groupDetail = endpoint({
  method: 'GET',
  path: '/api/forum/group/detail',
  auth: 'visitor',
  tag: TAG,
  summary: 'One circle; its posts come from post/list?group_id=',
  query: z.object({ id: Id }),
  data: Group.extend({
    join_question: z.string(),
    /** Pending join requests (owner only, else 0). */
    pending_count: z.number().int(),
  }),
});

export const groupUserList = endpoint({
  method: 'GET',
  path: '/api/forum/group/group-user-list',
  auth: 'visitor',
  tag: TAG,
  summary: 'Members of a circle, owner first, then by join time',
  query: CursorQuery.extend({ id: Id }),
  data: cursorPage(UserBrief.extend({ role: z.enum(['owner', 'member']), joined_at: z.string() })),
});

export const editGroup = endpoint({
  method: 'POST',
  path: '/api/forum/group/edit-group',
  auth: 'user',
  tag: TAG,
  summary: 'Create a circle (no id) or edit mine; needs real-name verification',
  body: z.object({
    id: Id.optional(),
    name: z.string().trim().min(2).max(20),
    avatar: UploadedUrl,
    cover: UploadedUrl.optional(),
    intro: z.string().trim().max(500).default(''),
    join_mode: JoinMode.default('open'),
    join_question: z.string().trim().max(100).optional(),
  }),
  data: z.object({ id: z.number().int() }),
});

export const applyJoinGroup = endpoint({
  method: 'POST',
  path: '/api/forum/group/apply-join-group',
  auth: 'user',
  tag: TAG,
  summary: 'Join an open circle at once, or ask to join an approval circle (answering its question)',
  body: z.object({ id: Id, answer: z.string().trim().max(200).optional() }),
  data: z.object({ status: MyGroupStatus }),
});

export const groupApplyList = endpoint({
  method: 'GET',
  path: '/api/forum/group/apply-list',
  auth: 'user',
  tag: TAG,
  summary: 'Owner: the join requests of my circle waiting for a decision, oldest first',
  query: CursorQuery.extend({ id: Id }),
  data: cursorPage(
    z.object({
      id: z.number().int(),
      user: UserBrief,
      answer: z.string(),
      created_at: z.string(),
    }),
  ),
});

export const reviewJoinApply = endpoint({
  method: 'POST',
  path: '/api/forum/group/review-apply',
  auth: 'user',
  tag: TAG,
  summary: 'Owner: approve or deny (with a reason) one join request',
  body: z.object({
    apply_id: Id,
    approve: Flag,
    reason: z.string().trim().max(140).optional(),
  }),
  data: z.object({ status: z.enum(['approved', 'denied']) }),
});

export const leaveGroup = endpoint({
  method: 'POST',
  path: '/api/forum/group/leave-group',
  auth: 'user',
  tag: TAG,
  summary: 'Leave a circle (or withdraw my pending request); the owner cannot leave',
  body: z.object({ id: Id }),
  data: Nothing,
});

export const destroyGroup = endpoint({
  method: 'POST',
  path: '/api/forum/group/destroy-group',
  auth: 'user',
  tag: TAG,
  summary: 'Owner (or operator): close a circle; its posts stay, out of the circle',
  body: z.object({ id: Id }),
  data: Nothing,
});

// ---------------------------------------------------------------- compilations

export const Compilation = z.object({
  id: z.number().int(),
  title: z.string(),
  intro: z.string(),
  cover: z.string(),
  post_count: z.number().int(),
  user: UserBrief,
  updated_at: z.string(),
});
export type Compilation = z.infer<typeof Compilation>;

export const compilationList = endpoint({
  method: 'GET',
  path: '/api/forum/compilation/list',
  auth: 'visitor',
  tag: TAG,
  summary: "A user's series of posts (mine without user_id), last updated first",
  query: CursorQuery.extend({ user_id: Id.optional() }),
  data: cursorPage(Compilation),
});

export const compilationDetail = endpoint({
  method: 'GET',
  path: '/api/forum/compilation/detail',
  auth: 'visitor',
  tag: TAG,
  summary: 'One series and its posts in order',
  query: CursorQuery.extend({ id: Id }),
  data: z.object({ compilation: Compilation, list: z.array(PostCard), next_cursor: z.string().nullable() }),
});

export const editCompilation = endpoint({
  method: 'POST',
  path: '/api/forum/compilation/edit-compilation',
  auth: 'user',
  tag: TAG,
  summary: 'Create (no id) or rename one of my series; posts join it through create-post compilation_id',
  body: z.object({
    id: Id.optional(),
    title: z.string().trim().min(1).max(30),
    intro: z.string().trim().max(200).default(''),
  }),
  data: z.object({ id: z.number().int() }),
});

// ---------------------------------------------------------------- operators: reports and review

export const ReportTargetType = z.enum(['post', 'comment', 'user']);
export const ReportStatus = z.enum(['pending', 'resolved']);
export const MODERATION_ACTIONS = ['hide', 'restore', 'warn', 'ban', 'dismiss'] as const;
export const ModerationAction = z.enum(MODERATION_ACTIONS);

export const ReportItem = z.object({
  id: z.number().int(),
  target_type: ReportTargetType,
  target_id: z.number().int(),
  /** A short text of what was reported (post title/summary, comment, nickname). */
  target_summary: z.string(),
  /** The reported content's author (or the reported user). */
  target_user: UserBrief.nullable(),
  /** The reported post's or comment's current status; null for a user. */
  target_status: z.string().nullable(),
  cat: z.object({ id: z.number().int(), name: z.string() }),
  content: z.string(),
  images: z.array(z.string()),
  reporter: UserBrief,
  status: ReportStatus,
  action: ModerationAction.nullable(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
});
export type ReportItem = z.infer<typeof ReportItem>;

export const reportList = endpoint({
  method: 'GET',
  path: '/api/admin/forum/report-list',
  auth: 'user',
  tag: 'admin',
  summary: 'Operator: reports, pending (oldest first) or resolved (newest first)',
  query: CursorQuery.extend({ status: ReportStatus.default('pending') }),
  data: cursorPage(ReportItem),
});

export const resolveReport = endpoint({
  method: 'POST',
  path: '/api/admin/forum/report-resolve',
  auth: 'user',
  tag: 'admin',
  summary:
    'Operator: resolve a report: hide or restore the content, warn or ban its author, or dismiss; logged',
  body: z.object({ id: Id, action: ModerationAction, note: z.string().trim().max(200).default('') }),
  data: Nothing,
});

export const ReviewItem = z.object({
  target_type: z.enum(['post', 'comment']),
  id: z.number().int(),
  post_id: z.number().int(),
  user: UserBrief,
  title: z.string(),
  summary: z.string(),
  /** The sensitive words that sent it to review. */
  words: z.array(z.string()),
  created_at: z.string(),
});

export const reviewList = endpoint({
  method: 'GET',
  path: '/api/admin/forum/review-list',
  auth: 'user',
  tag: 'admin',
  summary: 'Operator: posts and comments held for review by the sensitive-words list, oldest first',
  query: CursorQuery,
  data: cursorPage(ReviewItem),
});

export const reviewContent = endpoint({
  method: 'POST',
  path: '/api/admin/forum/review',
  auth: 'user',
  tag: 'admin',
  summary: 'Operator: approve (publish) or reject a held post or comment; logged',
  body: z.object({
    target_type: z.enum(['post', 'comment']),
    id: Id,
    approve: Flag,
    note: z.string().trim().max(200).default(''),
  }),
  data: Nothing,
});

export const ActionLogItem = z.object({
  id: z.number().int(),
  operator: UserBrief,
  action: z.enum([...MODERATION_ACTIONS, 'approve', 'reject', 'delete']),
  target_type: ReportTargetType,
  target_id: z.number().int(),
  report_id: z.number().int().nullable(),
  note: z.string(),
  created_at: z.string(),
});

export const actionLog = endpoint({
  method: 'GET',
  path: '/api/admin/forum/action-log',
  auth: 'user',
  tag: 'admin',
  summary: 'Operator: every moderation action, newest first',
  query: CursorQuery,
  data: cursorPage(ActionLogItem),
});

// ---------------------------------------------------------------- notifications (message module)

export const NOTIFICATION_KINDS = ['like', 'collect', 'comment', 'reply', 'follow', 'mention'] as const;
export const NotificationKind = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKind>;

export const NotificationItem = z.object({
  id: z.number().int(),
  kind: NotificationKind,
  actor: UserBrief,
  /** The post concerned (title or summary and a cover), null when it is gone. */
  post: z.object({ id: z.number().int(), title: z.string(), cover: z.string(), type: PostType }).nullable(),
  comment_id: z.number().int().nullable(),
  /** The comment's text for comment/reply/mention kinds. */
  text: z.string(),
  is_read: z.boolean(),
  created_at: z.string(),
});
export type NotificationItem = z.infer<typeof NotificationItem>;

export const messageLikeList = endpoint({
  method: 'GET',
  path: '/api/message/like-list',
  auth: 'user',
  tag: 'message',
  summary: 'Likes and collections of my posts, newest first (marks them read)',
  query: CursorQuery,
  data: cursorPage(NotificationItem),
});

export const messageNoticeList = endpoint({
  method: 'GET',
  path: '/api/message/notice-list',
  auth: 'user',
  tag: 'message',
  summary: 'My notifications of one group: comments and replies, mentions, or new fans; newest first',
  query: CursorQuery.extend({ kind: z.enum(['comment', 'mention', 'follow']) }),
  data: cursorPage(NotificationItem),
});

export const messageUnread = endpoint({
  method: 'GET',
  path: '/api/message/notice-unread',
  auth: 'user',
  tag: 'message',
  summary: 'Unread notification counts per group',
  data: z.object({
    like: z.number().int(),
    comment: z.number().int(),
    mention: z.number().int(),
    follow: z.number().int(),
  }),
});

/** Section types that the community adds to /api/search/search. */
export const SEARCH_SECTIONS = { post: PostCard, topic: Topic, circle: Group } as const;
