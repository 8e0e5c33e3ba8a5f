import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { countRows, newUser, type TestUser, userRow, testFile } from '../../../test/helpers.ts';
import { hmacHex } from './signature.ts';
import { notifyText } from './payments.ts';

const { t, kit: f, by, visitor } = await testFile();

const key = () => hmacHex(t.config.tokenSecret!, 'sandbox-gateway/v1');
const sign = (b: {
  payment_id: number;
  provider_txn_id: string;
  amount: string;
  status: 'paid' | 'failed';
  timestamp?: number;
}) => {
  const body = { ...b, timestamp: b.timestamp ?? Math.floor(Date.now() / 1000) };
  return { ...body, sign: hmacHex(key(), notifyText(body)) };
};

async function unpaid(u: TestUser, price = 4200) {
  const s = await f.newShop();
  const g = await f.newGoods(s.id, { delivery: 'verify', price });
  const orderId = await f.newOrder(u, g);
  return { orderId, g };
}

async function paymentStatus(id: number) {
  const r = await t.database.db.execute<{ status: string }>(sql`select status from payment where id = ${id}`);
  return r.rows[0]!.status;
}

async function until(check: () => Promise<boolean>, ms = 5000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('condition not met in time');
}

describe('payment attempts', () => {
  it('pay-data opens one attempt per call over several orders; list-pay-data shows them', async () => {
    const u = await newUser(t);
    const a = await unpaid(u, 1000);
    const b = await unpaid(u, 2000);
    const p1 = await by.ok<{ payment_id: number; amount: string }>('POST', '/api/order/pay-data', {
      token: u.token,
      body: { order_ids: [a.orderId, b.orderId] },
    });
    const p2 = await by.ok<{ payment_id: number }>('POST', '/api/order/pay-data', {
      token: u.token,
      body: { order_ids: [a.orderId] },
    });
    expect(p1.amount).toBe('30.00');
    expect(p2.payment_id).not.toBe(p1.payment_id);
    const list = await by.ok<{ list: { id: number }[]; amount: string; expires_at: string }>(
      'GET',
      '/api/order/list-pay-data',
      {
        token: u.token,
        query: { order_ids: `${a.orderId},${b.orderId}` },
      },
    );
    expect(list.list.map((o) => o.id)).toEqual([a.orderId, b.orderId]);
    expect(list.amount).toBe('30.00');

    const v = await newUser(t);
    await by.code(1404, 'POST', '/api/order/pay-data', { token: v.token, body: { order_ids: [a.orderId] } });
    await by.code(1404, 'GET', '/api/order/list-pay-data', {
      token: v.token,
      query: { order_ids: `${a.orderId}` },
    });
    await by.code(1400, 'POST', '/api/order/pay-data', { token: u.token, body: { order_ids: [] } });
    await by.code(1400, 'POST', '/api/order/pay-data', {
      token: u.token,
      body: { order_ids: Array(21).fill(a.orderId) },
    });
    await by.code(1400, 'GET', '/api/order/list-pay-data', { token: u.token, query: { order_ids: 'a,b' } });
    await by.code(1404, 'POST', '/api/order/pay-data', { token: u.token, body: { order_ids: [987654321] } });
    await by.code(1403, 'POST', '/api/order/pay-data', { token: visitor, body: { order_ids: [a.orderId] } });
    await by.code(1403, 'GET', '/api/order/list-pay-data', {
      token: visitor,
      query: { order_ids: `${a.orderId}` },
    });
    await by.ok('POST', '/api/order/cancel', { token: u.token, body: { id: b.orderId } });
    await by.code(4005, 'POST', '/api/order/pay-data', {
      token: u.token,
      body: { order_ids: [a.orderId, b.orderId] },
    });
  });

  it('get-payments: methods and my balance; status; others cannot see my attempt', async () => {
    const u = await newUser(t);
    const a = await unpaid(u, 5000);
    const p = await by.ok<{ payment_id: number }>('POST', '/api/order/pay-data', {
      token: u.token,
      body: { order_ids: [a.orderId] },
    });
    const m = await by.ok<{
      balance: string;
      methods: { pay_type: string; enabled: boolean; disabled_reason: string | null }[];
    }>('GET', '/api/payment/get-payments', { token: u.token, query: { payment_id: p.payment_id } });
    expect(m.balance).toBe('0.00');
    expect(m.methods).toEqual([
      { pay_type: 'balance', enabled: false, disabled_reason: 'insufficient_balance' },
      { pay_type: 'sandbox', enabled: true, disabled_reason: null },
    ]);
    await by.code(4003, 'GET', '/api/payment/pay-buy-balance', {
      token: u.token,
      query: { payment_id: p.payment_id },
    });
    expect(await paymentStatus(p.payment_id)).toBe('pending');
    expect(await countRows(t, 'order_event', `order_id = ${a.orderId} and action = 'pay'`)).toBe(0);
    const s = await by.ok<{ status: string; paid_at: null }>('GET', '/api/payment/status', {
      token: u.token,
      query: { payment_id: p.payment_id },
    });
    expect(s.status).toBe('pending');
    const v = await newUser(t);
    for (const path of ['/api/payment/get-payments', '/api/payment/status', '/api/payment/pay-buy-balance'])
      await by.code(1404, 'GET', path, { token: v.token, query: { payment_id: p.payment_id } });
    await by.code(1404, 'GET', '/api/payment/pay-data', {
      token: v.token,
      query: { payment_id: p.payment_id, pay_type: 'sandbox' },
    });
    for (const path of ['/api/payment/get-payments', '/api/payment/status', '/api/payment/pay-buy-balance']) {
      await by.code(1403, 'GET', path, { token: visitor, query: { payment_id: p.payment_id } });
      await by.code(1400, 'GET', path, { token: u.token, query: { payment_id: 'x' } });
    }
    await by.code(1400, 'GET', '/api/payment/pay-data', {
      token: u.token,
      query: { payment_id: p.payment_id, pay_type: 'wechat' },
    });
  });

  it('pay-buy-balance answers no-store and charges once; paying again is refused', async () => {
    const u = await newUser(t);
    await f.fund(u.id, 10_000);
    const a = await unpaid(u, 4200);
    const p = await by.ok<{ payment_id: number }>('POST', '/api/order/pay-data', {
      token: u.token,
      body: { order_ids: [a.orderId] },
    });
    const r = await t.app.inject({
      method: 'GET',
      url: `/api/payment/pay-buy-balance?payment_id=${p.payment_id}`,
      headers: { 'x-access-token': u.token },
    });
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.json()).toMatchObject({
      code: 0,
      data: { status: 'paid', balance: '58.00', order_ids: [a.orderId] },
    });
    await by.code(4007, 'GET', '/api/payment/pay-buy-balance', {
      token: u.token,
      query: { payment_id: p.payment_id },
    });
    expect((await userRow(t, u.id)).balance).toBe(5800);
    const log = await t.database.db.execute<{ change: number; balance_after: number }>(
      sql`select change, balance_after from balance_log where user_id = ${u.id} order by id`,
    );
    expect(log.rows.map((x) => [Number(x.change), Number(x.balance_after)])).toEqual([
      [10_000, 10_000],
      [-4200, 5800],
    ]);
  });
});

