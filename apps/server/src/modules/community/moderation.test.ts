import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { countRows, userRow, testFile } from '../../../test/helpers.ts';
import { AhoCorasick } from './aho-corasick.ts';

let cat: number;

const { t, kit: k, by, visitor } = await testFile();
beforeAll(async () => {
  const cats = await by.ok<{ list: { id: number; name: string }[] }>('GET', '/api/forum/post/inform-cats', {
    token: visitor,
  });
  cat = cats.list[0]!.id;
});

interface Report {
  id: number;
  target_type: string;
  target_id: number;
  target_summary: string;
  target_user: { id: number } | null;
  target_status: string | null;
  cat: { id: number; name: string };
  reporter: { id: number };
  status: string;
  action: string | null;
}
interface Page<T = Report> {
  list: T[];
  next_cursor: string | null;
}
const INFORM = '/api/forum/post/inform';
const REPORTS = '/api/admin/forum/report-list';
const RESOLVE = '/api/admin/forum/report-resolve';

describe('inform-cats and inform', () => {
  it('lists categories in the request’s language', async () => {
    const zh = await by.ok<{ list: { name: string }[] }>('GET', '/api/forum/post/inform-cats', {
      token: visitor,
    });
    expect(zh.list[0]!.name).toBe('垃圾广告');
    const en = await by.ok<{ list: { name: string }[] }>('GET', '/api/forum/post/inform-cats', {
      token: visitor,
      headers: { 'x-app-language': 'en' },
    });
    expect(en.list[0]!.name).toBe('Spam or advertising');
  });

  it('reports a post, a comment and a user once each; refuses bad input', async () => {
    const author = await k.newDancer();
    const reporter = await k.newDancer();
    const { id } = await k.newPost(author);
    const c = await by.ok<{ id: number }>('POST', '/api/forum/post/comment', {
      token: author.token,
      body: { post_id: id, content: '评论' },
    });
    const r1 = await by.ok<{ id: number }>('POST', INFORM, {
      token: reporter.token,
      body: { post_id: id, cat_id: cat, content: '广告', images: [await k.newImage(reporter)] },
    });
    const again = await by.ok<{ id: number }>('POST', INFORM, {
      token: reporter.token,
      body: { post_id: id, cat_id: cat },
    });
    expect(again.id).toBe(r1.id);
    await by.ok('POST', INFORM, { token: reporter.token, body: { comment_id: c.id, cat_id: cat } });
    await by.ok('POST', INFORM, { token: reporter.token, body: { user_id: author.id, cat_id: cat } });
    expect(await countRows(t, 'forum_report', `reporter_id = ${reporter.id}`)).toBe(3);
    const other = await k.newDancer();
    const bad: [Record<string, unknown>, number][] = [
      [{ cat_id: cat }, 1400],
      [{ post_id: id, user_id: author.id, cat_id: cat }, 1400],
      [{ post_id: id }, 1400],
      [{ post_id: id, cat_id: 9e12 }, 1404],
      [{ post_id: 9e12, cat_id: cat }, 1404],
      [{ user_id: other.id, cat_id: cat }, 1400],
      [{ post_id: id, cat_id: cat, content: 'x'.repeat(501) }, 1400],
      [{ post_id: id, cat_id: cat, images: ['/uploads/image/stranger.png'] }, 1400],
    ];
    for (const [body, code] of bad)
      expect((await by.body('POST', INFORM, { token: other.token, body })).code, JSON.stringify(body)).toBe(
        code,
      );
    expect((await by.body('POST', INFORM, { token: visitor, body: { post_id: id, cat_id: cat } })).code).toBe(
      1403,
    );
    expect(await countRows(t, 'forum_report', `reporter_id = ${other.id}`)).toBe(0);
  });
});

