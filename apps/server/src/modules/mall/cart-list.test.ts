import { describe, expect, it } from 'vitest';
import { newUser, testFile } from '../../../test/helpers.ts';

const { t, kit: f, by } = await testFile();

describe('cart list', () => {
  it('reads the lines, their goods and SKUs in one prepared statement', async () => {
    const shop = await f.newShop();
    const g = await f.newGoods(shop.id, { specs: [{ name: '尺码', values: ['M', 'L'] }], price: 12900 });
    const u = await newUser(t);
    for (const s of g.skus)
      await by.ok('POST', '/api/cart/edit', {
        token: u.token,
        body: { goods_id: g.id, sku_id: s.id, num: 1 },
      });
    // The shop card is cached once; then only the cart's own reads are counted.
    await t.services.mall.cart.list(u.id);
    const pool = t.database.pool;
    const sent: { name?: string; text: string }[] = [];
    const query = pool.query.bind(pool);
    pool.query = ((config: unknown, ...rest: unknown[]) => {
      sent.push(typeof config === 'string' ? { text: config } : (config as { name?: string; text: string }));
      return (query as (...a: unknown[]) => unknown)(config, ...rest);
    }) as typeof pool.query;
    try {
      const r = await t.services.mall.cart.list(u.id);
      expect(r.count).toBe(2);
      expect(r.list.map((l) => l.sku_id).sort()).toEqual(g.skus.map((s) => s.id).sort());
    } finally {
      pool.query = query;
    }
    expect(sent).toHaveLength(1);
    expect(sent[0]!.name).toBeTruthy();
  });
});
