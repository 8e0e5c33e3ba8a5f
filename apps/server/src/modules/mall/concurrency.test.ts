import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  call,
  type CallOptions,
  countRows,
  newUser,
  testApp,
  type TestUser,
  userRow,
} from '../../../test/helpers.ts';
import { factories } from '../../../test/kit.ts';
import { hmacHex } from './signature.ts';
import { notifyText } from './payments.ts';

const t = await testApp();
const f = factories(t);

const api = <T = Record<string, unknown>>(method: 'GET' | 'POST', path: string, opts: CallOptions = {}) =>
  call<T>(t.app, method, path, opts);

async function one<T>(q: string): Promise<T> {
  const r = await t.database.db.execute(sql.raw(q));
  return r.rows[0] as T;
}

const gatewayKey = () => hmacHex(t.config.tokenSecret!, 'sandbox-gateway/v1');
const signed = (b: {
  payment_id: number;
  provider_txn_id: string;
  amount: string;
  status: 'paid' | 'failed';
}) => {
  const body = { ...b, timestamp: Math.floor(Date.now() / 1000) };
  return { ...body, sign: hmacHex(gatewayKey(), notifyText(body)) };
};

async function submitOne(buyer: TestUser, goodsId: number, skuId: number, token = `tok-${Math.random()}`) {
  const r = await api<{ order_ids: number[]; pay_amount: string }>('POST', '/api/order/submit', {
    token: buyer.token,
    body: { token, items: [{ goods_id: goodsId, sku_id: skuId, num: 1 }] },
  });
  expect(r.body.code, JSON.stringify(r.body)).toBe(0);
  return r.body.data;
}

async function openPayment(buyer: TestUser, orderIds: number[]) {
  const r = await api<{ payment_id: number; amount: string }>('POST', '/api/order/pay-data', {
    token: buyer.token,
    body: { order_ids: orderIds },
  });
  expect(r.body.code, JSON.stringify(r.body)).toBe(0);
  return r.body.data;
}

