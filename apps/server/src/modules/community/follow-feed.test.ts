import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/helpers.ts';
import { factories } from '../../../test/kit.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { PostsRepo } from './posts.repo.ts';

const t = await testApp();
const k = factories(t);

interface PlanNode {
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

/** Rows the plan read from `post` (its heap or its indexes), filtered ones included. */
function postRowsRead(n: PlanNode): number {
  const own =
    n['Relation Name'] === 'post'
      ? ((n['Actual Rows'] ?? 0) + (n['Rows Removed by Filter'] ?? 0)) * (n['Actual Loops'] ?? 1)
      : 0;
  return own + (n.Plans ?? []).reduce((s, p) => s + postRowsRead(p), 0);
}

async function insertUsers(n: number, tag: string): Promise<number[]> {
  const r = await t.database.pool.query<{ id: string }>(
    `insert into users (mobile, nickname) select '16' || lpad((floor(random() * 1e9))::bigint::text, 9, '0'), $2 || g
       from generate_series(1, $1::int) g returning id`,
    [n, tag],
  );
  return r.rows.map((x) => Number(x.id));
}

describe('follow feed', () => {
  const AUTHORS = 30;
  const PER_AUTHOR = 40;
  const PAGE = 21;
  let viewer: number;
  let authors: number[];

  beforeAll(async () => {
    viewer = (await insertUsers(1, 'reader'))[0]!;
    authors = await insertUsers(AUTHORS, 'author');
    const [stranger] = await insertUsers(1, 'stranger');
    // The followed dancers posted days ago; a stranger posted 3,000 times since.
    await t.database.pool.query(
      `insert into post (user_id, type, title, status, published_at)
       select a, 'text', 'old ' || a || ' ' || k, 1, now() - interval '3 days' - (k * 37 + a) * interval '1 minute'
         from unnest($1::bigint[]) a, generate_series(1, $2::int) k`,
      [authors, PER_AUTHOR],
    );
    await t.database.pool.query(
      `insert into post (user_id, type, title, status, published_at)
       select $1, 'text', 'new ' || k, 1, now() - k * interval '1 second' from generate_series(1, 3000) k`,
      [stranger],
    );
    // The follows begin after the posts: each brings the author's newest posts into the inbox.
    for (const a of authors) await t.services.community.interactions.follow(viewer, a, 1);
    await t.database.pool.query('analyze post; analyze follow; analyze users; analyze follow_inbox');
  });

  /** Runs the follow feed through the repository, and EXPLAIN ANALYZE of the same statement. */
  async function feed(after: number[] | null) {
    const repo = new PostsRepo();
    let sent: { text: string; values: unknown[] } | null = null;
    const rows = repo.read.rows.bind(repo.read);
    repo.read.rows = (async (tx: DbOrTx, text: string, values: unknown[], prepared?: boolean) => {
      sent = { text, values };
      return rows(tx, text, values, prepared);
    }) as typeof repo.read.rows;
    const page = await repo.feed(t.database.db, {
      viewer,
      order: 'latest',
      follow: true,
      after,
      limit: PAGE,
    });
    const plan = await t.database.pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `explain (analyze, format json) ${sent!.text}`,
      sent!.values,
    );
    return { page, read: postRowsRead(plan.rows[0]!['QUERY PLAN'][0].Plan) };
  }

  it('pages the followed authors newest first from the inbox, reading only the page of posts', async () => {
    const expected = await t.database.pool.query<{ id: string; us: string }>(
      `select id, (extract(epoch from published_at) * 1000000)::bigint as us from post
        where user_id = any($1::bigint[]) order by published_at desc, id desc`,
      [authors],
    );
    const first = await feed(null);
    expect(first.page.map((r) => Number(r.id))).toEqual(
      expected.rows.slice(0, PAGE).map((r) => Number(r.id)),
    );
    // One range of the reader's inbox: the page's posts are read to check them and to show them.
    // Walking the site's newest posts would read the stranger's 3,000; reading every followed
    // post, 1,200.
    expect(first.read).toBeLessThanOrEqual(3 * PAGE);

    const last = expected.rows[PAGE - 1]!;
    const second = await feed([Number(last.us), Number(last.id)]);
    expect(second.page.map((r) => Number(r.id))).toEqual(
      expected.rows.slice(PAGE, 2 * PAGE).map((r) => Number(r.id)),
    );
    expect(second.read).toBeLessThanOrEqual(3 * PAGE);
  });

  it('leaves out posts the reader hid and authors the reader blocked', async () => {
    const all = await t.database.pool.query<{ id: string; user_id: string }>(
      `select id, user_id from post where user_id = any($1::bigint[]) order by published_at desc, id desc`,
      [authors],
    );
    const [hidden, ofBlocked] = [all.rows[0]!, all.rows.find((r) => r.user_id !== all.rows[0]!.user_id)!];
    await t.database.pool.query(`insert into post_hide (user_id, post_id) values ($1, $2)`, [
      viewer,
      hidden.id,
    ]);
    await t.database.pool.query(`insert into user_block (user_id, blocked_id) values ($1, $2)`, [
      viewer,
      ofBlocked.user_id,
    ]);
    const expected = all.rows
      .filter((r) => r.id !== hidden.id && r.user_id !== ofBlocked.user_id)
      .slice(0, PAGE);
    const { page } = await feed(null);
    expect(page.map((r) => Number(r.id))).toEqual(expected.map((r) => Number(r.id)));
    await t.database.pool.query(`delete from post_hide where user_id = $1`, [viewer]);
    await t.database.pool.query(`delete from user_block where user_id = $1`, [viewer]);
  });

  it("a new post reaches its followers' feed at once, and leaves it when they unfollow", async () => {
    const author = await k.newDancer();
    const fan = await k.newDancer();
    await t.services.community.interactions.follow(fan.id, author.id, 1);
    const { id } = await k.newPost(author);
    const first = () =>
      t.services.community.posts.list(fan.id, { tab: 'follow', limit: 20 }).then((p) => p.list[0]?.id);
    expect(await first()).toBe(id);
    await t.services.community.interactions.follow(fan.id, author.id, 0);
    expect(await first()).toBeUndefined();
    // Following again brings the author's posts back.
    await t.services.community.interactions.follow(fan.id, author.id, 1);
    expect(await first()).toBe(id);
  });
});
