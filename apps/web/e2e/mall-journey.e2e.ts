import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  api,
  baseUrl,
  expectPage,
  launch,
  passwordLoginInApp,
  phone,
  shot,
  smsCodeFromLog,
} from './browser.ts';

/*
 * The mall, end to end at phone size: cart, checkout to a new address, the sandbox cashier,
 * shipping, receipt, a review with an image, a return negotiated to the refund, and a
 * verify-mode order paid from the balance and verified by the shop's clerk.
 */

// A valid 1x1 PNG: the review's image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const MERCHANT = { mobile: '13800000003', password: 'Dance2026' };
/** A demo buyer with balance (the verify-mode item is paid from it). */
const RICH_BUYER = { mobile: '13800000004', password: 'Dance2026' };
const REVIEW_TEXT = `卫衣质量很好，上身很有型 ${Date.now() % 10_000}`;

interface Sku {
  id: number;
  spec_values: string[];
  price: string;
  stock: number;
}
interface Goods {
  id: number;
  name: string;
  delivery: 'express' | 'verify';
  mch: { id: number; name: string };
  status: 0 | 1;
  skus: Sku[];
}

let browser: Browser;
let buyer: { context: BrowserContext; page: Page };
let page: Page;
let merchantToken = '';
let merchantLogin: { token: string; token_expired_at: number };
let express: Goods;
let skuA: Sku;
let skuB: Sku;
let orderId = 0;
const mobile = `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

const fen = (money: string) => {
  const [y = '0', c = '0'] = money.split('.');
  return Number(y) * 100 + Number(c.padEnd(2, '0'));
};
const yuan = (f: number) => `${Math.floor(f / 100)}.${String(f % 100).padStart(2, '0')}`;

async function confirmDialog(p: Page): Promise<void> {
  await p.locator('.adm-dialog-footer .adm-dialog-button-bold').click();
}

async function goodsDetail(id: number): Promise<Goods> {
  return api<Goods>(`/api/goods/detail?id=${id}`);
}

/** The demo shop's goods: an express item with two SKUs in stock, and a verify-mode item. */
async function findGoods(): Promise<{ express: Goods; verify: Goods }> {
  const list = await api<{ list: { id: number; delivery: string; mch: { id: number } }[] }>(
    '/api/goods/v2-goods-list?limit=50&type=goods',
  );
  let expressGoods: Goods | undefined;
  let verifyGoods: Goods | undefined;
  for (const card of list.list) {
    const g = await goodsDetail(card.id);
    const inStock = g.skus.filter((s) => s.stock >= 5);
    if (!expressGoods && g.delivery === 'express' && inStock.length >= 2) expressGoods = g;
    if (!verifyGoods && g.delivery === 'verify' && inStock.length >= 1) verifyGoods = g;
  }
  if (!expressGoods || !verifyGoods)
    throw new Error('the demo seed needs an express item with two SKUs in stock and a verify-mode item');
  return { express: expressGoods, verify: verifyGoods };
}

/** Choose a SKU in the open picker: tap each of its values that is not chosen yet. */
async function chooseSku(p: Page, sku: Sku): Promise<void> {
  const popup = p.locator('.sku-popup');
  await popup.waitFor({ state: 'visible' });
  for (const value of sku.spec_values) {
    const chip = popup.getByTestId(`sku-value-${value}`).first();
    if (!((await chip.getAttribute('class')) ?? '').includes('sku-chip--active')) await chip.click();
  }
}

async function merchantCall<T>(path: string, body?: unknown): Promise<T> {
  return api<T>(path, { method: body === undefined ? 'GET' : 'POST', body, loginToken: merchantToken });
}

beforeAll(async () => {
  browser = await launch();
  buyer = await phone(browser);
  page = buyer.page;
  page.setDefaultTimeout(10_000);
  merchantLogin = await api<{ token: string; token_expired_at: number }>(
    '/api/passport/login?login_scenario=password',
    { method: 'POST', body: MERCHANT },
  );
  merchantToken = merchantLogin.token;
  ({ express } = await findGoods());
  [skuA, skuB] = express.skus.filter((s) => s.stock >= 5) as [Sku, Sku];
});

afterAll(async () => {
  if (page) await shot(page, 'mall-journey-end').catch(() => undefined);
  await buyer?.context.close();
  await browser?.close();
});

describe('a buyer shops, pays in the sandbox cashier, and is shipped to', () => {
  it('logs in with an SMS code', async () => {
    await page.goto(`${baseUrl()}/#/pages/login`);
    await page.getByTestId('login-mobile').fill(mobile);
    await page.getByTestId('login-send-code').click();
    await page.getByTestId('login-code').fill(await smsCodeFromLog(mobile));
    await page.getByTestId('login-agree').check();
    await page.getByTestId('login-submit').click();
    await page.waitForFunction(() => !location.hash.startsWith('#/pages/login'));
  });

  it('sees goods on the home page', async () => {
    await page.goto(`${baseUrl()}/#/pages/index/index`);
    await expectPage(page, '/pages/index/index');
    await page.getByTestId('home-mall').scrollIntoViewIfNeeded();
    await page.getByTestId('home-goods').locator('.goods-tile').first().waitFor();
    await shot(page, 'mall-01-home-goods');
  });

  it('adds two SKUs to the cart from the goods page', async () => {
    await page.goto(`${baseUrl()}/#/pages/goods-detail?id=${express.id}`);
    await expectPage(page, '/pages/goods-detail');
    expect(await page.getByTestId('goods-name').innerText()).toContain(express.name);
    await shot(page, 'mall-02-goods-detail');
    for (const sku of [skuA, skuB]) {
      await page.getByTestId('goods-add-cart').click();
      await chooseSku(page, sku);
      expect(await page.getByTestId('sku-price').innerText()).toContain(sku.price.split('.')[0]!);
      if (sku === skuA) await shot(page, 'mall-03-sku-popup');
      await page.getByTestId('sku-confirm-cart').click();
      await page.locator('.sku-popup').waitFor({ state: 'hidden' });
    }
    await expect.poll(() => page.getByTestId('goods-go-cart').innerText()).toContain('2');
  });

  it('changes a quantity in the cart and sees the total follow', async () => {
    await page.goto(`${baseUrl()}/#/pages/goods-cart`);
    await expectPage(page, '/pages/goods-cart');
    const lines = page.locator('.cart-line:not(.cart-line--invalid)');
    await expect.poll(() => lines.count()).toBe(2);
    await page.getByTestId('cart-select-all').click();
    const before = fen(skuA.price) + fen(skuB.price);
    await expect.poll(() => page.getByTestId('cart-total').innerText()).toContain(yuan(before));
    // One more of the line of skuA.
    const lineA = lines.filter({ hasText: skuA.spec_values.join(' / ') || express.name }).first();
    await lineA.locator('.adm-stepper-plus').click();
    const after = 2 * fen(skuA.price) + fen(skuB.price);
    await expect.poll(() => page.getByTestId('cart-total').innerText()).toContain(yuan(after));
    // The server has the new quantity (the stepper waits a moment before it tells it).
    await expect
      .poll(async () => {
        await page.reload();
        await expectPage(page, '/pages/goods-cart');
        // The page shows before the cart arrives: read the steppers once both lines are drawn.
        await lines.nth(1).waitFor({ timeout: 10_000 });
        return page
          .locator('.cart-line .adm-stepper-input input')
          .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value).sort());
      })
      .toEqual(['1', '2']);
    await page.getByTestId('cart-select-all').click();
    await shot(page, 'mall-04-cart');
  });

  it('checks out to a new address and pays in the sandbox cashier', async () => {
    await page.getByTestId('cart-checkout').click();
    await expectPage(page, '/pages/order-confirmation');
    await page.getByTestId('confirm-address').click();
    await expectPage(page, '/pages/edit-address');
    const form = page.locator('[data-page="/pages/edit-address"]');
    await form.locator('input').nth(0).fill('舞者小王');
    await form.locator('input').nth(1).fill('13912345678');
    await page.getByTestId('address-region').click();
    await page.locator('.adm-picker-header-button').last().click();
    await form.locator('textarea').first().fill('静安区南京西路 1266 号 3 楼');
    await page.getByTestId('address-save').click();
    await expectPage(page, '/pages/order-confirmation');
    await expect.poll(() => page.getByTestId('confirm-address').innerText()).toContain('舞者小王');
    const payable = await page.getByTestId('confirm-pay-amount').innerText();
    expect(payable).toMatch(/\d+\.\d{2}/);
    await page.getByTestId('pay-method-sandbox').click();
    await shot(page, 'mall-05-confirmation');
    // A double tap still makes one order.
    await page.getByTestId('confirm-submit').dblclick();
    await page.waitForURL(/\/sandbox\/cashier/, { timeout: 15_000 });
    await shot(page, 'mall-06-cashier');
    await page.locator('button[data-action="pay"]').click();
    await expectPage(page, '/pages/pay-success');
    await page.getByTestId('pay-success').waitFor({ timeout: 20_000 });
    await shot(page, 'mall-07-pay-success');
  });

  it('finds the paid order in the list', async () => {
    await page.getByTestId('pay-view-order').click();
    await expectPage(page, '/pages/order-detail');
    orderId = Number(new URL(page.url().replace('#', '')).searchParams.get('id'));
    expect(orderId).toBeGreaterThan(0);
    await page.goto(`${baseUrl()}/#/pages/order?status=to_ship`);
    await expectPage(page, '/pages/order');
    await page.getByTestId(`order-${orderId}`).waitFor();
    // Exactly one order for this checkout, though submit was tapped twice.
    expect(await page.locator('.order-card').count()).toBe(1);
    await shot(page, 'mall-08-order-list');
  });

  it('is shipped by the merchant and confirms receipt', async () => {
    await merchantCall('/plugin/mch/api/order/send', {
      id: orderId,
      express_company: 'SF',
      express_no: `SF${Date.now()}`,
    });
    await page.goto(`${baseUrl()}/#/pages/order-detail?id=${orderId}`);
    await expectPage(page, '/pages/order-detail');
    await page.getByTestId('order-express').waitFor();
    await page.getByTestId('order-confirm').click();
    await confirmDialog(page);
    await expect.poll(() => page.getByTestId('order-detail-status').innerText()).toBe('交易成功');
    await shot(page, 'mall-09-received');
  });

  it('reviews with an image, and the review shows on the goods page', async () => {
    await page.getByTestId('order-appraise').click();
    await expectPage(page, '/pages/evaluate');
    const first = page.locator('.evaluate-line').first();
    await first.getByTestId('evaluate-text').locator('textarea').first().fill(REVIEW_TEXT);
    await first
      .locator('input[type="file"]')
      .setInputFiles({ name: 'look.png', mimeType: 'image/png', buffer: PNG });
    await first.locator('.adm-image-uploader-cell img[src*="/uploads/"]').waitFor();
    await shot(page, 'mall-10-evaluate');
    await page.getByTestId('evaluate-submit').click();
    await expectPage(page, '/pages/order-detail');
    await page.goto(`${baseUrl()}/#/pages/goods-detail?id=${express.id}`);
    await expectPage(page, '/pages/goods-detail');
    await expect.poll(() => page.getByTestId('goods-reviews').innerText()).toContain(REVIEW_TEXT);
    await page.getByTestId('goods-reviews').locator('img[src*="/uploads/"]').first().waitFor();
    await page.goto(`${baseUrl()}/#/pages/goods-evaluation?id=${express.id}`);
    await page.getByTestId('review-filter-image').click();
    await expect.poll(() => page.locator('.review-list').innerText()).toContain(REVIEW_TEXT);
    await shot(page, 'mall-11-reviews');
  });

  it('returns one line through the negotiation record to the refund', async () => {
    await page.goto(`${baseUrl()}/#/pages/order-detail?id=${orderId}`);
    await expectPage(page, '/pages/order-detail');
    await page.locator('[data-testid^="line-apply-after-sale-"]').first().click();
    await expectPage(page, '/pages/afterSale');
    await page.getByTestId('after-sale-return').click();
    await page.getByTestId('after-sale-reasons').locator('.adm-selector-item').first().click();
    await page.getByTestId('after-sale-content').locator('textarea').first().fill('尺码偏大，想退货');
    const refund = await page.getByTestId('after-sale-amount').innerText();
    await shot(page, 'mall-12-after-sale');
    await page.getByTestId('after-sale-submit').click();
    await expectPage(page, '/pages/afterSaleDetails');
    expect(await page.getByTestId('after-sale-status').innerText()).toBe('等待商家处理');
    const afterSaleId = Number(new URL(page.url().replace('#', '')).searchParams.get('id'));

    // The shop agrees and gives the return address.
    await merchantCall('/plugin/mch/api/after-sale/handle', {
      id: afterSaleId,
      agree: true,
      reason: '同意退货',
    });
    await page.reload();
    await page.getByTestId('ship-back').waitFor();
    await page.getByTestId('ship-back-company').click();
    await page.locator('.adm-picker-header-button').last().click();
    await page.getByTestId('ship-back-no').locator('input').fill(`YT${Date.now()}`);
    await page.getByTestId('ship-back-submit').click();
    await expect.poll(() => page.getByTestId('after-sale-status').innerText()).toBe('等待商家收货');

    // The shop receives it: the refund is paid back at once.
    await merchantCall('/plugin/mch/api/after-sale/receive', { id: afterSaleId });
    await page.reload();
    await expect.poll(() => page.getByTestId('after-sale-status').innerText()).toBe('退款成功');
    const records = page.getByTestId('after-sale-records');
    for (const action of ['apply', 'agree', 'ship_back', 'receive', 'refund'])
      await records.getByTestId(`record-${action}`).first().waitFor();
    const refunded = refund.replace(/[^\d.]/g, '');
    expect(await page.getByTestId('after-sale-refund-amount').innerText()).toContain(refunded);
    await shot(page, 'mall-13-negotiation');
    // The money is back: the order shows what was refunded to where it came from.
    await page.goto(`${baseUrl()}/#/pages/order-detail?id=${orderId}`);
    await expect.poll(() => page.getByTestId('order-refund-amount').innerText()).toContain(refunded);
  });
});