describe('the operators’ report queue', () => {
  it('hides a reported post (gone for everyone but its author), restores it, and logs both', async () => {
    const author = await k.newDancer();
    const r1 = await k.newDancer();
    const r2 = await k.newDancer();
    const op = await k.newDancer({ roles: ['operator'] });
    const { id } = await k.newPost(author, { title: '被举报的帖子' });
    const a = await by.ok<{ id: number }>('POST', INFORM, {
      token: r1.token,
      body: { post_id: id, cat_id: cat },
    });
    await by.ok('POST', INFORM, { token: r2.token, body: { post_id: id, cat_id: cat } });

    expect((await by.body('GET', REPORTS, { token: r1.token })).code).toBe(1405);
    expect((await by.body('GET', REPORTS, { token: visitor })).code).toBe(1403);
    const queue = await by.ok<Page>('GET', REPORTS, { token: op.token, query: { limit: 50 } });
    const item = queue.list.find((x) => x.id === a.id)!;
    expect(item).toMatchObject({
      target_type: 'post',
      target_id: id,
      target_summary: '被举报的帖子',
      target_user: { id: author.id },
      target_status: 'published',
      status: 'pending',
    });

    expect(
      (await by.body('POST', RESOLVE, { token: r1.token, body: { id: a.id, action: 'hide' } })).code,
    ).toBe(1405);
    expect(
      (await by.body('POST', RESOLVE, { token: op.token, body: { id: a.id, action: 'delete' } })).code,
    ).toBe(1400);
    await by.ok('POST', RESOLVE, { token: op.token, body: { id: a.id, action: 'hide', note: '违规广告' } });
    expect((await by.body('GET', '/api/forum/post/detail', { token: r1.token, query: { id } })).code).toBe(
      1404,
    );
    expect(
      (
        await by.ok<{ status: string }>('GET', '/api/forum/post/detail', {
          token: author.token,
          query: { id },
        })
      ).status,
    ).toBe('hidden');
    expect((await userRow(t, author.id)).postCount).toBe(0);
    // Both reports of the post are settled by the one decision.
    const pending = await by.ok<Page>('GET', REPORTS, { token: op.token, query: { limit: 50 } });
    expect(pending.list.some((x) => x.target_id === id && x.target_type === 'post')).toBe(false);
    expect(
      (await by.body('POST', RESOLVE, { token: op.token, body: { id: a.id, action: 'hide' } })).code,
    ).toBe(1409);
    const resolved = await by.ok<Page>('GET', REPORTS, {
      token: op.token,
      query: { status: 'resolved', limit: 50 },
    });
    expect(resolved.list.filter((x) => x.target_id === id).map((x) => x.action)).toEqual(['hide', 'hide']);

    // The hidden post cannot be reported again through the API; an earlier report points at it.
    const c = await t.database.db.execute<{ id: number }>(
      sql`insert into forum_report (reporter_id, target_type, target_id, target_user_id, cat_id)
          values (${r2.id}, 'post', ${id}, ${author.id}, ${cat}) returning id`,
    );
    const cid = Number(c.rows[0]!.id);
    await by.ok('POST', RESOLVE, { token: op.token, body: { id: cid, action: 'restore' } });
    expect(
      (await by.ok<{ status: string }>('GET', '/api/forum/post/detail', { token: r1.token, query: { id } }))
        .status,
    ).toBe('published');
    expect((await userRow(t, author.id)).postCount).toBe(1);
    const log = await by.ok<
      Page<{ action: string; target_id: number; note: string; operator: { id: number } }>
    >('GET', '/api/admin/forum/action-log', {
      token: op.token,
    });
    expect(log.list.filter((x) => x.target_id === id).map((x) => x.action)).toEqual(['restore', 'hide']);
    expect(log.list.find((x) => x.action === 'hide')).toMatchObject({
      note: '违规广告',
      operator: { id: op.id },
    });
    expect((await by.body('GET', '/api/admin/forum/action-log', { token: author.token })).code).toBe(1405);
  });

  it('hides a reported comment with its count, and bans a reported user', async () => {
    const author = await k.newDancer();
    const troll = await k.newDancer();
    const op = await k.newDancer({ roles: ['operator'] });
    const { id } = await k.newPost(author);
    const c = await by.ok<{ id: number }>('POST', '/api/forum/post/comment', {
      token: troll.token,
      body: { post_id: id, content: '骂人的话' },
    });
    const rc = await by.ok<{ id: number }>('POST', INFORM, {
      token: author.token,
      body: { comment_id: c.id, cat_id: cat },
    });
    await by.ok('POST', RESOLVE, { token: op.token, body: { id: rc.id, action: 'hide' } });
    expect(
      (
        await by.ok<{ list: unknown[] }>('GET', '/api/forum/post/comment-list', {
          token: visitor,
          query: { post_id: id },
        })
      ).list,
    ).toEqual([]);
    expect(
      (
        await by.ok<{ comment_count: number }>('GET', '/api/forum/post/detail', {
          token: visitor,
          query: { id },
        })
      ).comment_count,
    ).toBe(0);

    const ru = await by.ok<{ id: number }>('POST', INFORM, {
      token: author.token,
      body: { user_id: troll.id, cat_id: cat },
    });
    expect(
      (await by.body('POST', RESOLVE, { token: op.token, body: { id: ru.id, action: 'hide' } })).code,
    ).toBe(1400);
    await by.ok('POST', RESOLVE, { token: op.token, body: { id: ru.id, action: 'ban' } });
    expect((await userRow(t, troll.id)).status).toBe(1);
    // Every session of the banned user ended.
    expect(
      (
        await by.body('POST', '/api/forum/post/comment', {
          token: troll.token,
          body: { post_id: id, content: 'x' },
        })
      ).code,
    ).not.toBe(0);
  });

  it('warns and dismisses without touching the content', async () => {
    const author = await k.newDancer();
    const reporter = await k.newDancer();
    const op = await k.newDancer({ roles: ['operator'] });
    const { id } = await k.newPost(author);
    const r = await by.ok<{ id: number }>('POST', INFORM, {
      token: reporter.token,
      body: { post_id: id, cat_id: cat },
    });
    await by.ok('POST', RESOLVE, { token: op.token, body: { id: r.id, action: 'warn', note: '注意措辞' } });
    expect(
      (await by.ok<{ status: string }>('GET', '/api/forum/post/detail', { token: visitor, query: { id } }))
        .status,
    ).toBe('published');
    expect(
      (await by.body('POST', RESOLVE, { token: op.token, body: { id: 9e12, action: 'dismiss' } })).code,
    ).toBe(1404);
  });
});

describe('Aho-Corasick', () => {
  it('finds every listed word, overlapping ones too', () => {
    const ac = new AhoCorasick(['he', 'she', 'his', 'hers', '街舞', '舞蹈']);
    expect(ac.find('ushers').sort()).toEqual(['he', 'hers', 'she']);
    expect(ac.find('街舞蹈')).toEqual(['街舞', '舞蹈']);
    expect(ac.find('nothing')).toEqual([]);
  });
});
