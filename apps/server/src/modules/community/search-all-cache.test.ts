import { describe, expect, it } from 'vitest';
import { newUser, testApp, visitorToken } from '../../../test/helpers.ts';

// Production keeps its short read caches; tests otherwise read through.
const t = await testApp({ NODE_ENV: 'production' });
const visitor = await visitorToken(t.app);

async function queriesDuring(run: () => Promise<unknown>): Promise<number> {
  const pool = t.database.pool;
  let n = 0;
  const query = pool.query.bind(pool);
  pool.query = ((...a: unknown[]) => {
    n++;
    return (query as (...x: unknown[]) => unknown)(...a);
  }) as typeof pool.query;
  try {
    await run();
  } finally {
    pool.query = query;
  }
  return n;
}

/** How often the section the second test adds was asked for. */
let asked = 0;

describe('search all', () => {
  it('answers a keyword searched a moment ago from the 2 s pages of every section', async () => {
    const search = async () => {
      const r = await t.app.inject({
        method: 'GET',
        url: `/api/search/search?type=all&keyword=${encodeURIComponent('街舞')}`,
        headers: { 'x-access-token': visitor },
      });
      const body = r.json<{ code: number; data: { sections: { type: string }[] } }>();
      expect(body.code).toBe(0);
      return body.data.sections.map((s) => s.type).sort();
    };
    const sections = await search();
    expect(sections).toEqual(['circle', 'goods', 'post', 'topic', 'user']);
    expect(await queriesDuring(search)).toBe(0);
  });

  it('keeps a visitor’s answer whole per keyword and language; a logged-in user gets their own', async () => {
    // A section that counts how often it is asked (added here: the test above counts five).
    t.platform.search.register('probe', async (q) => {
      asked++;
      return { type: 'probe', title: q.lang, list: [], next_cursor: null };
    });
    const search = async (token: string, lang = 'zh-Hans') => {
      const r = await t.app.inject({
        method: 'GET',
        url: `/api/search/search?type=all&keyword=${encodeURIComponent('机械舞')}`,
        headers: { 'x-access-token': token, 'x-app-language': lang },
      });
      const body = r.json<{ code: number; data: { sections: { type: string; title: string }[] } }>();
      expect(body.code).toBe(0);
      return body.data.sections.find((s) => s.type === 'probe')!.title;
    };
    expect(await search(visitor)).toBe('zh-Hans');
    expect(await search(visitor)).toBe('zh-Hans');
    expect(asked).toBe(1);
    expect(await search(visitor, 'en')).toBe('en');
    expect(asked).toBe(2);
    const user = await newUser(t);
    await search(user.token);
    await search(user.token);
    expect(asked).toBe(4);
  });

  it('keeps apart a keyword and cursor that would join into the same text', async () => {
    const list = async (keyword: string, cursor: string) => {
      const r = await t.app.inject({
        method: 'GET',
        url: `/api/search/search?type=probe&keyword=${encodeURIComponent(keyword)}&cursor=${encodeURIComponent(cursor)}`,
        headers: { 'x-access-token': visitor },
      });
      expect(r.json<{ code: number }>().code).toBe(0);
    };
    const before = asked;
    await list('x|y', '');
    await list('x', 'y|');
    expect(asked - before).toBe(2);
  });

  it('never answers a refused cursor with the kept page of a keyword that holds the separator', async () => {
    // `keyword:cursor:limit` and `…|cursor|…` made one key of each pair: the bad cursor got the
    // first keyword's kept page instead of its error.
    const { posts } = t.services.community;
    const { catalog } = t.services.mall;
    await posts.search(null, '街舞:5', '6', 10);
    await expect(posts.search(null, '街舞', '5:6', 10)).rejects.toMatchObject({ errorName: 'VALIDATION' });
    const goods = { type: 'goods', sort: 'new', limit: 10 } as const;
    await catalog.list({ ...goods, keyword: '球鞋|new|7', cursor: '8' });
    await expect(catalog.list({ ...goods, keyword: '球鞋', cursor: '7|new|8' })).rejects.toMatchObject({
      errorName: 'VALIDATION',
    });
  });
});
