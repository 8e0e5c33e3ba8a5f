import { spawn, type ChildProcess } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, launch, phone, shot } from './browser.ts';

/*
 * The live journey at phone size: the demo anchor creates a live showing a goods item and reads
 * the push server and key on live-start; ffmpeg publishes a test pattern with a tone to them; a
 * viewer opens live-room and the video plays (its currentTime advances); chat goes both ways
 * between the two browsers; the viewer's likes reach the anchor; the viewer opens the pinned
 * goods to buy it; the anchor ends the live and the viewer sees it ended.
 */

const ANCHOR = '13800000004';
const VIEWER = '13800000002';
const PASSWORD = 'Dance2026';
/** The demo shop (seed/mall.ts); the seed makes the demo anchor its partner. */
const DEMO_SHOP = 'Groove 街舞装备店';
const TITLE = `E2E cypher ${Math.floor(Math.random() * 1e6)}`;

let browser: Browser;
let a: Page;
let v: Page;
let ffmpeg: ChildProcess | null = null;
let liveId = 0;
let goodsId = 0;
let goodsName = '';

const url = (hash: string) => `${baseUrl()}/#${hash}`;

async function expectPage(page: Page, path: string): Promise<void> {
  await page.waitForSelector(`[data-page="${path}"]`, { timeout: 20_000 });
}

async function login(page: Page, mobile: string): Promise<void> {
  await page.goto(url('/pages/login'));
  await expectPage(page, '/pages/login');
  await page.getByTestId('login-mode-password').click();
  await page.getByTestId('login-mobile').fill(mobile);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-agree').click();
  await page.getByTestId('login-submit').click();
  await page.waitForFunction(() => !location.hash.startsWith('#/pages/login'));
}

beforeAll(async () => {
  browser = await launch();
  ({ page: a } = await phone(browser));
  ({ page: v } = await phone(browser));
  // Goods of the demo shop, which works with the demo anchor: only partner shops' goods may be pinned.
  const shops = await api<{ list: { id: number; name: string }[] }>('/plugin/mch/api/mch/list?limit=50');
  const shop = shops.list.find((s) => s.name === DEMO_SHOP)!;
  const goods = await api<{ list: { id: number; name: string }[] }>(
    `/api/goods/v2-goods-list?type=goods&limit=1&mch_id=${shop.id}`,
  );
  goodsId = goods.list[0]!.id;
  goodsName = goods.list[0]!.name;
  await login(a, ANCHOR);
  await login(v, VIEWER);
});

afterAll(async () => {
  ffmpeg?.kill('SIGKILL');
  await browser?.close();
});

