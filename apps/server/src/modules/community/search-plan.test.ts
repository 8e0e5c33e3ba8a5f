import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/helpers.ts';
import { rowsReadBy } from '../../../test/explain.ts';

const POSTS = 4000;

const t = await testApp();
beforeAll(async () => {
  const u = await t.database.pool.query<{ id: string }>(
    `insert into users (mobile, nickname) values ('16900000001', 'searcher') returning id`,
  );
  // Every post holds 街舞; one in 40 holds 托马斯 too; none holds 旋风.
  await t.database.pool.query(
    `insert into post (user_id, type, title, status, search_tokens, published_at)
     select $1, 'text', 'p' || g || case when g % 40 = 0 then ' 托马斯' else '' end, 1,
            case when g % 40 = 0 then '{街舞,托马,马斯}'::text[] else '{街舞,练习}'::text[] end,
            now() - g * interval '1 minute'
       from generate_series(1, $2::int) g`,
    [u.rows[0]!.id, POSTS],
  );
  await t.database.pool.query('analyze post');
});

const search = (keyword: string, cursor?: string) =>
  rowsReadBy(t.database.pool, 'post', () => t.services.community.posts.search(null, keyword, cursor, 20));

describe('post search reads a page, not every match', () => {
  it('a common word reads a window of the newest posts, and pages on through the whole set', async () => {
    const first = await search('街舞');
    expect(first.result.list).toHaveLength(20);
    // Four pages' worth of posts at most (21 / share 1 x 4) plus the page itself, not all 4,000.
    for (const n of first.reads) expect(n).toBeLessThanOrEqual(200);
    const second = await search('街舞', first.result.next_cursor!);
    expect(second.result.list[0]!.id).toBeLessThan(first.result.list[19]!.id);
    for (const n of second.reads) expect(n).toBeLessThanOrEqual(200);
  });

  it('a word held by one post in 40 still finds its page', async () => {
    const r = await search('托马斯');
    expect(r.result.list).toHaveLength(20);
    const ids = r.result.list.map((p) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('a word no post holds reads nothing', async () => {
    const r = await search('旋风');
    expect(r.result.list).toEqual([]);
    expect(r.result.next_cursor).toBeNull();
    for (const n of r.reads) expect(n).toBeLessThanOrEqual(10);
  });
});
