import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { countRows, newUser, sqlCount, testFile } from '../../../test/helpers.ts';

const { t, kit: k, by, visitor } = await testFile();

interface Comment {
  id: number;
  parent_id: number | null;
  user: { id: number };
  reply_to: { id: number } | null;
  content: string;
  status: string;
  reply_count: number;
  replies: { id: number; content: string; reply_to: { id: number } | null }[];
  is_author: boolean;
  is_self: boolean;
}
interface Page<T = Comment> {
  list: T[];
  next_cursor: string | null;
}
const COMMENT = '/api/forum/post/comment';
const LIST = '/api/forum/post/comment-list';
const REPLIES = '/api/forum/post/comment-reply-list';
const comments = (id: number) => sqlCount(t, sql`select comment_count as n from post where id = ${id}`);

describe('comments in two levels', () => {
  it('comments, replies, replies to a reply join the thread; lists page with cursors; author is told', async () => {
    const author = await k.newDancer();
    const fan = await k.newDancer();
    const { id } = await k.newPost(author);
    const c1 = await by.ok<Comment>('POST', COMMENT, {
      token: fan.token,
      body: { post_id: id, content: '跳得真好' },
    });
    expect(c1).toMatchObject({
      parent_id: null,
      content: '跳得真好',
      status: 'published',
      is_author: false,
      is_self: true,
    });
    const r1 = await by.ok<Comment>('POST', COMMENT, {
      token: author.token,
      body: { post_id: id, content: '谢谢', parent_id: c1.id },
    });
    expect(r1).toMatchObject({ parent_id: c1.id, reply_to: null, is_author: true });
    const r2 = await by.ok<Comment>('POST', COMMENT, {
      token: fan.token,
      body: { post_id: id, content: '不客气', parent_id: r1.id },
    });
    expect(r2).toMatchObject({ parent_id: c1.id, reply_to: { id: author.id } });
    for (let i = 0; i < 3; i++)
      await by.ok('POST', COMMENT, { token: fan.token, body: { post_id: id, content: `第${i}条` } });
    expect(await comments(id)).toBe(6);

    const first = await by.ok<Page>('GET', LIST, { token: visitor, query: { post_id: id, limit: 2 } });
    expect(first.list.map((c) => c.id)[0]).toBe(c1.id);
    expect(first.list[0]!.reply_count).toBe(2);
    expect(first.list[0]!.replies.map((r) => r.id)).toEqual([r1.id, r2.id]);
    const rest = await by.ok<Page>('GET', LIST, {
      token: visitor,
      query: { post_id: id, limit: 10, cursor: first.next_cursor! },
    });
    expect(rest.list).toHaveLength(2);
    expect(rest.next_cursor).toBeNull();
    const replies = await by.ok<Page>('GET', REPLIES, {
      token: visitor,
      query: { comment_id: c1.id, limit: 1 },
    });
    expect(replies.list.map((r) => r.id)).toEqual([r1.id]);
    const more = await by.ok<Page>('GET', REPLIES, {
      token: visitor,
      query: { comment_id: c1.id, cursor: replies.next_cursor! },
    });
    expect(more.list.map((r) => r.id)).toEqual([r2.id]);

    const box = await by.ok<Page<{ kind: string; text: string }>>('GET', '/api/message/notice-list', {
      token: author.token,
      query: { kind: 'comment' },
    });
    expect(box.list.filter((x) => x.kind === 'comment')).toHaveLength(4);
    const fanBox = await by.ok<Page<{ kind: string; text: string }>>('GET', '/api/message/notice-list', {
      token: fan.token,
      query: { kind: 'comment' },
    });
    expect(fanBox.list.map((x) => [x.kind, x.text])).toEqual([['reply', '谢谢']]);
  });

  it('counts 40 comments at once exactly', async () => {
    const author = await k.newDancer();
    const { id } = await k.newPost(author);
    const users = await Promise.all(Array.from({ length: 40 }, () => k.newDancer()));
    const rs = await Promise.all(
      users.map((u) => by.body('POST', COMMENT, { token: u.token, body: { post_id: id, content: '顶' } })),
    );
    expect(rs.every((r) => r.code === 0)).toBe(true);
    expect(await comments(id)).toBe(40);
  });

  it('mentions notify the mentioned user', async () => {
    const author = await k.newDancer();
    const fan = await k.newDancer();
    const friend = await k.newDancer();
    const { id } = await k.newPost(author);
    await by.ok('POST', COMMENT, {
      token: fan.token,
      body: { post_id: id, content: '@朋友 快来看', at_user_ids: [friend.id, 9e12] },
    });
    const box = await by.ok<Page<{ kind: string; post: { id: number } }>>('GET', '/api/message/notice-list', {
      token: friend.token,
      query: { kind: 'mention' },
    });
    expect(box.list).toEqual([
      expect.objectContaining({ kind: 'mention', post: expect.objectContaining({ id }) }),
    ]);
  });

  it('refuses bad input, visitors, unknown posts and comments of another post', async () => {
    const author = await k.newDancer();
    const fan = await k.newDancer();
    const { id } = await k.newPost(author);
    const { id: other } = await k.newPost(author);
    const c = await by.ok<Comment>('POST', COMMENT, {
      token: fan.token,
      body: { post_id: id, content: 'a' },
    });
    for (const body of [
      { post_id: id },
      { post_id: id, content: '   ' },
      { post_id: id, content: 'x'.repeat(1001) },
      { post_id: 'a', content: 'x' },
      { content: 'x' },
    ]) {
      expect((await by.body('POST', COMMENT, { token: fan.token, body })).code).toBe(1400);
    }
    expect(
      (await by.body('POST', COMMENT, { token: visitor, body: { post_id: id, content: 'x' } })).code,
    ).toBe(1403);
    expect(
      (await by.body('POST', COMMENT, { token: fan.token, body: { post_id: 9e12, content: 'x' } })).code,
    ).toBe(1404);
    expect(
      (
        await by.body('POST', COMMENT, {
          token: fan.token,
          body: { post_id: other, content: 'x', parent_id: c.id },
        })
      ).code,
    ).toBe(1404);
    expect((await by.body('GET', LIST, { token: visitor, query: { post_id: 9e12 } })).code).toBe(1404);
    expect((await by.body('GET', REPLIES, { token: visitor, query: { comment_id: 9e12 } })).code).toBe(1404);
    expect((await by.body('GET', LIST, { token: visitor, query: { post_id: id, cursor: 'zz' } })).code).toBe(
      1400,
    );
    expect(await countRows(t, 'comment', `post_id = ${other}`)).toBe(0);
    expect(await comments(id)).toBe(1);
  });

  it('a blocked user’s comments vanish for the blocker, and they can no longer comment', async () => {
    const author = await k.newDancer();
    const pest = await k.newDancer();
    const { id } = await k.newPost(author);
    const c = await by.ok<Comment>('POST', COMMENT, {
      token: pest.token,
      body: { post_id: id, content: '烦人的评论' },
    });
    await by.ok('POST', '/api/forum/post/hide-user', { token: author.token, body: { user_id: pest.id } });
    const mine = await by.ok<Page>('GET', LIST, { token: author.token, query: { post_id: id } });
    expect(mine.list).toEqual([]);
    const everyone = await by.ok<Page>('GET', LIST, { token: visitor, query: { post_id: id } });
    expect(everyone.list.map((x) => x.id)).toEqual([c.id]);
    expect(
      (await by.body('POST', COMMENT, { token: pest.token, body: { post_id: id, content: 'again' } })).code,
    ).toBe(3005);
  });

  it('holds a sensitive comment for review and refuses a prohibited one', async () => {
    const w = await k.newWord('review');
    const author = await k.newDancer();
    const fan = await k.newDancer();
    const op = await k.newDancer({ roles: ['operator'] });
    const { id } = await k.newPost(author);
    const held = await by.ok<Comment>('POST', COMMENT, {
      token: fan.token,
      body: { post_id: id, content: `加我 ${w}` },
    });
    expect(held.status).toBe('review');
    expect((await by.ok<Page>('GET', LIST, { token: visitor, query: { post_id: id } })).list).toEqual([]);
    expect(
      (await by.ok<Page>('GET', LIST, { token: fan.token, query: { post_id: id } })).list.map((x) => x.id),
    ).toEqual([held.id]);
    expect(await comments(id)).toBe(0);
    await by.ok('POST', '/api/admin/forum/review', {
      token: op.token,
      body: { target_type: 'comment', id: held.id, approve: 1 },
    });
    expect(await comments(id)).toBe(1);
    const bad = await by.body('POST', COMMENT, {
      token: fan.token,
      body: { post_id: id, content: '代开发票找我' },
    });
    expect(bad.code).toBe(3001);
    expect(bad.msg).toContain('代开发票');
  });

  it('limits a new account to one comment per 10 s', async () => {
    const author = await k.newDancer();
    const { id } = await k.newPost(author);
    const fresh = await newUser(t);
    expect(
      (await by.body('POST', COMMENT, { token: fresh.token, body: { post_id: id, content: '一' } })).code,
    ).toBe(0);
    expect(
      (await by.body('POST', COMMENT, { token: fresh.token, body: { post_id: id, content: '二' } })).code,
    ).toBe(3002);
  });
});

