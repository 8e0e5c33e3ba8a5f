import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';

/**
 * The follow feed's inboxes (see docs/decisions/090): a row per follower per post of an author
 * they follow, written when a post is published (fan-out on write) and when a follow begins (the
 * author's newest posts), removed when the follow ends. A page is one range of the reader's inbox
 * in time order; whether each post is still public, hidden or by a blocked author is checked
 * against the post as the page is read, so nothing else has to touch the inboxes.
 */

/** A new follow brings the author's newest public posts, as many as a reader scrolls back. */
export const INBOX_BACKFILL = 100;

/** A published post goes to the inbox of every follower of its author. */
export async function fanOut(tx: DbOrTx, post: { id: number }): Promise<void> {
  await tx.execute(sql`
    insert into follow_inbox (user_id, author_id, post_id, published_at)
    select f.follower_id, p.user_id, p.id, p.published_at
      from post p join follow f on f.followee_id = p.user_id
     where p.id = ${post.id} and p.published_at is not null
    on conflict (user_id, author_id, post_id) do update set published_at = excluded.published_at`);
}

/** A follow begins: the author's newest public posts enter the follower's inbox. */
export async function backfill(tx: DbOrTx, follower: number, author: number): Promise<void> {
  await tx.execute(sql`
    insert into follow_inbox (user_id, author_id, post_id, published_at)
    select ${follower}, p.user_id, p.id, p.published_at from post p
     where p.user_id = ${author} and p.is_public
     order by p.published_at desc nulls last, p.id desc nulls last limit ${INBOX_BACKFILL}
    on conflict do nothing`);
}

/** A follow ends (unfollow, block): the author's posts leave the follower's inbox. */
export async function dropAuthor(tx: DbOrTx, follower: number, author: number): Promise<void> {
  await tx.execute(sql`delete from follow_inbox where user_id = ${follower} and author_id = ${author}`);
}

/**
 * The page's post ids from the reader's ($1) inbox, newest first. `where` holds the feed's
 * conditions on the post `p` (public, not hidden, not by a blocked author, type...); `after` is the
 * cursor's (published_at, id) as SQL, compared with the inbox's own columns so the page is one
 * range of `follow_inbox_page_idx`.
 */
export function inboxKeys(where: string[], after: string | null, limit: number): string {
  return `select p.id from follow_inbox i join post p on p.id = i.post_id
    where i.user_id = $1 ${after ? `and (i.published_at, i.post_id) < ${after}` : ''} and ${where.join(' and ')}
    order by i.published_at desc nulls last, i.post_id desc nulls last limit ${limit}`;
}
