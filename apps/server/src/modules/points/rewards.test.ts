import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { community, mall, points } from '@dance/contracts';
import { countRows, testFile, userRow } from '../../../test/helpers.ts';
import { api, ok, refused } from '../../../test/kit.ts';
import { FixedClock, systemClock } from './clock.ts';
import { DEFAULT_RULES } from './rewards.ts';

const { t, kit: k, visitor } = await testFile();
const s = t.services.integral;

/** The user's ledger rows of one reward (`share`: rows of either share space). */
function rows(userId: number, rule: 'first_post' | 'comment' | 'share'): Promise<number> {
  return rule === 'share'
    ? countRows(t, 'integral_log', `user_id = ${userId} and source_type in ('post_share', 'goods_share')`)
    : countRows(t, 'integral_log', `user_id = ${userId} and source_type = 'reward' and kind = '${rule}'`);
}

/** Today's progress of one rule as the points page shows it. */
async function progress(token: string, key: string) {
  const r = await ok(t, points.rewardRules, { token });
  return r.rules.find((x) => x.key === key)!;
}

async function at<T>(clock: FixedClock, fn: () => Promise<T>): Promise<T> {
  s.clock.current = clock;
  try {
    return await fn();
  } finally {
    s.clock.current = systemClock;
  }
}

describe('first post of the day', () => {
  it('posting twice in a day pays once; the next day pays again', async () => {
    const u = await k.newDancer();
    const first = await k.newPost(u);
    await k.newPost(u);
    expect(await rows(u.id, 'first_post')).toBe(1);
    expect(
      await countRows(
        t,
        'integral_log',
        `user_id = ${u.id} and source_id = ${first.id} and change = ${DEFAULT_RULES.first_post.points}`,
      ),
    ).toBe(1);
    expect((await userRow(t, u.id)).integral).toBe(DEFAULT_RULES.first_post.points);
    expect(await progress(u.token, 'first_post')).toMatchObject({ today_times: 1, today_points: 10 });

    const tomorrow = new FixedClock(new Date(Date.now() + 86_400_000));
    await at(tomorrow, () => k.newPost(u));
    expect(await rows(u.id, 'first_post')).toBe(2);
  });

  it('a draft pays nothing until it is published; an edit of a published post never pays again', async () => {
    const u = await k.newDancer();
    const draft = await ok(t, community.createPost, {
      token: u.token,
      body: { type: 'text', content: '草稿', is_draft: 1 },
    });
    expect(await rows(u.id, 'first_post')).toBe(0);
    await ok(t, community.createPost, {
      token: u.token,
      body: { id: draft.id, type: 'text', content: '发布了' },
    });
    expect(await rows(u.id, 'first_post')).toBe(1);
    const tomorrow = new FixedClock(new Date(Date.now() + 86_400_000));
    await at(tomorrow, () =>
      ok(t, community.createPost, { token: u.token, body: { id: draft.id, type: 'text', content: '改过' } }),
    );
    expect(await rows(u.id, 'first_post')).toBe(1);
  });

  it('a held post pays only when approved; a refused or deleted one pays nothing', async () => {
    const w = await k.newWord('review');
    const op = await k.newDancer({ roles: ['operator'] });
    const u = await k.newDancer();
    const held = await k.newPost(u, { content: `来看 ${w}` });
    expect(held.status).toBe('review');
    expect(await rows(u.id, 'first_post')).toBe(0);
    await ok(t, community.reviewContent, {
      token: op.token,
      body: { target_type: 'post', id: held.id, approve: 1 },
    });
    expect(await rows(u.id, 'first_post')).toBe(1);
    expect(
      await countRows(
        t,
        'integral_log',
        `user_id = ${u.id} and source_id = ${held.id} and kind = 'first_post'`,
      ),
    ).toBe(1);

    const v = await k.newDancer();
    const refusedPost = await k.newPost(v, { content: `又来 ${w}` });
    const deleted = await k.newPost(v, { content: `再来 ${w}` });
    await ok(t, community.reviewContent, {
      token: op.token,
      body: { target_type: 'post', id: refusedPost.id, approve: 0 },
    });
    await ok(t, community.deletePost, { token: v.token, body: { id: deleted.id } });
    expect(await rows(v.id, 'first_post')).toBe(0);
    expect((await userRow(t, v.id)).integral).toBe(0);
  });

  it('a failed post creation pays nothing', async () => {
    const blocked = await k.newWord('block');
    const u = await k.newDancer();
    await refused(t, 3001, community.createPost, {
      token: u.token,
      body: { type: 'text', content: `广告 ${blocked}` },
    });
    expect(await rows(u.id, 'first_post')).toBe(0);

    // A publication that fails after its reward was counted rolls the reward back with it.
    const v = await k.newDancer();
    await expect(
      t.database.db.transaction(async (tx) => {
        expect(await s.rewards.firstPost(tx, v.id, 987_654_321)).toBe(10);
        throw new Error('publication failed');
      }),
    ).rejects.toThrow('publication failed');
    expect(await rows(v.id, 'first_post')).toBe(0);
    expect((await userRow(t, v.id)).integral).toBe(0);
    expect(await progress(v.token, 'first_post')).toMatchObject({ today_times: 0 });
    await k.newPost(v);
    expect(await rows(v.id, 'first_post')).toBe(1);
  });
});

