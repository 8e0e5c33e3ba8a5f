import type { music } from '@dance/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { defineCall, request, type CallData } from '../../../lib/request.ts';
import { musicKeys } from './keys.ts';

export const commentsCall = defineCall<typeof music.comments>()('GET', '/api/music/comments');
export const commentCall = defineCall<typeof music.comment>()('POST', '/api/music/comment');
export const commentLikeCall = defineCall<typeof music.commentLike>()('POST', '/api/music/comment-like');

export type TrackComment = CallData<typeof commentsCall>['list'][number];
export type TrackReply = TrackComment['replies'][number];

/** A track's comments, or with a parent, one thread's replies. */
export const commentsQuery = (trackId: number, parentId?: number) =>
  infiniteQueryOptions({
    queryKey: musicKeys.comments(trackId, parentId ?? 0),
    queryFn: ({ pageParam }) =>
      request(commentsCall, { id: trackId, parent_id: parentId, cursor: pageParam || undefined, limit: 20 }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

export const postComment = (id: number, content: string, parentId?: number) =>
  request(commentCall, { id, content, parent_id: parentId });

export const likeComment = (id: number, like: boolean) =>
  request(commentLikeCall, { id, like: like ? 1 : 0 });
