/**
 * The follow feed as a bounded merge over the authors' own indexes (see docs/decisions/090).
 *
 * For each author the viewer follows, at most `limit` of their newest public posts after the
 * cursor are read from `post_user_public_idx` (user_id, published_at desc, id desc); the newest
 * `limit` of those are the page. The work is at most follows x limit index entries whatever the
 * plan cache decides, where "the newest public posts whose author is followed" walks the whole
 * site's recent posts until it has found a page: for a reader who follows a few quiet dancers,
 * hundreds of thousands of rows.
 *
 * `where` holds the feed's conditions on `p` ($1 is the viewer), without the follow condition;
 * `order` is the latest order (published_at desc, id desc).
 */
export function followFeedKeys(where: string[], order: string, limit: number): string {
  return `select p.id from follow f cross join lateral (
      select p.id, p.published_at from post p
       where p.user_id = f.followee_id and ${where.join(' and ')}
       order by ${order} limit ${limit}) p
    where f.follower_id = $1 and not exists (select 1 from user_block b where b.user_id = $1 and b.blocked_id = f.followee_id)
    order by ${order} limit ${limit}`;
}
