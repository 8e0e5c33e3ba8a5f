import { describe, expect, it } from 'vitest';
import { mall, merchant, type EndpointBody } from '@dance/contracts';
import { newUser, testFile, type TestUser } from '../../../test/helpers.ts';
import { api, ok, refused, tag } from '../../../test/kit.ts';

const { t, kit: f, visitor } = await testFile();

type Shop = Awaited<ReturnType<typeof f.newShop>>;
type EditBody = EndpointBody<typeof merchant.goodsEdit>;

/** A hoodie in two colours and two sizes: four SKUs. */
async function hoodie(
  shop: Shop,
  by: TestUser = shop.owner,
  more: Partial<EditBody> = {},
): Promise<EditBody> {
  return {
    mch_id: shop.id,
    name: `街舞卫衣 ${tag()}`,
    images: [await f.newImage(by), await f.newImage(by)],
    detail: '<p>加厚<script>alert(1)</script></p>',
    original_price: '199.00',
    delivery: 'express',
    shipping_fee: '10.00',
    specs: [
      { name: '颜色', values: ['黑', '白'] },
      { name: '尺码', values: ['M', 'L'] },
    ],
    skus: [
      { values: ['黑', 'M'], price: '129.00', stock: 10, code: 'BK-M' },
      { values: ['黑', 'L'], price: '139.00', stock: 5, code: 'BK-L' },
      { values: ['白', 'M'], price: '129.00', stock: 0, code: '' },
      { values: ['白', 'L'], price: '139.00', stock: 3 },
    ],
    ...more,
  };
}

const create = async (shop: Shop, by: TestUser = shop.owner, more: Partial<EditBody> = {}) =>
  ok(t, merchant.goodsEdit, { token: by.token, body: await hoodie(shop, by, more) });

/** The editor's body for a saved goods item: every SKU kept with the stock it showed. */
function reopen(d: Awaited<ReturnType<typeof create>>): EditBody {
  return {
    id: d.id,
    mch_id: d.mch_id,
    name: d.name,
    images: d.images,
    detail: d.detail,
    original_price: d.original_price,
    delivery: d.delivery,
    shipping_fee: d.shipping_fee,
    specs: d.specs,
    skus: d.skus.map((s) => ({
      id: s.id,
      values: s.values,
      price: s.price,
      stock: s.stock,
      stock_shown: s.stock,
      code: s.code,
    })),
  };
}

async function skuStock(id: number): Promise<{ stock: number; deleted: boolean }> {
  const { rows } = await t.database.pool.query('select stock, deleted_at from goods_sku where id = $1', [id]);
  return { stock: rows[0].stock as number, deleted: rows[0].deleted_at !== null };
}