describe('a verify-mode item paid from the balance and verified by the clerk', () => {
  let rich: { context: BrowserContext; page: Page };
  let clerk: { context: BrowserContext; page: Page };
  let code = '';
  let balanceBefore = 0;

  beforeAll(async () => {
    rich = await phone(browser);
    clerk = await phone(browser);
    // The clerk's phone is already logged in as the shop's owner (one password login per account).
    await clerk.context.addInitScript((login) => {
      localStorage.setItem('token', JSON.stringify(login));
      localStorage.setItem('isLogin', 'true');
    }, merchantLogin);
    rich.page.setDefaultTimeout(10_000);
    clerk.page.setDefaultTimeout(10_000);
  });

  afterAll(async () => {
    if (rich?.page) await shot(rich.page, 'mall-verify-end').catch(() => undefined);
    await rich?.context.close();
    await clerk?.context.close();
  });

  it('buys it now and pays from the balance', async () => {
    const { verify } = await findGoods();
    const p = rich.page;
    await passwordLoginInApp(p, RICH_BUYER);
    await p.goto(`${baseUrl()}/#/pages/mine/mine`);
    await expect.poll(() => p.getByTestId('mine-balance').innerText()).toMatch(/\d+\.\d{2}/);
    balanceBefore = fen(await p.getByTestId('mine-balance').innerText());
    await p.goto(`${baseUrl()}/#/pages/goods-detail?id=${verify.id}`);
    await expectPage(p, '/pages/goods-detail');
    await p.getByTestId('goods-buy-now').click();
    await chooseSku(
      p,
      verify.skus.find((s) => s.stock > 0)!,
    );
    await p.getByTestId('sku-confirm-buy').click();
    await expectPage(p, '/pages/order-confirmation');
    // No address for an in-store item.
    expect(await p.getByTestId('confirm-address').count()).toBe(0);
    await p.getByTestId('pay-method-balance').click();
    const amount = fen(
      await p
        .getByTestId('confirm-pay-amount')
        .innerText()
        .then((s) => s.replace(/[^\d.]/g, '')),
    );
    await p.getByTestId('confirm-submit').click();
    await expectPage(p, '/pages/pay-success');
    await p.getByTestId('pay-success').waitFor();
    await shot(p, 'mall-14-balance-paid');
    await p.goto(`${baseUrl()}/#/pages/mine/mine`);
    await expect
      .poll(async () => fen(await p.getByTestId('mine-balance').innerText()))
      .toBe(balanceBefore - amount);
    await p.getByTestId('mine-orders').waitFor();
    await shot(p, 'mall-15-mine-orders');
  });

  it('shows the verification QR', async () => {
    const p = rich.page;
    await p.goto(`${baseUrl()}/#/pages/order`);
    await expectPage(p, '/pages/order');
    await p.locator('.order-card').first().click();
    await expectPage(p, '/pages/order-detail');
    await p.getByTestId('detail-show-qr').click();
    await p.getByTestId('clerk-qr').waitFor();
    code = (await p.getByTestId('clerk-code').innerText()).replace(/\s/g, '');
    expect(code).toMatch(/^\d{12}$/);
    await shot(p, 'mall-16-qr');
  });

  it('is verified by the clerk on order-check, once', async () => {
    const c = clerk.page;
    await c.goto(`${baseUrl()}/#/pages/order-check`);
    await expectPage(c, '/pages/order-check');
    await c.getByTestId('verify-code').locator('input').fill(code);
    await c.getByTestId('verify-submit').click();
    await c.getByTestId('verify-result').waitFor();
    await shot(c, 'mall-17-verified');
    // A second time is refused.
    await c.getByTestId('verify-next').click();
    await c.getByTestId('verify-code').locator('input').fill(code);
    await c.getByTestId('verify-submit').click();
    await c.locator('.adm-toast-main').first().waitFor();
    expect(await c.getByTestId('verify-result').count()).toBe(0);
    // The buyer's QR notices.
    await rich.page.locator('.qr-popup__used').waitFor({ timeout: 15_000 });
  });
});
