import { sharedKeys } from '../../../lib/query-keys.ts';

/** Query keys of the community: every key starts with 'community' so a patch can find them all. */
export const communityKeys = {
  all: ['community'] as const,
  posts: (params: object) => ['community', 'posts', params] as const,
  postsAll: ['community', 'posts'] as const,
  post: (id: number) => ['community', 'post', id] as const,
  drafts: ['community', 'drafts'] as const,
  draft: (id: number) => ['community', 'draft', id] as const,
  comments: (postId: number) => ['community', 'comments', postId] as const,
  replies: (commentId: number) => ['community', 'replies', commentId] as const,
  videoFeed: (startId: number | null) => ['community', 'video-feed', startId] as const,
  collections: (userId: number | null) => ['community', 'post-collection-list', userId] as const,
  liked: (userId: number | null) => ['community', 'post-like-list', userId] as const,
  follows: (type: string, userId: number | null) => ['community', 'user-like-list', type, userId] as const,
  statistics: (userId: number | null) => ['community', 'statistics', userId] as const,
  likeUsers: (postId: number) => ['community', 'post-like-user-list', postId] as const,
  /** A page of topics: shared with search (lib/query-keys.ts), which shows the hot ones. */
  topics: sharedKeys.topics,
  topic: (id: number) => ['community', 'topic', id] as const,
  tags: ['community', 'tags'] as const,
  groups: (scope: string, keyword: string) => ['community', 'groups', scope, keyword] as const,
  groupsAll: ['community', 'groups'] as const,
  group: (id: number) => ['community', 'group', id] as const,
  groupUsers: (id: number) => ['community', 'group-users', id] as const,
  groupApplies: (id: number) => ['community', 'group-applies', id] as const,
  compilations: (userId: number | null) => ['community', 'compilations', userId] as const,
  informCats: ['community', 'inform-cats'] as const,
  setting: ['community', 'forum-user-setting'] as const,
  userInfo: (userId: number | null) => ['community', 'forum-user-info', userId] as const,
  messageLikes: ['community', 'message-like-list'] as const,
};
