import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { countRows, newUser, userRow, testFile } from '../../../test/helpers.ts';
import { uploadAs } from '../content/test-factories.ts';

const { t, kit: f, by, visitor } = await testFile();

const tok = () => `tok-${Math.random().toString(36).slice(2)}`;

async function status(id: number): Promise<string> {
  const r = await t.database.db.execute<{ status: string }>(sql`select status from orders where id = ${id}`);
  return r.rows[0]!.status;
}

interface Detail {
  id: number;
  status: string;
  expires_at: string | null;
  items: { id: number }[];
  actions: Record<string, boolean>;
  timeline: { action: string; actor: string }[];
  address: { full_address: string } | null;
}

describe('POST /api/order/preview', () => {
  it('prices on the server: one group per shop and delivery, shipping, points at most half', async () => {
    const [s1, s2] = [await f.newShop(), await f.newShop()];
    const a = await f.newGoods(s1.id, { price: 10000, shippingFee: 800 });
    const b = await f.newGoods(s1.id, { price: 5000, shippingFee: 1200 });
    const c = await f.newGoods(s2.id, { price: 3000, delivery: 'verify' });
    const u = await newUser(t);
    await f.givePoints(u.id, 100_000);
    const addressId = await f.newAddress(u);
    const p = await by.ok<{
      groups: {
        mch: { id: number };
        delivery: string;
        shipping_fee: string;
        integral_used: number;
        pay_amount: string;
      }[];
      need_address: boolean;
      address: { id: number } | null;
      pay_amount: string;
      integral: { usable: number; used: number };
    }>('POST', '/api/order/preview', {
      token: u.token,
      body: {
        items: [
          { goods_id: a.id, sku_id: a.sku.id, num: 2, price: '0.01' },
          { goods_id: b.id, sku_id: b.sku.id, num: 1 },
          { goods_id: c.id, sku_id: c.sku.id, num: 1 },
        ],
        use_integral: 1,
      },
    });
    expect(p.groups.map((g) => [g.mch.id, g.delivery, g.shipping_fee])).toEqual([
      [s1.id, 'express', '12.00'],
      [s2.id, 'verify', '0.00'],
    ]);
    // 250.00 goods: points pay 125.00; the verify group 30.00: 15.00.
    expect(p.groups.map((g) => g.integral_used)).toEqual([12500, 1500]);
    expect(p.pay_amount).toBe(`${(25000 + 1200 - 12500 + 3000 - 1500) / 100}.00`);
    expect(p.need_address).toBe(true);
    expect(p.address?.id).toBe(addressId);
    expect(p.integral).toMatchObject({ usable: 14000, used: 14000 });
  });

  it("refuses unknown goods, a SKU of other goods, both or neither inputs, and other users' carts", async () => {
    const s = await f.newShop();
    const a = await f.newGoods(s.id);
    const b = await f.newGoods(s.id);
    const u = await newUser(t);
    const v = await newUser(t);
    const line = await by.ok<{ id: number }>('POST', '/api/cart/edit', {
      token: v.token,
      body: { goods_id: a.id, sku_id: a.sku.id, num: 1 },
    });
    await by.code(1404, 'POST', '/api/order/preview', { token: u.token, body: { cart_ids: [line.id] } });
    await by.code(1404, 'POST', '/api/order/preview', {
      token: u.token,
      body: { items: [{ goods_id: 987654321, sku_id: a.sku.id, num: 1 }] },
    });
    await by.code(1404, 'POST', '/api/order/preview', {
      token: u.token,
      body: { items: [{ goods_id: a.id, sku_id: b.sku.id, num: 1 }] },
    });
    await by.code(1400, 'POST', '/api/order/preview', { token: u.token, body: {} });
    await by.code(1400, 'POST', '/api/order/preview', {
      token: u.token,
      body: { items: [{ goods_id: a.id, sku_id: a.sku.id, num: 1 }], cart_ids: [line.id] },
    });
    await by.code(1400, 'POST', '/api/order/preview', {
      token: u.token,
      body: { items: [{ goods_id: a.id, sku_id: a.sku.id, num: 0 }] },
    });
    await by.code(4002, 'POST', '/api/order/preview', {
      token: u.token,
      body: { items: [{ goods_id: a.id, sku_id: a.sku.id, num: 101 }] },
    });
    await by.code(1403, 'POST', '/api/order/preview', {
      token: visitor,
      body: { items: [{ goods_id: a.id, sku_id: a.sku.id, num: 1 }] },
    });
  });
});

