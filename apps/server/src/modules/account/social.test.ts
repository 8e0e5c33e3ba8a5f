import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/account.ts';
import { contentFactories } from '../content/test-factories.ts';
import { caller, countRows, newUser, testApp, visitorToken } from '../../../test/helpers.ts';
import { uploadAs } from '../content/test-factories.ts';

const t = await testApp();
beforeAll(async () => {
  // The report reasons 1 and 2 the tests name (the demo seed makes the real list).
  const reasons = contentFactories(t.database.db, t.services.uploads);
  for (const name of ['垃圾广告', '人身攻击']) await reasons.reportReason(name);
});

const api = caller(t);

interface Card {
  id: number;
  nickname: string;
  avatar: string;
  signature: string;
  fans_count: number;
}
interface Page {
  list: Card[];
  next_cursor: string | null;
}

/** A user whose nickname is set through the API, so its pinyin is indexed as in production. */
async function named(nickname: string) {
  const u = await newUser(t);
  const r = await api('POST', '/plugin/mobile/api/user/update-user-info', {
    token: u.token,
    body: { nickname },
  });
  expect(r.body.code).toBe(0);
  return u;
}

describe('GET /api/user/search', () => {
  it('finds a user by Chinese nickname, full pinyin, initials and id', async () => {
    const u = await named('街舞小王');
    const token = await visitorToken(t.app);
    for (const keyword of ['街舞小王', '小王', 'jiewu', 'JieWu', 'jie wu xiao', 'jwxw', String(u.id)]) {
      const r = await api<Page>('GET', '/api/user/search', { token, query: { keyword } });
      expect(r.body.code, keyword).toBe(0);
      expect(
        r.body.data.list.some((c) => c.id === u.id && c.nickname === '街舞小王'),
        keyword,
      ).toBe(true);
    }
    const none = await api<Page>('GET', '/api/user/search', {
      token,
      query: { keyword: `zz${randomBytes(4).toString('hex')}` },
    });
    expect(none.body.data).toEqual({ list: [], next_cursor: null });
  });

  it('pages with a cursor, giving every match exactly once', async () => {
    const tag = `pg${randomBytes(3).toString('hex')}`;
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) {
      const u = await named(`${tag}${i}`);
      ids.push(u.id);
      // Equal fan counts for some, so the id breaks ties.
      await t.database.db
        .update(users)
        .set({ fansCount: i % 3 })
        .where(eq(users.id, u.id));
    }
    const token = await visitorToken(t.app);
    const seen: Card[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 20; page++) {
      const r = await api<Page>('GET', '/api/user/search', {
        token,
        query: { keyword: tag, limit: 2, cursor },
      });
      expect(r.body.code).toBe(0);
      expect(r.body.data.list.length).toBeLessThanOrEqual(2);
      seen.push(...r.body.data.list);
      if (!r.body.data.next_cursor) break;
      cursor = r.body.data.next_cursor;
    }
    expect(seen.map((c) => c.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    // Most fans first.
    const fans = seen.map((c) => c.fans_count);
    expect(fans).toEqual([...fans].sort((a, b) => b - a));
  });

  it('does not find banned or closed users', async () => {
    const tag = `bn${randomBytes(3).toString('hex')}`;
    const active = await named(`${tag}a`);
    const banned = await named(`${tag}b`);
    const closed = await named(`${tag}c`);
    await t.database.db.update(users).set({ status: 1 }).where(eq(users.id, banned.id));
    await t.database.db.update(users).set({ status: 2 }).where(eq(users.id, closed.id));
    const token = await visitorToken(t.app);
    const r = await api<Page>('GET', '/api/user/search', { token, query: { keyword: tag } });
    expect(r.body.data.list.map((c) => c.id)).toEqual([active.id]);
    const byId = await api<Page>('GET', '/api/user/search', { token, query: { keyword: String(banned.id) } });
    expect(byId.body.data.list.some((c) => c.id === banned.id)).toBe(false);
  });

  it('treats LIKE wildcards as plain characters', async () => {
    const token = await visitorToken(t.app);
    await named('百分百');
    const r = await api<Page>('GET', '/api/user/search', { token, query: { keyword: '%' } });
    expect(r.body.code).toBe(0);
    expect(r.body.data.list).toEqual([]);
    const u = await api<Page>('GET', '/api/user/search', { token, query: { keyword: '_' } });
    expect(u.body.data.list).toEqual([]);
  });

  it('refuses bad input naming the field', async () => {
    const token = await visitorToken(t.app);
    const cases: [Record<string, string | number>, string][] = [
      [{}, 'keyword'],
      [{ keyword: '   ' }, 'keyword'],
      [{ keyword: 'k'.repeat(41) }, 'keyword'],
      [{ keyword: 'a', limit: 0 }, 'limit'],
      [{ keyword: 'a', limit: 51 }, 'limit'],
      [{ keyword: 'a', limit: -5 }, 'limit'],
      [{ keyword: 'a', cursor: 'nope' }, 'cursor'],
      [{ keyword: 'a', cursor: `${'9'.repeat(20)}_1` }, 'cursor'],
      [{ keyword: 'a', cursor: '1_2_3' }, 'cursor'],
      [{ keyword: 'a', cursor: 'c'.repeat(201) }, 'cursor'],
    ];
    for (const [query, field] of cases) {
      const r = await api('GET', '/api/user/search', { token, query });
      expect(r.status, JSON.stringify(query)).toBe(400);
      expect(r.body.code).toBe(1400);
      expect(r.body.msg).toContain(field);
    }
  });

  it('needs at least a visitor token', async () => {
    const r = await api('GET', '/api/user/search', { query: { keyword: 'a' } });
    expect(r.body.code).toBe(1401);
  });
});

describe('GET /api/search/search', () => {
  it('includes a user section for type=all', async () => {
    const u = await named('搜索小明');
    const token = await visitorToken(t.app);
    const r = await api<{ keyword: string; sections: { type: string; title: string; list: Card[] }[] }>(
      'GET',
      '/api/search/search',
      {
        token,
        query: { keyword: 'sousuo', type: 'all' },
        headers: { 'x-app-language': 'en' },
      },
    );
    expect(r.body.code).toBe(0);
    const section = r.body.data.sections.find((s) => s.type === 'user');
    expect(section?.title).toBe('Users');
    expect(section?.list.some((c) => c.id === u.id)).toBe(true);
    const only = await api<{ sections: { type: string }[] }>('GET', '/api/search/search', {
      token,
      query: { keyword: 'sousuo', type: 'user' },
    });
    expect(only.body.data.sections.map((s) => s.type)).toEqual(['user']);
  });

  it('refuses an unknown type', async () => {
    const token = await visitorToken(t.app);
    const r = await api('GET', '/api/search/search', { token, query: { keyword: 'a', type: 'unknown' } });
    expect(r.body.code).toBe(1400);
    expect(r.body.msg).toContain('type');
  });
});

interface Forum {
  id: number;
  nickname: string;
  is_self: boolean;
  is_real_name_authentication: number;
  fans_count: number;
}

describe('GET /api/user/forum-user-info', () => {
  it("answers mine without user_id and another's with it", async () => {
    const me = await newUser(t);
    const other = await newUser(t, { verified: true });
    await t.database.db.update(users).set({ fansCount: 12 }).where(eq(users.id, other.id));
    const mine = await api<Forum>('GET', '/api/user/forum-user-info', { token: me.token });
    expect(mine.body.data).toMatchObject({ id: me.id, is_self: true, is_real_name_authentication: 0 });
    const theirs = await api<Forum>('GET', '/api/user/forum-user-info', {
      token: me.token,
      query: { user_id: other.id },
    });
    expect(theirs.body.data).toMatchObject({
      id: other.id,
      is_self: false,
      is_real_name_authentication: 1,
      fans_count: 12,
    });
    // Public profile: no mobile, no ID, no balance.
    const text = JSON.stringify(theirs.body.data);
    expect(text).not.toContain(other.mobile);
    expect(Object.keys(theirs.body.data)).not.toContain('balance');
    expect(Object.keys(theirs.body.data)).not.toContain('mobile');
  });

  it('answers a visitor with user_id, and 1403 without', async () => {
    const other = await newUser(t);
    const token = await visitorToken(t.app);
    const r = await api<Forum>('GET', '/api/user/forum-user-info', { token, query: { user_id: other.id } });
    expect(r.body.data).toMatchObject({ id: other.id, is_self: false });
    const none = await api('GET', '/api/user/forum-user-info', { token });
    expect(none.body.code).toBe(1403);
  });

  it('answers 1404 for an unknown or closed user, 1400 for a bad id', async () => {
    const me = await newUser(t);
    const closed = await newUser(t);
    await t.database.db.update(users).set({ status: 2 }).where(eq(users.id, closed.id));
    expect(
      (await api('GET', '/api/user/forum-user-info', { token: me.token, query: { user_id: 9_000_000_000 } }))
        .body.code,
    ).toBe(1404);
    expect(
      (await api('GET', '/api/user/forum-user-info', { token: me.token, query: { user_id: closed.id } })).body
        .code,
    ).toBe(1404);
    for (const user_id of ['-1', '0', 'abc', '1.5', '9'.repeat(30)]) {
      const r = await api('GET', '/api/user/forum-user-info', { token: me.token, query: { user_id } });
      expect(r.body.code, user_id).toBe(1400);
      expect(r.body.msg).toContain('user_id');
    }
  });
});

describe('GET /api/user/personal-qr-code', () => {
  it('answers a PNG data URL of the link to my space', async () => {
    const u = await newUser(t);
    const r = await api<{ url: string; image: string }>('GET', '/api/user/personal-qr-code', {
      token: u.token,
    });
    expect(r.body.code).toBe(0);
    expect(r.body.data.url.endsWith(`/#/pages/my-space?user_id=${u.id}`)).toBe(true);
    const m = /^data:image\/png;base64,(.+)$/.exec(r.body.data.image);
    expect(m).not.toBeNull();
    const png = Buffer.from(m![1]!, 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.length).toBeGreaterThan(200);
  });

  it("answers another user's code with user_id, 1404 for an unknown one, 1403 for a visitor", async () => {
    const u = await newUser(t);
    const other = await newUser(t);
    const r = await api<{ url: string }>('GET', '/api/user/personal-qr-code', {
      token: u.token,
      query: { user_id: other.id },
    });
    expect(r.body.data.url.endsWith(`user_id=${other.id}`)).toBe(true);
    expect(
      (await api('GET', '/api/user/personal-qr-code', { token: u.token, query: { user_id: 9_000_000_000 } }))
        .body.code,
    ).toBe(1404);
    expect(
      (await api('GET', '/api/user/personal-qr-code', { token: u.token, query: { user_id: -3 } })).body.code,
    ).toBe(1400);
    const token = await visitorToken(t.app);
    expect((await api('GET', '/api/user/personal-qr-code', { token })).body.code).toBe(1403);
  });
});

describe('GET /api/user/mch-info', () => {
  it('answers my merchant standing', async () => {
    const u = await newUser(t);
    const r = await api('GET', '/api/user/mch-info', { token: u.token });
    expect(r.body).toMatchObject({ code: 0, data: { merchant_review_status: 0, mch: null } });
    await t.database.db.update(users).set({ merchantReviewStatus: 1 }).where(eq(users.id, u.id));
    const pending = await api('GET', '/api/user/mch-info', { token: u.token });
    expect(pending.body.data).toMatchObject({ merchant_review_status: 1 });
    const token = await visitorToken(t.app);
    expect((await api('GET', '/api/user/mch-info', { token })).body.code).toBe(1403);
  });
});

describe('POST /plugin/mobile/api/user/report-user', () => {
  const REPORT = '/plugin/mobile/api/user/report-user';

  it('reports another user', async () => {
    const me = await newUser(t);
    const other = await newUser(t);
    const image = await uploadAs(t.services.uploads, me.id, 'image');
    const r = await api<{ id: number }>('POST', REPORT, {
      token: me.token,
      body: { user_id: other.id, reason_id: 2, content: '  骚扰  ', images: [image] },
    });
    expect(r.body.code).toBe(0);
    const rows = await t.database.pool.query(
      'select reporter_id, user_id, reason_id, content, images from user_report where id = $1',
      [r.body.data.id],
    );
    expect(rows.rows[0]).toEqual({
      reporter_id: me.id,
      user_id: other.id,
      reason_id: 2,
      content: '骚扰',
      images: [image],
    });
  });

  it('refuses reporting yourself, unknown users and bad input; nothing is stored', async () => {
    const me = await newUser(t);
    const other = await newUser(t);
    const before = await countRows(t, 'user_report', `reporter_id = ${me.id}`);
    const self = await api('POST', REPORT, { token: me.token, body: { user_id: me.id, reason_id: 1 } });
    expect(self.body.code).toBe(1400);
    expect(self.body.msg).toContain('user_id');
    const unknown = await api('POST', REPORT, {
      token: me.token,
      body: { user_id: 9_000_000_000, reason_id: 1 },
    });
    expect(unknown.body.code).toBe(1404);
    const cases: [Record<string, unknown>, string][] = [
      [{ reason_id: 1 }, 'user_id'],
      [{ user_id: other.id }, 'reason_id'],
      [{ user_id: other.id, reason_id: -1 }, 'reason_id'],
      [{ user_id: other.id, reason_id: 2 ** 40 }, 'reason_id'],
      [{ user_id: other.id, reason_id: 1, content: 'c'.repeat(501) }, 'content'],
      [{ user_id: other.id, reason_id: 1, images: Array(10).fill('/uploads/x.jpg') }, 'images'],
      [{ user_id: other.id, reason_id: 1, images: ['https://evil.example/x.jpg'] }, 'images'],
      [{ user_id: 'x', reason_id: 1 }, 'user_id'],
    ];
    for (const [body, field] of cases) {
      const r = await api('POST', REPORT, { token: me.token, body });
      expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(r.body.code).toBe(1400);
      expect(r.body.msg).toContain(field);
    }
    expect(await countRows(t, 'user_report', `reporter_id = ${me.id}`)).toBe(before);
    const token = await visitorToken(t.app);
    expect((await api('POST', REPORT, { token, body: { user_id: other.id, reason_id: 1 } })).body.code).toBe(
      1403,
    );
  });
});

describe('Chinese user search', () => {
  it('finds simplified nicknames by a traditional query, through the token index', async () => {
    const u = await newUser(t, { nickname: `舞团龙${Date.now() % 1000}` });
    const token = await visitorToken(t.app);
    const r = await api<Page>('GET', '/api/user/search', { token, query: { keyword: '舞團' } });
    expect(r.body.data.list.map((c) => c.id)).toContain(u.id);
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const r2 = await tx.execute<{ 'QUERY PLAN': string }>(
        sql`explain select id from users where search_tokens @> array['舞团']::text[]`,
      );
      return r2.rows.map((x) => x['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('users_search_tokens_gin');
  });
});