describe('POST delete-comment', () => {
  it('deletes one’s own comment with its replies; the post author may too; others may not', async () => {
    const author = await k.newDancer();
    const fan = await k.newDancer();
    const other = await k.newDancer();
    const { id } = await k.newPost(author);
    const c = await by.ok<Comment>('POST', COMMENT, {
      token: fan.token,
      body: { post_id: id, content: 'a' },
    });
    await by.ok('POST', COMMENT, {
      token: author.token,
      body: { post_id: id, content: 'b', parent_id: c.id },
    });
    const c2 = await by.ok<Comment>('POST', COMMENT, {
      token: fan.token,
      body: { post_id: id, content: 'c' },
    });
    expect(await comments(id)).toBe(3);
    expect(
      (await by.body('POST', '/api/forum/post/delete-comment', { token: other.token, body: { id: c.id } }))
        .code,
    ).toBe(1405);
    await by.ok('POST', '/api/forum/post/delete-comment', { token: fan.token, body: { id: c.id } });
    expect(await comments(id)).toBe(1);
    await by.ok('POST', '/api/forum/post/delete-comment', { token: author.token, body: { id: c2.id } });
    expect(await comments(id)).toBe(0);
    expect(
      (await by.body('POST', '/api/forum/post/delete-comment', { token: fan.token, body: { id: c.id } }))
        .code,
    ).toBe(1404);
    expect((await by.ok<Page>('GET', LIST, { token: visitor, query: { post_id: id } })).list).toEqual([]);
  });
});
