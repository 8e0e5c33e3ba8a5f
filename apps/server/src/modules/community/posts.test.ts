import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { countRows, userRow, sqlCount, testFile } from '../../../test/helpers.ts';

const { t, kit: k, by, visitor } = await testFile();

interface Card {
  id: number;
  type: string;
  title: string;
  summary: string;
  images: string[];
  user: { id: number; nickname: string };
  topics: { id: number; name: string }[];
  group: { id: number; name: string } | null;
  like_count: number;
  comment_count: number;
  share_count: number;
  view_count: number;
  is_liked: boolean;
  status: string;
}
interface Page<T = Card> {
  list: T[];
  next_cursor: string | null;
}
interface Detail extends Card {
  content: string;
  is_self: boolean;
  can_comment: boolean;
  user: { id: number; nickname: string; is_followed: boolean; signature: string };
}

const CREATE = '/api/forum/post/create-post';
const LIST = '/api/forum/post/list';
const DETAIL = '/api/forum/post/detail';

describe('POST create-post', () => {
  it('publishes an image post with two images, a topic and a circle, and counts it', async () => {
    const u = await k.newDancer();
    const circle = await k.newCircle(u);
    const images = [await k.newImage(u), await k.newImage(u)];
    const before = await userRow(t, u.id);
    const r = await by.ok<{ id: number; status: string }>('POST', CREATE, {
      token: u.token,
      body: {
        type: 'image',
        title: '周末斗舞',
        content: '今天练了<b>托马斯</b>',
        images,
        topics: ['#街舞日常#'],
        group_id: circle,
      },
    });
    expect(r.status).toBe('published');
    const d = await by.ok<Detail>('GET', DETAIL, { token: visitor, query: { id: r.id } });
    expect(d).toMatchObject({
      id: r.id,
      type: 'image',
      title: '周末斗舞',
      images,
      status: 'published',
      is_self: false,
    });
    expect(d.content).toBe('今天练了<b>托马斯</b>');
    expect(d.summary).toBe('今天练了托马斯');
    expect(d.topics.map((x) => x.name)).toEqual(['街舞日常']);
    expect(d.group?.id).toBe(circle);
    expect((await userRow(t, u.id)).postCount).toBe(before.postCount + 1);
    expect(await sqlCount(t, sql`select post_count as n from forum_group where id = ${circle}`)).toBe(1);
    expect(await sqlCount(t, sql`select post_count as n from topic where id = ${d.topics[0]!.id}`)).toBe(1);
  });

  it('strips scripts, event handlers and javascript: links from the content', async () => {
    const u = await k.newDancer();
    const { id } = await k.newPost(u, {
      content:
        '<p onclick="steal()">hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)"><iframe src="//evil"></iframe>a < b',
    });
    const d = await by.ok<Detail>('GET', DETAIL, { token: visitor, query: { id } });
    expect(d.content).not.toMatch(/script|onclick|onerror|javascript:|iframe|alert/i);
    expect(d.content).toContain('<p>hi</p>');
    expect(d.content).toContain('a &lt; b');
    expect(d.summary).toContain('a < b');
  });

  it('needs real-name verification, a login, and refuses a banned account', async () => {
    const unverified = await k.newDancer({ verified: false });
    const r = await by.body('POST', CREATE, {
      token: unverified.token,
      body: { type: 'text', content: 'hello' },
    });
    expect(r.code).toBe(3000);
    expect(r.msg).toBe('发布内容前请先完成实名认证');
    expect(
      (await by.body('POST', CREATE, { token: visitor, body: { type: 'text', content: 'x' } })).code,
    ).toBe(1403);
    expect(await countRows(t, 'post', `user_id = ${unverified.id}`)).toBe(0);
  });

  it.each([
    [{ type: 'poem', content: 'x' }, 'type'],
    [{ type: 'text' }, 'content'],
    [{ type: 'text', content: 'x'.repeat(20001) }, 'content'],
    [{ type: 'text', content: 'x', title: 't'.repeat(61) }, 'title'],
    [{ type: 'image', content: 'x', images: [] }, 'images'],
    [{ type: 'image', content: 'x', images: Array(10).fill('/uploads/image/a.png') }, 'images'],
    [{ type: 'image', content: 'x', images: ['/uploads/image/not-mine.png'] }, 'images.0'],
    [{ type: 'video', content: 'x' }, 'video'],
    [{ type: 'video', content: 'x', video: { url: '/uploads/video/nope.mp4' } }, 'video.url'],
    [{ type: 'text', content: 'x', video: { url: '/uploads/video/nope.mp4' } }, 'video'],
    [{ type: 'text', content: 'x', topics: ['t'.repeat(21)] }, 'topics.0'],
    [{ type: 'text', content: 'x', topics: ['#'] }, 'topics'],
    [{ type: 'text', content: 'x', group_id: -1 }, 'group_id'],
    [{ type: 'text', content: 'x', is_draft: 2 }, 'is_draft'],
    [{ type: 'text', content: 'x', id: 'abc' }, 'id'],
  ])('refuses %o naming %s, writing nothing', async (body, field) => {
    const u = await k.newDancer();
    const r = await by.body('POST', CREATE, { token: u.token, body });
    expect(r.code).toBe(1400);
    expect(r.msg).toContain(field);
    expect(await countRows(t, 'post', `user_id = ${u.id}`)).toBe(0);
  });

  it('answers not found for an unknown circle or one the user has not joined', async () => {
    const u = await k.newDancer();
    const other = await k.newDancer();
    const theirs = await k.newCircle(other);
    expect(
      (
        await by.body('POST', CREATE, {
          token: u.token,
          body: { type: 'text', content: 'x', group_id: 9e12 },
        })
      ).code,
    ).toBe(1404);
    expect(
      (
        await by.body('POST', CREATE, {
          token: u.token,
          body: { type: 'text', content: 'x', group_id: theirs },
        })
      ).code,
    ).toBe(3006);
    expect(await countRows(t, 'post', `user_id = ${u.id}`)).toBe(0);
  });

  it('saves drafts server-side, lists them, and publishes one from the draft page', async () => {
    const u = await k.newDancer();
    const img = await k.newImage(u);
    const d1 = await by.ok<{ id: number; status: string }>('POST', CREATE, {
      token: u.token,
      body: {
        type: 'image',
        title: '草稿',
        content: '还没写完',
        images: [img],
        topics: ['Breaking'],
        is_draft: 1,
      },
    });
    expect(d1.status).toBe('draft');
    const d2 = await by.ok<{ id: number }>('POST', CREATE, {
      token: u.token,
      body: { type: 'text', content: '第二篇', is_draft: 1 },
    });
    // Auto-save edits the same draft.
    await by.ok('POST', CREATE, {
      token: u.token,
      body: {
        id: d1.id,
        type: 'image',
        title: '草稿二',
        content: '写完了',
        images: [img],
        topics: ['Breaking'],
        is_draft: 1,
      },
    });
    const drafts = await by.ok<Page<{ id: number; title: string; topics: string[]; images: string[] }>>(
      'GET',
      '/api/forum/post/draft-list',
      {
        token: u.token,
        query: { limit: 1 },
      },
    );
    expect(drafts.list.map((x) => x.id)).toEqual([d1.id]);
    expect(drafts.list[0]).toMatchObject({ title: '草稿二', topics: ['Breaking'], images: [img] });
    const more = await by.ok<Page<{ id: number }>>('GET', '/api/forum/post/draft-list', {
      token: u.token,
      query: { limit: 1, cursor: drafts.next_cursor! },
    });
    expect(more.list.map((x) => x.id)).toEqual([d2.id]);
    expect(more.next_cursor).toBeNull();

    // A draft is nobody else's business, nor in any feed.
    const other = await k.newDancer();
    expect((await by.body('GET', DETAIL, { token: other.token, query: { id: d1.id } })).code).toBe(1404);
    expect(
      (await by.body('GET', '/api/forum/post/draft-detail', { token: other.token, query: { id: d1.id } }))
        .code,
    ).toBe(1404);
    expect(
      (
        await by.body('POST', CREATE, {
          token: other.token,
          body: { id: d1.id, type: 'text', content: 'mine now' },
        })
      ).code,
    ).toBe(1404);
    expect(
      (await by.body('POST', '/api/forum/post/delete', { token: other.token, body: { id: d1.id } })).code,
    ).toBe(1404);
    const mine = await by.ok<{ title: string }>('GET', '/api/forum/post/draft-detail', {
      token: u.token,
      query: { id: d1.id },
    });
    expect(mine.title).toBe('草稿二');

    const pub = await by.ok<{ id: number; status: string }>('POST', CREATE, {
      token: u.token,
      body: {
        id: d1.id,
        type: 'image',
        title: '草稿二',
        content: '写完了',
        images: [img],
        topics: ['Breaking'],
        is_draft: 0,
      },
    });
    expect(pub).toEqual({ id: d1.id, status: 'published' });
    const left = await by.ok<Page<{ id: number }>>('GET', '/api/forum/post/draft-list', { token: u.token });
    expect(left.list.map((x) => x.id)).toEqual([d2.id]);
    // A published post cannot go back to being a draft.
    expect(
      (
        await by.body('POST', CREATE, {
          token: u.token,
          body: { id: d1.id, type: 'text', content: 'x', is_draft: 1 },
        })
      ).code,
    ).toBe(1400);
  });

  it('edits one’s own post and moves the topic counts with it', async () => {
    const u = await k.newDancer();
    const { id } = await k.newPost(u, { content: 'v1', topics: ['编辑前'] });
    await by.ok('POST', CREATE, {
      token: u.token,
      body: { id, type: 'text', content: 'v2', topics: ['编辑后'] },
    });
    const d = await by.ok<Detail>('GET', DETAIL, { token: u.token, query: { id } });
    expect(d.content).toBe('v2');
    expect(d.topics.map((x) => x.name)).toEqual(['编辑后']);
    expect(await sqlCount(t, sql`select post_count as n from topic where name = '编辑前'`)).toBe(0);
    expect(await sqlCount(t, sql`select post_count as n from topic where name = '编辑后'`)).toBe(1);
    expect((await userRow(t, u.id)).postCount).toBe(1);
  });
});

