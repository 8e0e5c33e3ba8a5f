import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { makeIdCard } from '@dance/contracts/id-card';
import { api, baseUrl, launch, phone, shot, smsCodeFromLog } from './browser.ts';

const LANGS = ['zh-Hans', 'zh-Hant', 'en', 'es', 'fr'] as const;
const locale = (lang: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, `../src/i18n/locales/${lang}.json`), 'utf8')) as {
    tab: Record<string, string>;
  };

// A valid 1x1 PNG: the avatar upload.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let browser: Browser;
let context: BrowserContext;
let page: Page;
const mobile = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

async function currentPage(): Promise<string | null> {
  await page.waitForSelector('[data-page]');
  return page.$eval('[data-page]', (el) => el.getAttribute('data-page'));
}

async function expectPage(path: string): Promise<void> {
  await page.waitForSelector(`[data-page="${path}"]`, { timeout: 15_000 });
}

async function confirmDialog(text: string): Promise<void> {
  const dialog = page.locator('.adm-dialog-body');
  await dialog.waitFor({ state: 'visible' });
  expect(await dialog.innerText()).toContain(text);
  await page.locator('.adm-dialog-footer .adm-dialog-button-bold').click();
}

beforeAll(async () => {
  browser = await launch();
  ({ context, page } = await phone(browser));
  page.setDefaultTimeout(10_000);
});

afterAll(async () => {
  if (page) await shot(page, 'platform-journey-end').catch(() => undefined);
  await context?.close();
  await browser?.close();
});

describe('a visitor becomes a verified member', () => {
  it('opens the app and sees home', async () => {
    // Home's banner and notice come with the page (decision 240): its first screen asks no advert.
    const adverts: string[] = [];
    const onRequest = (r: { url(): string }) => {
      if (r.url().includes('/api/site/advert-list')) adverts.push(r.url());
    };
    page.on('request', onRequest);
    await page.goto(`${baseUrl()}/#/`);
    await expectPage('/pages/entrance/entrance');
    await page.locator('[data-testid="home-banner"] img').first().waitFor();
    await page.getByTestId('home-notice').waitFor();
    page.off('request', onRequest);
    expect(adverts).toEqual([]);
    await shot(page, '01-home');
    await page.goto(`${baseUrl()}/#/pages/no-such-page`);
    expect(await currentPage()).toBe('/pages/entrance/entrance');
  });

  it('taps publish and is asked to log in', async () => {
    await page.getByTestId('tab-publish').click();
    await confirmDialog('请登录后操作');
    await expectPage('/pages/login');
  });

  it('logs in with an SMS code read from the server log', async () => {
    await page.getByTestId('login-mobile').fill(mobile);
    await page.getByTestId('login-send-code').click();
    const code = await smsCodeFromLog(mobile);
    await page.getByTestId('login-code').fill(code);
    await page.getByTestId('login-agree').click();
    await shot(page, '02-login');
    await page.getByTestId('login-submit').click();
    await page.waitForFunction(() => !location.hash.startsWith('#/pages/login'));
    const stored = await page.evaluate(() => JSON.stringify(localStorage));
    expect(stored).toContain('isLogin');
  });

  it('is asked for real-name verification before publishing', async () => {
    await page.goto(`${baseUrl()}/#/pages/mine/mine`);
    await expectPage('/pages/mine/mine');
    await page.getByTestId('tab-publish').click();
    await confirmDialog('请实名认证后操作');
    await expectPage('/pages/edit-user-info');
  });

  it('edits the profile with an avatar upload', async () => {
    await page
      .getByTestId('profile-avatar-input')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await page.waitForSelector('.avatar-picker img[src*="/uploads/image/"]');
    const nickname = page.getByTestId('profile-nickname');
    await nickname.fill('街舞新人');
    await shot(page, '03-edit-profile');
    await page.getByTestId('profile-save').click();
    await page.locator('.adm-toast-main').first().waitFor();
    await page.goto(`${baseUrl()}/#/pages/mine/mine`);
    await expect
      .poll(async () => page.getByTestId('mine-nickname').innerText(), { timeout: 10_000 })
      .toContain('街舞新人');
    const avatar = await page.locator('[data-page="/pages/mine/mine"] img').first().getAttribute('src');
    expect(avatar).toMatch(/\/uploads\/image\//);
  });

  it('passes real-name verification, approved by an operator', async () => {
    await page.goto(`${baseUrl()}/#/pages/idCard`);
    await expectPage('/pages/idCard');
    await page.getByTestId('idcard-name').fill('张小舞');
    await page
      .getByTestId('idcard-number')

      .fill(makeIdCard('440305', '1999-08-08', 217));
    await page.getByTestId('idcard-submit').click();
    await page.locator('.adm-result, .adm-toast-main').first().waitFor();
    // The operator of the demo data reviews the queue and approves.
    const op = await api<{ token: string }>('/api/passport/login?login_scenario=password', {
      method: 'POST',
      body: { mobile: '13800000006', password: 'Dance2026' },
    });
    const queue = await api<{ list: { user_id: number; nickname: string }[] }>(
      '/api/admin/user/pending-authentications',
      { loginToken: op.token },
    );
    const mine = queue.list.find((x) => x.nickname === '街舞新人');
    expect(mine).toBeDefined();
    await api('/api/admin/user/review-authentication', {
      method: 'POST',
      body: { user_id: mine!.user_id, approve: true },
      loginToken: op.token,
    });
  });

  it('then publish opens the release page', async () => {
    await page.goto(`${baseUrl()}/#/pages/mine/mine`);
    await expectPage('/pages/mine/mine');
    await page.getByTestId('tab-publish').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/release'));
  });

  it('switches through the five languages and sees the tab labels change', async () => {
    for (const lang of LANGS) {
      await page.goto(`${baseUrl()}/#/pages/set`);
      await expectPage('/pages/set');
      await page.getByTestId(`lang-${lang}`).click();
      await page.goto(`${baseUrl()}/#/pages/mine/mine`);
      await expectPage('/pages/mine/mine');
      const labels = locale(lang).tab;
      await expect
        .poll(async () => page.getByTestId('tab-home').innerText(), { timeout: 5000 })
        .toBe(labels.home);
      expect(await page.getByTestId('tab-community').innerText()).toBe(labels.community);
      expect(await page.getByTestId('tab-mine').innerText()).toBe(labels.mine);
      await shot(page, `04-mine-${lang}`);
    }
    await page.goto(`${baseUrl()}/#/pages/set`);
    await page.getByTestId('lang-zh-Hans').click();
  });

  it('logs out', async () => {
    await page.goto(`${baseUrl()}/#/pages/set`);
    await page.getByTestId('logout').click();
    await confirmDialog('');
    await page.goto(`${baseUrl()}/#/pages/mine/mine`);
    await page.getByTestId('mine-login').waitFor();
    const isLogin = await page.evaluate(() => JSON.stringify(localStorage));
    expect(isLogin).not.toMatch(/"isLogin":true/);
  });
});