describe('comments', () => {
  it("each published comment pays until the day's cap; comments on one's own post pay nothing", async () => {
    const author = await k.newDancer();
    const fan = await k.newDancer();
    const { id } = await k.newPost(author);
    const cap = DEFAULT_RULES.comment.dailyCap;
    for (let i = 0; i < cap + 2; i++)
      await ok(t, community.comment, { token: fan.token, body: { post_id: id, content: `好看 ${i}` } });
    expect(await rows(fan.id, 'comment')).toBe(cap);
    expect((await userRow(t, fan.id)).integral).toBe(cap * DEFAULT_RULES.comment.points);
    expect(await progress(fan.token, 'comment')).toMatchObject({ today_times: cap, daily_cap: cap });

    const before = (await userRow(t, author.id)).integral;
    const c = await ok(t, community.comment, { token: author.token, body: { post_id: id, content: '谢谢' } });
    await ok(t, community.comment, {
      token: author.token,
      body: { post_id: id, content: '回复自己帖子下的评论', parent_id: c.id },
    });
    expect(await rows(author.id, 'comment')).toBe(0);
    expect((await userRow(t, author.id)).integral).toBe(before);
  });

  it('a held comment pays when approved, not before; a refused one never', async () => {
    const w = await k.newWord('review');
    const op = await k.newDancer({ roles: ['operator'] });
    const author = await k.newDancer();
    const fan = await k.newDancer();
    const { id } = await k.newPost(author);
    const held = await ok(t, community.comment, {
      token: fan.token,
      body: { post_id: id, content: `加我 ${w}` },
    });
    const no = await ok(t, community.comment, {
      token: fan.token,
      body: { post_id: id, content: `再加 ${w}` },
    });
    expect(held.status).toBe('review');
    expect(await rows(fan.id, 'comment')).toBe(0);
    await ok(t, community.reviewContent, {
      token: op.token,
      body: { target_type: 'comment', id: held.id, approve: 1 },
    });
    await ok(t, community.reviewContent, {
      token: op.token,
      body: { target_type: 'comment', id: no.id, approve: 0 },
    });
    expect(await rows(fan.id, 'comment')).toBe(1);
    expect(
      await countRows(
        t,
        'integral_log',
        `user_id = ${fan.id} and source_id = ${held.id} and kind = 'comment'`,
      ),
    ).toBe(1);
  });
});

