import type pg from 'pg';
import { INBOX_BACKFILL } from '../apps/server/src/modules/community/follow-feed.ts';
import { BENCH_USERS, benchUserId, benchUserToken, sha256 } from './draw.ts';

/**
 * The logged-in readers the bench draws from: 2,000 users spread over the user table, each with an
 * access token known to the bench, a follow list of 10 to 400 dancers (popular dancers followed
 * more) and a cart of 0 to 30 lines.
 */
async function seedReaders(c: pg.PoolClient): Promise<number> {
  const ids = Array.from({ length: BENCH_USERS }, (_, i) => benchUserId(i));
  const logins = await c.query<{ id: string; user_id: string }>(
    `insert into login_token (user_id, token_hash, expires_at)
     select u, md5('reader-login' || u) || md5(random()::text), now() + interval '1 day' from unnest($1::bigint[]) u
     returning id, user_id`,
    [ids],
  );
  const loginOf = new Map(logins.rows.map((r) => [Number(r.user_id), r.id]));
  await c.query(
    `insert into access_token (token_hash, login_token_id, user_id, expires_at)
     select h, l, u, now() + interval '1 day' from unnest($1::text[], $2::bigint[], $3::bigint[]) as x(h, l, u)`,
    [ids.map((_, i) => sha256(benchUserToken(i))), ids.map((id) => loginOf.get(id)), ids],
  );
  let n = ids.length;
  n += (
    await c.query(
      `insert into follow (follower_id, followee_id, created_at)
       select u, 1 + floor(power(random(), 3) * 99999)::int, now() - random() * interval '365 days'
         from unnest($1::bigint[]) u, lateral generate_series(1, 10 + floor(power(random(), 2) * 390)::int + 0 * u)
       on conflict do nothing`,
      [ids],
    )
  ).rowCount!;
  await c.query(
    `update users u set follow_count = f.n from (select follower_id, count(*)::int n from follow group by 1) f
      where f.follower_id = u.id and u.id = any($1::bigint[])`,
    [ids],
  );
  n += (
    await c.query(
      `insert into cart (user_id, goods_id, sku_id, num)
       select u, s.goods_id, s.id, 1 + (s.id % 3)::int
         from unnest($1::bigint[]) u,
              lateral (select 1 + floor(random() * 60000)::int + 0 * u as sku from generate_series(1, floor(power(random(), 2) * 31)::int + 0 * u)) d
         join goods_sku s on s.id = d.sku
       on conflict do nothing`,
      [ids],
    )
  ).rowCount!;
  return n;
}

/**
 * The follow feed's inboxes for every follow of the data set, as the server keeps them: each
 * followed author's newest public posts (the migration back-fills the same way; it ran on empty
 * tables here).
 */
async function seedInboxes(c: pg.PoolClient): Promise<number> {
  const r = await c.query(
    `insert into follow_inbox (user_id, author_id, post_id, published_at)
     select f.follower_id, f.followee_id, p.id, p.published_at from follow f
      cross join lateral (select id, published_at from post where user_id = f.followee_id and is_public
                           order by published_at desc nulls last, id desc nulls last limit $1::int) p
     on conflict do nothing`,
    [INBOX_BACKFILL],
  );
  return r.rowCount ?? 0;
}

export const READER_SEED_STEPS: [string, (c: pg.PoolClient) => Promise<number>][] = [
  ['readers', seedReaders],
  ['inboxes', seedInboxes],
];
