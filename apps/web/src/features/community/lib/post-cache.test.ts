import type { community } from '@dance/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { communityKeys } from '../api/keys.ts';
import { withLike } from './counters.ts';
import type { Feed } from './feed.ts';
import { patchPost, removePosts } from './post-cache.ts';

const card = (id: number, userId = 1): community.PostCard => ({
  id,
  type: 'image',
  title: `t${id}`,
  summary: '',
  images: [],
  video: null,
  user: { id: userId, nickname: 'u', avatar: '' },
  topics: [],
  group: null,
  like_count: 5,
  comment_count: 0,
  collect_count: 0,
  share_count: 0,
  view_count: 0,
  is_liked: false,
  is_collected: false,
  status: 'published',
  created_at: '2026-01-01T00:00:00Z',
});

const feedOf = (...items: community.PostCard[]): Feed<community.PostCard> => ({
  pages: [{ list: items, next_cursor: null }],
  pageParams: [undefined],
});

function setup() {
  const client = new QueryClient();
  client.setQueryData(communityKeys.posts({ tab: 'recommend' }), feedOf(card(1), card(2, 9)));
  client.setQueryData(communityKeys.videoFeed(null), feedOf(card(2, 9)));
  client.setQueryData(communityKeys.post(2), { ...card(2, 9), content: 'x', is_self: false });
  client.setQueryData(communityKeys.comments(2), {
    pages: [{ list: [{ id: 2, content: 'a comment with the same id' }], next_cursor: null }],
    pageParams: [undefined],
  });
  return client;
}

describe('patchPost', () => {
  it('likes the post in its detail and in every feed that holds it, once', () => {
    const client = setup();
    patchPost(client, 2, (p) => withLike(p, true));
    patchPost(client, 2, (p) => withLike(p, true));
    const feed = client.getQueryData<Feed<community.PostCard>>(communityKeys.posts({ tab: 'recommend' }))!;
    expect(feed.pages[0]!.list.map((p) => [p.id, p.is_liked, p.like_count])).toEqual([
      [1, false, 5],
      [2, true, 6],
    ]);
    const video = client.getQueryData<Feed<community.PostCard>>(communityKeys.videoFeed(null))!;
    expect(video.pages[0]!.list[0]!.like_count).toBe(6);
    expect(client.getQueryData<community.PostCard>(communityKeys.post(2))!.like_count).toBe(6);
  });

  it('leaves things that are not posts alone (a comment with the same id)', () => {
    const client = setup();
    patchPost(client, 2, (p) => withLike(p, true));
    const comments = client.getQueryData<Feed<{ id: number; content: string }>>(communityKeys.comments(2))!;
    expect(comments.pages[0]!.list[0]).toEqual({ id: 2, content: 'a comment with the same id' });
  });

  it('rolls back by applying the opposite state', () => {
    const client = setup();
    patchPost(client, 1, (p) => withLike(p, true));
    patchPost(client, 1, (p) => withLike(p, false));
    const feed = client.getQueryData<Feed<community.PostCard>>(communityKeys.posts({ tab: 'recommend' }))!;
    expect(feed.pages[0]!.list[0]).toMatchObject({ is_liked: false, like_count: 5 });
  });
});

describe('removePosts', () => {
  it("takes a blocked author's posts out of every feed", () => {
    const client = setup();
    removePosts(client, (p) => p.user.id === 9);
    const feed = client.getQueryData<Feed<community.PostCard>>(communityKeys.posts({ tab: 'recommend' }))!;
    expect(feed.pages[0]!.list.map((p) => p.id)).toEqual([1]);
    expect(
      client.getQueryData<Feed<community.PostCard>>(communityKeys.videoFeed(null))!.pages[0]!.list,
    ).toEqual([]);
  });
});