describe('a removed post or comment gives its reward back (decision 227)', () => {
  const backs = (userId: number, rule: 'comment' | 'first_post') =>
    countRows(t, 'integral_log', `user_id = ${userId} and source_type = 'reward' and kind = '${rule}_back'`);

  it('deleting a rewarded comment takes its points back once; an unrewarded one takes nothing', async () => {
    const author = await k.newDancer();
    const fan = await k.newDancer();
    const { id } = await k.newPost(author);
    const cap = DEFAULT_RULES.comment.dailyCap;
    const made: number[] = [];
    for (let i = 0; i < cap + 1; i++)
      made.push(
        (await ok(t, community.comment, { token: fan.token, body: { post_id: id, content: `好看 ${i}` } }))
          .id,
      );
    const paid = cap * DEFAULT_RULES.comment.points;
    expect((await userRow(t, fan.id)).integral).toBe(paid);
    // Over the cap: never paid, so its deletion takes nothing.
    await ok(t, community.deleteComment, { token: fan.token, body: { id: made[cap]! } });
    expect(await backs(fan.id, 'comment')).toBe(0);
    expect((await userRow(t, fan.id)).integral).toBe(paid);
    // Deleted by the post's author: the reward goes back, once.
    await ok(t, community.deleteComment, { token: author.token, body: { id: made[0]! } });
    expect(await backs(fan.id, 'comment')).toBe(1);
    expect((await userRow(t, fan.id)).integral).toBe(paid - DEFAULT_RULES.comment.points);
    await refused(t, 1404, community.deleteComment, { token: fan.token, body: { id: made[0]! } });
    expect(await backs(fan.id, 'comment')).toBe(1);
  });

  it('a deletion raced 10 times takes back once; a spent reward takes what is left', async () => {
    const author = await k.newDancer();
    const fan = await k.newDancer();
    const { id } = await k.newPost(author);
    const c = await ok(t, community.comment, { token: fan.token, body: { post_id: id, content: '好看' } });
    const rs = await Promise.all(
      Array.from({ length: 10 }, () =>
        api(t, community.deleteComment, { token: fan.token, body: { id: c.id } }),
      ),
    );
    expect(rs.filter((r) => r.body.code === 0)).toHaveLength(1);
    expect(await backs(fan.id, 'comment')).toBe(1);
    expect((await userRow(t, fan.id)).integral).toBe(0);
    // The port itself, raced: one reversal.
    const c2 = await ok(t, community.comment, { token: fan.token, body: { post_id: id, content: '好看2' } });
    await Promise.all(
      Array.from({ length: 10 }, () =>
        t.database.db.transaction((tx) => s.rewards.takeBack(tx, 'comment', c2.id)),
      ),
    );
    expect(await backs(fan.id, 'comment')).toBe(2);
    expect((await userRow(t, fan.id)).integral).toBe(0);
    // Spent down to 1 point: the take-back takes that 1 and notes the shortfall.
    const c3 = await ok(t, community.comment, { token: fan.token, body: { post_id: id, content: '好看3' } });
    await t.database.db.transaction((tx) =>
      t.services.points.debit(tx, fan.id, 1, { sourceType: 'test', sourceId: fan.id, kind: 'spend' }),
    );
    await ok(t, community.deleteComment, { token: fan.token, body: { id: c3.id } });
    expect((await userRow(t, fan.id)).integral).toBe(0);
    expect(
      await countRows(
        t,
        'integral_log',
        `source_id = ${c3.id} and kind = 'comment_back' and change = -1 and note = 'short by 1'`,
      ),
    ).toBe(1);
  });

  it("a deleted post takes back its first post reward; the day's next post does not pay it again", async () => {
    const u = await k.newDancer();
    const p = await k.newPost(u);
    expect((await userRow(t, u.id)).integral).toBe(DEFAULT_RULES.first_post.points);
    await ok(t, community.deletePost, { token: u.token, body: { id: p.id } });
    expect(await backs(u.id, 'first_post')).toBe(1);
    expect((await userRow(t, u.id)).integral).toBe(0);
    await k.newPost(u);
    expect((await userRow(t, u.id)).integral).toBe(0);
  });
});