describe('moderation of posts', () => {
  it('refuses a prohibited word with a message that says so, folding traditional and spacing', async () => {
    const u = await k.newDancer();
    const r = await by.body('POST', CREATE, {
      token: u.token,
      body: { type: 'text', content: '出售 賭 博 網 站 账号' },
    });
    expect(r.code).toBe(3001);
    expect(r.msg).toBe('内容包含违禁词：赌博网站，请修改后再发布');
    const en = await by.body('POST', CREATE, {
      token: u.token,
      body: { type: 'text', content: '赌博网站' },
      headers: { 'x-app-language': 'en' },
    });
    expect(en.msg).toContain('prohibited words: 赌博网站');
    expect(await countRows(t, 'post', `user_id = ${u.id}`)).toBe(0);
  });

  it('holds a sensitive post for review: only its author sees it until an operator approves', async () => {
    const w = await k.newWord('review');
    const u = await k.newDancer();
    const other = await k.newDancer();
    const op = await k.newDancer({ roles: ['operator'] });
    const { id, status } = await k.newPost(u, { content: `来看 ${w}` });
    expect(status).toBe('review');
    expect((await by.body('GET', DETAIL, { token: other.token, query: { id } })).code).toBe(1404);
    expect((await by.ok<Detail>('GET', DETAIL, { token: u.token, query: { id } })).status).toBe('review');
    const latest = await by.ok<Page>('GET', LIST, { token: other.token, query: { tab: 'latest' } });
    expect(latest.list.some((p) => p.id === id)).toBe(false);
    const own = await by.ok<Page>('GET', LIST, { token: u.token, query: { user_id: u.id } });
    expect(own.list.find((p) => p.id === id)?.status).toBe('review');
    expect((await userRow(t, u.id)).postCount).toBe(0);

    const queue = await by.ok<Page<{ id: number; target_type: string; words: string[] }>>(
      'GET',
      '/api/admin/forum/review-list',
      {
        token: op.token,
        query: { limit: 50 },
      },
    );
    expect(queue.list.find((x) => x.id === id && x.target_type === 'post')?.words).toEqual([w]);
    expect((await by.body('GET', '/api/admin/forum/review-list', { token: u.token })).code).toBe(1405);
    expect(
      (
        await by.body('POST', '/api/admin/forum/review', {
          token: u.token,
          body: { target_type: 'post', id, approve: 1 },
        })
      ).code,
    ).toBe(1405);
    await by.ok('POST', '/api/admin/forum/review', {
      token: op.token,
      body: { target_type: 'post', id, approve: 1 },
    });
    expect((await by.ok<Detail>('GET', DETAIL, { token: other.token, query: { id } })).status).toBe(
      'published',
    );
    expect((await userRow(t, u.id)).postCount).toBe(1);
    expect(
      (
        await by.body('POST', '/api/admin/forum/review', {
          token: op.token,
          body: { target_type: 'post', id, approve: 1 },
        })
      ).code,
    ).toBe(1409);
  });

  it('limits a new account to one post per 30 s and 3 on its first day', async () => {
    const u = await k.newDancer({ fresh: true });
    await by.ok('POST', CREATE, { token: u.token, body: { type: 'text', content: 'one' } });
    const soon = await by.body('POST', CREATE, { token: u.token, body: { type: 'text', content: 'two' } });
    expect(soon.code).toBe(3002);
    expect(soon.msg).toMatch(/^发布太频繁，请\d+秒后再试$/);
    // 30 s later: allowed, up to three that day.
    const age = () =>
      t.database.db.execute(
        sql`update post set published_at = published_at - interval '31 seconds' where user_id = ${u.id}`,
      );
    await age();
    await by.ok('POST', CREATE, { token: u.token, body: { type: 'text', content: 'two' } });
    await age();
    await by.ok('POST', CREATE, { token: u.token, body: { type: 'text', content: 'three' } });
    await age();
    const fourth = await by.body('POST', CREATE, { token: u.token, body: { type: 'text', content: 'four' } });
    expect(fourth.code).toBe(3003);
    expect(await countRows(t, 'post', `user_id = ${u.id}`)).toBe(3);
    // Drafts are not posts.
    await by.ok('POST', CREATE, { token: u.token, body: { type: 'text', content: 'draft', is_draft: 1 } });
  });

  it('lets only one of two simultaneous posts of a new account through', async () => {
    const u = await k.newDancer({ fresh: true });
    const rs = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        by.body('POST', CREATE, { token: u.token, body: { type: 'text', content: `并发 ${n}` } }),
      ),
    );
    expect(rs.filter((r) => r.code === 0)).toHaveLength(1);
    expect(rs.filter((r) => r.code === 3002)).toHaveLength(3);
    expect(await countRows(t, 'post', `user_id = ${u.id}`)).toBe(1);
  });
});

