import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testFile } from '../../../test/helpers.ts';
import { queryTokens } from './posts.ts';

const { t, kit: k, by, visitor } = await testFile();

interface Section {
  type: string;
  title: string;
  list: { id: number; name?: string; title?: string }[];
  next_cursor: string | null;
}
const search = async (keyword: string, token = visitor, type = 'post', cursor?: string, limit = 20) =>
  (
    await by.ok<{ sections: Section[] }>('GET', '/api/search/search', {
      token,
      query: { keyword, type, cursor, limit },
    })
  ).sections;
const section = (s: Section[], type: string) => s.find((x) => x.type === type)!;

describe('search of posts, topics and circles', () => {
  it('finds a post by a two-character Chinese word, simplified and traditional both ways', async () => {
    const u = await k.newDancer();
    const simp = await k.newPost(u, { title: '今晚的街舞课', content: '大家一起来练' });
    const trad = await k.newPost(u, { content: '週末街舞對決，來看' });
    const other = await k.newPost(u, { content: '普通的一天' });
    for (const keyword of ['街舞', '街舞課', '對決', '对决']) {
      const ids = section(await search(keyword), 'post').list.map((p) => p.id);
      if (keyword.startsWith('街舞')) expect(ids, keyword).toContain(simp.id);
      if (keyword === '街舞') expect(ids).toContain(trad.id);
      if (keyword.endsWith('决') || keyword.endsWith('決')) expect(ids, keyword).toEqual([trad.id]);
      expect(ids).not.toContain(other.id);
    }
    const byLatin = section(await search('BREAKING'), 'post');
    expect(byLatin.list).toEqual([]);
    const b = await k.newPost(u, { content: 'Breaking battle tonight' });
    expect(section(await search('breaking'), 'post').list.map((p) => p.id)).toEqual([b.id]);
  });

  it('pages results with a cursor and never shows a blocked user’s posts', async () => {
    const me = await k.newDancer();
    const pest = await k.newDancer();
    const word = '旋转托马斯';
    const mine = [];
    for (let i = 0; i < 3; i++) mine.push((await k.newPost(me, { content: `${word} 第${i}次` })).id);
    const theirs = (await k.newPost(pest, { content: `${word} 我也会` })).id;
    const first = section(await search(word, me.token, 'post', undefined, 2), 'post');
    expect(first.list).toHaveLength(2);
    const second = section(await search(word, me.token, 'post', first.next_cursor!, 2), 'post');
    expect([...first.list, ...second.list].map((p) => p.id).sort()).toEqual([...mine, theirs].sort());
    await by.ok('POST', '/api/forum/post/hide-user', { token: me.token, body: { user_id: pest.id } });
    const after = section(await search(word, me.token, 'post', undefined, 20), 'post');
    expect(after.list.map((p) => p.id)).not.toContain(theirs);
    expect(after.list).toHaveLength(3);
    // Deleted and hidden posts are gone too.
    await by.ok('POST', '/api/forum/post/delete', { token: me.token, body: { id: mine[0] } });
    expect(section(await search(word, me.token, 'post'), 'post').list.map((p) => p.id)).not.toContain(
      mine[0],
    );
  });

  it('finds topics and circles by Chinese name (folded) and circles by Latin name', async () => {
    const u = await k.newDancer();
    await k.newPost(u, { topics: ['齊舞比賽'] });
    const circle = await k.newCircle(u, { name: '广州Locking俱乐部' });
    const s = await search('齐舞', visitor, 'topic');
    expect(section(s, 'topic').list.map((x) => x.name)).toEqual(['齊舞比賽']);
    expect(section(await search('俱樂部', visitor, 'circle'), 'circle').list.map((x) => x.id)).toEqual([
      circle,
    ]);
    expect(section(await search('locking', visitor, 'circle'), 'circle').list.map((x) => x.id)).toEqual([
      circle,
    ]);
    expect(t.platform.search.types()).toEqual(expect.arrayContaining(['user', 'post', 'topic', 'circle']));
  });

  it('uses the GIN index of post search tokens for a two-character query', async () => {
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const r = await tx.execute<{ 'QUERY PLAN': string }>(
        sql`explain select id from post where search_tokens @> ${`{${queryTokens('街舞').join(',')}}`}::text[]`,
      );
      return r.rows.map((x) => x['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('post_search_tokens_gin');
  });

  it('refuses a missing or too long keyword', async () => {
    expect(
      (await by.body('GET', '/api/search/search', { token: visitor, query: { keyword: '' } })).code,
    ).toBe(1400);
    expect(
      (await by.body('GET', '/api/search/search', { token: visitor, query: { keyword: '街'.repeat(41) } }))
        .code,
    ).toBe(1400);
    expect(
      (
        await by.body('GET', '/api/search/search', {
          token: visitor,
          query: { keyword: '街舞', type: 'post', cursor: 'x_y' },
        })
      ).code,
    ).toBe(1400);
  });
});

describe('words apart and phrases', () => {
  it('finds a post holding two words a space apart in the query, never by a pair across the space', async () => {
    expect(queryTokens('霹雳舞 冠军')).not.toContain('舞冠');
    const u = await k.newDancer();
    const both = await k.newPost(u, { title: '霹雳舞大赛', content: '今年的冠军是小北' });
    const one = await k.newPost(u, { content: '霹雳舞练习日常' });
    const ids = section(await search('霹雳舞 冠军'), 'post').list.map((p) => p.id);
    expect(ids).toContain(both.id);
    expect(ids).not.toContain(one.id);
  });

  it('confirms a phrase of three characters or more against the text, not only its pairs', async () => {
    const u = await k.newDancer();
    const phrase = await k.newPost(u, { content: '托马斯全旋教学' });
    const pairs = await k.newPost(u, { content: '托马的朋友叫马斯' });
    const ids = section(await search('托马斯'), 'post').list.map((p) => p.id);
    expect(ids).toContain(phrase.id);
    expect(ids).not.toContain(pairs.id);
  });
});
