import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, baseUrl, expectPage, launch, passwordLoginInApp, phone, shot } from './browser.ts';

/*
 * The shop's money, end to end at phone size: the demo shop's owner opens the desk from Mine, sees
 * the day's figures and the balance, finds the settled orders in the account log, withdraws to a
 * bank card; an operator pays it with a transfer reference; the cash log shows it paid. The owner
 * also adds a goods item with two SKUs from the desk and takes it off sale.
 */

/** A 1x1 PNG, as a phone's picture would be uploaded. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const OWNER = { mobile: '13800000003', password: 'Dance2026' };
const OPERATOR = { mobile: '13800000006', password: 'Dance2026' };

let browser: Browser;
let ctx: BrowserContext;
let page: Page;
let operatorToken = '';
let mchId = 0;
let cashId = 0;

beforeAll(async () => {
  browser = await launch();
  ({ context: ctx, page } = await phone(browser));
  page.setDefaultTimeout(15_000);
  const op = await api<{ token: string }>('/api/passport/login?login_scenario=password', {
    method: 'POST',
    body: OPERATOR,
  });
  operatorToken = op.token;
});

afterAll(async () => {
  if (page) await shot(page, 'merchant-journey-end').catch(() => undefined);
  await ctx?.close();
  await browser?.close();
});

describe("a shop's owner gets paid for what the shop sold", () => {
  it('opens the desk from Mine: figures, balance and shortcuts', async () => {
    await passwordLoginInApp(page, OWNER);
    await page.goto(`${baseUrl()}/#/pages/mine/mine`);
    await page.locator('[data-testid^="mine-shop-"]').first().click();
    await expectPage(page, '/pages/mch');
    mchId = Number(new URL(page.url().replace('#', '')).searchParams.get('mch_id'));
    expect(mchId).toBeGreaterThan(0);
    await page.getByTestId('mch-figures').waitFor();
    await page.getByTestId('mch-balance').waitFor();
    await page.getByTestId('mch-qr-open').click();
    await page.locator('[data-testid="mch-qr"] img').waitFor();
    await shot(page, 'merchant-01-desk');
    await page.keyboard.press('Escape');
  });

  it('finds the settled orders in the account log', async () => {
    await page.goto(`${baseUrl()}/#/pages/account-log?mch_id=${mchId}`);
    await expectPage(page, '/pages/account-log');
    await page.locator('[data-testid="account-log-credit"]').first().waitFor();
    await page.locator('[data-testid="account-log-fee"]').first().waitFor();
    await shot(page, 'merchant-02-account-log');
  });

  it('withdraws to a bank card; the operator pays it; the cash log shows it paid', async () => {
    await page.goto(`${baseUrl()}/#/pages/apply-cash?mch_id=${mchId}`);
    await expectPage(page, '/pages/apply-cash');
    await page.getByTestId('cash-to-card').click();
    await expectPage(page, '/pages/apply-card-cash');
    await page.getByTestId('cash-amount').locator('input').fill('1.00');
    await page.getByTestId('cash-name').locator('input').fill('街舞社区商家');
    await page.getByTestId('cash-bank').locator('input').fill('招商银行');
    await page.getByTestId('cash-branch').locator('input').fill('上海静安支行');
    await page.getByTestId('cash-card').locator('input').fill('6225 8801 2345 6782');
    await page.getByTestId('cash-submit').click();
    // A wrong check digit is caught before sending.
    await page.locator('.adm-toast-main').waitFor();
    expect(await page.locator('.adm-toast-main').innerText()).toMatch(/card|卡号/i);
    await page.getByTestId('cash-card').locator('input').fill('6225 8801 2345 6783');
    await shot(page, 'merchant-03-apply-card-cash');
    await page.getByTestId('cash-submit').click();
    await expectPage(page, '/pages/cash-log');
    await page.getByTestId('cash-status-pending').first().waitFor();
    const log = await api<{ list: { id: number; amount: string; status: string }[] }>(
      `/plugin/mch/api/property/cash-log?mch_id=${mchId}&limit=1`,
      { loginToken: (await ownerToken()).token },
    );
    cashId = log.list[0]!.id;
    expect(log.list[0]).toMatchObject({ amount: '1.00', status: 'pending' });

    const paid = await api<{ status: string; reference: string }>('/api/admin/mch/cash-approve', {
      method: 'POST',
      body: { id: cashId, reference: `CMB-${Date.now()}` },
      loginToken: operatorToken,
    });
    expect(paid.status).toBe('paid');
    await page.reload();
    await expectPage(page, '/pages/cash-log');
    await page.locator(`[data-testid="cash-${cashId}"] [data-testid="cash-status-paid"]`).waitFor();
    await shot(page, 'merchant-04-cash-log');
  });
});

describe("the shop's settings", () => {
  it('the owner changes the opening hours and delivery modes', async () => {
    await page.goto(`${baseUrl()}/#/pages/mch-setting?mch_id=${mchId}`);
    await expectPage(page, '/pages/mch-setting');
    const hours = `每天 09:${String(Date.now() % 60).padStart(2, '0')}-22:00`;
    await page.getByTestId('setting-hours').locator('input').fill(hours);
    await shot(page, 'merchant-05-setting');
    await page.getByTestId('setting-save').click();
    await expect
      .poll(
        async () =>
          (
            await api<{ hours: string }>(`/plugin/mch/api/mch/setting?mch_id=${mchId}`, {
              loginToken: (await ownerToken()).token,
            })
          ).hours,
      )
      .toBe(hours);
  });
});

describe("the shop's goods", () => {
  it('the owner adds a goods item with two SKUs from the desk, then takes it off sale', async () => {
    await page.goto(`${baseUrl()}/#/pages/mch?mch_id=${mchId}`);
    await expectPage(page, '/pages/mch');
    await page.getByTestId('mch-shortcut-goods').click();
    await expectPage(page, '/pages/mch-goods');
    await page.getByTestId('mch-goods-new').click();
    await expectPage(page, '/pages/mch-goods-edit');
    await page
      .locator('[data-testid="goods-image-add"] input[type="file"]')
      .setInputFiles({ name: 'hoodie.png', mimeType: 'image/png', buffer: PNG });
    await page.locator('[data-testid="goods-image-0"] img').waitFor();
    const name = `街舞卫衣 ${Date.now() % 100_000}`;
    await page.getByTestId('goods-name').locator('input').fill(name);
    await page.getByTestId('goods-group-add').click();
    await page.getByTestId('goods-group-name-0').locator('input').fill('颜色');
    for (const value of ['黑', '白']) {
      await page.getByTestId('goods-value-input-0').locator('input').fill(value);
      await page.getByTestId('goods-value-add-0').click();
    }
    await page.getByTestId('goods-batch-price').locator('input').fill('129');
    await page.getByTestId('goods-batch-stock').locator('input').fill('5');
    await page.getByTestId('goods-batch-apply').click();
    await page.getByTestId('goods-sku-stock-1').locator('input').fill('3');
    await page.getByTestId('goods-sku-code-0').locator('input').fill('BK-01');
    await shot(page, 'merchant-06-goods-edit');
    await page.getByTestId('goods-save').click();
    await expectPage(page, '/pages/mch-goods');
    await page.locator('.mch-goods-row', { hasText: name }).waitFor();
    const token = (await ownerToken()).token;
    const list = await api<{ list: { id: number; name: string; stock: number; sku_count: number }[] }>(
      `/plugin/mch/api/goods/list?mch_id=${mchId}&tab=on_sale`,
      { loginToken: token },
    );
    const item = list.list.find((g) => g.name === name)!;
    expect(item).toMatchObject({ stock: 8, sku_count: 2 });
    const detail = await api<{ skus: { spec_text: string; price: string; stock: number; code: string }[] }>(
      `/plugin/mch/api/goods/detail?mch_id=${mchId}&id=${item.id}`,
      { loginToken: token },
    );
    expect(detail.skus.map((s) => [s.spec_text, s.price, s.stock, s.code])).toEqual([
      ['黑', '129.00', 5, 'BK-01'],
      ['白', '129.00', 3, ''],
    ]);
    await shot(page, 'merchant-07-goods');

    await page.getByTestId(`mch-goods-toggle-${item.id}`).click();
    await page.getByTestId('mch-goods-tab-off_sale').click();
    await page.getByTestId(`mch-goods-${item.id}`).waitFor();
  });
});

function ownerToken() {
  return api<{ token: string }>('/api/passport/login?login_scenario=password', {
    method: 'POST',
    body: OWNER,
  });
}