describe('concurrency, counted to the unit', () => {
  it('200 buyers at once on a SKU with stock 20: exactly 20 orders, stock 0, never negative', async () => {
    const shop = await f.newShop();
    const g = await f.newGoods(shop.id, { stock: 20, delivery: 'verify', price: 5000 });
    const buyers = await Promise.all(Array.from({ length: 200 }, () => newUser(t)));
    const results = await Promise.all(
      buyers.map((b, i) =>
        api('POST', '/api/order/submit', {
          token: b.token,
          body: { token: `crowd-token-${i}`, items: [{ goods_id: g.id, sku_id: g.sku.id, num: 1 }] },
        }),
      ),
    );
    const codes = results.map((r) => r.body.code);
    expect(
      codes.filter((c) => c !== 0 && c !== 4002).map(String),
      JSON.stringify(results.find((r) => r.body.code !== 0 && r.body.code !== 4002)?.body),
    ).toEqual([]);
    expect(codes.filter((c) => c === 0)).toHaveLength(20);
    expect(codes.filter((c) => c === 4002)).toHaveLength(180);
    expect(await countRows(t, 'order_item', `goods_id = ${g.id}`)).toBe(20);
    expect(
      await countRows(
        t,
        'orders o',
        `exists (select 1 from order_item i where i.order_id = o.id and i.goods_id = ${g.id})`,
      ),
    ).toBe(20);
    const s = await one<{ stock: number }>(`select stock from goods_sku where id = ${g.sku.id}`);
    const gs = await one<{ stock: number }>(`select stock from goods where id = ${g.id}`);
    expect(s.stock).toBe(0);
    expect(gs.stock).toBe(0);
  }, 120_000);

  it('the same submit token 10 times at once: one order, the same answer, stock taken once', async () => {
    const shop = await f.newShop();
    const g = await f.newGoods(shop.id, { stock: 50, delivery: 'verify' });
    const buyer = await newUser(t);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        api<{ order_ids: number[] }>('POST', '/api/order/submit', {
          token: buyer.token,
          body: { token: 'same-token-123', items: [{ goods_id: g.id, sku_id: g.sku.id, num: 2 }] },
        }),
      ),
    );
    expect(results.map((r) => r.body.code)).toEqual(Array(10).fill(0));
    const ids = new Set(results.map((r) => JSON.stringify(r.body.data.order_ids)));
    expect(ids.size).toBe(1);
    expect(await countRows(t, 'orders', `user_id = ${buyer.id}`)).toBe(1);
    expect((await one<{ stock: number }>(`select stock from goods_sku where id = ${g.sku.id}`)).stock).toBe(
      48,
    );
  });

  it('paying one order twice at once from the balance charges once', async () => {
    const shop = await f.newShop();
    const g = await f.newGoods(shop.id, { stock: 5, delivery: 'verify', price: 3000 });
    const buyer = await newUser(t);
    await f.fund(buyer.id, 10_000);
    const sub = await submitOne(buyer, g.id, g.sku.id);
    // The same attempt twice, and a second attempt for the same order, all at once.
    const p1 = await openPayment(buyer, sub.order_ids);
    const p2 = await openPayment(buyer, sub.order_ids);
    const results = await Promise.all(
      [p1, p1, p2, p2].map((p) =>
        api('GET', '/api/payment/pay-buy-balance', {
          token: buyer.token,
          query: { payment_id: p.payment_id },
        }),
      ),
    );
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(1);
    expect((await userRow(t, buyer.id)).balance).toBe(7_000);
    expect(await countRows(t, 'balance_log', `user_id = ${buyer.id} and kind = 'pay'`)).toBe(1);
    expect(await countRows(t, 'order_event', `order_id = ${sub.order_ids[0]} and action = 'pay'`)).toBe(1);
    expect(results.every((r) => r.status < 500)).toBe(true);
  });

  it('ten orders paid at once from a balance that covers three: three paid, the rest refused with nothing written', async () => {
    const shop = await f.newShop();
    const g = await f.newGoods(shop.id, { stock: 20, delivery: 'verify', price: 3000 });
    const buyer = await newUser(t);
    await f.fund(buyer.id, 10_000);
    const payments = [];
    for (let i = 0; i < 10; i++)
      payments.push(await openPayment(buyer, (await submitOne(buyer, g.id, g.sku.id)).order_ids));
    const results = await Promise.all(
      payments.map((p) =>
        api<{ balance: string }>('GET', '/api/payment/pay-buy-balance', {
          token: buyer.token,
          query: { payment_id: p.payment_id },
        }),
      ),
    );
    const paid = results.filter((r) => r.body.code === 0);
    expect(paid).toHaveLength(3);
    expect(results.filter((r) => r.body.code === 4003)).toHaveLength(7);
    // Each paid answer names the balance its debit left: 70.00, 40.00 and 10.00 in some order.
    expect(paid.map((r) => r.body.data.balance).sort()).toEqual(['10.00', '40.00', '70.00']);
    expect((await userRow(t, buyer.id)).balance).toBe(1_000);
    expect(await countRows(t, 'balance_log', `user_id = ${buyer.id} and kind = 'pay'`)).toBe(3);
    expect(
      await countRows(t, 'orders', `user_id = ${buyer.id} and status = 'paid' and paid_at is not null`),
    ).toBe(3);
    expect(await countRows(t, 'payment', `user_id = ${buyer.id} and status = 'paid'`)).toBe(3);
    expect(await countRows(t, 'payment_charge', `payment_id in (${payments.map((p) => p.payment_id)})`)).toBe(
      3,
    );
    expect(await one<{ n: number }>(`select sales::int as n from goods_sku where id = ${g.sku.id}`)).toEqual({
      n: 3,
    });
  });

  it('the same notify delivered 5 times at once makes one transition', async () => {
    const shop = await f.newShop();
    const g = await f.newGoods(shop.id, { stock: 5, delivery: 'verify', price: 4500 });
    const buyer = await newUser(t);
    const sub = await submitOne(buyer, g.id, g.sku.id);
    const p = await openPayment(buyer, sub.order_ids);
    const body = signed({
      payment_id: p.payment_id,
      provider_txn_id: `sbx-${p.payment_id}-paid`,
      amount: p.amount,
      status: 'paid',
    });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => api('POST', '/api/payment/notify/sandbox', { body })),
    );
    expect(results.map((r) => r.body.code)).toEqual([0, 0, 0, 0, 0]);
    expect(await countRows(t, 'payment_notify', `payment_id = ${p.payment_id}`)).toBe(1);
    expect(await countRows(t, 'order_event', `order_id = ${sub.order_ids[0]} and action = 'pay'`)).toBe(1);
    expect(
      (await one<{ status: string }>(`select status from orders where id = ${sub.order_ids[0]}`)).status,
    ).toBe('paid');
    expect((await one<{ sales: number }>(`select sales from goods where id = ${g.id}`)).sales).toBe(1);
  });

  it('cancel and a gateway payment racing: either paid, or cancelled with the money refunded', async () => {
    const shop = await f.newShop();
    const g = await f.newGoods(shop.id, { stock: 40, delivery: 'verify', price: 2000 });
    const buyer = await newUser(t);
    const outcomes = { paid: 0, refunded: 0 };
    for (let i = 0; i < 12; i++) {
      const sub = await submitOne(buyer, g.id, g.sku.id);
      const orderId = sub.order_ids[0]!;
      const p = await openPayment(buyer, sub.order_ids);
      const body = signed({
        payment_id: p.payment_id,
        provider_txn_id: `sbx-${p.payment_id}-paid`,
        amount: p.amount,
        status: 'paid',
      });
      const [cancel, notify] = await Promise.all([
        api('POST', '/api/order/cancel', { token: buyer.token, body: { id: orderId } }),
        api('POST', '/api/payment/notify/sandbox', { body }),
      ]);
      expect(notify.body.code).toBe(0);
      const o = await one<{ status: string }>(`select status from orders where id = ${orderId}`);
      const refunds = await one<{ n: number; sum: number }>(
        `select count(*)::int as n, coalesce(sum(amount), 0)::int as sum from refund where order_id = ${orderId}`,
      );
      if (o.status === 'paid') {
        expect(cancel.body.code).toBe(4005);
        expect(refunds.n).toBe(0);
        outcomes.paid++;
      } else {
        expect(o.status).toBe('cancelled');
        expect(cancel.body.code).toBe(0);
        expect(refunds).toEqual({ n: 1, sum: 2000 });
        const pay = await one<{ refunded_amount: number; status: string }>(
          `select refunded_amount, status from payment where id = ${p.payment_id}`,
        );
        // The attempt paid nothing (its money went back whole): it says so.
        expect(pay).toEqual({ refunded_amount: 2000, status: 'closed' });
        outcomes.refunded++;
      }
    }
    expect(outcomes.paid + outcomes.refunded).toBe(12);
    // Stock: every cancelled order returned its unit, every paid order kept it.
    const s = await one<{ stock: number }>(`select stock from goods_sku where id = ${g.sku.id}`);
    expect(s.stock).toBe(40 - outcomes.paid);
  });

  it('a payment arriving after cancellation is refunded automatically, and one from the balance is refused', async () => {
    const shop = await f.newShop();
    const g = await f.newGoods(shop.id, { stock: 5, delivery: 'verify', price: 1500 });
    const buyer = await newUser(t);
    await f.fund(buyer.id, 5000);
    const sub = await submitOne(buyer, g.id, g.sku.id);
    const p = await openPayment(buyer, sub.order_ids);
    expect(
      (await api('POST', '/api/order/cancel', { token: buyer.token, body: { id: sub.order_ids[0] } })).body
        .code,
    ).toBe(0);
    const bal = await api('GET', '/api/payment/pay-buy-balance', {
      token: buyer.token,
      query: { payment_id: p.payment_id },
    });
    expect(bal.body.code).toBe(4005);
    expect((await userRow(t, buyer.id)).balance).toBe(5000);
    const late = signed({
      payment_id: p.payment_id,
      provider_txn_id: `sbx-${p.payment_id}-paid`,
      amount: p.amount,
      status: 'paid',
    });
    expect((await api('POST', '/api/payment/notify/sandbox', { body: late })).body.code).toBe(0);
    expect(
      await countRows(
        t,
        'refund',
        `order_id = ${sub.order_ids[0]} and cause_type = 'late_payment' and amount = 1500`,
      ),
    ).toBe(1);
    expect(
      (await one<{ status: string }>(`select status from orders where id = ${sub.order_ids[0]}`)).status,
    ).toBe('cancelled');
  });

  it('cancel and a balance payment racing: the balance is charged only if the order ends paid', async () => {
    const shop = await f.newShop();
    const g = await f.newGoods(shop.id, { stock: 30, delivery: 'verify', price: 1000 });
    const buyer = await newUser(t);
    await f.fund(buyer.id, 100_000);
    let paid = 0;
    for (let i = 0; i < 10; i++) {
      const sub = await submitOne(buyer, g.id, g.sku.id);
      const p = await openPayment(buyer, sub.order_ids);
      await Promise.all([
        api('POST', '/api/order/cancel', { token: buyer.token, body: { id: sub.order_ids[0] } }),
        api('GET', '/api/payment/pay-buy-balance', {
          token: buyer.token,
          query: { payment_id: p.payment_id },
        }),
      ]);
      const o = await one<{ status: string }>(`select status from orders where id = ${sub.order_ids[0]}`);
      expect(['paid', 'cancelled']).toContain(o.status);
      if (o.status === 'paid') paid++;
    }
    expect((await userRow(t, buyer.id)).balance).toBe(100_000 - paid * 1000);
    expect(await countRows(t, 'balance_log', `user_id = ${buyer.id} and kind = 'pay'`)).toBe(paid);
  });

  it('the shop cancelling while the buyer pays from the balance: the buyer keeps every fen', async () => {
    const shop = await f.newShop();
    const g = await f.newGoods(shop.id, { stock: 100, delivery: 'verify', price: 1000 });
    const buyer = await newUser(t);
    await f.fund(buyer.id, 100_000);
    const outcomes = { paid: 0, refunded: 0, unpaid: 0 };
    for (let i = 0; i < 30; i++) {
      const sub = await submitOne(buyer, g.id, g.sku.id);
      const orderId = sub.order_ids[0]!;
      const p = await openPayment(buyer, sub.order_ids);
      const [cancel, pay] = await Promise.all([
        api('POST', '/api/order/store-cancel', {
          token: shop.owner.token,
          body: { id: orderId, reason: '缺货' },
        }),
        api('GET', '/api/payment/pay-buy-balance', {
          token: buyer.token,
          query: { payment_id: p.payment_id },
        }),
      ]);
      expect(
        [cancel.status, pay.status].every((s) => s < 500),
        JSON.stringify([cancel.body, pay.body]),
      ).toBe(true);
      const o = await one<{ status: string }>(`select status from orders where id = ${orderId}`);
      const refunds = await one<{ n: number; sum: number }>(
        `select count(*)::int as n, coalesce(sum(amount), 0)::int as sum from refund where order_id = ${orderId}`,
      );
      if (o.status === 'refunded') {
        expect(cancel.body.code).toBe(0);
        expect(pay.body.code).toBe(0);
        expect(refunds).toEqual({ n: 1, sum: 1000 });
        outcomes.refunded++;
      } else if (o.status === 'paid') {
        expect(cancel.body.code).toBe(4005);
        expect(refunds.n).toBe(0);
        outcomes.paid++;
      } else {
        expect(o.status).toBe('unpaid');
        outcomes.unpaid++;
      }
    }
    expect(outcomes.paid + outcomes.refunded + outcomes.unpaid).toBe(30);
    // The balance plus what went back equals what the buyer had, less the orders they kept.
    expect((await userRow(t, buyer.id)).balance).toBe(100_000 - outcomes.paid * 1000);
    expect(await countRows(t, 'balance_log', `user_id = ${buyer.id} and kind = 'refund'`)).toBe(
      outcomes.refunded,
    );
  }, 60_000);

  it('the balance and the gateway paying one order at once through two attempts: exactly one charge is kept', async () => {
    const shop = await f.newShop();
    const g = await f.newGoods(shop.id, { stock: 50, delivery: 'verify', price: 1200 });
    const buyer = await newUser(t);
    await f.fund(buyer.id, 50_000);
    const rounds = 16;
    for (let i = 0; i < rounds; i++) {
      const sub = await submitOne(buyer, g.id, g.sku.id);
      const orderId = sub.order_ids[0]!;
      const [byBalance, byGateway] = [
        await openPayment(buyer, sub.order_ids),
        await openPayment(buyer, sub.order_ids),
      ];
      const results = await Promise.all([
        api('GET', '/api/payment/pay-buy-balance', {
          token: buyer.token,
          query: { payment_id: byBalance.payment_id },
        }),
        api('POST', '/api/payment/notify/sandbox', {
          body: signed({
            payment_id: byGateway.payment_id,
            provider_txn_id: `race-${byGateway.payment_id}`,
            amount: byGateway.amount,
            status: 'paid',
          }),
        }),
      ]);
      expect(
        results.every((r) => r.status < 500),
        JSON.stringify(results.map((r) => r.body)),
      ).toBe(true);
      expect((await one<{ status: string }>(`select status from orders where id = ${orderId}`)).status).toBe(
        'paid',
      );
      // What the buyer paid for this order, less what went back: the price, once.
      const kept = await one<{ kept: number }>(
        `select coalesce(sum(amount - refunded_amount), 0)::int as kept from payment_charge
          where payment_id in (${byBalance.payment_id}, ${byGateway.payment_id})`,
      );
      expect(kept.kept).toBe(1200);
    }
    const charged = await one<{ n: number }>(
      `select count(*)::int as n from balance_log where user_id = ${buyer.id} and kind = 'pay'`,
    );
    const refunded = await one<{ n: number }>(
      `select count(*)::int as n from balance_log where user_id = ${buyer.id} and kind = 'refund'`,
    );
    // The balance: what it had, less the orders it paid (none of them refunded to it).
    expect(refunded.n).toBe(0);
    expect((await userRow(t, buyer.id)).balance).toBe(50_000 - charged.n * 1200);
  }, 60_000);
});
