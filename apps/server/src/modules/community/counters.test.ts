import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { community } from '@dance/contracts';
import { type TestUser, testFile } from '../../../test/helpers.ts';
import { ok } from '../../../test/kit.ts';

/** Every counter equals the length of the list a reader can reach. */

const { t, kit: f, visitor } = await testFile();
const operator = await f.newUser({ roles: ['operator'] });
const cat = (await ok(t, community.informCats, { token: visitor })).list[0]!.id;

const author = () => f.newVerifiedUser({ ageDays: 2 });

/** The comments and replies a visitor reaches through the lists, paging to the end. */
async function reachable(postId: number): Promise<number> {
  let n = 0;
  let cursor: string | undefined;
  do {
    const page = await ok(t, community.commentList, {
      token: visitor,
      query: { post_id: postId, cursor, limit: 50 },
    });
    for (const c of page.list) {
      n += 1;
      let rc: string | undefined;
      do {
        const replies = await ok(t, community.commentReplyList, {
          token: visitor,
          query: { comment_id: c.id, cursor: rc, limit: 50 },
        });
        n += replies.list.length;
        rc = replies.next_cursor ?? undefined;
      } while (rc);
    }
    cursor = page.next_cursor ?? undefined;
  } while (cursor);
  return n;
}

async function commentCount(postId: number): Promise<number> {
  return (await ok(t, community.postDetail, { token: visitor, query: { id: postId } })).comment_count;
}

async function listLength(e: typeof community.postLikeList, user: TestUser): Promise<number> {
  return (await ok(t, e, { token: user.token, query: { limit: 50 } })).list.length;
}

/** An operator hides or restores a comment through a report, as the console does. */
async function moderate(commentId: number, action: 'hide' | 'restore') {
  const reporter = await f.newUser();
  const [r] = (
    await t.database.db.execute<{ id: number }>(
      sql`insert into forum_report (reporter_id, target_type, target_id, target_user_id, cat_id)
          select ${reporter.id}, 'comment', id, user_id, ${cat} from comment where id = ${commentId} returning id`,
    )
  ).rows;
  await ok(t, community.resolveReport, { token: operator.token, body: { id: Number(r!.id), action } });
}

describe('comment counts', () => {
  it('a reply racing the deletion of its comment never leaves a count above what readers reach', async () => {
    const a = await author();
    const { id: postId } = await f.newPost(a);
    const replier = await author();
    for (let round = 0; round < 12; round++) {
      const top = await ok(t, community.comment, {
        token: a.token,
        body: { post_id: postId, content: `楼 ${round}` },
      });
      await Promise.all([
        ok(t, community.deleteComment, { token: a.token, body: { id: top.id } }),
        ...Array.from({ length: 3 }, (_, i) =>
          t.app.inject({
            method: 'POST',
            url: community.comment.path,
            headers: { 'x-access-token': replier.token },
            payload: { post_id: postId, parent_id: top.id, content: `回复 ${round}-${i}` },
          }),
        ),
      ]);
      expect(await commentCount(postId), `round ${round}`).toBe(await reachable(postId));
    }
  });

  it('hiding a comment takes its replies out of the count, and restoring brings them back', async () => {
    const a = await author();
    const { id: postId } = await f.newPost(a);
    const top = await ok(t, community.comment, {
      token: a.token,
      body: { post_id: postId, content: '第一楼' },
    });
    const other = await ok(t, community.comment, {
      token: a.token,
      body: { post_id: postId, content: '第二楼' },
    });
    for (const i of [1, 2, 3])
      await ok(t, community.comment, {
        token: a.token,
        body: { post_id: postId, parent_id: top.id, content: `回复 ${i}` },
      });
    expect(await commentCount(postId)).toBe(5);

    await moderate(top.id, 'hide');
    expect(await reachable(postId)).toBe(1);
    expect(await commentCount(postId)).toBe(1);

    // A reply deleted while its comment is hidden was not counted, so nothing more comes off.
    const [reply] = (
      await t.database.db.execute<{ id: number }>(
        sql`select id from comment where parent_id = ${top.id} order by id limit 1`,
      )
    ).rows;
    await ok(t, community.deleteComment, { token: a.token, body: { id: Number(reply!.id) } });
    expect(await commentCount(postId)).toBe(1);

    await moderate(top.id, 'restore');
    expect(await reachable(postId)).toBe(4);
    expect(await commentCount(postId)).toBe(4);

    // Deleting a top-level comment takes its replies with it.
    await ok(t, community.deleteComment, { token: a.token, body: { id: top.id } });
    expect(await commentCount(postId)).toBe(1);
    await moderate(other.id, 'hide');
    await ok(t, community.deleteComment, { token: a.token, body: { id: other.id } });
    expect(await commentCount(postId)).toBe(0);
    expect(await reachable(postId)).toBe(0);
  });
});

