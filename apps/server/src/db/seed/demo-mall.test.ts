import { beforeAll, describe, expect, it } from 'vitest';
import { countRows, testApp, type TestApp } from '../../../test/helpers.ts';
import { seedDemo } from './demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});

describe('demo mall seed', () => {
  it("seeds the demo merchant's shop, goods with SKUs and images, wallets, once", async () => {
    await seedDemo(t.platform);
    await seedDemo(t.platform);
    expect(await countRows(t, 'mch', `owner_id = (select id from users where mobile = '13800000003')`)).toBe(
      1,
    );
    const goods = await countRows(t, 'goods');
    expect(goods).toBeGreaterThanOrEqual(20);
    expect(goods).toBeLessThanOrEqual(30);
    expect(await countRows(t, 'goods', `delivery = 'verify'`)).toBeGreaterThanOrEqual(1);
    expect(await countRows(t, 'goods', `cover not like '/uploads/demo/%.svg'`)).toBe(0);
    expect(
      await countRows(t, 'goods g', 'not exists (select 1 from goods_sku s where s.goods_id = g.id)'),
    ).toBe(0);
    expect(await countRows(t, 'mch_clerk')).toBe(2);
    expect(await countRows(t, 'balance_log', `source_type = 'demo'`)).toBe(4);
    expect(await countRows(t, 'users', `mobile = '13800000001' and balance >= 200000`)).toBe(1);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/goods/v2-goods-list?limit=50',
      headers: { 'x-access-token': (await t.platform.tokens.issueAccess()).access_token },
    });
    expect(list.json().data.list.length).toBe(goods);
  });
});
