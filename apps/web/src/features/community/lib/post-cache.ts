import type { community } from '@dance/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { communityKeys } from '../api/keys.ts';
import { mapFeed, type Feed } from './feed.ts';

type PostCard = community.PostCard;

/** Anything cached under 'community' that is a post (card or detail): it has a like state and an author. */
function isPost(value: unknown): value is PostCard {
  return typeof value === 'object' && value !== null && 'is_liked' in value && 'summary' in value;
}

function isFeed(value: unknown): value is Feed<unknown> {
  return typeof value === 'object' && value !== null && 'pages' in value && Array.isArray(value.pages);
}

/**
 * Applies a change to one post wherever it is cached: its detail and every feed (post lists,
 * the video feed, collections, likes), so a like on the detail page shows on the card at once.
 */
export function patchPost(client: QueryClient, id: number, fn: <T extends PostCard>(post: T) => T): void {
  client.setQueriesData({ queryKey: communityKeys.all }, (data: unknown) => {
    if (isPost(data)) return data.id === id ? fn(data) : data;
    if (isFeed(data)) return mapFeed(data, (item) => (isPost(item) && item.id === id ? fn(item) : item));
    return data;
  });
}

/** Takes posts out of every cached feed (a hidden post, a blocked author's posts). */
export function removePosts(client: QueryClient, drop: (post: PostCard) => boolean): void {
  client.setQueriesData({ queryKey: communityKeys.all }, (data: unknown) =>
    isFeed(data) ? mapFeed(data, (item) => (isPost(item) && drop(item) ? null : item)) : data,
  );
}