describe('POST /plugin/mch/api/goods/edit', () => {
  it('creates goods with attribute groups expanded into SKUs, prices in cents, detail sanitised', async () => {
    const shop = await f.newShop();
    const d = await create(shop);
    expect(d).toMatchObject({
      mch_id: shop.id,
      original_price: '199.00',
      shipping_fee: '10.00',
      delivery: 'express',
      status: 1,
      stock: 18,
      sales: 0,
    });
    expect(d.detail).not.toContain('script');
    expect(d.skus.map((s) => [s.spec_text, s.price, s.stock, s.code])).toEqual([
      ['黑 / M', '129.00', 10, 'BK-M'],
      ['黑 / L', '139.00', 5, 'BK-L'],
      ['白 / M', '129.00', 0, ''],
      ['白 / L', '139.00', 3, ''],
    ]);
    // The public catalogue sees it at its lowest price, on sale.
    const pub = await ok(t, mall.goodsDetail, { token: visitor, query: { id: d.id } });
    expect(pub).toMatchObject({ price: '129.00', stock: 18, status: 1, mch: { id: shop.id } });
    const { rows } = await t.database.pool.query('select price, type from goods where id = $1', [d.id]);
    expect(rows[0]).toMatchObject({ price: 12900, type: 'goods' });
  });

  it('a manager edits: prices, a SKU removed is disabled, a new one added', async () => {
    const shop = await f.newShop({ role: 'manager' });
    const d = await create(shop);
    const body = reopen(d);
    const dropped = d.skus[2]!;
    body.skus = body.skus.filter((s) => s.id !== dropped.id);
    body.skus[0]!.price = '119.00';
    body.skus[0]!.stock = 12;
    body.specs = [
      { name: '颜色', values: ['黑', '白'] },
      { name: '尺码', values: ['M', 'L', 'XL'] },
    ];
    body.skus.push({ values: ['黑', 'XL'], price: '149.00', stock: 4, code: 'BK-XL' });
    body.name = '街舞卫衣 改';
    const e = await ok(t, merchant.goodsEdit, { token: shop.clerk.token, body });
    expect(e.name).toBe('街舞卫衣 改');
    expect(e.skus.map((s) => s.spec_text)).toEqual(['黑 / M', '黑 / L', '白 / L', '黑 / XL']);
    expect(e.skus[0]).toMatchObject({ id: d.skus[0]!.id, price: '119.00', stock: 12 });
    expect(e.stock).toBe(12 + 5 + 3 + 4);
    expect(await skuStock(dropped.id)).toMatchObject({ deleted: true });
    const pub = await ok(t, mall.goodsDetail, { token: visitor, query: { id: d.id } });
    expect(pub.price).toBe('119.00');
    expect(pub.skus.map((s) => s.id)).not.toContain(dropped.id);
  });

  it('stock moves by what the editor changed, keeping a sale made while it was open', async () => {
    const shop = await f.newShop();
    const d = await create(shop);
    const body = reopen(d);
    // A buyer takes 2 of the first SKU (10 shown) before the editor saves 15.
    const sku = d.skus[0]!;
    await f.paidOrder(
      await newUser(t),
      {
        id: d.id,
        sku: { id: sku.id, price: 12900 },
        delivery: 'express',
      },
      2,
    );
    body.skus[0]!.stock = 15;
    const e = await ok(t, merchant.goodsEdit, { token: shop.owner.token, body });
    expect(e.skus[0]!.stock).toBe(13);
    expect(e.stock).toBe(13 + 5 + 0 + 3);

    // Lowering below what is left is refused with the stock as it now is; nothing changes.
    const again = reopen(e);
    again.skus[1]!.stock_shown = 9;
    again.skus[1]!.stock = 0;
    const r = await refused(t, 4311, merchant.goodsEdit, { token: shop.owner.token, body: again });
    expect(JSON.stringify(r.body)).toContain('5');
    expect((await skuStock(e.skus[1]!.id)).stock).toBe(5);
  });

  it('refuses bad input', async () => {
    const shop = await f.newShop();
    const base = await hoodie(shop);
    const bad: [string, Partial<EditBody>][] = [
      ['no SKU', { skus: [] }],
      ['a price of 0.00', { skus: [{ values: ['黑', 'M'], price: '0.00', stock: 1 }] }],
      ['negative stock', { skus: [{ values: ['黑', 'M'], price: '1.00', stock: -1 }] }],
      ['a short name', { name: 'x' }],
      ['a long name', { name: '舞'.repeat(61) }],
      ['a value not of its group', { skus: [{ values: ['红', 'M'], price: '1.00', stock: 1 }] }],
      ['a missing value', { skus: [{ values: ['黑'], price: '1.00', stock: 1 }] }],
      [
        'a repeated combination',
        {
          skus: [
            { values: ['黑', 'M'], price: '1.00', stock: 1 },
            { values: ['黑', 'M'], price: '2.00', stock: 1 },
          ],
        },
      ],
      ['an original price below a price', { original_price: '130.00' }],
      ['no picture', { images: [] }],
      ['a picture not uploaded by the caller', { images: ['/uploads/someone/else.png'] }],
    ];
    for (const [why, more] of bad) {
      const r = await api(t, merchant.goodsEdit, { token: shop.owner.token, body: { ...base, ...more } });
      expect(r.body.code, `${why}: ${JSON.stringify(r.body)}`).toBe(1400);
      expect(r.status, why).toBeLessThan(500);
    }
    const d = await create(shop);
    const body = reopen(d);
    body.skus[0]!.id = 987654321;
    await refused(t, 1400, merchant.goodsEdit, { token: shop.owner.token, body });
    const noShown = reopen(d);
    delete noShown.skus[0]!.stock_shown;
    await refused(t, 1400, merchant.goodsEdit, { token: shop.owner.token, body: noShown });
    await refused(t, 1404, merchant.goodsEdit, {
      token: shop.owner.token,
      body: { ...reopen(d), id: 987654321 },
    });
  });

  it('refuses a prohibited or sensitive word in the name, the detail or an attribute, naming it, and saves nothing', async () => {
    await t.database.pool.query(
      `insert into moderation_word (word, level) values ('赌博网站', 'block'), ('私聊交易', 'review')
       on conflict (word) do nothing`,
    );
    const shop = await f.newShop();
    const goodsOf = async () =>
      Number(
        (await t.database.pool.query('select count(*)::int as n from goods where mch_id = $1', [shop.id]))
          .rows[0].n,
      );
    const cases: Array<[string, Partial<EditBody>, string]> = [
      ['the name, spaced out', { name: '卫衣 赌 博 网 站 同款' }, '赌博网站'],
      ['the detail, in traditional characters', { detail: '<p>詳情見賭博網站</p>' }, '赌博网站'],
      [
        'an attribute value',
        {
          specs: [{ name: '颜色', values: ['黑', '私聊交易'] }],
          skus: [
            { values: ['黑'], price: '99.00', stock: 1, code: '' },
            { values: ['私聊交易'], price: '99.00', stock: 1, code: '' },
          ],
        },
        '私聊交易',
      ],
    ];
    for (const [where, more, word] of cases) {
      const r = await refused(t, 3001, merchant.goodsEdit, {
        token: shop.owner.token,
        body: await hoodie(shop, shop.owner, more),
      });
      expect(r.body.msg, where).toContain(word);
    }
    expect(await goodsOf()).toBe(0);
    const d = await create(shop);
    await refused(t, 3001, merchant.goodsEdit, {
      token: shop.owner.token,
      body: { ...reopen(d), name: '私聊交易更便宜' },
    });
    const after = await ok(t, merchant.goodsDetail, {
      token: shop.owner.token,
      query: { mch_id: shop.id, id: d.id },
    });
    expect(after.name).toBe(d.name);
  });

  it('refuses visitors, clerks without the goods role, and other shops with nothing leaked', async () => {
    const shop = await f.newShop({ role: 'verify' });
    const other = await f.newShop();
    const d = await create(shop);
    await refused(t, 1403, merchant.goodsEdit, { token: visitor, body: reopen(d) });
    await refused(t, 1405, merchant.goodsEdit, { token: shop.clerk.token, body: reopen(d) });
    await refused(t, 1405, merchant.goodsEdit, {
      token: shop.clerk.token,
      body: await hoodie(shop, shop.owner),
    });
    // Another shop's owner, under their own shop: the same answer as an id that does not exist.
    const theirs = { ...reopen(d), mch_id: other.id, images: [await f.newImage(other.owner)] };
    const r = await refused(t, 1404, merchant.goodsEdit, { token: other.owner.token, body: theirs });
    expect(JSON.stringify(r.body)).not.toContain(d.name);
    // Under the first shop: refused.
    await refused(t, 1405, merchant.goodsEdit, { token: other.owner.token, body: reopen(d) });
    const after = await ok(t, merchant.goodsDetail, {
      token: shop.owner.token,
      query: { mch_id: shop.id, id: d.id },
    });
    expect(after.name).toBe(d.name);
  });
});

