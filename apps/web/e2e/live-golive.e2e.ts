import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectPage, launch, passwordLoginInApp, phone, shot } from './browser.ts';

/*
 * Going live from the browser at phone size: the demo anchor creates a live and, on live-start,
 * goes live with the phone's camera (Chromium's fake camera and microphone); a viewer in another
 * browser context opens live-room and the video plays (its currentTime advances); the anchor ends
 * the live from the camera panel and the viewer sees it ended.
 */

const ANCHOR = { mobile: '13800000004', password: 'Dance2026' };
const VIEWER = { mobile: '13800000002', password: 'Dance2026' };
const TITLE = `E2E phone cam ${Math.floor(Math.random() * 1e6)}`;

let browser: Browser;
let a: Page;
let v: Page;
let liveId = 0;

const url = (hash: string) => `${baseUrl()}/#${hash}`;
const videoTime = () => v.$eval('[data-testid="live-video"]', (el) => (el as HTMLVideoElement).currentTime);

beforeAll(async () => {
  browser = await launch({ fakeMedia: true });
  ({ page: a } = await phone(browser));
  ({ page: v } = await phone(browser));
  await passwordLoginInApp(a, ANCHOR);
  await passwordLoginInApp(v, VIEWER);
});

afterAll(async () => {
  await browser?.close();
});

describe('going live with the phone camera', () => {
  it('the anchor creates a live and goes live with the camera', async () => {
    await a.goto(url('/pages/live-create'));
    await expectPage(a, '/pages/live-create');
    await a.getByTestId('live-title').locator('input').fill(TITLE);
    await a.getByTestId('live-save').click();
    await expectPage(a, '/pages/live-start');
    liveId = Number(new URL(a.url().replace('#', '')).searchParams.get('id'));
    expect(liveId).toBeGreaterThan(0);
    await a.getByTestId('live-cam-start').click();
    await expect
      .poll(() => a.getByTestId('live-cam-state').getAttribute('data-state'), { timeout: 40_000 })
      .toBe('live');
    await expect
      .poll(() => a.getByTestId('live-start-status').innerText(), { timeout: 15_000 })
      .toMatch(/直播中|Live/);
    // The local preview plays the camera.
    await expect
      .poll(() => a.$eval('[data-testid="live-cam-preview"]', (el) => (el as HTMLVideoElement).currentTime))
      .toBeGreaterThan(0.5);
    await shot(a, 'live-golive');
  });

  it('a viewer watches the camera stream play', async () => {
    await v.goto(url(`/pages/live-room?id=${liveId}`));
    await expectPage(v, '/pages/live-room');
    await v.waitForSelector('[data-testid="live-video"]', { timeout: 20_000 });
    const t0 = await videoTime();
    await expect.poll(videoTime, { timeout: 30_000 }).toBeGreaterThan(t0 + 1);
    await shot(v, 'live-golive-viewer');
  });

  it('the anchor ends the live from the camera panel; the viewer sees it ended', async () => {
    await a.getByTestId('live-cam-end').click();
    await a.locator('.adm-dialog-footer .adm-dialog-button-bold').click();
    await expect
      .poll(() => a.getByTestId('live-start-status').innerText(), { timeout: 15_000 })
      .toMatch(/已结束|Ended/);
    await expect.poll(() => v.locator('[data-testid="live-ended"]').count(), { timeout: 20_000 }).toBe(1);
  });
});
