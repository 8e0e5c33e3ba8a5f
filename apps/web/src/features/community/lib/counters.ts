/*
 * Optimistic counters: the state is explicit (liked or not), so applying the same state twice
 * changes nothing, exactly like the server's `is_like: 1|0` calls.
 */
export interface Likeable {
  is_liked: boolean;
  like_count: number;
}
export interface Collectable {
  is_collected: boolean;
  collect_count: number;
}

export function withLike<T extends Likeable>(item: T, liked: boolean): T {
  if (item.is_liked === liked) return item;
  return { ...item, is_liked: liked, like_count: Math.max(0, item.like_count + (liked ? 1 : -1)) };
}

export function withCollect<T extends Collectable>(item: T, collected: boolean): T {
  if (item.is_collected === collected) return item;
  return {
    ...item,
    is_collected: collected,
    collect_count: Math.max(0, item.collect_count + (collected ? 1 : -1)),
  };
}

export { formatCount } from '../../../lib/format-count.ts';