describe('GET /plugin/mch/api/goods/list and detail', () => {
  it('lists by tab with counts, cursor paged', async () => {
    const shop = await f.newShop();
    const a = await create(shop);
    const b = await create(shop, shop.owner, { skus: [{ values: ['黑', 'M'], price: '9.90', stock: 0 }] });
    const c = await create(shop, shop.owner, { status: 0 });
    const onSale = await ok(t, merchant.goodsList, {
      token: shop.owner.token,
      query: { mch_id: shop.id, tab: 'on_sale' },
    });
    expect(onSale.counts).toEqual({ on_sale: 1, off_sale: 1, sold_out: 1 });
    expect(onSale.list.map((g) => g.id)).toEqual([a.id]);
    expect(onSale.list[0]).toMatchObject({ price: '129.00', stock: 18, sales: 0, sku_count: 4, status: 1 });
    const soldOut = await ok(t, merchant.goodsList, {
      token: shop.clerk.token,
      query: { mch_id: shop.id, tab: 'sold_out' },
    });
    expect(soldOut.list.map((g) => g.id)).toEqual([b.id]);
    const off = await ok(t, merchant.goodsList, {
      token: shop.owner.token,
      query: { mch_id: shop.id, tab: 'off_sale' },
    });
    expect(off.list.map((g) => g.id)).toEqual([c.id]);

    await create(shop);
    const p1 = await ok(t, merchant.goodsList, {
      token: shop.owner.token,
      query: { mch_id: shop.id, tab: 'on_sale', limit: 1 },
    });
    expect(p1.next_cursor).not.toBeNull();
    const p2 = await ok(t, merchant.goodsList, {
      token: shop.owner.token,
      query: { mch_id: shop.id, tab: 'on_sale', limit: 1, cursor: p1.next_cursor! },
    });
    expect(p2.list.map((g) => g.id)).toEqual([a.id]);
    expect(p2.next_cursor).toBeNull();
    await refused(t, 1400, merchant.goodsList, {
      token: shop.owner.token,
      query: { mch_id: shop.id, tab: 'gone' as 'on_sale' },
    });
    await refused(t, 1400, merchant.goodsList, {
      token: shop.owner.token,
      query: { mch_id: shop.id, cursor: 'x_y' },
    });
  });

  it('refuses visitors, verify-only clerks and other shops; activities are not goods here', async () => {
    const shop = await f.newShop({ role: 'verify' });
    const other = await f.newShop();
    const d = await create(shop);
    for (const e of [merchant.goodsList, merchant.goodsDetail] as const) {
      const query = { mch_id: shop.id, id: d.id };
      await refused(t, 1403, e, { token: visitor, query });
      await refused(t, 1405, e, { token: shop.clerk.token, query });
      await refused(t, 1405, e, { token: other.owner.token, query });
    }
    const r = await refused(t, 1404, merchant.goodsDetail, {
      token: other.owner.token,
      query: { mch_id: other.id, id: d.id },
    });
    expect(JSON.stringify(r.body)).not.toContain(d.name);
    const activityGoods = await f.newGoods(shop.id, { type: 'activity' });
    await refused(t, 1404, merchant.goodsDetail, {
      token: shop.owner.token,
      query: { mch_id: shop.id, id: activityGoods.id },
    });
    await refused(t, 1400, merchant.goodsDetail, {
      token: shop.owner.token,
      query: { mch_id: shop.id } as never,
    });
  });
});

