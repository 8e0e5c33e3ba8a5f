import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { countRows, sqlCount, testFile } from '../../../test/helpers.ts';
import { TopicsRepo } from './topics.repo.ts';

const { t, kit: k, by, visitor } = await testFile();

interface Group {
  id: number;
  name: string;
  member_count: number;
  post_count: number;
  join_mode: string;
  my_status: string;
  owner: { id: number };
  join_question?: string;
  pending_count?: number;
}
interface Page<T = Group> {
  list: T[];
  next_cursor: string | null;
}

describe('circles', () => {
  it('creates an open circle; joining is immediate; members list owner first; leaving; the owner cannot leave', async () => {
    const owner = await k.newDancer();
    const a = await k.newDancer();
    const id = await k.newCircle(owner, { name: '北京Popping圈' });
    let d = await by.ok<Group>('GET', '/api/forum/group/detail', { token: owner.token, query: { id } });
    expect(d).toMatchObject({
      name: '北京Popping圈',
      member_count: 1,
      my_status: 'owner',
      join_mode: 'open',
    });
    expect(
      await by.ok('POST', '/api/forum/group/apply-join-group', { token: a.token, body: { id } }),
    ).toEqual({ status: 'member' });
    expect(
      await by.ok('POST', '/api/forum/group/apply-join-group', { token: a.token, body: { id } }),
    ).toEqual({ status: 'member' });
    d = await by.ok<Group>('GET', '/api/forum/group/detail', { token: a.token, query: { id } });
    expect(d).toMatchObject({ member_count: 2, my_status: 'member', pending_count: 0 });
    const members = await by.ok<Page<{ id: number; role: string }>>(
      'GET',
      '/api/forum/group/group-user-list',
      { token: visitor, query: { id, limit: 1 } },
    );
    expect(members.list).toEqual([expect.objectContaining({ id: owner.id, role: 'owner' })]);
    const more = await by.ok<Page<{ id: number; role: string }>>('GET', '/api/forum/group/group-user-list', {
      token: visitor,
      query: { id, limit: 1, cursor: members.next_cursor! },
    });
    expect(more.list).toEqual([expect.objectContaining({ id: a.id, role: 'member' })]);
    const mine = await by.ok<Page>('GET', '/api/forum/group/list', {
      token: a.token,
      query: { scope: 'mine' },
    });
    expect(mine.list.map((g) => g.id)).toEqual([id]);
    await by.ok('POST', '/api/forum/group/leave-group', { token: a.token, body: { id } });
    expect(
      (await by.body('POST', '/api/forum/group/leave-group', { token: a.token, body: { id } })).code,
    ).toBe(1409);
    expect(
      (await by.body('POST', '/api/forum/group/leave-group', { token: owner.token, body: { id } })).code,
    ).toBe(3008);
    expect(await sqlCount(t, sql`select member_count as n from forum_group where id = ${id}`)).toBe(1);
  });

  it('approval circles: the owner approves or denies with a reason; strangers cannot', async () => {
    const owner = await k.newDancer();
    const a = await k.newDancer();
    const b = await k.newDancer();
    const id = await k.newCircle(owner, { join_mode: 'approval', join_question: '你跳什么舞种？' });
    expect(
      (await by.body('POST', '/api/forum/group/apply-join-group', { token: a.token, body: { id } })).code,
    ).toBe(1400);
    expect(
      await by.ok('POST', '/api/forum/group/apply-join-group', {
        token: a.token,
        body: { id, answer: 'Locking' },
      }),
    ).toEqual({ status: 'pending' });
    expect(
      await by.ok('POST', '/api/forum/group/apply-join-group', {
        token: b.token,
        body: { id, answer: 'House' },
      }),
    ).toEqual({ status: 'pending' });
    expect(
      (await by.ok<Group>('GET', '/api/forum/group/detail', { token: a.token, query: { id } })).my_status,
    ).toBe('pending');
    expect(
      (await by.ok<Group>('GET', '/api/forum/group/detail', { token: owner.token, query: { id } }))
        .pending_count,
    ).toBe(2);
    expect(
      (await by.body('GET', '/api/forum/group/apply-list', { token: a.token, query: { id } })).code,
    ).toBe(1405);
    const queue = await by.ok<Page<{ id: number; user: { id: number }; answer: string }>>(
      'GET',
      '/api/forum/group/apply-list',
      { token: owner.token, query: { id } },
    );
    expect(queue.list.map((x) => [x.user.id, x.answer])).toEqual([
      [a.id, 'Locking'],
      [b.id, 'House'],
    ]);
    const [qa, qb] = queue.list;
    expect(
      (
        await by.body('POST', '/api/forum/group/review-apply', {
          token: a.token,
          body: { apply_id: qa!.id, approve: 1 },
        })
      ).code,
    ).toBe(1405);
    expect(
      await by.ok('POST', '/api/forum/group/review-apply', {
        token: owner.token,
        body: { apply_id: qa!.id, approve: 1 },
      }),
    ).toEqual({ status: 'approved' });
    expect(
      await by.ok('POST', '/api/forum/group/review-apply', {
        token: owner.token,
        body: { apply_id: qb!.id, approve: 0, reason: '只收Locking' },
      }),
    ).toEqual({
      status: 'denied',
    });
    expect(
      (
        await by.body('POST', '/api/forum/group/review-apply', {
          token: owner.token,
          body: { apply_id: qb!.id, approve: 1 },
        })
      ).code,
    ).toBe(1409);
    expect(
      (
        await by.body('POST', '/api/forum/group/review-apply', {
          token: owner.token,
          body: { apply_id: 9e12, approve: 1 },
        })
      ).code,
    ).toBe(1404);
    expect(
      (await by.ok<Group>('GET', '/api/forum/group/detail', { token: a.token, query: { id } })).my_status,
    ).toBe('member');
    expect(
      (await by.ok<Group>('GET', '/api/forum/group/detail', { token: b.token, query: { id } })).my_status,
    ).toBe('none');
    expect(
      await sqlCount(
        t,
        sql`select count(*)::int as n from group_apply where id = ${qb!.id} and reason = '只收Locking' and status = 2`,
      ),
    ).toBe(1);
  });

  it('counts 30 members joining at once exactly', async () => {
    const owner = await k.newDancer();
    const id = await k.newCircle(owner);
    const users = await Promise.all(Array.from({ length: 30 }, () => k.newDancer()));
    await Promise.all(
      users.map((u) =>
        by.body('POST', '/api/forum/group/apply-join-group', { token: u.token, body: { id } }),
      ),
    );
    expect(await sqlCount(t, sql`select member_count as n from forum_group where id = ${id}`)).toBe(31);
    expect(await countRows(t, 'group_member', `group_id = ${id}`)).toBe(31);
  });

  it('destroying keeps the posts, out of the circle; only the owner may', async () => {
    const owner = await k.newDancer();
    const a = await k.newDancer();
    const id = await k.newCircle(owner);
    await by.ok('POST', '/api/forum/group/apply-join-group', { token: a.token, body: { id } });
    const { id: postId } = await k.newPost(a, { group_id: id });
    expect(
      (
        await by.ok<Page<{ id: number }>>('GET', '/api/forum/post/list', {
          token: visitor,
          query: { group_id: id },
        })
      ).list.map((p) => p.id),
    ).toEqual([postId]);
    expect(
      (await by.body('POST', '/api/forum/group/destroy-group', { token: a.token, body: { id } })).code,
    ).toBe(1405);
    await by.ok('POST', '/api/forum/group/destroy-group', { token: owner.token, body: { id } });
    expect((await by.body('GET', '/api/forum/group/detail', { token: visitor, query: { id } })).code).toBe(
      1404,
    );
    const p = await by.ok<{ group: unknown; status: string }>('GET', '/api/forum/post/detail', {
      token: visitor,
      query: { id: postId },
    });
    expect(p).toMatchObject({ group: null, status: 'published' });
    expect(await countRows(t, 'group_member', `group_id = ${id}`)).toBe(0);
    expect(
      (await by.body('POST', '/api/forum/group/apply-join-group', { token: a.token, body: { id } })).code,
    ).toBe(1404);
  });

  it('edits one’s own circle only; names are unique; avatars must be one’s uploads; needs verification', async () => {
    const owner = await k.newDancer();
    const other = await k.newDancer();
    const id = await k.newCircle(owner, { name: '唯一的圈' });
    const avatar = await k.newImage(owner);
    await by.ok('POST', '/api/forum/group/edit-group', {
      token: owner.token,
      body: { id, name: '改名的圈', avatar, intro: '新简介' },
    });
    expect(
      (await by.ok<Group>('GET', '/api/forum/group/detail', { token: visitor, query: { id } })).name,
    ).toBe('改名的圈');
    expect(
      (
        await by.body('POST', '/api/forum/group/edit-group', {
          token: other.token,
          body: { id, name: '抢走', avatar: await k.newImage(other) },
        })
      ).code,
    ).toBe(1405);
    expect(
      (
        await by.body('POST', '/api/forum/group/edit-group', {
          token: other.token,
          body: { name: '改名的圈', avatar: await k.newImage(other) },
        })
      ).code,
    ).toBe(3007);
    expect(
      (
        await by.body('POST', '/api/forum/group/edit-group', {
          token: other.token,
          body: { name: '别人的图', avatar },
        })
      ).code,
    ).toBe(1400);
    const unverified = await k.newDancer({ verified: false });
    expect(
      (
        await by.body('POST', '/api/forum/group/edit-group', {
          token: unverified.token,
          body: { name: '没实名', avatar: await k.newImage(unverified) },
        })
      ).code,
    ).toBe(3000);
    for (const body of [
      { name: 'x', avatar },
      { name: '好'.repeat(21), avatar },
      { name: '正常名', avatar, join_mode: 'closed' },
      { name: '正常名' },
    ]) {
      expect((await by.body('POST', '/api/forum/group/edit-group', { token: owner.token, body })).code).toBe(
        1400,
      );
    }
    expect(
      (
        await by.body('POST', '/api/forum/group/edit-group', {
          token: visitor,
          body: { name: '游客', avatar },
        })
      ).code,
    ).toBe(1403);
    expect(await countRows(t, 'forum_group', `owner_id = ${other.id}`)).toBe(0);
  });

  it('lists circles by members with a cursor, and filters by keyword', async () => {
    const owner = await k.newDancer();
    const id = await k.newCircle(owner, { name: '上海Krump联盟' });
    const page = await by.ok<Page>('GET', '/api/forum/group/list', {
      token: visitor,
      query: { keyword: 'krump' },
    });
    expect(page.list.map((g) => g.id)).toContain(id);
    const all: number[] = [];
    let cursor: string | undefined;
    do {
      const p: Page = await by.ok<Page>('GET', '/api/forum/group/list', {
        token: visitor,
        query: { limit: 3, cursor },
      });
      all.push(...p.list.map((g) => g.id));
      cursor = p.next_cursor ?? undefined;
    } while (cursor);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toContain(id);
    expect(
      (await by.body('GET', '/api/forum/group/list', { token: visitor, query: { scope: 'mine' } })).code,
    ).toBe(1403);
  });
});

