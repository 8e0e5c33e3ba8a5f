import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, baseUrl, launch, phone } from './browser.ts';

/*
 * No dead ends: every control on home, mine and a profile is clicked, one at a time from a fresh
 * load, and whatever page it opens must be that page (its data-page), never the entrance page that
 * stands in for an unbuilt path, nor home in disguise. A control may also act in place (a filter,
 * a sheet, a dialog).
 */

const VIEWER = { mobile: '13800000002', password: 'Dance2026' };
const OTHER = { mobile: '13800000001', password: 'Dance2026' };

/** What counts as a control: everything a finger can tap that does something. */
const CONTROLS = [
  '[data-page] button:not([disabled])',
  '[data-page] a[href]',
  '[data-page] [role="button"]',
  '[data-page] .adm-list-item-clickable',
  '[data-page] .cm-tile',
  '[data-page] .adm-swiper-item',
  '[data-page] .adm-tabs-tab',
  '[data-page] .home-notice',
].join(', ');

let browser: Browser;
let visitor: { context: BrowserContext; page: Page };
let member: { context: BrowserContext; page: Page };
let otherId = 0;

const url = (hash: string) => `${baseUrl()}/#${hash}`;
const hashPath = (page: Page) =>
  page.evaluate(() => decodeURIComponent(location.hash.slice(1).split('?')[0] ?? '') || '/');

/** Loads a page and scrolls it to the end so every section that loads on sight is there. */
async function open(page: Page, hash: string, path: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(url(hash));
  await page.waitForSelector(`[data-page="${path}"]`, { timeout: 15_000 });
  for (let i = 0; i < 6; i++) {
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(150);
  }
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(150);
}

async function describeControl(page: Page, index: number): Promise<string> {
  return page.evaluate(
    ([sel, i]) => {
      const el = document.querySelectorAll(sel)[i] as HTMLElement | undefined;
      if (!el) return '(gone)';
      const id = el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? '';
      return `${el.tagName.toLowerCase()}.${el.className.split(' ')[0] ?? ''} ${id} "${(el.innerText || '').trim().slice(0, 30)}"`;
    },
    [CONTROLS, index] as const,
  );
}

/** Clicks every control of one page; returns how many and what led nowhere. */
async function clickThrough(page: Page, hash: string, path: string) {
  await open(page, hash, path);
  const count = await page.locator(CONTROLS).count();
  const failures: string[] = [];
  const landed = new Set<string>();
  for (let i = 0; i < count; i++) {
    if (i > 0) await open(page, hash, path);
    const label = await describeControl(page, i);
    const control = page.locator(CONTROLS).nth(i);
    if (!(await control.isVisible().catch(() => false))) continue;
    await control.scrollIntoViewIfNeeded().catch(() => undefined);
    await control.click({ timeout: 5_000 }).catch((e: Error) => failures.push(`${label}: ${e.message}`));
    await page.waitForTimeout(500);
    const now = await hashPath(page);
    if (now === path) continue;
    landed.add(now);
    const ok = await page
      .waitForFunction((p) => document.querySelector('[data-page]')?.getAttribute('data-page') === p, now, {
        timeout: 10_000,
      })
      .then(() => true)
      .catch(() => false);
    const shown = await page.evaluate(() => document.querySelector('[data-page]')?.getAttribute('data-page'));
    if (!ok) failures.push(`${label}: went to ${now} but shows ${shown ?? 'nothing'}`);
  }
  return { count, failures, landed: [...landed].sort() };
}

beforeAll(async () => {
  browser = await launch();
  visitor = await phone(browser);
  member = await phone(browser);
  const other = await api<{ token: string }>('/api/passport/login?login_scenario=password', {
    method: 'POST',
    body: OTHER,
  });
  otherId = (await api<{ id: number }>('/api/user/forum-user-info', { loginToken: other.token })).id;
  const page = member.page;
  await page.goto(url('/pages/login'));
  await page.waitForSelector('[data-page="/pages/login"]');
  await page.getByTestId('login-mode-password').click();
  await page.getByTestId('login-mobile').fill(VIEWER.mobile);
  await page.getByTestId('login-password').fill(VIEWER.password);
  await page.getByTestId('login-agree').click();
  await page.getByTestId('login-submit').click();
  await page.waitForFunction(() => !location.hash.startsWith('#/pages/login'));
});

afterAll(async () => {
  await visitor?.context.close();
  await member?.context.close();
  await browser?.close();
});

describe('every control leads somewhere real', () => {
  it('home, as a visitor and as a member', async () => {
    for (const { page } of [visitor, member]) {
      const home = await clickThrough(page, '/pages/index/index', '/pages/index/index');
      expect(home.failures).toEqual([]);
      expect(home.count).toBeGreaterThan(15);
      expect(home.landed).toEqual(expect.arrayContaining(['/pages/mall', '/pages/search', '/pages/circle']));
    }
  }, 600_000);

  it('mine, as a visitor and as a member', async () => {
    for (const { page } of [visitor, member]) {
      const mine = await clickThrough(page, '/pages/mine/mine', '/pages/mine/mine');
      expect(mine.failures).toEqual([]);
      expect(mine.count).toBeGreaterThan(10);
    }
  }, 600_000);

  it("another dancer's profile and my own", async () => {
    const page = member.page;
    const theirs = await clickThrough(page, `/pages/my-space?user_id=${otherId}`, '/pages/my-space');
    expect(theirs.failures).toEqual([]);
    expect(theirs.count).toBeGreaterThan(5);
    const mine = await clickThrough(page, '/pages/my-space', '/pages/my-space');
    expect(mine.failures).toEqual([]);
  }, 600_000);

  it('the activities tab opens the activities page, and the mall stays one tap from home', async () => {
    const page = visitor.page;
    await page.goto(url('/pages/index/index'));
    await page.waitForSelector('[data-page="/pages/index/index"]');
    await page.getByTestId('tab-activity').click();
    await page.waitForSelector('[data-page="/pages/activity/activity"] [data-testid^="activity-card-"]');
    await page.getByTestId('tab-home').click();
    await page.waitForSelector('[data-page="/pages/index/index"]');
    await page.getByTestId('quick-mall').click();
    await page.waitForSelector('[data-page="/pages/mall"] [data-testid="mall-goods"]');
  });

  it('the activities tab and an activity, as a member', async () => {
    const page = member.page;
    const tab = await clickThrough(page, '/pages/activity/activity', '/pages/activity/activity');
    expect(tab.failures).toEqual([]);
    expect(tab.count).toBeGreaterThan(8);
    expect(tab.landed).toEqual(expect.arrayContaining(['/pages/activity-detail']));
    // The demo's own battle, not one another journey may have published meanwhile.
    const list = await api<{ list: { id: number; name: string }[] }>(
      '/api/activity/list?kind=battle&limit=50',
    );
    const battle = list.list.find((a) => a.name.startsWith('Groove Battle Vol.7'))!;
    const detail = await clickThrough(
      page,
      `/pages/activity-detail?id=${battle.id}`,
      '/pages/activity-detail',
    );
    expect(detail.failures).toEqual([]);
    expect(detail.landed).toEqual(expect.arrayContaining(['/pages/activity-ticketPurchase']));
  }, 600_000);
});
