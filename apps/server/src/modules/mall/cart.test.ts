import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { countRows, newUser, testFile } from '../../../test/helpers.ts';

const { t, kit: f, by, visitor } = await testFile();

interface Line {
  id: number;
  goods_id: number;
  sku_id: number;
  num: number;
  price: string;
  invalid_reason: string | null;
}

describe('cart', () => {
  it('adds, merges the same SKU, sets a quantity, switches SKU, deletes', async () => {
    const shop = await f.newShop();
    const g = await f.newGoods(shop.id, { specs: [{ name: '尺码', values: ['M', 'L'] }], price: 12900 });
    const u = await newUser(t);
    const [m, l] = g.skus;
    const add = (sku: number, num: number, id?: number) =>
      by.ok<Line>('POST', '/api/cart/edit', {
        token: u.token,
        body: { id, goods_id: g.id, sku_id: sku, num },
      });
    const first = await add(m!.id, 1);
    const merged = await add(m!.id, 2);
    expect(merged).toMatchObject({ id: first.id, num: 3, price: '129.00', invalid_reason: null });
    const set = await add(m!.id, 5, first.id);
    expect(set.num).toBe(5);
    const other = await add(l!.id, 1);
    // Switching the first line to L merges it into L's line.
    const switched = await add(l!.id, 2, first.id);
    expect(switched.id).toBe(other.id);
    expect(switched.num).toBe(2);
    const list = await by.ok<{ list: Line[]; count: number }>('GET', '/api/cart/list', { token: u.token });
    expect(list.count).toBe(1);
    expect(
      await by.ok('POST', '/api/cart/delete', { token: u.token, body: { ids: [other.id, 987654321] } }),
    ).toEqual({ count: 1 });
    expect(await countRows(t, 'cart', `user_id = ${u.id}`)).toBe(0);
  });

  it('says why a line can no longer be bought', async () => {
    const shop = await f.newShop();
    const u = await newUser(t);
    const off = await f.newGoods(shop.id);
    const gone = await f.newGoods(shop.id);
    const short = await f.newGoods(shop.id, { stock: 2 });
    const out = await f.newGoods(shop.id, { stock: 1 });
    for (const g of [off, gone, short, out])
      await by.ok('POST', '/api/cart/edit', {
        token: u.token,
        body: { goods_id: g.id, sku_id: g.sku.id, num: 2 },
      });
    await t.database.db.execute(sql`update goods set status = 0 where id = ${off.id}`);
    await t.database.db.execute(sql`update goods set deleted_at = now() where id = ${gone.id}`);
    await t.database.db.execute(sql`update goods_sku set stock = 1 where id = ${short.sku.id}`);
    await t.database.db.execute(sql`update goods_sku set stock = 0 where id = ${out.sku.id}`);
    const list = await by.ok<{ list: Line[] }>('GET', '/api/cart/list', { token: u.token });
    const why = Object.fromEntries(list.list.map((x) => [x.goods_id, x.invalid_reason]));
    expect(why).toEqual({
      [off.id]: 'off_sale',
      [gone.id]: 'deleted',
      [short.id]: 'short_stock',
      [out.id]: 'sold_out',
    });
  });

  it("refuses bad input, unknown goods, a SKU of other goods and another user's line", async () => {
    const shop = await f.newShop();
    const g = await f.newGoods(shop.id);
    const h = await f.newGoods(shop.id);
    const u = await newUser(t);
    const v = await newUser(t);
    const line = await by.ok<Line>('POST', '/api/cart/edit', {
      token: u.token,
      body: { goods_id: g.id, sku_id: g.sku.id, num: 1 },
    });
    for (const body of [
      { goods_id: g.id, sku_id: g.sku.id, num: 0 },
      { goods_id: g.id, sku_id: g.sku.id, num: -1 },
      { goods_id: g.id, sku_id: g.sku.id, num: 1000 },
      { goods_id: g.id, sku_id: g.sku.id, num: 1.5 },
      { goods_id: g.id, num: 1 },
      { goods_id: 'x', sku_id: g.sku.id, num: 1 },
    ])
      await by.code(1400, 'POST', '/api/cart/edit', { token: u.token, body });
    await by.code(1404, 'POST', '/api/cart/edit', {
      token: u.token,
      body: { goods_id: 987654321, sku_id: g.sku.id, num: 1 },
    });
    await by.code(1404, 'POST', '/api/cart/edit', {
      token: u.token,
      body: { goods_id: g.id, sku_id: h.sku.id, num: 1 },
    });
    // Another user's line id is not found for me, and stays as it was.
    await by.code(1404, 'POST', '/api/cart/edit', {
      token: v.token,
      body: { id: line.id, goods_id: g.id, sku_id: g.sku.id, num: 9 },
    });
    expect(await by.ok('POST', '/api/cart/delete', { token: v.token, body: { ids: [line.id] } })).toEqual({
      count: 0,
    });
    expect(await countRows(t, 'cart', `id = ${line.id} and num = 1`)).toBe(1);
    await t.database.db.execute(sql`update goods set status = 0 where id = ${h.id}`);
    await by.code(4001, 'POST', '/api/cart/edit', {
      token: u.token,
      body: { goods_id: h.id, sku_id: h.sku.id, num: 1 },
    });
    await by.code(1400, 'POST', '/api/cart/delete', { token: u.token, body: { ids: [] } });
    await by.code(1400, 'POST', '/api/cart/delete', { token: u.token, body: { ids: 'x' } });
    await by.code(1403, 'GET', '/api/cart/list', { token: visitor });
    await by.code(1403, 'POST', '/api/cart/edit', {
      token: visitor,
      body: { goods_id: g.id, sku_id: g.sku.id, num: 1 },
    });
    await by.code(1403, 'POST', '/api/cart/delete', { token: visitor, body: { ids: [line.id] } });
  });

  it('holds at most 100 lines, even when adds race', async () => {
    const shop = await f.newShop();
    const skus = Array.from({ length: 104 }, (_, i) => ({ values: [`v${i}`], price: 100, stock: 5 }));
    const g = await f.newGoods(shop.id, {
      specs: [{ name: 'v', values: skus.map((s) => s.values[0]!) }],
      skus,
    });
    const u = await newUser(t);
    const results = await Promise.all(
      g.skus.map((s) =>
        by.api('POST', '/api/cart/edit', { token: u.token, body: { goods_id: g.id, sku_id: s.id, num: 1 } }),
      ),
    );
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(100);
    expect(results.filter((r) => r.body.code === 4013)).toHaveLength(4);
    expect(await countRows(t, 'cart', `user_id = ${u.id}`)).toBe(100);
  });
});
