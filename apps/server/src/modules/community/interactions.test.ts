import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { countRows, newUser, userRow, sqlCount, testFile } from '../../../test/helpers.ts';

const { t, kit: k, by, visitor } = await testFile();

interface Page<T = { id: number }> {
  list: T[];
  next_cursor: string | null;
}
const LIKE = '/api/forum/interaction/post-like';
const COLLECT = '/api/forum/interaction/post-collect';
const FOLLOW = '/api/forum/interaction/user-like';

const likeCount = (id: number) => sqlCount(t, sql`select like_count as n from post where id = ${id}`);

describe('post-like and post-collect', () => {
  it('counts 100 different users liking at once exactly, and the author’s received likes too', async () => {
    const author = await k.newDancer();
    const { id } = await k.newPost(author);
    const fans = await Promise.all(Array.from({ length: 100 }, () => newUser(t)));
    const rs = await Promise.all(
      fans.map((f) => by.body('POST', LIKE, { token: f.token, body: { post_id: id, is_like: 1 } })),
    );
    expect(rs.every((r) => r.code === 0)).toBe(true);
    expect(await likeCount(id)).toBe(100);
    expect(await countRows(t, 'post_like', `post_id = ${id}`)).toBe(100);
    expect((await userRow(t, author.id)).likeCount).toBe(100);
    // And 100 unlikes at once take it back to zero.
    await Promise.all(
      fans.map((f) => by.body('POST', LIKE, { token: f.token, body: { post_id: id, is_like: 0 } })),
    );
    expect(await likeCount(id)).toBe(0);
    expect((await userRow(t, author.id)).likeCount).toBe(0);
  });

  it('counts one user liking twice (even at once) as one, and notifies the author once', async () => {
    const author = await k.newDancer();
    const fan = await k.newDancer();
    const { id } = await k.newPost(author);
    const rs = await Promise.all(
      Array.from({ length: 8 }, () =>
        by.body<{ is_like: number; like_count: number }>('POST', LIKE, {
          token: fan.token,
          body: { post_id: id, is_like: 1 },
        }),
      ),
    );
    expect(rs.every((r) => r.code === 0 && r.data.is_like === 1)).toBe(true);
    expect(await likeCount(id)).toBe(1);
    const again = await by.ok<{ is_like: number; like_count: number }>('POST', LIKE, {
      token: fan.token,
      body: { post_id: id, is_like: 1 },
    });
    expect(again).toEqual({ is_like: 1, like_count: 1 });
    const off = await by.ok('POST', LIKE, { token: fan.token, body: { post_id: id, is_like: 0 } });
    expect(off).toEqual({ is_like: 0, like_count: 0 });
    expect(await by.ok('POST', LIKE, { token: fan.token, body: { post_id: id, is_like: 0 } })).toEqual({
      is_like: 0,
      like_count: 0,
    });
    await by.ok('POST', LIKE, { token: fan.token, body: { post_id: id, is_like: 1 } });
    const box = await by.ok<
      Page<{ kind: string; actor: { id: number }; post: { id: number } | null; is_read: boolean }>
    >('GET', '/api/message/like-list', { token: author.token });
    expect(box.list).toHaveLength(1);
    expect(box.list[0]).toMatchObject({ kind: 'like', actor: { id: fan.id }, post: { id }, is_read: false });
    // Reading the page marks it read.
    const unread = await by.ok<{ like: number }>('GET', '/api/message/notice-unread', {
      token: author.token,
    });
    expect(unread.like).toBe(0);
    expect((await by.body('GET', '/api/message/like-list', { token: visitor })).code).toBe(1403);
  });

  it('collects exactly, lists my collections, and the collect shows in the message box', async () => {
    const author = await k.newDancer();
    const fans = await Promise.all(Array.from({ length: 20 }, () => newUser(t)));
    const { id } = await k.newPost(author);
    await Promise.all(
      fans.map((f) => by.body('POST', COLLECT, { token: f.token, body: { post_id: id, is_collect: 1 } })),
    );
    await Promise.all(
      fans.map((f) => by.body('POST', COLLECT, { token: f.token, body: { post_id: id, is_collect: 1 } })),
    );
    expect(await sqlCount(t, sql`select collect_count as n from post where id = ${id}`)).toBe(20);
    const mine = await by.ok<Page<{ id: number; is_collected: boolean }>>(
      'GET',
      '/api/forum/interaction/post-collection-list',
      { token: fans[0]!.token },
    );
    expect(mine.list).toEqual([expect.objectContaining({ id, is_collected: true })]);
    const box = await by.ok<Page<{ kind: string }>>('GET', '/api/message/like-list', {
      token: author.token,
      query: { limit: 50 },
    });
    expect(box.list.filter((x) => x.kind === 'collect')).toHaveLength(20);
  });

  it('refuses bad input, visitors, unknown and invisible posts, writing nothing', async () => {
    const author = await k.newDancer();
    const fan = await k.newDancer();
    const { id } = await k.newPost(author, { is_draft: 1 });
    for (const body of [
      { post_id: id },
      { post_id: id, is_like: 2 },
      { post_id: 'x', is_like: 1 },
      { post_id: -1, is_like: 1 },
      { is_like: 1 },
    ]) {
      expect((await by.body('POST', LIKE, { token: fan.token, body })).code).toBe(1400);
    }
    expect((await by.body('POST', LIKE, { token: visitor, body: { post_id: id, is_like: 1 } })).code).toBe(
      1403,
    );
    expect((await by.body('POST', LIKE, { token: fan.token, body: { post_id: id, is_like: 1 } })).code).toBe(
      1404,
    );
    expect(
      (await by.body('POST', COLLECT, { token: fan.token, body: { post_id: 9e12, is_collect: 1 } })).code,
    ).toBe(1404);
    expect(await countRows(t, 'post_like', `user_id = ${fan.id}`)).toBe(0);
  });

  it('lists the users who liked a post, newest first, and the posts a user liked (unless hidden)', async () => {
    const author = await k.newDancer();
    const a = await k.newDancer();
    const b = await k.newDancer();
    const { id } = await k.newPost(author);
    await by.ok('POST', LIKE, { token: a.token, body: { post_id: id, is_like: 1 } });
    await by.ok('POST', LIKE, { token: b.token, body: { post_id: id, is_like: 1 } });
    const likers = await by.ok<Page>('GET', '/api/forum/interaction/post-like-user-list', {
      token: visitor,
      query: { post_id: id, limit: 1 },
    });
    expect(likers.list.map((x) => x.id)).toEqual([b.id]);
    const rest = await by.ok<Page>('GET', '/api/forum/interaction/post-like-user-list', {
      token: visitor,
      query: { post_id: id, limit: 1, cursor: likers.next_cursor! },
    });
    expect(rest.list.map((x) => x.id)).toEqual([a.id]);
    expect(rest.next_cursor).toBeNull();

    const liked = await by.ok<Page>('GET', '/api/forum/interaction/post-like-list', {
      token: b.token,
      query: { user_id: a.id },
    });
    expect(liked.list.map((x) => x.id)).toEqual([id]);
    await by.ok('POST', '/api/forum/post/edit-forum-user-setting', {
      token: a.token,
      body: { show_likes: 0 },
    });
    expect(
      (
        await by.body('GET', '/api/forum/interaction/post-like-list', {
          token: b.token,
          query: { user_id: a.id },
        })
      ).code,
    ).toBe(1405);
    expect(
      (await by.ok<Page>('GET', '/api/forum/interaction/post-like-list', { token: a.token })).list.map(
        (x) => x.id,
      ),
    ).toEqual([id]);
    const stats = await by.ok<{ liked_post_count: number | null }>(
      'GET',
      '/api/forum/interaction/statistics',
      { token: b.token, query: { user_id: a.id } },
    );
    expect(stats.liked_post_count).toBeNull();
  });
});