describe('POST /api/order/submit', () => {
  it("needs an address for express goods; another user's address is not found; nothing is created", async () => {
    const s = await f.newShop();
    const g = await f.newGoods(s.id, { stock: 5 });
    const u = await newUser(t);
    const v = await newUser(t);
    const theirs = await f.newAddress(v);
    const items = [{ goods_id: g.id, sku_id: g.sku.id, num: 1 }];
    await by.code(4006, 'POST', '/api/order/submit', { token: u.token, body: { token: tok(), items } });
    await by.code(1404, 'POST', '/api/order/submit', {
      token: u.token,
      body: { token: tok(), items, address_id: theirs },
    });
    await by.code(1400, 'POST', '/api/order/submit', { token: u.token, body: { token: 'short', items } });
    await by.code(1400, 'POST', '/api/order/submit', {
      token: u.token,
      body: { token: 'x'.repeat(65), items },
    });
    await by.code(1400, 'POST', '/api/order/submit', {
      token: u.token,
      body: { token: tok(), items, remark: 'x'.repeat(201) },
    });
    await by.code(1403, 'POST', '/api/order/submit', { token: visitor, body: { token: tok(), items } });
    await t.database.db.execute(sql`update goods set status = 0 where id = ${g.id}`);
    await by.code(4001, 'POST', '/api/order/submit', {
      token: u.token,
      body: { token: tok(), items, address_id: await f.newAddress(u) },
    });
    expect(await countRows(t, 'orders', `user_id = ${u.id}`)).toBe(0);
    expect(
      (
        await t.database.db.execute<{ stock: number }>(
          sql`select stock from goods_sku where id = ${g.sku.id}`,
        )
      ).rows[0]!.stock,
    ).toBe(5);
  });

  it('ignores prices the client sends, snapshots the address, takes stock and points, empties the cart lines', async () => {
    const s = await f.newShop();
    const g = await f.newGoods(s.id, { price: 8800, stock: 9, shippingFee: 0 });
    const u = await newUser(t);
    await f.givePoints(u.id, 1000);
    const addressId = await f.newAddress(u);
    const line = await by.ok<{ id: number }>('POST', '/api/cart/edit', {
      token: u.token,
      body: { goods_id: g.id, sku_id: g.sku.id, num: 2 },
    });
    const sub = await by.ok<{ order_ids: number[]; pay_amount: string; expires_at: string }>(
      'POST',
      '/api/order/submit',
      {
        token: u.token,
        body: {
          token: tok(),
          cart_ids: [line.id],
          address_id: addressId,
          use_integral: 1,
          pay_amount: '0.01',
          price: 1,
        },
      },
    );
    expect(sub.pay_amount).toBe('166.00');
    const minutes = (Date.parse(sub.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    const d = await by.ok<Detail & { integral_used: number }>('GET', '/api/order/detail', {
      token: u.token,
      query: { id: sub.order_ids[0] },
    });
    expect(d.address?.full_address).toContain('景山前街');
    expect(d.integral_used).toBe(1000);
    expect(d.expires_at).toBe(sub.expires_at);
    expect(d.actions).toMatchObject({ pay: true, cancel: true, confirm: false });
    expect((await userRow(t, u.id)).integral).toBe(0);
    expect(
      await countRows(t, 'integral_log', `user_id = ${u.id} and kind = 'deduct' and change = -1000`),
    ).toBe(1);
    expect(await countRows(t, 'cart', `user_id = ${u.id}`)).toBe(0);
  });
});

describe('order list, counts, detail, cancel, delete', () => {
  it('tabs and counts follow the states; another user sees nothing of mine', async () => {
    const s = await f.newShop();
    const g = await f.newGoods(s.id, { delivery: 'verify', stock: 20 });
    const u = await newUser(t);
    const unpaid = { orderId: await f.newOrder(u, g) };
    const paid = await f.paidOrder(u, g);
    const counts = await by.ok('GET', '/api/order/status-count', { token: u.token });
    expect(counts).toEqual({ unpaid: 1, to_ship: 1, shipped: 0, to_review: 0, after_sale: 0 });
    const tab = async (status: string) =>
      (
        await by.ok<{ list: { id: number }[] }>('GET', '/api/order/list', {
          token: u.token,
          query: { status },
        })
      ).list.map((o) => o.id);
    expect(await tab('all')).toEqual([paid.orderId, unpaid.orderId]);
    expect(await tab('unpaid')).toEqual([unpaid.orderId]);
    expect(await tab('to_ship')).toEqual([paid.orderId]);
    const p1 = await by.ok<{ list: { id: number }[]; next_cursor: string }>('GET', '/api/order/list', {
      token: u.token,
      query: { limit: 1 },
    });
    const p2 = await by.ok<{ list: { id: number }[]; next_cursor: null }>('GET', '/api/order/list', {
      token: u.token,
      query: { limit: 1, cursor: p1.next_cursor },
    });
    expect([p1.list[0]!.id, p2.list[0]!.id]).toEqual([paid.orderId, unpaid.orderId]);
    expect(p2.next_cursor).toBeNull();

    const v = await newUser(t);
    expect((await by.ok<{ list: unknown[] }>('GET', '/api/order/list', { token: v.token })).list).toEqual([]);
    await by.code(1404, 'GET', '/api/order/detail', { token: v.token, query: { id: paid.orderId } });
    await by.code(1404, 'POST', '/api/order/cancel', { token: v.token, body: { id: unpaid.orderId } });
    await by.code(1404, 'POST', '/api/order/delete', { token: v.token, body: { id: unpaid.orderId } });
    await by.code(1400, 'GET', '/api/order/list', { token: u.token, query: { status: 'shipping' } });
    await by.code(1400, 'GET', '/api/order/list', { token: u.token, query: { cursor: '-1' } });
    await by.code(1400, 'GET', '/api/order/detail', { token: u.token, query: { id: 'x' } });
    await by.code(1404, 'GET', '/api/order/detail', { token: u.token, query: { id: 987654321 } });
    for (const path of ['/api/order/list', '/api/order/status-count', '/api/order/cancel-cause-list'])
      await by.code(1403, 'GET', path, { token: visitor });
    await by.code(1403, 'GET', '/api/order/detail', { token: visitor, query: { id: paid.orderId } });
  });

  it('cancel: unpaid only, stock and points back, the cause recorded; delete hides it', async () => {
    const s = await f.newShop();
    const g = await f.newGoods(s.id, { delivery: 'verify', stock: 3, price: 10000 });
    const u = await newUser(t);
    await f.givePoints(u.id, 2000);
    const sub = await by.ok<{ order_ids: number[] }>('POST', '/api/order/submit', {
      token: u.token,
      body: { token: tok(), items: [{ goods_id: g.id, sku_id: g.sku.id, num: 2 }], use_integral: 1 },
    });
    const id = sub.order_ids[0]!;
    expect((await userRow(t, u.id)).integral).toBe(0);
    const causes = await by.ok<{ list: { id: number; name: string }[] }>(
      'GET',
      '/api/order/cancel-cause-list',
      {
        token: u.token,
        headers: { 'x-app-language': 'en' },
      },
    );
    expect(causes.list[0]).toEqual({ id: 1, name: 'I no longer want it' });
    await by.code(1404, 'POST', '/api/order/cancel', { token: u.token, body: { id, cause_id: 99 } });
    await by.code(4005, 'POST', '/api/order/delete', { token: u.token, body: { id } });
    await by.ok('POST', '/api/order/cancel', { token: u.token, body: { id, cause_id: 1 } });
    await by.code(4005, 'POST', '/api/order/cancel', { token: u.token, body: { id } });
    expect((await userRow(t, u.id)).integral).toBe(2000);
    expect(
      (
        await t.database.db.execute<{ stock: number }>(
          sql`select stock from goods_sku where id = ${g.sku.id}`,
        )
      ).rows[0]!.stock,
    ).toBe(3);
    const d = await by.ok<Detail>('GET', '/api/order/detail', { token: u.token, query: { id } });
    expect(d.timeline.map((e) => [e.action, e.actor])).toEqual([
      ['submit', 'buyer'],
      ['cancel', 'buyer'],
    ]);
    expect(d.actions.delete).toBe(true);
    await by.ok('POST', '/api/order/delete', { token: u.token, body: { id } });
    expect((await by.ok<{ list: unknown[] }>('GET', '/api/order/list', { token: u.token })).list).toEqual([]);
  });
});

describe('shipping, confirmation, reviews', () => {
  it('the owner ships with an express company; the buyer confirms (no-store); reviews once per line', async () => {
    // A verify-only clerk may not ship (decision 223).
    const s = await f.newShop({ role: 'verify' });
    const other = await f.newShop();
    const g = await f.newGoods(s.id);
    const u = await newUser(t);
    const { orderId } = await f.paidOrder(u, g);
    const send = { id: orderId, express_company: 'SF', express_no: 'SF100200300' };
    await by.code(1405, 'POST', '/plugin/mch/api/order/send', { token: s.clerk.token, body: send });
    await by.code(1405, 'POST', '/plugin/mch/api/order/send', { token: other.owner.token, body: send });
    await by.code(1405, 'POST', '/plugin/mch/api/order/send', { token: u.token, body: send });
    await by.code(1400, 'POST', '/plugin/mch/api/order/send', {
      token: s.owner.token,
      body: { ...send, express_company: 'XX' },
    });
    await by.code(1400, 'POST', '/plugin/mch/api/order/send', {
      token: s.owner.token,
      body: { ...send, express_no: '<b>' },
    });
    await by.code(4005, 'GET', '/api/order/confirm', { token: u.token, query: { id: orderId } });
    await by.code(4005, 'POST', '/api/order/appraise', {
      token: u.token,
      body: { order_id: orderId, items: [{ order_item_id: 1, score: 5, content: '' }] },
    });
    expect(await status(orderId)).toBe('paid');
    await by.ok('POST', '/plugin/mch/api/order/send', { token: s.owner.token, body: send });
    await by.code(4005, 'POST', '/plugin/mch/api/order/send', { token: s.owner.token, body: send });

    await by.code(1403, 'GET', '/api/order/confirm', { token: visitor, query: { id: orderId } });
    await by.code(1404, 'GET', '/api/order/confirm', {
      token: (await newUser(t)).token,
      query: { id: orderId },
    });
    const r = await t.app.inject({
      method: 'GET',
      url: `/api/order/confirm?id=${orderId}`,
      headers: { 'x-access-token': u.token },
    });
    expect(r.json()).toMatchObject({ code: 0, data: { status: 'received' } });
    expect(r.headers['cache-control']).toBe('no-store');
    await by.code(4005, 'GET', '/api/order/confirm', { token: u.token, query: { id: orderId } });

    const d = await by.ok<Detail & { express: { company_name: string } }>('GET', '/api/order/detail', {
      token: u.token,
      query: { id: orderId },
    });
    expect(d.express.company_name).toBe('顺丰速运');
    for (const [lang, name] of [
      ['en', 'SF Express'],
      ['fr', 'SF Express'],
      ['zh-Hant', '順豐速運'],
    ] as const) {
      const local = await by.ok<{ express: { company: string; company_name: string } }>(
        'GET',
        '/api/order/detail',
        {
          token: u.token,
          query: { id: orderId },
          headers: { 'x-app-language': lang },
        },
      );
      expect(local.express).toMatchObject({ company: 'SF', company_name: name });
    }
    const item = d.items[0]!.id;
    const review = (body: object) => ({
      order_id: orderId,
      items: [{ order_item_id: item, score: 5, content: 'ok', ...body }],
    });
    await by.code(1400, 'POST', '/api/order/appraise', { token: u.token, body: review({ score: 6 }) });
    await by.code(1400, 'POST', '/api/order/appraise', { token: u.token, body: review({ score: 0 }) });
    await by.code(1400, 'POST', '/api/order/appraise', {
      token: u.token,
      body: review({ content: 'x'.repeat(501) }),
    });
    await by.code(1400, 'POST', '/api/order/appraise', {
      token: u.token,
      body: review({ images: ['https://evil.example/x.png'] }),
    });
    await by.code(1400, 'POST', '/api/order/appraise', {
      token: u.token,
      body: review({ images: Array(10).fill('/uploads/image/a.png') }),
    });
    await by.code(1404, 'POST', '/api/order/appraise', {
      token: u.token,
      body: { order_id: orderId, items: [{ order_item_id: 987654321, score: 5 }] },
    });
    await by.code(1404, 'POST', '/api/order/appraise', { token: (await newUser(t)).token, body: review({}) });
    const photo = await uploadAs(t.services.uploads, u.id, 'image');
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        by.api('POST', '/api/order/appraise', {
          token: u.token,
          body: review({ images: [photo] }),
        }),
      ),
    );
    expect(results.map((x) => x.body.code).sort()).toEqual([0, 4009, 4009]);
    expect(await countRows(t, 'goods_comment', `order_item_id = ${item}`)).toBe(1);
    const after = await by.ok<Detail>('GET', '/api/order/detail', { token: u.token, query: { id: orderId } });
    expect(after.actions.appraise).toBe(false);
  });
});