describe('GET list', () => {
  it('pages latest and recommended with cursors, never repeating a post', async () => {
    const u = await k.newDancer();
    const tag = `页${Date.now() % 100000}`;
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await k.newPost(u, { content: `${tag} ${i}`, topics: [tag] })).id);
    const topicId = (await by.ok<Detail>('GET', DETAIL, { token: visitor, query: { id: ids[0]! } }))
      .topics[0]!.id;
    for (const tab of ['latest', 'recommend'] as const) {
      const seen: number[] = [];
      let cursor: string | undefined;
      do {
        const page: Page = await by.ok<Page>('GET', LIST, {
          token: visitor,
          query: { tab, topic_id: topicId, limit: 2, cursor },
        });
        seen.push(...page.list.map((p) => p.id));
        cursor = page.next_cursor ?? undefined;
      } while (cursor);
      expect(seen.sort()).toEqual([...ids].sort());
    }
    const latest = await by.ok<Page>('GET', LIST, {
      token: visitor,
      query: { tab: 'latest', user_id: u.id },
    });
    expect(latest.list.map((p) => p.id)).toEqual([...ids].reverse());
  });

  it('shows the following tab only to a logged-in user, with posts of whom they follow', async () => {
    const author = await k.newDancer();
    const fan = await k.newDancer();
    const { id } = await k.newPost(author);
    expect((await by.body('GET', LIST, { token: visitor, query: { tab: 'follow' } })).code).toBe(1403);
    let page = await by.ok<Page>('GET', LIST, { token: fan.token, query: { tab: 'follow' } });
    expect(page.list).toEqual([]);
    await by.ok('POST', '/api/forum/interaction/user-like', {
      token: fan.token,
      body: { user_id: author.id, is_like: 1 },
    });
    page = await by.ok<Page>('GET', LIST, { token: fan.token, query: { tab: 'follow' } });
    expect(page.list.map((p) => p.id)).toEqual([id]);
  });

  it.each([
    [{ tab: 'hot' }, 'tab'],
    [{ limit: 0 }, 'limit'],
    [{ limit: 51 }, 'limit'],
    [{ cursor: 'x'.repeat(201) }, 'cursor'],
    [{ cursor: 'abc' }, 'cursor'],
    [{ topic_id: -3 }, 'topic_id'],
    [{ type: 'audio' }, 'type'],
  ])('refuses %o', async (query, field) => {
    const r = await by.body('GET', LIST, { token: visitor, query: query as Record<string, string> });
    expect(r.code).toBe(1400);
    expect(r.msg).toContain(field);
  });
});

