import { describe, expect, it } from 'vitest';
import { countRows, newUser, testFile } from '../../../test/helpers.ts';
import { uploadAs } from '../content/test-factories.ts';

const { t, kit: f, by, visitor } = await testFile();

interface Card {
  id: number;
  name: string;
  price: string;
  sales: number;
  mch: { id: number; name: string };
}
interface Page {
  list: Card[];
  next_cursor: string | null;
}

describe('GET /api/goods/v2-goods-list', () => {
  it('filters by shop, category and keyword, sorts, pages by cursor, prices as strings', async () => {
    const shop = await f.newShop();
    const cat = 900_000 + Math.floor(Math.random() * 1000);
    const a = await f.newGoods(shop.id, { name: '街舞护膝 A', price: 5000, catId: cat });
    const b = await f.newGoods(shop.id, { name: 'Breaking 卫衣 B', price: 20000, catId: cat });
    const c = await f.newGoods(shop.id, { name: '街舞音箱 C', price: 9900 });
    await f.newGoods(shop.id, { name: '下架商品', status: 0 });

    const all = await by.ok<Page>('GET', '/api/goods/v2-goods-list', {
      token: visitor,
      query: { mch_id: shop.id, sort: 'new' },
    });
    expect(all.list.map((g) => g.id)).toEqual([c.id, b.id, a.id]);
    expect(all.list[0]).toMatchObject({ price: '99.00', mch: { id: shop.id } });

    const asc = await by.ok<Page>('GET', '/api/goods/v2-goods-list', {
      token: visitor,
      query: { mch_id: shop.id, sort: 'price_asc' },
    });
    expect(asc.list.map((g) => g.price)).toEqual(['50.00', '99.00', '200.00']);
    const desc = await by.ok<Page>('GET', '/api/goods/v2-goods-list', {
      token: visitor,
      query: { mch_id: shop.id, sort: 'price_desc', limit: 2 },
    });
    expect(desc.list.map((g) => g.price)).toEqual(['200.00', '99.00']);
    const next = await by.ok<Page>('GET', '/api/goods/v2-goods-list', {
      token: visitor,
      query: { mch_id: shop.id, sort: 'price_desc', limit: 2, cursor: desc.next_cursor! },
    });
    expect(next.list.map((g) => g.price)).toEqual(['50.00']);
    expect(next.next_cursor).toBeNull();

    const byCat = await by.ok<Page>('GET', '/api/goods/v2-goods-list', {
      token: visitor,
      query: { cat_id: cat },
    });
    expect(byCat.list.map((g) => g.id).sort()).toEqual([a.id, b.id].sort());

    const han = await by.ok<Page>('GET', '/api/goods/v2-goods-list', {
      token: visitor,
      query: { mch_id: shop.id, keyword: '街舞' },
    });
    expect(han.list.map((g) => g.id).sort()).toEqual([a.id, c.id].sort());
    const trad = await by.ok<Page>('GET', '/api/goods/v2-goods-list', {
      token: visitor,
      query: { mch_id: shop.id, keyword: '護膝' },
    });
    expect(trad.list.map((g) => g.id)).toEqual([a.id]);
    const latin = await by.ok<Page>('GET', '/api/goods/v2-goods-list', {
      token: visitor,
      query: { mch_id: shop.id, keyword: 'breaking' },
    });
    expect(latin.list.map((g) => g.id)).toEqual([b.id]);
    const pct = await by.ok<Page>('GET', '/api/goods/v2-goods-list', {
      token: visitor,
      query: { mch_id: shop.id, keyword: '%' },
    });
    expect(pct.list).toEqual([]);
  });

  it('default and sales sorts page without repeats', async () => {
    const shop = await f.newShop();
    for (let i = 0; i < 5; i++) await f.newGoods(shop.id, { sort: i % 2 });
    const seen: number[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 5; i++) {
      const p = await by.ok<Page>('GET', '/api/goods/v2-goods-list', {
        token: visitor,
        query: { mch_id: shop.id, limit: 2, cursor, sort: i % 2 ? 'default' : 'default' },
      });
      seen.push(...p.list.map((g) => g.id));
      if (!p.next_cursor) break;
      cursor = p.next_cursor;
    }
    expect(new Set(seen).size).toBe(5);
  });

  it('refuses bad input with the validation code', async () => {
    for (const query of [
      { sort: 'cheapest' },
      { type: 'car' },
      { limit: 0 },
      { limit: 500 },
      { cat_id: -1 },
      { mch_id: 'x' },
      { keyword: 'x'.repeat(41) },
      { cursor: 'abc' },
      { cursor: '1_2_3' },
      { sort: 'new', cursor: '99999999999999999999' },
    ])
      await by.code(1400, 'GET', '/api/goods/v2-goods-list', { token: visitor, query });
  });

  it('needs an access token', async () => {
    await by.code(1401, 'GET', '/api/goods/v2-goods-list');
  });
});

