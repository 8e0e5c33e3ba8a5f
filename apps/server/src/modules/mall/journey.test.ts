import { describe, expect, it } from 'vitest';
import { call, type CallOptions, countRows, newUser, testApp, userRow } from '../../../test/helpers.ts';
import { factories } from '../../../test/kit.ts';

const t = await testApp();
const f = factories(t);

const api = <T = Record<string, unknown>>(method: 'GET' | 'POST', path: string, opts: CallOptions = {}) =>
  call<T>(t.app, method, path, opts);

async function ok<T = Record<string, unknown>>(method: 'GET' | 'POST', path: string, opts: CallOptions = {}) {
  const r = await api<T>(method, path, opts);
  expect(r.body.code, `${path} ${JSON.stringify(r.body)}`).toBe(0);
  return r.body.data;
}

describe('a whole purchase', () => {
  it('cart -> preview -> submit -> balance pay -> ship -> confirm -> review -> after-sale refund', async () => {
    const shop = await f.newShop();
    const g = await f.newGoods(shop.id, {
      name: '街舞卫衣 Oversize',
      specs: [{ name: '颜色', values: ['黑', '白'] }],
      price: 19900,
      stock: 10,
    });
    const buyer = await newUser(t);
    await f.fund(buyer.id, 100_000);
    await f.givePoints(buyer.id, 1000);
    const addressId = await f.newAddress(buyer);

    const a = await ok<{ id: number }>('POST', '/api/cart/edit', {
      token: buyer.token,
      body: { goods_id: g.id, sku_id: g.skus[0]!.id, num: 1 },
    });
    await ok('POST', '/api/cart/edit', {
      token: buyer.token,
      body: { goods_id: g.id, sku_id: g.skus[1]!.id, num: 1 },
    });
    await ok('POST', '/api/cart/edit', {
      token: buyer.token,
      body: { id: a.id, goods_id: g.id, sku_id: g.skus[0]!.id, num: 2 },
    });
    const cart = await ok<{ list: { id: number; num: number; invalid_reason: string | null }[] }>(
      'GET',
      '/api/cart/list',
      {
        token: buyer.token,
      },
    );
    expect(cart.list.map((c) => c.num).sort()).toEqual([1, 2]);
    const cartIds = cart.list.map((c) => c.id);

    const preview = await ok<{ pay_amount: string; shipping_fee: string; integral: { used: number } }>(
      'POST',
      '/api/order/preview',
      { token: buyer.token, body: { cart_ids: cartIds, address_id: addressId, use_integral: 1 } },
    );
    // 3 x 199.00 + 10.00 shipping - 10.00 of points (1000 points)
    expect(preview).toMatchObject({ shipping_fee: '10.00', pay_amount: '597.00', integral: { used: 1000 } });

    const sub = await ok<{ order_ids: number[]; pay_amount: string }>('POST', '/api/order/submit', {
      token: buyer.token,
      body: {
        token: 'tok-journey-1',
        cart_ids: cartIds,
        address_id: addressId,
        use_integral: 1,
        remark: '尽快发货',
      },
    });
    expect(sub.order_ids).toHaveLength(1);
    expect(sub.pay_amount).toBe('597.00');
    expect(await countRows(t, 'cart', `user_id = ${buyer.id}`)).toBe(0);
    expect((await userRow(t, buyer.id)).integral).toBe(0);

    const pay = await ok<{ payment_id: number; amount: string }>('POST', '/api/order/pay-data', {
      token: buyer.token,
      body: { order_ids: sub.order_ids },
    });
    expect(pay.amount).toBe('597.00');
    const r = await api('GET', '/api/payment/pay-buy-balance', {
      token: buyer.token,
      query: { payment_id: pay.payment_id },
    });
    expect(r.body.code, JSON.stringify(r.body)).toBe(0);
    expect(r.body.data).toMatchObject({ status: 'paid', balance: '403.00' });
    const orderId = sub.order_ids[0]!;

    await ok('POST', '/plugin/mch/api/order/send', {
      token: shop.owner.token,
      body: { id: orderId, express_company: 'SF', express_no: 'SF1234567890' },
    });
    await ok('GET', '/api/order/confirm', { token: buyer.token, query: { id: orderId } });
    const detail = await ok<{ status: string; items: { id: number }[]; timeline: { action: string }[] }>(
      'GET',
      '/api/order/detail',
      { token: buyer.token, query: { id: orderId } },
    );
    expect(detail.status).toBe('received');
    expect(detail.timeline.map((e) => e.action)).toEqual(['submit', 'pay', 'ship', 'confirm']);

    await ok('POST', '/api/order/appraise', {
      token: buyer.token,
      body: {
        order_id: orderId,
        items: [
          { order_item_id: detail.items[0]!.id, score: 5, content: '版型很正', images: [], is_anonymous: 0 },
        ],
      },
    });
    const comments = await ok<{ list: { content: string }[] }>('GET', '/api/goods/comments-list', {
      query: { goods_id: g.id },
      token: buyer.token,
    });
    expect(comments.list[0]!.content).toBe('版型很正');

    const as = await ok<{ id: number; refund_amount: string }>('POST', '/api/order/after-sale/apply', {
      token: buyer.token,
      body: { order_item_id: detail.items[1]!.id, type: 'refund', reason_id: 1, content: '偏大' },
    });
    await ok('POST', '/plugin/mch/api/after-sale/handle', {
      token: shop.owner.token,
      body: { id: as.id, agree: true },
    });
    const after = await ok<{ status: string; records: { action: string }[] }>(
      'GET',
      '/api/order/after-sale/detail',
      {
        token: buyer.token,
        query: { id: as.id },
      },
    );
    expect(after.status).toBe('refunded');
    expect(after.records.map((x) => x.action)).toEqual(['apply', 'agree', 'refund']);
    const u = await userRow(t, buyer.id);
    expect(u.balance).toBe(40_300 + Number(as.refund_amount.replace('.', '')));
  });
});