describe('POST /plugin/mch/api/goods/status', () => {
  it('off sale leaves the lists and refuses new orders; an order placed before stays payable', async () => {
    const shop = await f.newShop();
    const d = await create(shop);
    const buyable = { id: d.id, sku: { id: d.skus[0]!.id, price: 12900 }, delivery: 'express' };
    const buyer = await newUser(t);
    const placed = await f.newOrder(buyer, buyable);

    const off = await ok(t, merchant.goodsStatus, {
      token: shop.owner.token,
      body: { mch_id: shop.id, id: d.id, status: 0 },
    });
    expect(off).toMatchObject({ id: d.id, status: 0 });
    const shopList = await ok(t, mall.goodsList, { token: visitor, query: { mch_id: shop.id } });
    expect(shopList.list.map((g) => g.id)).not.toContain(d.id);
    const late = await newUser(t);
    const r = await api(t, mall.orderSubmit, {
      token: late.token,
      body: {
        token: `t-${tag()}`,
        items: [{ goods_id: d.id, sku_id: d.skus[0]!.id, num: 1 }],
        address_id: await f.newAddress(late),
      },
    });
    expect(r.body.code).toBe(4001);
    // The order placed while on sale is unaffected.
    const p = await ok(t, mall.payData, { token: buyer.token, body: { order_ids: [placed] } });
    await f.fund(buyer.id, 20_000);
    await ok(t, mall.payBuyBalance, { token: buyer.token, query: { payment_id: p.payment_id } });

    const on = await ok(t, merchant.goodsStatus, {
      token: shop.owner.token,
      body: { mch_id: shop.id, id: d.id, status: 1 },
    });
    expect(on.status).toBe(1);
    expect(
      (await ok(t, mall.goodsList, { token: visitor, query: { mch_id: shop.id } })).list.map((g) => g.id),
    ).toContain(d.id);
  });

  it('refuses bad input, visitors, verify-only clerks and other shops with nothing leaked', async () => {
    const shop = await f.newShop({ role: 'verify' });
    const other = await f.newShop();
    const d = await create(shop);
    const body = { mch_id: shop.id, id: d.id, status: 0 as const };
    await refused(t, 1400, merchant.goodsStatus, {
      token: shop.owner.token,
      body: { ...body, status: 2 as 0 },
    });
    await refused(t, 1403, merchant.goodsStatus, { token: visitor, body });
    await refused(t, 1405, merchant.goodsStatus, { token: shop.clerk.token, body });
    await refused(t, 1405, merchant.goodsStatus, { token: other.owner.token, body });
    const r = await refused(t, 1404, merchant.goodsStatus, {
      token: other.owner.token,
      body: { ...body, mch_id: other.id },
    });
    expect(JSON.stringify(r.body)).not.toContain(d.name);
    const still = await ok(t, merchant.goodsDetail, {
      token: shop.owner.token,
      query: { mch_id: shop.id, id: d.id },
    });
    expect(still.status).toBe(1);
  });
});

