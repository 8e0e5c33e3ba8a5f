import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { mall, passport } from '@dance/contracts';
import { newUser, testFile } from '../../../test/helpers.ts';
import { ok, refused, tag } from '../../../test/kit.ts';

const { t, kit: f, visitor } = await testFile();
const editor = await f.newUser({ roles: ['op:editor'] });
const finance = await f.newUser({ roles: ['op:finance'] });
const shop = await f.newShop();
const goods = await f.newGoods(shop.id, { price: 2_000, delivery: 'verify' });
const DEFAULT_MINUTES = t.config.mall.unpaidMinutes;

const logged = () =>
  t.database.db
    .execute<{ operator_id: number; before: unknown; after: unknown }>(
      sql`select operator_id, before, after from ops_action where kind = 'setting' and ref = 'payments' order by id`,
    )
    .then((r) => r.rows);

/** A buyer's unpaid order and its payment attempt; the buyer's balance covers it. */
async function attempt() {
  const buyer = await newUser(t);
  const sub = await ok(t, mall.orderSubmit, {
    token: buyer.token,
    body: { token: `t-${tag()}-${tag()}`, items: [{ goods_id: goods.id, sku_id: goods.sku.id, num: 1 }] },
  });
  await f.fund(buyer.id, 10_000);
  const p = await ok(t, mall.payData, { token: buyer.token, body: { order_ids: sub.order_ids } });
  return { buyer, sub, paymentId: p.payment_id };
}

const save = (methods: ('balance' | 'sandbox')[], unpaid_minutes: number | null) =>
  ok(t, mall.adminPaymentSettingSave, { token: editor.token, body: { methods, unpaid_minutes } });

describe('payment settings', () => {
  it('an editor switches the balance off: the cashier, the app settings and a payment follow at once; on again restores it', async () => {
    expect(await ok(t, mall.adminPaymentSetting, { token: editor.token })).toEqual({
      methods: ['balance', 'sandbox'],
      available: ['balance', 'sandbox'],
      unpaid_minutes: DEFAULT_MINUTES,
      default_unpaid_minutes: DEFAULT_MINUTES,
    });
    const a = await attempt();
    const off = await save(['sandbox'], null);
    expect(off.methods).toEqual(['sandbox']);
    const cashier = await ok(t, mall.getPayments, {
      token: a.buyer.token,
      query: { payment_id: a.paymentId },
    });
    expect(cashier.methods.map((m) => m.pay_type)).toEqual(['sandbox']);
    const setting = await ok(t, passport.mallSetting, { token: visitor });
    expect(setting.payment_methods).not.toContain('balance');
    expect(setting.payment_methods).toContain('sandbox');
    const r = await refused(t, 4014, mall.payBuyBalance, {
      token: a.buyer.token,
      query: { payment_id: a.paymentId },
    });
    expect(r.status).toBe(409);
    expect(
      (await ok(t, mall.paymentStatus, { token: a.buyer.token, query: { payment_id: a.paymentId } })).status,
    ).toBe('pending');

    await save(['balance', 'sandbox'], null);
    const paid = await ok(t, mall.payBuyBalance, {
      token: a.buyer.token,
      query: { payment_id: a.paymentId },
    });
    expect(paid).toBeTruthy();
    expect((await ok(t, passport.mallSetting, { token: visitor })).payment_methods).toContain('balance');
  });

  it('the sandbox gateway switched off refuses its cashier link', async () => {
    const a = await attempt();
    await save(['balance'], null);
    await refused(t, 4014, mall.paymentPayData, {
      token: a.buyer.token,
      query: { payment_id: a.paymentId, pay_type: 'sandbox' },
    });
    await save(['balance', 'sandbox'], null);
    await ok(t, mall.paymentPayData, {
      token: a.buyer.token,
      query: { payment_id: a.paymentId, pay_type: 'sandbox' },
    });
  });

  it('the unpaid minutes set the next order’s deadline and the preview’s; null returns to the default', async () => {
    await save(['balance', 'sandbox'], 5);
    const before = Date.now();
    const { sub, buyer } = await attempt();
    const waits = (Date.parse(sub.expires_at) - before) / 60_000;
    expect(waits).toBeGreaterThan(4.9);
    expect(waits).toBeLessThan(5.5);
    const preview = await ok(t, mall.orderPreview, {
      token: buyer.token,
      body: { items: [{ goods_id: goods.id, sku_id: goods.sku.id, num: 1 }] },
    });
    expect(preview.unpaid_timeout_minutes).toBe(5);
    expect((await save(['balance', 'sandbox'], null)).unpaid_minutes).toBe(DEFAULT_MINUTES);
  });

  it('every change is logged with its before and after; saving the same again logs nothing', async () => {
    const n = (await logged()).length;
    await save(['sandbox'], 30);
    await save(['sandbox'], 30);
    const rows = await logged();
    expect(rows).toHaveLength(n + 1);
    expect(rows.at(-1)).toMatchObject({
      operator_id: editor.id,
      after: { methods_off: ['balance'], unpaid_minutes: 30 },
    });
    await save(['balance', 'sandbox'], null);
  });

  it('refuses bad input, visitors, ordinary users and operators without the editor role, changing nothing', async () => {
    const body = { methods: ['sandbox' as const], unpaid_minutes: 10 };
    for (const bad of [
      { ...body, methods: [] },
      { ...body, methods: ['cash' as 'sandbox'] },
      { ...body, methods: ['sandbox' as const, 'sandbox' as const] },
      { ...body, unpaid_minutes: 0 },
      { ...body, unpaid_minutes: 1441 },
      { ...body, unpaid_minutes: 2.5 },
    ])
      await refused(t, 1400, mall.adminPaymentSettingSave, { token: editor.token, body: bad });
    await refused(t, 1403, mall.adminPaymentSettingSave, { token: visitor, body });
    await refused(t, 1403, mall.adminPaymentSetting, { token: visitor });
    const plain = await newUser(t);
    await refused(t, 1405, mall.adminPaymentSettingSave, { token: plain.token, body });
    await refused(t, 1405, mall.adminPaymentSetting, { token: plain.token });
    await refused(t, 1405, mall.adminPaymentSettingSave, { token: finance.token, body });
    expect(await ok(t, mall.adminPaymentSetting, { token: editor.token })).toMatchObject({
      methods: ['balance', 'sandbox'],
      unpaid_minutes: DEFAULT_MINUTES,
    });
  });
});