describe('liked and collected counts', () => {
  it('count only the posts the lists show: a deleted or hidden post drops out, a restored one returns', async () => {
    const fan = await author();
    const a = await author();
    const posts = [await f.newPost(a), await f.newPost(a), await f.newPost(a)];
    for (const p of posts) {
      await ok(t, community.postLike, { token: fan.token, body: { post_id: p.id, is_like: 1 } });
      await ok(t, community.postCollect, { token: fan.token, body: { post_id: p.id, is_collect: 1 } });
    }
    const stats = () => ok(t, community.statistics, { token: fan.token, query: {} });
    const check = async (n: number) => {
      const s = await stats();
      expect(s).toMatchObject({ liked_post_count: n, collect_count: n });
      expect(await listLength(community.postLikeList, fan)).toBe(n);
      expect(await listLength(community.postCollectionList, fan)).toBe(n);
    };
    await check(3);
    await ok(t, community.deletePost, { token: a.token, body: { id: posts[0]!.id } });
    await check(2);
    await t.database.db.execute(sql`update post set status = 3 where id = ${posts[1]!.id}`);
    await check(1);
    await t.database.db.execute(sql`update post set status = 1 where id = ${posts[1]!.id}`);
    await check(2);
  });

  it('hides the collect count of a user who hid their collections, as it hides their likes', async () => {
    const owner = await author();
    const viewer = await author();
    const p = await f.newPost(await author());
    await ok(t, community.postCollect, { token: owner.token, body: { post_id: p.id, is_collect: 1 } });
    await ok(t, community.editForumUserSetting, {
      token: owner.token,
      body: { show_collections: 0, show_likes: 0 },
    });
    const seen = await ok(t, community.statistics, { token: viewer.token, query: { user_id: owner.id } });
    expect(seen).toMatchObject({ collect_count: null, liked_post_count: null });
    const own = await ok(t, community.statistics, { token: owner.token, query: {} });
    expect(own).toMatchObject({ collect_count: 1, liked_post_count: 0 });
  });

  it('refuses liking or collecting a draft, even one of my own', async () => {
    const a = await author();
    const draft = await ok(t, community.createPost, {
      token: a.token,
      body: { type: 'text', content: '还没写完', is_draft: 1 },
    });
    for (const r of [
      await t.app.inject({
        method: 'POST',
        url: community.postLike.path,
        headers: { 'x-access-token': a.token },
        payload: { post_id: draft.id, is_like: 1 },
      }),
      await t.app.inject({
        method: 'POST',
        url: community.postCollect.path,
        headers: { 'x-access-token': a.token },
        payload: { post_id: draft.id, is_collect: 1 },
      }),
    ])
      expect(r.json().code).toBe(1404);
    const counts = await t.database.db.execute<{ n: number }>(
      sql`select (select count(*) from post_like where post_id = ${draft.id}) + (select count(*) from post_collect where post_id = ${draft.id}) as n`,
    );
    expect(Number(counts.rows[0]!.n)).toBe(0);
  });
});

describe('shares', () => {
  it('counts one share per user, and none from visitors, so nobody pushes a post up the feed', async () => {
    const { id } = await f.newPost(await author());
    const hot = async () =>
      (
        await t.database.db.execute<{ share_count: number; hot_score: number }>(
          sql`select share_count, hot_score from post where id = ${id}`,
        )
      ).rows[0]!;
    const before = await hot();
    const visitors = await Promise.all(
      Array.from({ length: 100 }, () =>
        ok(t, community.increaseShareCount, { token: visitor, body: { id } }),
      ),
    );
    expect(visitors.every((v) => v.share_count === 0)).toBe(true);
    expect(await hot()).toEqual(before);

    const fan = await f.newUser();
    const five = await Promise.all(
      Array.from({ length: 5 }, () =>
        ok(t, community.increaseShareCount, { token: fan.token, body: { id } }),
      ),
    );
    expect(five.map((r) => r.share_count)).toEqual([1, 1, 1, 1, 1]);
    const other = await f.newUser();
    expect(
      (await ok(t, community.increaseShareCount, { token: other.token, body: { id } })).share_count,
    ).toBe(2);
    const after = await hot();
    expect(after.share_count).toBe(2);
    // The counted shares feed the hot score.
    const [score] = (
      await t.database.db.execute<{ with_shares: number; without: number }>(
        sql`select post_hot(published_at, like_count, comment_count, collect_count, 2) as with_shares,
                   post_hot(published_at, like_count, comment_count, collect_count, 0) as without
              from post where id = ${id}`,
      )
    ).rows;
    expect(after.hot_score).toBeCloseTo(score!.with_shares, 6);
    expect(score!.with_shares).toBeGreaterThan(score!.without);
  });
});

describe('a topic’s active users', () => {
  it('leaves out the users the viewer blocked', async () => {
    const name = `街舞日常${Date.now() % 100000}`;
    const [a, b, viewer] = [await author(), await author(), await author()];
    await f.newPost(a, { topics: [name] });
    await f.newPost(b, { topics: [name] });
    const topicId = (
      await ok(t, community.topicList, { token: visitor, query: { keyword: name, sort: 'new' } })
    ).list[0]!.id;
    const active = async (token: string) =>
      (await ok(t, community.topicDetail, { token, query: { id: topicId } })).active_users
        .map((u) => u.id)
        .sort();
    expect(await active(visitor)).toEqual([a.id, b.id].sort());
    await ok(t, community.hideUser, { token: viewer.token, body: { user_id: b.id, is_hide: 1 } });
    expect(await active(viewer.token)).toEqual([a.id]);
    expect(await active(visitor)).toEqual([a.id, b.id].sort());
  });
});