describe('verify-mode orders: QR and clerk verification', () => {
  it('only a clerk or the owner of that shop verifies, exactly once; no-store', async () => {
    const s = await f.newShop();
    const other = await f.newShop();
    const g = await f.newGoods(s.id, { delivery: 'verify' });
    const u = await newUser(t);
    const { orderId } = await f.paidOrder(u, g);
    const qr = await by.ok<{ code: string; qr: string; verified_at: null }>(
      'GET',
      '/api/order/clerk-qr-code',
      {
        token: u.token,
        query: { id: orderId },
      },
    );
    expect(qr.code).toMatch(/^\d{12}$/);
    expect(qr.qr.startsWith('data:image/png;base64,')).toBe(true);
    await by.code(1404, 'GET', '/api/order/clerk-qr-code', { token: s.clerk.token, query: { id: orderId } });
    // Someone not on the shop's staff cannot tell a real code from an unknown one.
    const unknown = await by.code(4010, 'GET', '/api/order/order-clerk', {
      token: other.clerk.token,
      query: { code: '000000000000' },
    });
    for (const who of [other.clerk, other.owner, u]) {
      const r = await by.code(4010, 'GET', '/api/order/order-clerk', {
        token: who.token,
        query: { code: qr.code },
      });
      expect(r.body).toEqual(unknown.body);
      expect(r.status).toBe(unknown.status);
    }
    await by.code(1403, 'GET', '/api/order/order-clerk', { token: visitor, query: { code: qr.code } });
    await by.code(1400, 'GET', '/api/order/order-clerk', { token: s.clerk.token, query: { code: '12ab' } });
    await by.code(4010, 'GET', '/api/order/order-clerk', {
      token: s.clerk.token,
      query: { code: '000000000000' },
    });
    expect(await status(orderId)).toBe('paid');
    const [a, b] = await Promise.all([
      t.app.inject({
        method: 'GET',
        url: `/api/order/order-clerk?code=${qr.code}`,
        headers: { 'x-access-token': s.clerk.token },
      }),
      t.app.inject({
        method: 'GET',
        url: `/api/order/order-clerk?code=${qr.code}`,
        headers: { 'x-access-token': s.owner.token },
      }),
    ]);
    expect([a.json().code, b.json().code].sort()).toEqual([0, 4010]);
    expect(a.headers['cache-control']).toBe('no-store');
    expect(await status(orderId)).toBe('received');
    expect(await countRows(t, 'order_event', `order_id = ${orderId} and action = 'verify'`)).toBe(1);
    const again = await by.ok<{ verified_at: string }>('GET', '/api/order/clerk-qr-code', {
      token: u.token,
      query: { id: orderId },
    });
    expect(again.verified_at).not.toBeNull();
  });

  it('express orders and unpaid orders have no QR', async () => {
    const s = await f.newShop();
    const u = await newUser(t);
    const express = await f.paidOrder(u, await f.newGoods(s.id));
    const unpaid = { orderId: await f.newOrder(u, await f.newGoods(s.id, { delivery: 'verify' })) };
    await by.code(4005, 'GET', '/api/order/clerk-qr-code', {
      token: u.token,
      query: { id: express.orderId },
    });
    await by.code(4005, 'GET', '/api/order/clerk-qr-code', { token: u.token, query: { id: unpaid.orderId } });
    await by.code(1403, 'GET', '/api/order/clerk-qr-code', { token: visitor, query: { id: unpaid.orderId } });
  });
});

