import { makeIdCard } from '@dance/contracts/id-card';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  api,
  baseUrl,
  decideInQueue,
  expectPage,
  launch,
  loginToken,
  passwordLoginByApi,
  passwordLoginInApp,
  phone,
  shot,
  smsLoginByApi,
  smsLoginInApp,
  type LoggedIn,
} from './browser.ts';

/*
 * A shop's whole life, end to end: a newcomer applies to open a shop from Mine and an operator
 * approves it in the console; the owner adds a clerk and a goods item with two SKUs from the desk;
 * a buyer buys it in the sandbox cashier; the owner ships it and the buyer confirms receipt; the
 * clock passes the after-sale window and the order completes; its settlement (less the platform's
 * fee) shows in the account log; the owner withdraws to a bank card, the operator pays it in the
 * console and the cash log shows it paid.
 */

const OPERATOR = { mobile: '13800000006', password: 'Dance2026' };
const BUYER = { mobile: '13800000001', password: 'Dance2026' };
const RUN = String(Date.now() % 100_000_000).padStart(8, '0');
const OWNER_MOBILE = `166${RUN}`;
const CLERK_MOBILE = `167${RUN}`;
const SHOP_NAME = `Cypher 工作室 ${RUN.slice(-4)}`;
const GOODS_NAME = `Cypher 卫衣 ${RUN.slice(-4)}`;
/** The demo config: after-sales close 7 days after receipt. */
const AFTER_SALE_DAYS = 7;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

type Person = LoggedIn;

let browser: Browser;
let ownerCtx: BrowserContext;
let buyerCtx: BrowserContext;
let opsCtx: BrowserContext;
let owner: Page;
let buyer: Page;
let ops: Page;
let operator: Person;
let ownerPerson: Person;
let clerk: Person;
let applicationId = 0;
let mchId = 0;
let goodsId = 0;
let orderId = 0;
let cashId = 0;
/** The shop's balance once the order settled, in cents. */
let settled = 0;

const url = (hash: string) => `${baseUrl()}/#${hash}`;
const as = <T>(who: Person, path: string, body?: unknown) =>
  api<T>(path, { method: body === undefined ? 'GET' : 'POST', body, loginToken: who.token });
const cents = (money: string) => Math.round(Number(money) * 100);

/** Opens the console's queue and decides one item there. */
async function decideInConsole(
  kind: string,
  ref: number,
  decision: string,
  fill: { reference?: string } = {},
): Promise<void> {
  await ops.goto(url('/ops'));
  await ops.waitForSelector('[data-page="ops-queue"]');
  await decideInQueue(ops, kind, ref, decision, fill);
}

/**
 * The clock passes the after-sale window for one order: its receipt is moved back past the window
 * in the app's database, and the sweep that completes due orders (a job the app runs each minute)
 * is run now rather than at the next minute.
 */
async function passAfterSaleWindow(id: number): Promise<void> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    const r = await client.query(
      `update orders set received_at = received_at - make_interval(days => $2)
        where id = $1 and status = 'received'`,
      [id, AFTER_SALE_DAYS + 1],
    );
    expect(r.rowCount).toBe(1);
  } finally {
    await client.end();
  }
  const boss = new PgBoss({
    connectionString: inject('databaseUrl'),
    schema: 'pgboss',
    max: 1,
    supervise: false,
    schedule: false,
    migrate: false,
  });
  await boss.start();
  try {
    await boss.send('mall.sweep', {});
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}

beforeAll(async () => {
  operator = await passwordLoginByApi(OPERATOR);
  // The clerk-to-be is a newcomer too.
  clerk = await smsLoginByApi(CLERK_MOBILE);
  browser = await launch();
  ({ context: ownerCtx, page: owner } = await phone(browser));
  ({ context: buyerCtx, page: buyer } = await phone(browser));
  opsCtx = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
  ops = await opsCtx.newPage();
  for (const p of [owner, buyer, ops]) p.setDefaultTimeout(15_000);
}, 120_000);

afterAll(async () => {
  if (owner) await shot(owner, 'shop-journey-end').catch(() => undefined);
  await ownerCtx?.close();
  await buyerCtx?.close();
  await opsCtx?.close();
  await browser?.close();
});