describe('GET /api/goods/detail', () => {
  it('answers SKUs, sanitised detail, the shop, collection state and the review summary', async () => {
    const shop = await f.newShop();
    const g = await f.newGoods(shop.id, {
      specs: [{ name: '尺码', values: ['M', 'L'] }],
      detail: '<p onclick="x()">hi</p><script>alert(1)</script><img src="javascript:alert(1)">',
    });
    const d = await by.ok<{
      detail: string;
      skus: { spec_text: string; price: string }[];
      mch: { id: number };
      is_collected: number;
      reviews: { count: number; good_rate: number };
    }>('GET', '/api/goods/detail', { token: visitor, query: { id: g.id } });
    expect(d.skus.map((s) => s.spec_text)).toEqual(['M', 'L']);
    expect(d.detail).toBe('<p>hi</p><img />');
    expect(d).toMatchObject({ mch: { id: shop.id }, is_collected: 0, reviews: { count: 0, good_rate: 100 } });
    const u = await newUser(t);
    await by.ok('POST', '/api/forum/interaction/goods-collect', {
      token: u.token,
      body: { goods_id: g.id, is_collect: 1 },
    });
    const mine = await by.ok<{ is_collected: number }>('GET', '/api/goods/detail', {
      token: u.token,
      query: { id: g.id },
    });
    expect(mine.is_collected).toBe(1);
  });

  it('unknown, deleted or malformed ids', async () => {
    await by.code(1404, 'GET', '/api/goods/detail', { token: visitor, query: { id: 987654321 } });
    await by.code(1400, 'GET', '/api/goods/detail', { token: visitor, query: { id: 'abc' } });
    await by.code(1400, 'GET', '/api/goods/detail', { token: visitor, query: { id: -3 } });
    await by.code(1400, 'GET', '/api/goods/detail', { token: visitor });
    await by.code(1400, 'GET', '/api/goods/detail', {
      token: visitor,
      query: { id: '99999999999999999999' },
    });
  });
});

describe('POST /api/goods/increase-share-count', () => {
  it('counts shares; unknown ids are not found', async () => {
    const shop = await f.newShop();
    const g = await f.newGoods(shop.id);
    expect(
      await by.ok('POST', '/api/goods/increase-share-count', { token: visitor, body: { id: g.id } }),
    ).toEqual({ share_count: 1 });
    await Promise.all(
      Array.from({ length: 5 }, () =>
        by.ok('POST', '/api/goods/increase-share-count', { token: visitor, body: { id: g.id } }),
      ),
    );
    expect(
      await by.ok('POST', '/api/goods/increase-share-count', { token: visitor, body: { id: g.id } }),
    ).toEqual({ share_count: 7 });
    await by.code(1404, 'POST', '/api/goods/increase-share-count', {
      token: visitor,
      body: { id: 987654321 },
    });
    await by.code(1400, 'POST', '/api/goods/increase-share-count', { token: visitor, body: {} });
  });
});

