import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launch, shot } from './browser.ts';
import { LANGUAGES, WIDTHS, misfits, screens, settle, type DemoIds } from './fit.ts';
import { demo, remember } from './fit-demo.ts';

// Every built screen at 320 and 375 px wide in the five languages, logged in as the demo buyer:
// nothing may reach past the screen's edges and no text may be cut by its box. One browser;
// one page per language, moved from screen to screen by its hash as a person taps through.

let browser: Browser;
let ids: DemoIds;
let login: { token: string; token_expired_at: number };

beforeAll(async () => {
  browser = await launch();
  ({ ids, login } = await demo(baseUrl()));
});

afterAll(async () => {
  await browser?.close();
});

describe('every screen fits a narrow phone', () => {
  it.each(LANGUAGES)(
    'in %s',
    async (language) => {
      const base = baseUrl();
      const context = await browser.newContext({
        viewport: { width: 375, height: 720 },
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
        locale: 'zh-CN',
      });
      try {
        await remember(context, base, login, language);
        const page = await context.newPage();
        let inflight = 0;
        page.on('request', () => inflight++);
        page.on('requestfinished', () => inflight--);
        page.on('requestfailed', () => inflight--);
        await page.goto(`${base}/#/pages/index/index`);
        await page.waitForSelector('[data-page]');
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
        const problems: string[] = [];
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 720 });
          for (const screen of screens(ids)) {
            const path = screen.split('?')[0]!;
            await page.evaluate((hash) => {
              location.hash = hash;
            }, screen);
            const opened = await page
              .waitForSelector(`[data-page="${path}"]`, { timeout: 10_000 })
              .then(() => true)
              .catch(() => false);
            if (!opened) {
              problems.push(`${width}px ${screen}: did not open`);
              continue;
            }
            await settle(page, () => inflight);
            const found = await misfits(page);
            for (const m of found) problems.push(`${width}px ${screen}: ${m.kind}: ${m.what} (${m.detail})`);
            if (found.length) await shot(page, `fit-${language}-${width}-${path.replace(/\W+/g, '-')}`);
          }
        }
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    },
    600_000,
  );
});