describe('cancel requests and store cancel', () => {
  it('the buyer asks, the owner refuses or agrees (refund in full to the balance, stock back)', async () => {
    const s = await f.newShop({ role: 'verify' });
    const g = await f.newGoods(s.id, { stock: 4, price: 6600 });
    const u = await newUser(t);
    const { orderId } = await f.paidOrder(u, g);
    const balance = (await userRow(t, u.id)).balance;
    await by.code(1404, 'POST', '/api/order/cancel-apply', {
      token: (await newUser(t)).token,
      body: { id: orderId, cause_id: 1 },
    });
    await by.code(1400, 'POST', '/api/order/cancel-apply', { token: u.token, body: { id: orderId } });
    await by.ok('POST', '/api/order/cancel-apply', {
      token: u.token,
      body: { id: orderId, cause_id: 3, remark: '地址错了' },
    });
    await by.code(4005, 'POST', '/api/order/cancel-apply', {
      token: u.token,
      body: { id: orderId, cause_id: 3 },
    });
    // A pending request blocks shipping.
    await by.code(4005, 'POST', '/plugin/mch/api/order/send', {
      token: s.owner.token,
      body: { id: orderId, express_company: 'SF', express_no: 'SF9999999' },
    });
    expect((await by.ok('GET', '/api/order/status-count', { token: u.token })).after_sale).toBe(1);
    await by.code(1405, 'POST', '/plugin/mch/api/order/cancel-apply-handle', {
      token: s.clerk.token,
      body: { id: orderId, agree: true },
    });
    const refused = await by.ok<{ cancel_apply_status: string }>(
      'POST',
      '/plugin/mch/api/order/cancel-apply-handle',
      {
        token: s.owner.token,
        body: { id: orderId, agree: false, reason: '已打包' },
      },
    );
    expect(refused.cancel_apply_status).toBe('refused');
    await by.code(4005, 'POST', '/plugin/mch/api/order/cancel-apply-handle', {
      token: s.owner.token,
      body: { id: orderId, agree: true },
    });
    await by.ok('POST', '/api/order/cancel-apply', { token: u.token, body: { id: orderId, cause_id: 1 } });
    const agreed = await by.ok<{ status: string; cancel_apply_status: string }>(
      'POST',
      '/plugin/mch/api/order/cancel-apply-handle',
      {
        token: s.owner.token,
        body: { id: orderId, agree: true, reason: '同意' },
      },
    );
    expect(agreed).toMatchObject({ status: 'refunded', cancel_apply_status: 'agreed' });
    expect((await userRow(t, u.id)).balance).toBe(balance + 6600 + 1000);
    expect(
      (
        await t.database.db.execute<{ stock: number }>(
          sql`select stock from goods_sku where id = ${g.sku.id}`,
        )
      ).rows[0]!.stock,
    ).toBe(4);
    await by.code(1400, 'POST', '/plugin/mch/api/order/cancel-apply-handle', {
      token: s.owner.token,
      body: { id: orderId },
    });
  });

  it('a paid order whose payment cannot be found is refused as an error, never refunded with nothing', async () => {
    const s = await f.newShop();
    const g = await f.newGoods(s.id, { price: 1700 });
    const u = await newUser(t);
    const { orderId } = await f.paidOrder(u, g);
    const before = (await userRow(t, u.id)).balance;
    // A broken row: paid, but its payment is gone.
    await t.database.db.execute(sql`update orders set payment_id = null where id = ${orderId}`);
    const r = await by.api('POST', '/api/order/store-cancel', {
      token: s.owner.token,
      body: { id: orderId, reason: '缺货' },
    });
    expect(r.body.code).toBe(1500);
    expect(await status(orderId)).toBe('paid');
    expect(await countRows(t, 'refund', `order_id = ${orderId}`)).toBe(0);
    expect((await userRow(t, u.id)).balance).toBe(before);
  });

  it('store-cancel: the owner or an orders clerk only, paid and unshipped only, money back once', async () => {
    const s = await f.newShop({ role: 'verify' });
    const g = await f.newGoods(s.id, { price: 2500 });
    const u = await newUser(t);
    const { orderId } = await f.paidOrder(u, g);
    const before = (await userRow(t, u.id)).balance;
    await by.code(1405, 'POST', '/api/order/store-cancel', {
      token: s.clerk.token,
      body: { id: orderId, reason: '缺货' },
    });
    await by.code(1405, 'POST', '/api/order/store-cancel', {
      token: u.token,
      body: { id: orderId, reason: '缺货' },
    });
    await by.code(1400, 'POST', '/api/order/store-cancel', {
      token: s.owner.token,
      body: { id: orderId, reason: '' },
    });
    await by.code(1404, 'POST', '/api/order/store-cancel', {
      token: s.owner.token,
      body: { id: 987654321, reason: '缺货' },
    });
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        by.api('POST', '/api/order/store-cancel', {
          token: s.owner.token,
          body: { id: orderId, reason: '缺货' },
        }),
      ),
    );
    expect(results.map((r) => r.body.code).sort()).toEqual([0, 4005, 4005]);
    expect((await userRow(t, u.id)).balance).toBe(before + 2500 + 1000);
    expect(await countRows(t, 'refund', `order_id = ${orderId}`)).toBe(1);
    await by.code(1403, 'POST', '/api/order/store-cancel', {
      token: visitor,
      body: { id: orderId, reason: 'x' },
    });
  });
});