describe('POST /api/goods/del-goods', () => {
  it("the shop's owner or a manager deletes; an orders clerk, another shop's owner and a buyer are refused", async () => {
    const shop = await f.newShop({ role: 'orders' });
    const other = await f.newShop();
    const g = await f.newGoods(shop.id);
    await by.code(1405, 'POST', '/api/goods/del-goods', { token: shop.clerk.token, body: { id: g.id } });
    await by.code(1405, 'POST', '/api/goods/del-goods', { token: other.owner.token, body: { id: g.id } });
    await by.code(1405, 'POST', '/api/goods/del-goods', {
      token: (await newUser(t)).token,
      body: { id: g.id },
    });
    await by.code(1403, 'POST', '/api/goods/del-goods', { token: visitor, body: { id: g.id } });
    expect(await countRows(t, 'goods', `id = ${g.id} and deleted_at is null`)).toBe(1);
    await by.ok('POST', '/api/goods/del-goods', { token: shop.owner.token, body: { id: g.id } });
    expect(await countRows(t, 'goods', `id = ${g.id} and deleted_at is null`)).toBe(0);
    await by.code(1404, 'GET', '/api/goods/detail', { token: visitor, query: { id: g.id } });
    await by.code(1404, 'POST', '/api/goods/del-goods', { token: shop.owner.token, body: { id: g.id } });
    await by.code(1400, 'POST', '/api/goods/del-goods', { token: shop.owner.token, body: { id: 'x' } });
  });

  it('platform goods (shop 0) are deleted by an operator only', async () => {
    const g = await f.newGoods(0);
    await by.code(1405, 'POST', '/api/goods/del-goods', {
      token: (await newUser(t)).token,
      body: { id: g.id },
    });
    const op = await newUser(t, { roles: ['operator'] });
    await by.ok('POST', '/api/goods/del-goods', { token: op.token, body: { id: g.id } });
  });
});

describe('goods collections', () => {
  it('collects once, un-collects, lists mine newest first', async () => {
    const shop = await f.newShop();
    const [a, b] = [await f.newGoods(shop.id), await f.newGoods(shop.id)];
    const u = await newUser(t);
    const collect = (id: number, on: 0 | 1) =>
      by.ok<{ is_collected: number; collect_count: number }>('POST', '/api/forum/interaction/goods-collect', {
        token: u.token,
        body: { goods_id: id, is_collect: on },
      });
    expect(await collect(a.id, 1)).toEqual({ is_collected: 1, collect_count: 1 });
    expect(await collect(a.id, 1)).toEqual({ is_collected: 1, collect_count: 1 });
    await collect(b.id, 1);
    const list = await by.ok<{ list: { id: number; collected_at: string }[] }>(
      'GET',
      '/api/forum/interaction/goods-collection-list',
      { token: u.token },
    );
    expect(list.list.map((g) => g.id)).toEqual([b.id, a.id]);
    const page1 = await by.ok<{ list: { id: number }[]; next_cursor: string }>(
      'GET',
      '/api/forum/interaction/goods-collection-list',
      { token: u.token, query: { limit: 1 } },
    );
    const page2 = await by.ok<{ list: { id: number }[] }>(
      'GET',
      '/api/forum/interaction/goods-collection-list',
      {
        token: u.token,
        query: { limit: 1, cursor: page1.next_cursor },
      },
    );
    expect([...page1.list, ...page2.list].map((g) => g.id)).toEqual([b.id, a.id]);
    expect(await collect(a.id, 0)).toEqual({ is_collected: 0, collect_count: 0 });
    expect(await collect(a.id, 0)).toEqual({ is_collected: 0, collect_count: 0 });
    // Another user's list is their own.
    const other = await newUser(t);
    const theirs = await by.ok<{ list: unknown[] }>('GET', '/api/forum/interaction/goods-collection-list', {
      token: other.token,
    });
    expect(theirs.list).toEqual([]);
  });

  it('bad input, unknown goods and visitors', async () => {
    const u = await newUser(t);
    await by.code(1404, 'POST', '/api/forum/interaction/goods-collect', {
      token: u.token,
      body: { goods_id: 987654321, is_collect: 1 },
    });
    await by.code(1400, 'POST', '/api/forum/interaction/goods-collect', {
      token: u.token,
      body: { goods_id: 1, is_collect: 2 },
    });
    await by.code(1400, 'POST', '/api/forum/interaction/goods-collect', {
      token: u.token,
      body: { is_collect: 1 },
    });
    await by.code(1403, 'POST', '/api/forum/interaction/goods-collect', {
      token: visitor,
      body: { goods_id: 1, is_collect: 1 },
    });
    await by.code(1403, 'GET', '/api/forum/interaction/goods-collection-list', { token: visitor });
    await by.code(1400, 'GET', '/api/forum/interaction/goods-collection-list', {
      token: u.token,
      query: { cursor: 'x' },
    });
    expect(await countRows(t, 'goods_collect', `user_id = ${u.id}`)).toBe(0);
  });
});