describe('user-like (follow)', () => {
  it('follows and unfollows with exact counts both ways, mutual state and lists', async () => {
    const a = await k.newDancer();
    const b = await k.newDancer();
    const r = await by.ok<{ is_like: number; is_mutual: boolean; fans_count: number }>('POST', FOLLOW, {
      token: a.token,
      body: { user_id: b.id, is_like: 1 },
    });
    expect(r).toEqual({ is_like: 1, is_mutual: false, fans_count: 1 });
    expect(await by.ok('POST', FOLLOW, { token: a.token, body: { user_id: b.id, is_like: 1 } })).toEqual({
      is_like: 1,
      is_mutual: false,
      fans_count: 1,
    });
    const back = await by.ok<{ is_mutual: boolean }>('POST', FOLLOW, {
      token: b.token,
      body: { user_id: a.id, is_like: 1 },
    });
    expect(back.is_mutual).toBe(true);
    expect((await userRow(t, a.id)).followCount).toBe(1);
    expect((await userRow(t, a.id)).fansCount).toBe(1);

    const fans = await by.ok<Page<{ id: number; is_followed: boolean; is_fan: boolean }>>(
      'GET',
      '/api/forum/interaction/user-like-list',
      {
        token: a.token,
        query: { type: 'fans' },
      },
    );
    expect(fans.list).toEqual([expect.objectContaining({ id: b.id, is_followed: true, is_fan: true })]);
    const follows = await by.ok<Page>('GET', '/api/forum/interaction/user-like-list', {
      token: visitor,
      query: { type: 'follow', user_id: b.id },
    });
    expect(follows.list.map((x) => x.id)).toEqual([a.id]);
    expect(
      (
        await by.body('GET', '/api/forum/interaction/user-like-list', {
          token: visitor,
          query: { type: 'fans' },
        })
      ).code,
    ).toBe(1403);

    // account's forum-user-info now knows about follows.
    const info = await by.ok<{ is_followed: boolean }>('GET', '/api/user/forum-user-info', {
      token: a.token,
      query: { user_id: b.id },
    });
    expect(info.is_followed).toBe(true);
    const stats = await by.ok<{ follow_count: number; fans_count: number }>(
      'GET',
      '/api/forum/interaction/statistics',
      { token: visitor, query: { user_id: a.id } },
    );
    expect(stats).toMatchObject({ follow_count: 1, fans_count: 1 });

    await by.ok('POST', FOLLOW, { token: a.token, body: { user_id: b.id, is_like: 0 } });
    expect((await userRow(t, b.id)).fansCount).toBe(0);
    const box = await by.ok<Page<{ kind: string }>>('GET', '/api/message/notice-list', {
      token: b.token,
      query: { kind: 'follow' },
    });
    expect(box.list.map((x) => x.kind)).toEqual(['follow']);
  });

  it('counts 50 fans following at once exactly', async () => {
    const star = await k.newDancer();
    const fans = await Promise.all(Array.from({ length: 50 }, () => newUser(t)));
    await Promise.all(
      fans.map((f) => by.body('POST', FOLLOW, { token: f.token, body: { user_id: star.id, is_like: 1 } })),
    );
    await Promise.all(
      fans
        .slice(0, 10)
        .map((f) => by.body('POST', FOLLOW, { token: f.token, body: { user_id: star.id, is_like: 1 } })),
    );
    expect((await userRow(t, star.id)).fansCount).toBe(50);
    expect(await countRows(t, 'follow', `followee_id = ${star.id}`)).toBe(50);
  });

  it('refuses following oneself, unknown users and visitors', async () => {
    const a = await k.newDancer();
    expect(
      (await by.body('POST', FOLLOW, { token: a.token, body: { user_id: a.id, is_like: 1 } })).code,
    ).toBe(1400);
    expect(
      (await by.body('POST', FOLLOW, { token: a.token, body: { user_id: 9e12, is_like: 1 } })).code,
    ).toBe(1404);
    expect(
      (await by.body('POST', FOLLOW, { token: visitor, body: { user_id: a.id, is_like: 1 } })).code,
    ).toBe(1403);
    expect((await by.body('POST', FOLLOW, { token: a.token, body: { user_id: a.id + 1 } })).code).toBe(1400);
    expect(await countRows(t, 'follow', `follower_id = ${a.id}`)).toBe(0);
  });
});