describe('topics and tags', () => {
  it('lists topics new and hot; the hot job ranks by recent activity', async () => {
    const u = await k.newDancer();
    const fan = await k.newDancer();
    const quiet = await k.newPost(u, { topics: ['冷门话题'] });
    const loud = await k.newPost(u, { topics: ['热门话题'] });
    await k.newPost(u, { topics: ['热门话题'] });
    await by.ok('POST', '/api/forum/interaction/post-like', {
      token: fan.token,
      body: { post_id: loud.id, is_like: 1 },
    });
    void quiet;
    await new TopicsRepo().recomputeHot(t.platform.db);
    const hot = await by.ok<
      Page<{ id: number; name: string; hot_score: number; hot_rank: number | null; post_count: number }>
    >('GET', '/api/forum/topic/list', { token: visitor, query: { sort: 'hot', limit: 50 } });
    const names = hot.list.map((x) => x.name);
    expect(names.indexOf('热门话题')).toBeLessThan(names.indexOf('冷门话题'));
    const loudTopic = hot.list.find((x) => x.name === '热门话题')!;
    expect(loudTopic).toMatchObject({ hot_score: 21, post_count: 2 });
    expect(loudTopic.hot_rank).toBeGreaterThan(0);
    const fresh = await by.ok<Page<{ name: string }>>('GET', '/api/forum/topic/list', {
      token: visitor,
      query: { sort: 'new', limit: 2 },
    });
    expect(fresh.list.map((x) => x.name)).toEqual(['热门话题', '冷门话题']);
    const found = await by.ok<Page<{ name: string }>>('GET', '/api/forum/topic/list', {
      token: visitor,
      query: { keyword: '熱門' },
    });
    expect(found.list.map((x) => x.name)).toEqual(['热门话题']);
    const d = await by.ok<{ name: string; active_users: { id: number; post_count: number }[] }>(
      'GET',
      '/api/forum/topic/detail',
      {
        token: visitor,
        query: { id: loudTopic.id },
      },
    );
    expect(d.active_users).toEqual([expect.objectContaining({ id: u.id, post_count: 2 })]);
    expect(
      (await by.body('GET', '/api/forum/topic/detail', { token: visitor, query: { id: 9e12 } })).code,
    ).toBe(1404);
    expect(
      (await by.body('GET', '/api/forum/topic/list', { token: visitor, query: { sort: 'top' } })).code,
    ).toBe(1400);
  });

  it('lists and saves my interest tags', async () => {
    const u = await k.newDancer();
    const tags = await by.ok<{ list: { id: number; name: string; is_selected: boolean }[] }>(
      'GET',
      '/api/forum/topic/tags',
      { token: u.token },
    );
    expect(tags.list.length).toBeGreaterThanOrEqual(10);
    expect(tags.list.every((x) => !x.is_selected)).toBe(true);
    const pick = tags.list.slice(0, 2).map((x) => x.id);
    await by.ok('POST', '/api/forum/topic/edit-user-tag', { token: u.token, body: { tag_ids: pick } });
    const after = await by.ok<{ list: { id: number; is_selected: boolean }[] }>(
      'GET',
      '/api/forum/topic/tags',
      { token: u.token },
    );
    expect(after.list.filter((x) => x.is_selected).map((x) => x.id)).toEqual(pick);
    const en = await by.ok<{ list: { name: string }[] }>('GET', '/api/forum/topic/tags', {
      token: visitor,
      headers: { 'x-app-language': 'en' },
    });
    expect(en.list.map((x) => x.name)).toContain('Choreography');
    expect(
      (await by.body('POST', '/api/forum/topic/edit-user-tag', { token: u.token, body: { tag_ids: [9e12] } }))
        .code,
    ).toBe(1400);
    expect(
      (
        await by.body('POST', '/api/forum/topic/edit-user-tag', {
          token: u.token,
          body: { tag_ids: Array.from({ length: 11 }, (_, i) => i + 1) },
        })
      ).code,
    ).toBe(1400);
    expect(
      (await by.body('POST', '/api/forum/topic/edit-user-tag', { token: visitor, body: { tag_ids: [] } }))
        .code,
    ).toBe(1403);
    expect(await countRows(t, 'user_tag', `user_id = ${u.id}`)).toBe(2);
  });
});

