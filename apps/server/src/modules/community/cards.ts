import type { PostCard, PostStatus, PostType } from '@dance/contracts/community';
import type { PublicProfile } from '../account/index.ts';
import type { CardRow } from './rows.ts';

export const POST_STATUS: Record<number, PostStatus> = {
  0: 'draft',
  1: 'published',
  2: 'review',
  3: 'hidden',
  4: 'rejected',
};
export const STATUS = { draft: 0, published: 1, review: 2, hidden: 3, rejected: 4, deleted: 9 } as const;
export const VIDEO = { none: 0, processing: 1, ready: 2, failed: 3 } as const;
const VIDEO_STATUS = { 1: 'processing', 2: 'ready', 3: 'failed' } as const;

export const brief = (id: number, p: PublicProfile | undefined) => ({
  id,
  nickname: p?.nickname ?? '',
  avatar: p?.avatar ?? '',
});

/** Whether everyone may see the post: published and, for a video, transcoded. */
export const isPublic = (r: { status: number; type: string; video_status?: number; videoStatus?: number }) =>
  r.status === STATUS.published && (r.type !== 'video' || (r.video_status ?? r.videoStatus) === VIDEO.ready);

export function toCard(
  r: CardRow,
  author: PublicProfile | undefined,
  topicName: (id: number) => string | undefined,
): PostCard {
  const video =
    r.type === 'video' && r.video_url
      ? {
          url: r.video_status === VIDEO.ready && r.video_hls ? r.video_hls : r.video_url,
          source_url: r.video_url,
          cover: r.video_cover,
          status: VIDEO_STATUS[(r.video_status || 1) as 1 | 2 | 3] ?? 'processing',
          duration: r.video_duration,
          width: r.video_width,
          height: r.video_height,
        }
      : null;
  return {
    id: Number(r.id),
    type: r.type as PostType,
    title: r.title,
    summary: r.summary,
    images: r.images,
    video,
    user: brief(Number(r.user_id), author),
    topics: r.topic_ids.flatMap((id) => {
      const name = topicName(Number(id));
      return name === undefined ? [] : [{ id: Number(id), name }];
    }),
    group:
      r.group_id && r.group_name
        ? { id: Number(r.group_id), name: r.group_name, avatar: r.group_avatar ?? '' }
        : null,
    like_count: r.like_count,
    comment_count: r.comment_count,
    collect_count: r.collect_count,
    share_count: r.share_count,
    view_count: r.view_count,
    is_liked: r.is_liked,
    is_collected: r.is_collected,
    status: POST_STATUS[r.status] ?? 'published',
    created_at: new Date(r.created_at).toISOString(),
  };
}