describe("the shop's order calls", () => {
  it('lists by tab with the buyer, shows details, express companies; other shops are refused', async () => {
    const s = await f.newShop();
    const other = await f.newShop();
    const u = await newUser(t, { nickname: '买家小李' });
    const express = await f.paidOrder(u, await f.newGoods(s.id));
    const verify = await f.paidOrder(u, await f.newGoods(s.id, { delivery: 'verify' }));
    type L = { list: { id: number; buyer: { nickname: string } }[] };
    const tab = async (status: string, token = s.clerk.token) =>
      (
        await by.ok<L>('GET', '/plugin/mch/api/order/index', { token, query: { mch_id: s.id, status } })
      ).list.map((o) => o.id);
    expect(await tab('all')).toEqual([verify.orderId, express.orderId]);
    expect(await tab('to_ship')).toEqual([express.orderId]);
    expect(await tab('to_verify', s.owner.token)).toEqual([verify.orderId]);
    const d = await by.ok<{ buyer: { nickname: string }; address: object }>(
      'GET',
      '/plugin/mch/api/order/detail',
      {
        token: s.clerk.token,
        query: { id: express.orderId },
      },
    );
    expect(d.buyer.nickname).toBe('买家小李');
    // The list shows each order as its detail does (lines, timeline, buyer), though read in one batch.
    const listed = await by.ok<{ list: { id: number }[] }>('GET', '/plugin/mch/api/order/index', {
      token: s.owner.token,
      query: { mch_id: s.id },
    });
    expect(listed.list).toHaveLength(2);
    for (const o of listed.list)
      expect(o).toEqual(
        await by.ok('GET', '/plugin/mch/api/order/detail', { token: s.owner.token, query: { id: o.id } }),
      );
    await by.code(1405, 'GET', '/plugin/mch/api/order/index', {
      token: other.owner.token,
      query: { mch_id: s.id },
    });
    await by.code(1405, 'GET', '/plugin/mch/api/order/detail', {
      token: other.clerk.token,
      query: { id: express.orderId },
    });
    await by.code(1405, 'GET', '/plugin/mch/api/order/index', { token: u.token, query: { mch_id: s.id } });
    await by.code(1400, 'GET', '/plugin/mch/api/order/index', {
      token: s.owner.token,
      query: { mch_id: s.id, status: 'x' },
    });
    await by.code(1403, 'GET', '/plugin/mch/api/order/index', { token: visitor, query: { mch_id: s.id } });
    const ex = await by.ok<{ list: { code: string }[] }>('GET', '/plugin/mch/api/order/express-list', {
      token: s.owner.token,
    });
    expect(ex.list.map((c) => c.code)).toContain('SF');
    for (const lang of ['en', 'fr']) {
      const named = await by.ok<{ list: { code: string; name: string }[] }>(
        'GET',
        '/plugin/mch/api/order/express-list',
        { token: s.owner.token, headers: { 'x-app-language': lang } },
      );
      expect(named.list.find((c) => c.code === 'JD')?.name).toBe('JD Logistics');
      for (const c of named.list) expect(c.name).not.toMatch(/[\u3400-\u9fff]/);
    }
  });

  it('sales record of a goods item: its shop only', async () => {
    const s = await f.newShop();
    const other = await f.newShop();
    const g = await f.newGoods(s.id, { delivery: 'verify' });
    const u = await newUser(t, { nickname: '买家阿强' });
    await f.paidOrder(u, g);
    await f.newOrder(u, g);
    const r = await by.ok<{
      goods: { sales: number };
      list: { buyer: { nickname: string }; status: string }[];
    }>('GET', '/api/order/mch-product-sales-record', { token: s.clerk.token, query: { goods_id: g.id } });
    expect(r.goods.sales).toBe(1);
    expect(r.list).toHaveLength(1);
    expect(r.list[0]).toMatchObject({ buyer: { nickname: '买家阿强' }, status: 'paid' });
    await by.code(1405, 'GET', '/api/order/mch-product-sales-record', {
      token: other.owner.token,
      query: { goods_id: g.id },
    });
    await by.code(1405, 'GET', '/api/order/mch-product-sales-record', {
      token: u.token,
      query: { goods_id: g.id },
    });
    await by.code(1404, 'GET', '/api/order/mch-product-sales-record', {
      token: s.owner.token,
      query: { goods_id: 987654321 },
    });
    await by.code(1403, 'GET', '/api/order/mch-product-sales-record', {
      token: visitor,
      query: { goods_id: g.id },
    });
  });
});