describe('a newcomer opens a shop', () => {
  it('signs up by SMS and passes real-name verification', async () => {
    await smsLoginInApp(owner, OWNER_MOBILE);
    const token = await loginToken(owner);
    const me = await api<{ id: number }>('/api/user/forum-user-info', { loginToken: token });
    ownerPerson = { id: me.id, token };
    await as(ownerPerson, '/plugin/mobile/api/user/authentication', {
      real_name: '林小街',
      id_card: makeIdCard('310101', '1996-08-18', Number(RUN) % 1000),
    });
    await as(operator, '/api/admin/ops/decide', {
      kind: 'realname',
      ref: String(ownerPerson.id),
      decision: 'approve',
    });
  });

  it('applies from Mine with a logo and a business licence', async () => {
    await owner.goto(url('/pages/mine/mine'));
    await expectPage(owner, '/pages/mine/mine');
    await owner.getByTestId('mine-shop-apply').click();
    await expectPage(owner, '/pages/mch-apply');
    await owner.getByTestId('apply-name').locator('input').fill(SHOP_NAME);
    await owner
      .locator('[data-testid="apply-logo"] input[type="file"]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await owner.locator('[data-testid="apply-logo"] img').waitFor();
    await owner.getByTestId('apply-contact').locator('input').fill('021-62881234');
    await owner
      .locator('[data-testid="apply-licence"] input[type="file"]')
      .setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
    await owner.locator('[data-testid="apply-licence"] img').waitFor();
    await owner.getByTestId('apply-address').locator('input').fill('上海市静安区愚园路 88 号 2 楼');
    await shot(owner, 'shop-01-apply');
    await owner.getByTestId('apply-submit').click();
    await owner.getByTestId('apply-status-pending').waitFor();
    const info = await as<{ merchant_review_status: number; application: { id: number; name: string } }>(
      ownerPerson,
      '/plugin/mch/api/mch/apply-info',
    );
    expect(info.application.name).toBe(SHOP_NAME);
    applicationId = info.application.id;
  });

  it('an operator approves it in the console; the owner opens the new desk', async () => {
    await passwordLoginInApp(ops, OPERATOR);
    await decideInConsole('merchant', applicationId, 'approve');
    await owner.reload();
    await expectPage(owner, '/pages/mch-apply');
    await owner.getByTestId('apply-status-approved').waitFor();
    await owner.getByTestId('apply-open-desk').click();
    await expectPage(owner, '/pages/mch');
    mchId = Number(new URL(owner.url().replace('#', '')).searchParams.get('mch_id'));
    expect(mchId).toBeGreaterThan(0);
    await owner.getByTestId('mch-balance').waitFor();
    expect(await owner.getByTestId('mch-balance').innerText()).toContain('0.00');
    await shot(owner, 'shop-02-desk');
  });
});

describe('the owner sets the shop up', () => {
  it('adds a clerk for orders by mobile number', async () => {
    await owner.getByTestId('mch-shortcut-members').click();
    await expectPage(owner, '/pages/mch-member');
    await owner.getByTestId('mch-member-mobile').locator('input').fill(CLERK_MOBILE);
    await owner.getByTestId('mch-member-add').locator('.adm-selector-item', { hasText: '订单' }).click();
    await owner.getByTestId('mch-member-add-submit').click();
    await owner.getByTestId(`mch-member-${clerk.id}`).waitFor();
    await shot(owner, 'shop-03-members');
    const theirs = await as<{ list: { id: number; role: string }[] }>(clerk, '/plugin/mch/api/mch/mine');
    expect(theirs.list).toContainEqual(expect.objectContaining({ id: mchId, role: 'clerk' }));
    const staff = await as<{ list: { user_id: number; role: string }[] }>(
      clerk,
      `/plugin/mch/api/member/list?mch_id=${mchId}`,
    );
    expect(staff.list.find((m) => m.user_id === clerk.id)?.role).toBe('orders');
  });

  it('adds a goods item with two SKUs', async () => {
    await owner.goto(url(`/pages/mch-goods-edit?mch_id=${mchId}`));
    await expectPage(owner, '/pages/mch-goods-edit');
    await owner
      .locator('[data-testid="goods-image-add"] input[type="file"]')
      .setInputFiles({ name: 'hoodie.png', mimeType: 'image/png', buffer: PNG });
    await owner.locator('[data-testid="goods-image-0"] img').waitFor();
    await owner.getByTestId('goods-name').locator('input').fill(GOODS_NAME);
    await owner.getByTestId('goods-group-add').click();
    await owner.getByTestId('goods-group-name-0').locator('input').fill('颜色');
    for (const value of ['黑', '白']) {
      await owner.getByTestId('goods-value-input-0').locator('input').fill(value);
      await owner.getByTestId('goods-value-add-0').click();
    }
    await owner.getByTestId('goods-batch-price').locator('input').fill('129');
    await owner.getByTestId('goods-batch-stock').locator('input').fill('5');
    await owner.getByTestId('goods-batch-apply').click();
    await owner.getByTestId('goods-save').click();
    await expectPage(owner, '/pages/mch-goods');
    await owner.locator('.mch-goods-row', { hasText: GOODS_NAME }).waitFor();
    const list = await as<{ list: { id: number; name: string; stock: number; sku_count: number }[] }>(
      ownerPerson,
      `/plugin/mch/api/goods/list?mch_id=${mchId}&tab=on_sale`,
    );
    const item = list.list.find((g) => g.name === GOODS_NAME)!;
    expect(item).toMatchObject({ stock: 10, sku_count: 2 });
    goodsId = item.id;
  });
});

describe('a buyer buys it and receives it', () => {
  it('buys the white one in the sandbox cashier', async () => {
    await passwordLoginInApp(buyer, BUYER);
    await buyer.goto(url(`/pages/goods-detail?id=${goodsId}`));
    await expectPage(buyer, '/pages/goods-detail');
    expect(await buyer.getByTestId('goods-name').innerText()).toContain(GOODS_NAME);
    await buyer.getByTestId('goods-buy-now').click();
    const popup = buyer.locator('.sku-popup');
    await popup.waitFor({ state: 'visible' });
    await popup.getByTestId('sku-value-白').click();
    await popup.getByTestId('sku-confirm-buy').click();
    await expectPage(buyer, '/pages/order-confirmation');
    await expect.poll(() => buyer.getByTestId('confirm-pay-amount').innerText()).toContain('129.00');
    await buyer.getByTestId('pay-method-sandbox').click();
    await buyer.getByTestId('confirm-submit').click();
    await buyer.waitForURL(/\/sandbox\/cashier/);
    await buyer.locator('button[data-action="pay"]').click();
    await expectPage(buyer, '/pages/pay-success');
    await buyer.getByTestId('pay-success').waitFor({ timeout: 20_000 });
    await buyer.getByTestId('pay-view-order').click();
    await expectPage(buyer, '/pages/order-detail');
    orderId = Number(new URL(buyer.url().replace('#', '')).searchParams.get('id'));
    expect(orderId).toBeGreaterThan(0);
  });

  it('the owner finds it to ship on the desk and ships it', async () => {
    await owner.goto(url(`/pages/mch?mch_id=${mchId}`));
    await expectPage(owner, '/pages/mch');
    // The desk's figures as the owner opens it again.
    await expect
      .poll(
        async () => {
          await owner.reload();
          return owner.getByTestId('mch-to-ship').innerText();
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toMatch(/^1\b/);
    await owner.getByTestId('mch-to-ship').click();
    await expectPage(owner, '/pages/mch-order');
    await owner.getByTestId(`mch-order-${orderId}`).click();
    await owner.getByTestId('mch-ship').waitFor();
    await owner.getByTestId('mch-ship-company-SF').click();
    await owner.getByTestId('mch-ship-no').locator('input').fill(`SF${RUN}01`);
    await shot(owner, 'shop-04-ship');
    await owner.getByTestId('mch-ship-submit').click();
    await owner.getByTestId('mch-ship').waitFor({ state: 'detached' });
    const shipped = await as<{ status: string }>(ownerPerson, `/plugin/mch/api/order/detail?id=${orderId}`);
    expect(shipped.status).toBe('shipped');
  });

  it('the buyer confirms receipt', async () => {
    // The order page is still open from the payment: the buyer opens it afresh.
    await buyer.goto(url(`/pages/order-detail?id=${orderId}`));
    await buyer.reload();
    await expectPage(buyer, '/pages/order-detail');
    await buyer.getByTestId('order-express').waitFor();
    await buyer.getByTestId('order-confirm').click();
    await buyer.locator('.adm-dialog-footer .adm-dialog-button-bold').click();
    await expect.poll(() => buyer.getByTestId('order-detail-status').innerText()).toBe('交易成功');
  });
});

describe('the shop is paid and withdraws', () => {
  it('after the after-sale window the order completes and its settlement shows in the account log', async () => {
    await passAfterSaleWindow(orderId);
    const log = () =>
      as<{
        balance: string;
        list: { kind: string; change: string; balance_after: string; source_id: number }[];
      }>(ownerPerson, `/plugin/mch/api/property/account-log?mch_id=${mchId}`);
    await expect.poll(async () => (await log()).list.length, { timeout: 30_000 }).toBe(2);
    const { balance, list } = await log();
    const credit = list.find((r) => r.kind === 'credit')!;
    const fee = list.find((r) => r.kind === 'fee')!;
    expect(credit).toMatchObject({ change: '129.00', source_id: orderId });
    expect(fee.source_id).toBe(orderId);
    // The platform's rate in force (basis points), rounded to the nearest cent: 0.6 % of 129.00 is 0.77.
    const { fee_rate } = await as<{ fee_rate: number }>(
      ownerPerson,
      `/plugin/mch/api/mch/setting?mch_id=${mchId}`,
    );
    expect(-cents(fee.change)).toBe(Math.floor((12_900 * fee_rate + 5_000) / 10_000));
    expect(cents(balance)).toBe(12_900 + cents(fee.change));
    settled = cents(balance);

    await owner.goto(url(`/pages/account-log?mch_id=${mchId}`));
    await expectPage(owner, '/pages/account-log');
    await owner.getByTestId('account-log-credit').waitFor();
    await owner.getByTestId('account-log-fee').waitFor();
    expect(await owner.getByTestId('account-balance').innerText()).toContain(balance);
    await shot(owner, 'shop-05-account-log');
  });

  it('the owner withdraws to a bank card; the operator pays it; the cash log shows it paid', async () => {
    await owner.goto(url(`/pages/apply-card-cash?mch_id=${mchId}`));
    await expectPage(owner, '/pages/apply-card-cash');
    await owner.getByTestId('cash-amount').locator('input').fill('100.00');
    await owner.getByTestId('cash-name').locator('input').fill('林小街');
    await owner.getByTestId('cash-bank').locator('input').fill('招商银行');
    await owner.getByTestId('cash-branch').locator('input').fill('上海愚园路支行');
    await owner.getByTestId('cash-card').locator('input').fill('6225 8801 2345 6783');
    await owner.getByTestId('cash-submit').click();
    await expectPage(owner, '/pages/cash-log');
    await owner.getByTestId('cash-status-pending').first().waitFor();
    const cash = await as<{ list: { id: number; amount: string; status: string; type: string }[] }>(
      ownerPerson,
      `/plugin/mch/api/property/cash-log?mch_id=${mchId}`,
    );
    expect(cash.list).toHaveLength(1);
    expect(cash.list[0]).toMatchObject({ amount: '100.00', status: 'pending', type: 'bank' });
    cashId = cash.list[0]!.id;

    await decideInConsole('withdrawal', cashId, 'pay', { reference: `CMB-${RUN}` });
    await owner.reload();
    await expectPage(owner, '/pages/cash-log');
    await owner.locator(`[data-testid="cash-${cashId}"] [data-testid="cash-status-paid"]`).waitFor();
    await shot(owner, 'shop-06-cash-log');
    const after = await as<{ balance: string; frozen: string }>(
      ownerPerson,
      `/plugin/mch/api/property/account-log?mch_id=${mchId}`,
    );
    // The withdrawal's fee comes out of the amount: the balance is down by exactly 100.00.
    expect(after.frozen).toBe('0.00');
    expect(cents(after.balance)).toBe(settled - 10_000);
  });
});