describe('the sandbox gateway', () => {
  it('cashier page -> Pay -> signed notify -> paid; the page is localised; a second Pay changes nothing', async () => {
    const u = await newUser(t);
    const a = await unpaid(u, 8800);
    const p = await by.ok<{ payment_id: number }>('POST', '/api/order/pay-data', {
      token: u.token,
      body: { order_ids: [a.orderId] },
    });
    const d = await by.ok<{ cashier_url: string }>('GET', '/api/payment/pay-data', {
      token: u.token,
      query: { payment_id: p.payment_id, pay_type: 'sandbox' },
    });
    expect(d.cashier_url).toMatch(/^\/sandbox\/cashier\?payment_id=\d+&exp=\d+&sign=[0-9a-f]{64}$/);
    const page = await t.app.inject({
      method: 'GET',
      url: d.cashier_url,
      headers: { 'accept-language': 'en' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Sandbox cashier');
    expect(page.body).toContain('88.00');
    const zh = await t.app.inject({
      method: 'GET',
      url: d.cashier_url,
      headers: { 'x-app-language': 'zh-Hant' },
    });
    expect(zh.body).toContain('沙箱收銀台');

    const form = new URLSearchParams(d.cashier_url.split('?')[1]);
    form.set('result', 'paid');
    const submit = () =>
      t.app.inject({
        method: 'POST',
        url: '/sandbox/cashier',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form.toString(),
      });
    const done = await submit();
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(`/#/pages/pay-success?payment_id=${p.payment_id}`);
    await until(async () => (await paymentStatus(p.payment_id)) === 'paid');
    await submit();
    await until(async () => (await countRows(t, 'payment_notify', `payment_id = ${p.payment_id}`)) === 1);
    await new Promise((r) => setTimeout(r, 100));
    expect(await countRows(t, 'payment_notify', `payment_id = ${p.payment_id}`)).toBe(1);
    const s = await by.ok<{ status: string; pay_type: string }>('GET', '/api/payment/status', {
      token: u.token,
      query: { payment_id: p.payment_id },
    });
    expect(s).toMatchObject({ status: 'paid', pay_type: 'sandbox' });
    // A paid attempt's cashier shows that it is closed and cannot be paid again.
    expect((await t.app.inject({ method: 'GET', url: d.cashier_url })).body).toContain(
      '该支付单已支付或已关闭',
    );
    await by.code(4007, 'GET', '/api/payment/pay-data', {
      token: u.token,
      query: { payment_id: p.payment_id, pay_type: 'sandbox' },
    });
  });

  it('Fail marks the attempt failed; the buyer may pay again', async () => {
    const u = await newUser(t);
    const a = await unpaid(u, 1200);
    const p = await by.ok<{ payment_id: number }>('POST', '/api/order/pay-data', {
      token: u.token,
      body: { order_ids: [a.orderId] },
    });
    const d = await by.ok<{ cashier_url: string }>('GET', '/api/payment/pay-data', {
      token: u.token,
      query: { payment_id: p.payment_id, pay_type: 'sandbox' },
    });
    const form = new URLSearchParams(d.cashier_url.split('?')[1]);
    form.set('result', 'failed');
    await t.app.inject({
      method: 'POST',
      url: '/sandbox/cashier',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    await until(async () => (await paymentStatus(p.payment_id)) === 'failed');
    await f.fund(u.id, 1200);
    await by.ok('GET', '/api/payment/pay-buy-balance', {
      token: u.token,
      query: { payment_id: p.payment_id },
    });
    expect(await paymentStatus(p.payment_id)).toBe('paid');
  });

  it('refuses forged links, forged or tampered notifies and wrong amounts, changing nothing', async () => {
    const u = await newUser(t);
    const a = await unpaid(u, 3000);
    const p = await by.ok<{ payment_id: number; amount: string }>('POST', '/api/order/pay-data', {
      token: u.token,
      body: { order_ids: [a.orderId] },
    });
    const bad = await t.app.inject({
      method: 'GET',
      url: `/sandbox/cashier?payment_id=${p.payment_id}&exp=9999999999&sign=${'0'.repeat(64)}`,
    });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/cashier?payment_id=x' })).statusCode).toBe(
      400,
    );
    const forged = await t.app.inject({
      method: 'POST',
      url: '/sandbox/cashier',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `payment_id=${p.payment_id}&exp=9999999999&sign=${'a'.repeat(64)}&result=paid`,
    });
    expect(forged.statusCode).toBe(400);

    const good = {
      payment_id: p.payment_id,
      provider_txn_id: `sbx-${p.payment_id}-paid`,
      amount: p.amount,
      status: 'paid' as const,
    };
    await by.code(4008, 'POST', '/api/payment/notify/sandbox', {
      body: { ...sign(good), sign: 'f'.repeat(64) },
    });
    await by.code(4008, 'POST', '/api/payment/notify/sandbox', { body: { ...sign(good), amount: '0.01' } });
    await by.code(4008, 'POST', '/api/payment/notify/sandbox', { body: sign({ ...good, amount: '0.01' }) });
    await by.code(1404, 'POST', '/api/payment/notify/sandbox', {
      body: sign({ ...good, payment_id: 987654321 }),
    });
    await by.code(1400, 'POST', '/api/payment/notify/sandbox', { body: { ...sign(good), sign: 'nothex' } });
    await by.code(1400, 'POST', '/api/payment/notify/sandbox', { body: { payment_id: p.payment_id } });
    expect(await paymentStatus(p.payment_id)).toBe('pending');
    expect(await countRows(t, 'payment_notify', `payment_id = ${p.payment_id}`)).toBe(0);
    // Without an access token the genuine notify goes through: the gateway has none.
    await by.ok('POST', '/api/payment/notify/sandbox', { body: sign(good) });
    expect(await paymentStatus(p.payment_id)).toBe('paid');
  });

  it('delivers the notify over real HTTP when the server listens', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const u = await newUser(t);
    const a = await unpaid(u, 2300);
    const p = await by.ok<{ payment_id: number }>('POST', '/api/order/pay-data', {
      token: u.token,
      body: { order_ids: [a.orderId] },
    });
    const d = await by.ok<{ cashier_url: string }>('GET', '/api/payment/pay-data', {
      token: u.token,
      query: { payment_id: p.payment_id, pay_type: 'sandbox' },
    });
    const addr = t.app.server.address() as { port: number };
    const base = `http://127.0.0.1:${addr.port}`;
    const page = await fetch(base + d.cashier_url);
    expect(page.status).toBe(200);
    const form = new URLSearchParams(d.cashier_url.split('?')[1]);
    form.set('result', 'paid');
    const r = await fetch(`${base}/sandbox/cashier`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    expect(r.status).toBe(200);
    await until(async () => (await paymentStatus(p.payment_id)) === 'paid');
    const o = await by.ok<{ status: string; timeline: { action: string }[] }>('GET', '/api/order/detail', {
      token: u.token,
      query: { id: a.orderId },
    });
    expect(o.status).toBe('paid');
    expect(o.timeline.map((e) => e.action)).toEqual(['submit', 'pay']);
  });
});

describe('every gateway charge on its own', () => {
  const one = async <T>(q: string) => (await t.database.db.execute(sql.raw(q))).rows[0] as T;
  const cashierPost = async (u: TestUser, paymentId: number, result: 'paid' | 'failed') => {
    const d = await by.ok<{ cashier_url: string }>('GET', '/api/payment/pay-data', {
      token: u.token,
      query: { payment_id: paymentId, pay_type: 'sandbox' },
    });
    const form = new URLSearchParams(d.cashier_url.split('?')[1]);
    form.set('result', result);
    return form;
  };

  it('three gateway transactions for one attempt: one pays, two go back whole; the order still refunds later', async () => {
    const u = await newUser(t);
    const s = await f.newShop();
    const g = await f.newGoods(s.id, { delivery: 'verify', price: 6600 });
    const orderId = await f.newOrder(u, g);
    const p = await by.ok<{ payment_id: number; amount: string }>('POST', '/api/order/pay-data', {
      token: u.token,
      body: { order_ids: [orderId] },
    });
    const results = await Promise.all(
      ['a', 'b', 'c'].map((x) =>
        by.api('POST', '/api/payment/notify/sandbox', {
          body: sign({
            payment_id: p.payment_id,
            provider_txn_id: `gw-${p.payment_id}-${x}`,
            amount: p.amount,
            status: 'paid',
          }),
        }),
      ),
    );
    expect(results.map((r) => r.body.code)).toEqual([0, 0, 0]);
    expect(await paymentStatus(p.payment_id)).toBe('paid');
    // Two of the three transactions were not needed: each goes back whole.
    expect(await countRows(t, 'refund', `order_id = ${orderId} and cause_type = 'late_payment'`)).toBe(2);
    const charges = async () =>
      (
        await t.database.db.execute<{ provider_txn_id: string; amount: number; refunded_amount: number }>(
          sql`select provider_txn_id, amount::int, refunded_amount::int from payment_charge
               where payment_id = ${p.payment_id} order by provider_txn_id`,
        )
      ).rows;
    const before = await charges();
    expect(before).toHaveLength(3);
    // Exactly one charge kept (the one that paid), the other two refunded whole against themselves.
    expect(before.map((c) => c.refunded_amount).sort()).toEqual([0, 6600, 6600]);
    // The shop cancels: the kept charge goes back too, nothing breaks.
    await by.ok('POST', '/api/order/store-cancel', {
      token: s.owner.token,
      body: { id: orderId, reason: '缺货' },
    });
    expect((await charges()).map((c) => c.refunded_amount)).toEqual([6600, 6600, 6600]);
    expect(
      await one<{ n: number; sum: number }>(
        `select count(*)::int as n, sum(amount)::int as sum from refund where order_id = ${orderId}`,
      ),
    ).toEqual({ n: 3, sum: 3 * 6600 });
    expect(await paymentStatus(p.payment_id)).toBe('refunded');
    // Replays of any of them change nothing.
    await by.ok('POST', '/api/payment/notify/sandbox', {
      body: sign({
        payment_id: p.payment_id,
        provider_txn_id: `gw-${p.payment_id}-b`,
        amount: p.amount,
        status: 'paid',
      }),
    });
    expect(await countRows(t, 'refund', `order_id = ${orderId}`)).toBe(3);
  });

  it('the cashier refuses to charge an attempt paid from the balance; later refunds still work', async () => {
    const u = await newUser(t);
    const s = await f.newShop();
    const g = await f.newGoods(s.id, { delivery: 'verify', price: 2500 });
    const orderId = await f.newOrder(u, g);
    await f.fund(u.id, 2500);
    const p = await by.ok<{ payment_id: number }>('POST', '/api/order/pay-data', {
      token: u.token,
      body: { order_ids: [orderId] },
    });
    const form = await cashierPost(u, p.payment_id, 'paid');
    await by.ok('GET', '/api/payment/pay-buy-balance', {
      token: u.token,
      query: { payment_id: p.payment_id },
    });
    const r = await t.app.inject({
      method: 'POST',
      url: '/sandbox/cashier',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(r.statusCode).toBe(409);
    expect(r.body).toContain('该支付单已支付或已关闭');
    await t.services.mall.gateway.idle();
    expect(await countRows(t, 'payment_notify', `payment_id = ${p.payment_id}`)).toBe(0);
    expect(await countRows(t, 'sandbox_txn', `payment_id = ${p.payment_id}`)).toBe(0);
    expect(await countRows(t, 'payment_charge', `payment_id = ${p.payment_id}`)).toBe(1);
    expect((await userRow(t, u.id)).balance).toBe(0);
    await by.ok('POST', '/api/order/store-cancel', {
      token: s.owner.token,
      body: { id: orderId, reason: '缺货' },
    });
    expect((await userRow(t, u.id)).balance).toBe(2500);
    expect(await paymentStatus(p.payment_id)).toBe('refunded');
  });
});

describe('attempts close with their orders', () => {
  it('a cancelled order closes its attempts: status says closed, the cashier refuses, a late charge goes back', async () => {
    const u = await newUser(t);
    const a = await unpaid(u, 1800);
    const p = await by.ok<{ payment_id: number; amount: string }>('POST', '/api/order/pay-data', {
      token: u.token,
      body: { order_ids: [a.orderId] },
    });
    const d = await by.ok<{ cashier_url: string }>('GET', '/api/payment/pay-data', {
      token: u.token,
      query: { payment_id: p.payment_id, pay_type: 'sandbox' },
    });
    await by.ok('POST', '/api/order/cancel', { token: u.token, body: { id: a.orderId } });
    expect(await paymentStatus(p.payment_id)).toBe('closed');
    const st = () =>
      by.ok<{ status: string }>('GET', '/api/payment/status', {
        token: u.token,
        query: { payment_id: p.payment_id },
      });
    expect((await st()).status).toBe('closed');
    await by.code(4007, 'GET', '/api/payment/pay-data', {
      token: u.token,
      query: { payment_id: p.payment_id, pay_type: 'sandbox' },
    });
    expect((await t.app.inject({ method: 'GET', url: d.cashier_url })).body).toContain(
      '该支付单已支付或已关闭',
    );
    const form = new URLSearchParams(d.cashier_url.split('?')[1]);
    form.set('result', 'paid');
    const post = await t.app.inject({
      method: 'POST',
      url: '/sandbox/cashier',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(post.statusCode).toBe(409);
    await t.services.mall.gateway.idle();
    expect(await countRows(t, 'payment_notify', `payment_id = ${p.payment_id}`)).toBe(0);
    // A gateway that charged anyway (its notify raced the cancel): the money goes back, still closed.
    await by.ok('POST', '/api/payment/notify/sandbox', {
      body: sign({
        payment_id: p.payment_id,
        provider_txn_id: `late-${p.payment_id}`,
        amount: p.amount,
        status: 'paid',
      }),
    });
    expect(await countRows(t, 'refund', `order_id = ${a.orderId} and amount = 1800`)).toBe(1);
    expect((await st()).status).toBe('closed');
  });

  it('paying an order closes its other attempts; one whose close was skipped is still not payable', async () => {
    const u = await newUser(t);
    const a = await unpaid(u, 900);
    await f.fund(u.id, 900);
    const open = async () =>
      (
        await by.ok<{ payment_id: number }>('POST', '/api/order/pay-data', {
          token: u.token,
          body: { order_ids: [a.orderId] },
        })
      ).payment_id;
    const [p1, p2, p3] = [await open(), await open(), await open()];
    await by.ok('GET', '/api/payment/pay-buy-balance', { token: u.token, query: { payment_id: p1 } });
    expect(await paymentStatus(p2)).toBe('closed');
    expect(await paymentStatus(p3)).toBe('closed');
    // As if p3's close had been skipped (it was being paid elsewhere at that moment).
    await t.database.db.execute(sql`update payment set status = 'pending' where id = ${p3}`);
    await by.code(4007, 'GET', '/api/payment/pay-data', {
      token: u.token,
      query: { payment_id: p3, pay_type: 'sandbox' },
    });
    const m = await by.ok<{ status: string; methods: { enabled: boolean }[] }>(
      'GET',
      '/api/payment/get-payments',
      {
        token: u.token,
        query: { payment_id: p3 },
      },
    );
    expect(m.status).toBe('closed');
    expect(m.methods.every((x) => !x.enabled)).toBe(true);
    expect(
      (
        await by.ok<{ status: string }>('GET', '/api/payment/status', {
          token: u.token,
          query: { payment_id: p3 },
        })
      ).status,
    ).toBe('closed');
  });
});

describe('the deadline', () => {
  it('the balance does not pay an order past its deadline (before the sweep cancels it)', async () => {
    const u = await newUser(t);
    const a = await unpaid(u, 1300);
    await f.fund(u.id, 1300);
    const p = await by.ok<{ payment_id: number }>('POST', '/api/order/pay-data', {
      token: u.token,
      body: { order_ids: [a.orderId] },
    });
    // Time passes: the order's deadline (and so its attempt's) is behind us.
    await t.database.db.execute(
      sql`update orders set expires_at = now() - interval '1 second' where id = ${a.orderId}`,
    );
    await t.database.db.execute(
      sql`update payment set expires_at = now() - interval '1 second' where id = ${p.payment_id}`,
    );
    await by.code(4005, 'GET', '/api/payment/pay-buy-balance', {
      token: u.token,
      query: { payment_id: p.payment_id },
    });
    expect((await userRow(t, u.id)).balance).toBe(1300);
    expect(await paymentStatus(p.payment_id)).toBe('pending');
    const o = await t.database.db.execute<{ status: string }>(
      sql`select status from orders where id = ${a.orderId}`,
    );
    expect(o.rows[0]!.status).toBe('unpaid');
  });
});