describe('GET /api/goods/comments-list', () => {
  it('filters good, medium, bad and with images; anonymous reviews hide the user', async () => {
    const shop = await f.newShop();
    const g = await f.newGoods(shop.id, { delivery: 'verify', stock: 10 });
    const scores = [5, 3, 1, 4];
    for (const [i, score] of scores.entries()) {
      const buyer = await newUser(t, { nickname: `评价者${i}` });
      const { orderId } = await f.paidOrder(buyer, g);
      await by.ok('GET', '/api/order/order-clerk', {
        token: shop.owner.token,
        query: {
          code: (
            await by.ok<{ code: string }>('GET', '/api/order/clerk-qr-code', {
              token: buyer.token,
              query: { id: orderId },
            })
          ).code,
        },
      });
      const d = await by.ok<{ items: { id: number }[] }>('GET', '/api/order/detail', {
        token: buyer.token,
        query: { id: orderId },
      });
      await by.ok('POST', '/api/order/appraise', {
        token: buyer.token,
        body: {
          order_id: orderId,
          items: [
            {
              order_item_id: d.items[0]!.id,
              score,
              content: `score ${score}`,
              images: i === 0 ? [await uploadAs(t.services.uploads, buyer.id, 'image')] : [],
              is_anonymous: i === 3 ? 1 : 0,
            },
          ],
        },
      });
    }
    type C = {
      list: { content: string; user: { id: number | null; nickname: string } }[];
      summary: Record<string, number>;
    };
    const all = await by.ok<C>('GET', '/api/goods/comments-list', {
      token: visitor,
      query: { goods_id: g.id },
    });
    expect(all.list.map((c) => c.content)).toEqual(['score 4', 'score 1', 'score 3', 'score 5']);
    expect(all.list[0]!.user).toEqual({ id: null, nickname: '', avatar: '' });
    expect(all.list[1]!.user.nickname).toBe('评价者2');
    expect(all.summary).toMatchObject({ count: 4, good: 2, medium: 1, bad: 1, with_image: 1, good_rate: 50 });
    const good = await by.ok<C>('GET', '/api/goods/comments-list', {
      token: visitor,
      query: { goods_id: g.id, filter: 'good' },
    });
    expect(good.list.map((c) => c.content)).toEqual(['score 4', 'score 5']);
    const img = await by.ok<C>('GET', '/api/goods/comments-list', {
      token: visitor,
      query: { goods_id: g.id, filter: 'image' },
    });
    expect(img.list.map((c) => c.content)).toEqual(['score 5']);
    const bad = await by.ok<C>('GET', '/api/goods/comments-list', {
      token: visitor,
      query: { goods_id: g.id, filter: 'bad' },
    });
    expect(bad.list.map((c) => c.content)).toEqual(['score 1']);
    const p1 = await by.ok<C & { next_cursor: string }>('GET', '/api/goods/comments-list', {
      token: visitor,
      query: { goods_id: g.id, limit: 3 },
    });
    const p2 = await by.ok<C>('GET', '/api/goods/comments-list', {
      token: visitor,
      query: { goods_id: g.id, limit: 3, cursor: p1.next_cursor },
    });
    expect(p2.list.map((c) => c.content)).toEqual(['score 5']);
    const detail = await by.ok<{ reviews: { count: number; latest: unknown[] } }>(
      'GET',
      '/api/goods/detail',
      {
        token: visitor,
        query: { id: g.id },
      },
    );
    expect(detail.reviews.count).toBe(4);
    expect(detail.reviews.latest).toHaveLength(2);
  });

  it('bad input and unknown goods', async () => {
    await by.code(1404, 'GET', '/api/goods/comments-list', {
      token: visitor,
      query: { goods_id: 987654321 },
    });
    await by.code(1400, 'GET', '/api/goods/comments-list', {
      token: visitor,
      query: { goods_id: 1, filter: 'great' },
    });
    await by.code(1400, 'GET', '/api/goods/comments-list', { token: visitor });
  });
});

describe('search section goods', () => {
  it('finds goods by a two-character Chinese word through the comprehensive search', async () => {
    const shop = await f.newShop();
    const g = await f.newGoods(shop.id, { name: `旋风头旋帽 ${Math.random()}` });
    const r = await by.ok<{ sections: { type: string; list: { id: number }[] }[] }>(
      'GET',
      '/api/search/search',
      {
        token: visitor,
        query: { keyword: '头旋', type: 'goods' },
      },
    );
    const section = r.sections.find((s) => s.type === 'goods')!;
    expect(section.list.map((x) => x.id)).toContain(g.id);
  });
});