describe('detail, delete, share, hide', () => {
  it('counts views and shares exactly, and shows the viewer’s like state', async () => {
    const u = await k.newDancer();
    const fan = await k.newDancer();
    const { id } = await k.newPost(u);
    await Promise.all(
      Array.from({ length: 10 }, () => by.body('GET', DETAIL, { token: visitor, query: { id } })),
    );
    // Seven users share at once, one of them twice; visitors' shares are not counted.
    const sharers = await Promise.all(Array.from({ length: 7 }, () => k.newDancer()));
    await Promise.all(
      [...sharers, sharers[0]!, null].map((s) =>
        by.body('POST', '/api/forum/post/increase-share-count', { token: s?.token ?? visitor, body: { id } }),
      ),
    );
    await by.ok('POST', '/api/forum/interaction/post-like', {
      token: fan.token,
      body: { post_id: id, is_like: 1 },
    });
    const d = await by.ok<Detail>('GET', DETAIL, { token: fan.token, query: { id } });
    expect(d.view_count).toBe(10);
    expect(d.share_count).toBe(7);
    expect(d.is_liked).toBe(true);
    expect(d.can_comment).toBe(true);
    expect((await by.ok<Detail>('GET', DETAIL, { token: visitor, query: { id } })).is_liked).toBe(false);
    expect((await by.body('GET', DETAIL, { token: visitor, query: { id: 9e12 } })).code).toBe(1404);
    expect(
      (await by.body('POST', '/api/forum/post/increase-share-count', { token: visitor, body: { id: 9e12 } }))
        .code,
    ).toBe(1404);
  });

  it('deletes one’s own post; another user cannot; an operator can any, and it is logged', async () => {
    const u = await k.newDancer();
    const other = await k.newDancer();
    const op = await k.newDancer({ roles: ['operator'] });
    const a = await k.newPost(u, { topics: ['删帖测试'] });
    const b = await k.newPost(u);
    expect(
      (await by.body('POST', '/api/forum/post/delete', { token: other.token, body: { id: a.id } })).code,
    ).toBe(1405);
    expect(
      (await by.body('POST', '/api/forum/post/delete', { token: visitor, body: { id: a.id } })).code,
    ).toBe(1403);
    await by.ok('POST', '/api/forum/post/delete', { token: u.token, body: { id: a.id } });
    expect((await by.body('GET', DETAIL, { token: u.token, query: { id: a.id } })).code).toBe(1404);
    expect(
      (await by.body('POST', '/api/forum/post/delete', { token: u.token, body: { id: a.id } })).code,
    ).toBe(1404);
    expect(await sqlCount(t, sql`select post_count as n from topic where name = '删帖测试'`)).toBe(0);
    await by.ok('POST', '/api/forum/post/delete', { token: op.token, body: { id: b.id } });
    expect((await userRow(t, u.id)).postCount).toBe(0);
    const log = await by.ok<Page<{ action: string; target_id: number }>>(
      'GET',
      '/api/admin/forum/action-log',
      { token: op.token },
    );
    expect(log.list.some((x) => x.action === 'delete' && x.target_id === b.id)).toBe(true);
    // Likes, comments and shares of a deleted post are refused.
    expect(
      (
        await by.body('POST', '/api/forum/interaction/post-like', {
          token: other.token,
          body: { post_id: a.id, is_like: 1 },
        })
      ).code,
    ).toBe(1404);
    expect(
      (
        await by.body('POST', '/api/forum/post/comment', {
          token: other.token,
          body: { post_id: a.id, content: 'hi' },
        })
      ).code,
    ).toBe(1404);
  });

  it('hides a post from my feeds only', async () => {
    const u = await k.newDancer();
    const me = await k.newDancer();
    const { id } = await k.newPost(u);
    await by.ok('POST', '/api/forum/post/hide-post', { token: me.token, body: { post_id: id } });
    await by.ok('POST', '/api/forum/post/hide-post', { token: me.token, body: { post_id: id } });
    const mine = await by.ok<Page>('GET', LIST, { token: me.token, query: { tab: 'latest', user_id: u.id } });
    expect(mine.list).toEqual([]);
    const theirs = await by.ok<Page>('GET', LIST, {
      token: visitor,
      query: { tab: 'latest', user_id: u.id },
    });
    expect(theirs.list.map((p) => p.id)).toEqual([id]);
    expect(
      (await by.body('POST', '/api/forum/post/hide-post', { token: me.token, body: { post_id: 9e12 } })).code,
    ).toBe(1404);
    expect(
      (await by.body('POST', '/api/forum/post/hide-post', { token: visitor, body: { post_id: id } })).code,
    ).toBe(1403);
  });

  it('blocks a user: their posts leave my feeds, follows end, they cannot follow or comment; unblock restores', async () => {
    const me = await k.newDancer();
    const pest = await k.newDancer();
    const { id: mine } = await k.newPost(me);
    const { id: theirs } = await k.newPost(pest);
    await by.ok('POST', '/api/forum/interaction/user-like', {
      token: pest.token,
      body: { user_id: me.id, is_like: 1 },
    });
    expect((await userRow(t, me.id)).fansCount).toBe(1);
    const r = await by.ok<{ is_hidden: boolean }>('POST', '/api/forum/post/hide-user', {
      token: me.token,
      body: { user_id: pest.id },
    });
    expect(r.is_hidden).toBe(true);
    expect((await userRow(t, me.id)).fansCount).toBe(0);
    expect((await userRow(t, pest.id)).followCount).toBe(0);
    const feed = await by.ok<Page>('GET', LIST, {
      token: me.token,
      query: { tab: 'latest', user_id: pest.id },
    });
    expect(feed.list).toEqual([]);
    expect(
      (
        await by.body('POST', '/api/forum/interaction/user-like', {
          token: pest.token,
          body: { user_id: me.id, is_like: 1 },
        })
      ).code,
    ).toBe(3005);
    expect(
      (
        await by.body('POST', '/api/forum/post/comment', {
          token: pest.token,
          body: { post_id: mine, content: 'hey' },
        })
      ).code,
    ).toBe(3005);
    expect((await by.ok<Detail>('GET', DETAIL, { token: pest.token, query: { id: mine } })).can_comment).toBe(
      false,
    );
    const blocked = await by.ok<Page<{ id: number }>>('GET', '/api/forum/post/hidden-user-list', {
      token: me.token,
    });
    expect(blocked.list.map((x) => x.id)).toEqual([pest.id]);
    expect(
      (await by.body('POST', '/api/forum/post/hide-user', { token: me.token, body: { user_id: me.id } }))
        .code,
    ).toBe(1400);
    expect(
      (await by.body('POST', '/api/forum/post/hide-user', { token: me.token, body: { user_id: 9e12 } })).code,
    ).toBe(1404);

    await by.ok('POST', '/api/forum/post/hide-user', {
      token: me.token,
      body: { user_id: pest.id, is_hide: 0 },
    });
    const back = await by.ok<Page>('GET', LIST, {
      token: me.token,
      query: { tab: 'latest', user_id: pest.id },
    });
    expect(back.list.map((p) => p.id)).toEqual([theirs]);
  });
});
