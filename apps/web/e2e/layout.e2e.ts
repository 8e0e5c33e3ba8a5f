import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, baseUrl, launch, phone } from './browser.ts';

/* Layout at phone size: videos fill or sit clear of the bars, as a user sees them. */

let browser: Browser;
let ctx: { context: BrowserContext; page: Page };
let videoPostId = 0;

beforeAll(async () => {
  browser = await launch();
  ctx = await phone(browser);
  const posts = await api<{
    list: Array<{ id: number; video: { width: number | null; height: number | null } | null }>;
  }>('/api/forum/post/list?tab=latest&limit=50');
  const vertical = posts.list.find((p) => p.video && (p.video.height ?? 0) > (p.video.width ?? 0));
  if (!vertical) throw new Error('the demo seed needs a vertical short video');
  videoPostId = vertical.id;
});

afterAll(async () => {
  await ctx?.context.close();
  await browser?.close();
});

describe('video layout', () => {
  it('video-slide fills the screen with a vertical video, no black bars', async () => {
    const { page } = ctx;
    await page.goto(`${baseUrl()}/#/pages/video-slide?id=${videoPostId}`);
    const video = page.locator('.cm-slide__video').first();
    await video.waitFor();
    expect(await video.evaluate((v) => getComputedStyle(v).objectFit)).toBe('cover');
  });

  it("video-play's back button sits above the video, not over it", async () => {
    const { page } = ctx;
    await page.goto(`${baseUrl()}/#/pages/video-play?id=${videoPostId}`);
    await page.waitForSelector('[data-page="/pages/video-play"] video');
    const back = await page.locator('.cm-video-page__top button').first().boundingBox();
    const video = await page.locator('[data-page="/pages/video-play"] video').first().boundingBox();
    expect(back && video).toBeTruthy();
    expect(back!.y + back!.height).toBeLessThanOrEqual(video!.y + 0.5);
  });
});