describe('shares', () => {
  it('the same post shared twice pays once; a visitor and the author earn nothing', async () => {
    const author = await k.newDancer();
    const fan = await k.newDancer();
    const { id } = await k.newPost(author);
    await ok(t, community.increaseShareCount, { token: visitor, body: { id } });
    await ok(t, community.increaseShareCount, { token: fan.token, body: { id } });
    const again = await ok(t, community.increaseShareCount, { token: fan.token, body: { id } });
    expect(again.share_count).toBe(1);
    expect(await rows(fan.id, 'share')).toBe(1);
    expect(
      await countRows(
        t,
        'integral_log',
        `user_id = ${fan.id} and source_type = 'post_share' and source_id = ${id} and kind = 'u${fan.id}'`,
      ),
    ).toBe(1);
    expect((await userRow(t, fan.id)).integral).toBe(DEFAULT_RULES.share.points);
    await ok(t, community.increaseShareCount, { token: author.token, body: { id } });
    expect(await rows(author.id, 'share')).toBe(0);

    // Another user sharing the same post earns their own reward.
    const other = await k.newDancer();
    await ok(t, community.increaseShareCount, { token: other.token, body: { id } });
    expect(await rows(other.id, 'share')).toBe(1);
  });

  it('20 concurrent shares of one post by one user pay exactly once', async () => {
    const author = await k.newDancer();
    const fan = await k.newDancer();
    const { id } = await k.newPost(author);
    const r = await Promise.all(
      Array.from({ length: 20 }, () =>
        ok(t, community.increaseShareCount, { token: fan.token, body: { id } }),
      ),
    );
    expect(Math.max(...r.map((x) => x.share_count))).toBe(1);
    expect(await countRows(t, 'integral_log', `user_id = ${fan.id}`)).toBe(1);
    expect((await userRow(t, fan.id)).integral).toBe(DEFAULT_RULES.share.points);
    expect(await progress(fan.token, 'share')).toMatchObject({ today_times: 1 });
  });

  it('goods shares pay once per goods item, apart from posts with the same id, under the same cap', async () => {
    const shop = await k.newShop();
    const g = await k.newGoods(shop.id);
    const u = await k.newDancer();
    await ok(t, mall.increaseShareCount, { token: visitor, body: { id: g.id } });
    await ok(t, mall.increaseShareCount, { token: u.token, body: { id: g.id } });
    const second = await ok(t, mall.increaseShareCount, { token: u.token, body: { id: g.id } });
    expect(second.share_count).toBe(3);
    expect(
      await countRows(
        t,
        'integral_log',
        `user_id = ${u.id} and source_type = 'goods_share' and source_id = ${g.id}`,
      ),
    ).toBe(1);
    const r = await Promise.all(
      Array.from({ length: 20 }, () =>
        ok(t, mall.increaseShareCount, { token: u.token, body: { id: g.id } }),
      ),
    );
    expect(r).toHaveLength(20);
    expect(await rows(u.id, 'share')).toBe(1);

    // Post 5 and goods 5 are different objects: each pays once, for each user.
    const v = await k.newDancer();
    const db = t.database.db;
    expect(await db.transaction((tx) => s.rewards.share(tx, v.id, { type: 'post', id: 5 }))).toBe(3);
    expect(await db.transaction((tx) => s.rewards.share(tx, v.id, { type: 'goods', id: 5 }))).toBe(3);
    expect(await db.transaction((tx) => s.rewards.share(tx, v.id, { type: 'goods', id: 5 }))).toBe(0);
    expect(await db.transaction((tx) => s.rewards.share(tx, u.id, { type: 'goods', id: 5 }))).toBe(3);
    expect(await rows(v.id, 'share')).toBe(2);

    // The cap of the day counts post and goods shares together.
    const cap = DEFAULT_RULES.share.dailyCap;
    for (let i = 0; i < cap + 2; i++)
      await db.transaction((tx) => s.rewards.share(tx, v.id, { type: 'goods', id: 1000 + i }));
    expect(await rows(v.id, 'share')).toBe(cap);
    // A deleted goods item is not shared, and pays nothing.
    const gone = await k.newGoods(shop.id);
    await t.database.db.execute(sql`update goods set deleted_at = now() where id = ${gone.id}`);
    const w = await k.newDancer();
    await refused(t, 1404, mall.increaseShareCount, { token: w.token, body: { id: gone.id } });
    expect(await rows(w.id, 'share')).toBe(0);
  });
});