describe('stock edits racing sales', () => {
  it('20 purchases of one SKU racing an edit raising its stock by 5: final = initial + 5 - sold', async () => {
    const shop = await f.newShop();
    const d = await create(shop, shop.owner, {
      specs: [],
      skus: [{ values: [], price: '10.00', stock: 30 }],
    });
    const sku = d.skus[0]!;
    const buyers = await Promise.all(Array.from({ length: 20 }, () => newUser(t)));
    const addresses = await Promise.all(buyers.map((b) => f.newAddress(b)));
    const body = reopen(d);
    body.skus[0]!.stock = 35;
    const [edit, ...buys] = await Promise.all([
      api(t, merchant.goodsEdit, { token: shop.owner.token, body }),
      ...buyers.map((b, i) =>
        api(t, mall.orderSubmit, {
          token: b.token,
          body: {
            token: `race-${tag()}-${i}`,
            items: [{ goods_id: d.id, sku_id: sku.id, num: 1 }],
            address_id: addresses[i]!,
          },
        }),
      ),
    ]);
    expect(edit!.body.code, JSON.stringify(edit!.body)).toBe(0);
    const sold = buys.filter((r) => r.body.code === 0).length;
    expect(sold).toBe(20);
    expect((await skuStock(sku.id)).stock).toBe(30 + 5 - sold);
    const { rows } = await t.database.pool.query('select stock from goods where id = $1', [d.id]);
    expect(rows[0].stock).toBe(30 + 5 - sold);
  });
});