describe('forum user settings', () => {
  it('reads defaults, edits some fields, and enforces who_can_comment', async () => {
    const a = await k.newDancer();
    const b = await k.newDancer();
    expect(await by.ok('GET', '/api/forum/post/get-forum-user-setting', { token: a.token })).toEqual({
      who_can_comment: 'everyone',
      who_can_message: 'everyone',
      show_likes: 1,
      show_collections: 1,
    });
    const s = await by.ok('POST', '/api/forum/post/edit-forum-user-setting', {
      token: a.token,
      body: { who_can_comment: 'followers', show_collections: 0 },
    });
    expect(s).toEqual({
      who_can_comment: 'followers',
      who_can_message: 'everyone',
      show_likes: 1,
      show_collections: 0,
    });
    const { id } = await k.newPost(a);
    expect(
      (
        await by.body('POST', '/api/forum/post/comment', {
          token: b.token,
          body: { post_id: id, content: '好' },
        })
      ).code,
    ).toBe(3004);
    const canComment = async () =>
      (
        await by.ok<{ can_comment: boolean }>('GET', '/api/forum/post/detail', {
          token: b.token,
          query: { id },
        })
      ).can_comment;
    expect(await canComment()).toBe(false);
    await by.ok('POST', FOLLOW, { token: b.token, body: { user_id: a.id, is_like: 1 } });
    expect(
      (
        await by.body('POST', '/api/forum/post/comment', {
          token: b.token,
          body: { post_id: id, content: '好' },
        })
      ).code,
    ).toBe(0);
    expect(await canComment()).toBe(true);
    await by.ok('POST', '/api/forum/post/edit-forum-user-setting', {
      token: a.token,
      body: { who_can_comment: 'mutual' },
    });
    expect(
      (
        await by.body('POST', '/api/forum/post/comment', {
          token: b.token,
          body: { post_id: id, content: '好' },
        })
      ).code,
    ).toBe(3004);
    await by.ok('POST', '/api/forum/post/edit-forum-user-setting', {
      token: a.token,
      body: { who_can_comment: 'none' },
    });
    expect(
      (
        await by.body('POST', '/api/forum/post/comment', {
          token: a.token,
          body: { post_id: id, content: '自己可以' },
        })
      ).code,
    ).toBe(0);
    expect(
      (
        await by.body('GET', '/api/forum/interaction/post-collection-list', {
          token: b.token,
          query: { user_id: a.id },
        })
      ).code,
    ).toBe(1405);
    for (const body of [{ who_can_comment: 'friends' }, { show_likes: 2 }, { who_can_message: 1 }]) {
      expect(
        (await by.body('POST', '/api/forum/post/edit-forum-user-setting', { token: a.token, body })).code,
      ).toBe(1400);
    }
    expect((await by.body('GET', '/api/forum/post/get-forum-user-setting', { token: visitor })).code).toBe(
      1403,
    );
    expect(
      await sqlCount(t, sql`select count(*)::int as n from forum_user_setting where user_id = ${b.id}`),
    ).toBe(0);
  });
});
