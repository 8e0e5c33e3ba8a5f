import { describe, expect, it } from 'vitest';
import { testApp } from '../../../test/helpers.ts';
import { PostsRepo } from './posts.repo.ts';

const t = await testApp();

/** The page each post's current version is on. */
async function pages(ids: number[]): Promise<Map<number, number>> {
  const r = await t.database.pool.query<{ id: string; page: number }>(
    `select id, (ctid::text::point)[0]::int as page from post where id = any($1::bigint[])`,
    [ids],
  );
  return new Map(r.rows.map((x) => [Number(x.id), x.page]));
}

describe("adding a second's views to the posts viewed", () => {
  it('updates each post in its page, its indexes untouched, and counts every view', async () => {
    const user = await t.database.pool.query<{ id: string }>(
      `insert into users (mobile, nickname) values ('16900000077', 'viewer') returning id`,
    );
    // 2,000 posts, about fifty to a page, with their titles and search tokens.
    const inserted = await t.database.pool.query<{ id: string }>(
      `insert into post (user_id, type, title, content, status, published_at, search_tokens)
       select $1, 'text', '霹雳舞 battle 第 ' || g || ' 场', repeat('地板动作 ', 8), 1, now(), '{霹雳,雳舞,battle}'
         from generate_series(1, 2000) g returning id`,
      [user.rows[0]!.id],
    );
    const ids = inserted.rows.map((r) => Number(r.id));
    const before = await pages(ids);
    expect(new Set(before.values()).size).toBeGreaterThan(20);
    // One post in twenty was viewed, one to three times.
    const viewed = new Map(ids.filter((_, i) => i % 20 === 0).map((id, i) => [id, (i % 3) + 1]));
    await new PostsRepo().addViews(t.database.db, viewed);
    const after = await pages([...viewed.keys()]);
    const moved = [...viewed.keys()].filter((id) => after.get(id) !== before.get(id));
    // A full page would send each new version to another page and into every index.
    expect(moved).toEqual([]);
    const counts = await t.database.pool.query<{ id: string; view_count: number }>(
      `select id, view_count from post where id = any($1::bigint[])`,
      [[...viewed.keys()]],
    );
    expect(new Map(counts.rows.map((r) => [Number(r.id), r.view_count]))).toEqual(viewed);
  });
});
