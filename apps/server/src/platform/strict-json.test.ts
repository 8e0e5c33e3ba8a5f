import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { call, testApp } from '../../test/helpers.ts';
import { factories } from '../../test/kit.ts';

/** JSON body numbers keep their real type: true, null and [7] are not 1, 0 and 7. */

const t = await testApp();
const u = await factories(t).newVerifiedUser({ ageDays: 2 });
const other = await factories(t).newUser();

const state = async () =>
  (
    await t.database.db.execute(
      sql`select (select count(*) from follow) as follows, (select count(*) from goods_collect) as collects,
                 (select count(*) from user_report) as reports, (select count(*) from cart) as carts`,
    )
  ).rows[0];

describe('strict JSON bodies', () => {
  const bad: [string, unknown][] = [
    ['[n]', null],
    ['true', true],
    ['null', null],
  ];
  it.each(bad)('refuses %s for number fields, naming the field and changing nothing', async (name) => {
    const value = (n: number) => (name === '[n]' ? [n] : name === 'true' ? true : null);
    const cases: [string, Record<string, unknown>, string][] = [
      ['/api/forum/interaction/user-like', { user_id: value(other.id), is_like: 1 }, 'user_id'],
      ['/api/forum/interaction/user-like', { user_id: other.id, is_like: value(1) }, 'is_like'],
      ['/api/forum/interaction/goods-collect', { goods_id: value(1), is_collect: 1 }, 'goods_id'],
      ['/api/forum/interaction/goods-collect', { goods_id: 1, is_collect: value(0) }, 'is_collect'],
      ['/plugin/mch/api/order/send', { id: value(7), express_company: 'SF', express_no: 'SF1234567' }, 'id'],
      ['/plugin/mobile/api/user/report-user', { user_id: value(other.id), reason_id: 1 }, 'user_id'],
      ['/api/cart/edit', { goods_id: 1, sku_id: 1, num: value(2) }, 'num'],
    ];
    const before = await state();
    for (const [path, body, field] of cases) {
      const r = await call(t.app, 'POST', path, { token: u.token, body });
      expect(r.body.code, `${path} ${JSON.stringify(body)}`).toBe(1400);
      expect(r.body.msg, path).toContain(field);
    }
    expect(await state()).toEqual(before);
  });

  it('still reads numbers from query strings, which are text', async () => {
    const r = await call(t.app, 'GET', '/api/forum/post/comment-list', {
      query: { post_id: '1', limit: '5' },
      token: u.token,
    });
    expect(r.body.code).toBe(1404);
  });

  it('refuses a report with a reason that does not exist', async () => {
    const before = await state();
    const r = await call(t.app, 'POST', '/plugin/mobile/api/user/report-user', {
      token: u.token,
      body: { user_id: other.id, reason_id: 987654 },
    });
    expect(r.body.code).toBe(1400);
    expect(r.body.msg).toContain('reason_id');
    expect(await state()).toEqual(before);
  });
});