describe('compilations', () => {
  it('creates a series, adds posts through create-post, lists and shows it in order', async () => {
    const u = await k.newDancer();
    const other = await k.newDancer();
    const { id } = await by.ok<{ id: number }>('POST', '/api/forum/compilation/edit-compilation', {
      token: u.token,
      body: { title: 'Popping 入门', intro: '十节课' },
    });
    const p1 = await k.newPost(u, { compilation_id: id, content: '第一课' });
    const p2 = await k.newPost(u, { compilation_id: id, content: '第二课' });
    expect(
      (
        await by.body('POST', '/api/forum/post/create-post', {
          token: other.token,
          body: { type: 'text', content: 'x', compilation_id: id },
        })
      ).code,
    ).toBe(1404);
    const list = await by.ok<Page<{ id: number; title: string; post_count: number }>>(
      'GET',
      '/api/forum/compilation/list',
      { token: visitor, query: { user_id: u.id } },
    );
    expect(list.list).toEqual([expect.objectContaining({ id, title: 'Popping 入门', post_count: 2 })]);
    const d = await by.ok<{ compilation: { id: number }; list: { id: number }[] }>(
      'GET',
      '/api/forum/compilation/detail',
      { token: visitor, query: { id } },
    );
    expect(d.list.map((p) => p.id)).toEqual([p1.id, p2.id]);
    const detail = await by.ok<{ compilation: { id: number; title: string } }>(
      'GET',
      '/api/forum/post/detail',
      { token: visitor, query: { id: p1.id } },
    );
    expect(detail.compilation).toEqual({ id, title: 'Popping 入门' });
    expect(
      (
        await by.body('POST', '/api/forum/compilation/edit-compilation', {
          token: other.token,
          body: { id, title: '抢' },
        })
      ).code,
    ).toBe(1404);
    expect((await by.body('GET', '/api/forum/compilation/list', { token: visitor })).code).toBe(1403);
    expect(
      (await by.body('GET', '/api/forum/compilation/detail', { token: visitor, query: { id: 9e12 } })).code,
    ).toBe(1404);
  });
});
