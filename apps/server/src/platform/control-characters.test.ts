import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { call, testApp, visitorToken } from '../../test/helpers.ts';
import { factories } from '../../test/kit.ts';

/** A NUL (or another control character) in any text is refused naming the field, before anything runs. */

const t = await testApp();
const u = await factories(t).newVerifiedUser({ ageDays: 2 });
const visitor = await visitorToken(t.app);

const NUL = 'a\u0000b';
const cases: [string, 'GET' | 'POST', Record<string, unknown>, string][] = [
  ['/api/forum/post/comment', 'POST', { post_id: 1, content: NUL }, 'content'],
  ['/api/forum/post/create-post', 'POST', { type: 'text', title: NUL, content: 'x' }, 'title'],
  ['/api/forum/post/create-post', 'POST', { type: 'text', content: `<p>${NUL}</p>` }, 'content'],
  [
    '/api/forum/post/create-post',
    'POST',
    { type: 'text', content: 'x', is_draft: 1, topics: [NUL] },
    'topics.0',
  ],
  ['/api/forum/post/inform', 'POST', { post_id: 1, cat_id: 1, content: NUL }, 'content'],
  [
    '/api/forum/group/edit-group',
    'POST',
    { name: `圈子${NUL}`, avatar: '/uploads/image/a.png', intro: 'x' },
    'name',
  ],
  [
    '/api/forum/group/edit-group',
    'POST',
    { name: '圈子名', avatar: '/uploads/image/a.png', intro: '\u0007' },
    'intro',
  ],
  ['/api/forum/group/apply-join-group', 'POST', { id: 1, answer: NUL }, 'answer'],
  ['/api/forum/compilation/edit-compilation', 'POST', { title: NUL }, 'title'],
  ['/plugin/mobile/api/user/update-user-info', 'POST', { nickname: NUL }, 'nickname'],
  ['/plugin/mobile/api/user/update-user-info', 'POST', { signature: '\u001b[31m' }, 'signature'],
  [
    '/api/user/address-save',
    'POST',
    {
      name: '小明',
      mobile: '13912345678',
      province_id: 110000,
      city_id: 110100,
      district_id: 110101,
      detail: NUL,
    },
    'detail',
  ],
  ['/api/feedback/add-feedback', 'POST', { category_id: 1, content: 'x', contact: NUL }, 'contact'],
  ['/api/order/store-cancel', 'POST', { id: 1, reason: NUL }, 'reason'],
  ['/api/search/search', 'GET', { keyword: NUL }, 'keyword'],
  ['/api/user/search', 'GET', { keyword: NUL }, 'keyword'],
  ['/api/forum/topic/list', 'GET', { keyword: NUL }, 'keyword'],
  ['/api/forum/group/list', 'GET', { keyword: NUL }, 'keyword'],
  ['/api/goods/v2-goods-list', 'GET', { keyword: NUL }, 'keyword'],
];

describe('control characters in text', () => {
  it.each(cases)('%s %s refuses one in %j, naming the field', async (path, method, input, field) => {
    const before = await t.database.db.execute<{ n: number }>(
      sql`select (select count(*) from post) + (select count(*) from comment) + (select count(*) from address) as n`,
    );
    const r = await call(t.app, method, path, {
      token: u.token,
      ...(method === 'GET' ? { query: input as Record<string, string> } : { body: input }),
    });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(1400);
    expect(r.body.msg).toContain(field);
    expect(r.body.msg).toContain('控制字符');
    const after = await t.database.db.execute<{ n: number }>(
      sql`select (select count(*) from post) + (select count(*) from comment) + (select count(*) from address) as n`,
    );
    expect(after.rows[0]!.n).toEqual(before.rows[0]!.n);
  });

  it('keeps tabs and new lines of multi-line text, and answers in the request’s language', async () => {
    const r = await call(t.app, 'GET', '/api/forum/topic/list', {
      token: visitor,
      query: { keyword: 'x\u0000' },
      headers: { 'x-app-language': 'fr' },
    });
    expect(r.body.msg).toContain('caractères de contrôle');
    const ok = await call(t.app, 'POST', '/plugin/mobile/api/user/update-user-info', {
      token: u.token,
      body: { signature: '第一行\n第二行\t完' },
    });
    expect(ok.body.code).toBe(0);
  });
});