describe('live journey', () => {
  it('the anchor creates a live with a pinned goods item and sees the push server and key', async () => {
    await a.goto(url('/pages/live-create'));
    await expectPage(a, '/pages/live-create');
    await a.getByTestId('live-title').locator('input').fill(TITLE);
    // The anchor picks the goods from the list of their partner shops' goods, found by its name.
    await a.getByTestId('live-goods-pick').click();
    await a.getByTestId('pin-goods-search').locator('input').fill(goodsName);
    await a.getByTestId(`pin-goods-${goodsId}`).click();
    await expect.poll(() => a.getByTestId(`pin-goods-${goodsId}`).getAttribute('aria-checked')).toBe('true');
    await a.getByTestId('live-goods-done').click();
    await a.getByTestId(`pin-chosen-${goodsId}`).waitFor();
    await a.getByTestId('live-save').click();
    await expectPage(a, '/pages/live-start');
    liveId = Number(new URL(a.url().replace('#', '')).searchParams.get('id'));
    expect(liveId).toBeGreaterThan(0);
    await expect
      .poll(() => a.getByTestId('live-push-key').innerText())
      .toMatch(new RegExp(`^l${liveId}\\?e=`));
    await shot(a, 'live-start');
  });

  it('ffmpeg publishes to the push URL; the viewer watches the video play', async () => {
    const server = await a.getByTestId('live-push-server').innerText();
    const key = await a.getByTestId('live-push-key').innerText();
    ffmpeg = spawn(
      '/usr/bin/ffmpeg',
      [
        ...['-hide_banner', '-loglevel', 'error', '-re'],
        ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=15'],
        ...['-f', 'lavfi', '-i', 'sine=frequency=440'],
        ...[
          '-c:v',
          'libx264',
          '-preset',
          'ultrafast',
          '-tune',
          'zerolatency',
          '-g',
          '15',
          '-pix_fmt',
          'yuv420p',
        ],
        ...['-c:a', 'aac', '-b:a', '64k', '-f', 'flv', `${server}/${key}`],
      ],
      { stdio: 'ignore' },
    );
    await expect
      .poll(() => a.getByTestId('live-start-status').innerText(), { timeout: 30_000 })
      .toMatch(/直播中|Live/);
    await v.goto(url(`/pages/live-room?id=${liveId}`));
    await expectPage(v, '/pages/live-room');
    await v.waitForSelector('[data-testid="live-video"]', { timeout: 20_000 });
    const t0 = await v.$eval('[data-testid="live-video"]', (el) => (el as HTMLVideoElement).currentTime);
    await expect
      .poll(() => v.$eval('[data-testid="live-video"]', (el) => (el as HTMLVideoElement).currentTime), {
        timeout: 30_000,
      })
      .toBeGreaterThan(t0 + 1);
    await shot(v, 'live-room-playing');
  });

  it('chat goes both ways and the viewer’s likes reach the anchor', async () => {
    await a.goto(url(`/pages/live-room?id=${liveId}`));
    await expectPage(a, '/pages/live-room');
    await a.waitForTimeout(1500);
    const hello = `hello from the floor ${Math.floor(Math.random() * 1e4)}`;
    await v.getByTestId('live-input').locator('input').fill(hello);
    await v.getByTestId('live-send').click();
    await expect.poll(() => a.getByTestId('live-chat').innerText(), { timeout: 15_000 }).toContain(hello);
    const thanks = `thanks for coming ${Math.floor(Math.random() * 1e4)}`;
    await a.getByTestId('live-input').locator('input').fill(thanks);
    await a.getByTestId('live-send').click();
    await expect.poll(() => v.getByTestId('live-chat').innerText(), { timeout: 15_000 }).toContain(thanks);
    for (let i = 0; i < 3; i++) await v.getByTestId('live-like').click();
    await expect.poll(() => a.getByTestId('live-likes').innerText(), { timeout: 15_000 }).toContain('3');
    await shot(v, 'live-room-chat');
  });

  it('a gift from the viewer shows for both', async () => {
    await v.getByTestId('live-gift').click();
    await v.getByTestId('gift-clap').click();
    await shot(v, 'live-room-gifts');
    await expect.poll(() => a.getByTestId('live-chat').innerText(), { timeout: 15_000 }).toMatch(/鼓掌/);
    await expect.poll(() => v.getByTestId('live-chat').innerText(), { timeout: 15_000 }).toMatch(/鼓掌/);
    await v.mouse.click(180, 100);
  });

  it('the viewer opens the pinned goods to buy it', async () => {
    await v.getByTestId(`live-goods-${goodsId}`).getByRole('button').click();
    await expectPage(v, '/pages/goods-detail');
    await v.goBack();
    await expectPage(v, '/pages/live-room');
  });

  it('the anchor ends the live; the viewer sees it ended and the stream stops', async () => {
    await a.goto(url(`/pages/live-start?id=${liveId}`));
    await expectPage(a, '/pages/live-start');
    await a.getByTestId('live-stop').click();
    await a.locator('.adm-dialog-footer .adm-dialog-button-bold').click();
    // Ended: the room says so, or already plays the replay the job made of the stream.
    await expect
      .poll(() => v.locator('[data-testid="live-ended"], [data-testid="live-replay"]').count(), {
        timeout: 20_000,
      })
      .toBe(1);
    await expect.poll(() => ffmpeg?.exitCode ?? null, { timeout: 15_000 }).not.toBeNull();
    await shot(v, 'live-room-ended');
  });

  it('the anchor’s lives and the home live section', async () => {
    await a.goto(url('/pages/live-manage'));
    await expectPage(a, '/pages/live-manage');
    await a.waitForSelector(`[data-testid="live-card-${liveId}"]`);
    await shot(a, 'live-manage');
    await v.goto(url('/pages/index/index'));
    // Home's sections load as they scroll into view, as a dancer scrolling down would see it.
    await v.getByTestId('home-live').scrollIntoViewIfNeeded();
    await v.waitForSelector('[data-testid="home-lives"]', { timeout: 20_000 });
    await v.getByTestId('home-lives').scrollIntoViewIfNeeded();
    await shot(v, 'live-home');
  });
});
