import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, baseUrl, launch, phone, shot } from './browser.ts';

/*
 * Music, end to end at phone size: a listener plays a free track and moves across three pages
 * while the one audio element keeps playing; loop-one repeats the song; 0.5x with an A-B loop
 * keeps to the section; the paid track is bought in the sandbox cashier and then streams in full;
 * a download runs on a slow line, pauses, resumes and completes, a second try says 已下载, and the
 * downloaded track plays with the browser offline.
 */

const LISTENER = { mobile: '13800000001', password: 'Dance2026' };
const MUSICIAN = { mobile: '13800000005', password: 'Dance2026' };
const NEW_TITLE = `Freeze Drill ${Date.now() % 100_000}`;

interface Card {
  id: number;
  title: string;
  price: string;
  downloadable: boolean;
}

let browser: Browser;
let ctx: BrowserContext;
let p: Page;
let free: Card;
let other: Card;
let paid: Card;
let tmp = '';

async function login(page: Page, who: { mobile: string; password: string }): Promise<void> {
  await page.goto(`${baseUrl()}/#/pages/login`);
  await page.waitForSelector('[data-page="/pages/login"]');
  await page.getByTestId('login-mode-password').click();
  await page.getByTestId('login-mobile').fill(who.mobile);
  await page.getByTestId('login-password').fill(who.password);
  await page.getByTestId('login-agree').check();
  await page.getByTestId('login-submit').click();
  await page.waitForFunction(() => !location.hash.startsWith('#/pages/login'));
}

async function expectPage(path: string): Promise<void> {
  await p.waitForSelector(`[data-page="${path}"]`, { timeout: 15_000 });
}

/** A route change inside the app: the document (and its audio element) stays. */
async function go(path: string): Promise<void> {
  await p.evaluate((hash) => {
    location.hash = hash;
  }, `#${path}`);
  await expectPage(path.split('?')[0]!);
}

const audio = () => p.getByTestId('music-audio');
const time = () => audio().evaluate((a: HTMLAudioElement) => a.currentTime);
const paused = () => audio().evaluate((a: HTMLAudioElement) => a.paused);
const src = () => audio().evaluate((a: HTMLAudioElement) => a.src);

beforeAll(async () => {
  const list = await api<{ list: Card[] }>('/api/music/list?limit=50');
  free = list.list.find((t) => t.title === 'Toprock Fever')!;
  other = list.list.find((t) => t.title === 'Warehouse Jack')!;
  paid = list.list.find((t) => t.title === 'Boogaloo Sunset')!;
  browser = await launch();
  ({ context: ctx, page: p } = await phone(browser));
  p.setDefaultTimeout(15_000);
  await login(p, LISTENER);
});

afterAll(async () => {
  if (p) await shot(p, 'music-journey-end').catch(() => undefined);
  await ctx?.close();
  await browser?.close();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

describe('a dancer plays, practises, buys and downloads music', () => {
  it('plays a free track and keeps playing across three pages', async () => {
    expect(free && other && paid).toBeTruthy();
    await go('/pages/genre?genre=breaking');
    await p.getByTestId(`track-${free.id}`).click();
    await expect.poll(time, { timeout: 20_000 }).toBeGreaterThan(0.5);
    await p.getByTestId('music-mini').waitFor();
    await shot(p, 'music-01-genre-playing');
    // The same element all along: marked once, found marked on every page.
    await audio().evaluate((a) => a.setAttribute('data-mark', 'kept'));
    for (const path of ['/pages/music-type', '/pages/index/index', '/pages/mine/mine']) {
      const before = await time();
      await go(path);
      await p.getByTestId('music-mini').waitFor();
      await expect.poll(time, { timeout: 10_000 }).toBeGreaterThan(before + 0.3);
      expect(await audio().getAttribute('data-mark')).toBe('kept');
      expect(await paused()).toBe(false);
    }
    await shot(p, 'music-02-mine-mini-bar');
  });

  it('repeats the song in loop-one mode', async () => {
    await go('/pages/playing');
    await expect.poll(() => p.getByTestId('playing-title').innerText()).toBe(free.title);
    await p.getByTestId('music-mode').click();
    const duration = await audio().evaluate((a: HTMLAudioElement) => a.duration);
    expect(duration).toBeGreaterThan(10);
    await audio().evaluate((a: HTMLAudioElement) => {
      a.currentTime = a.duration - 1;
    });
    // Past the end it starts again: same song, back near the start, still playing.
    await expect.poll(time, { timeout: 10_000 }).toBeLessThan(3);
    await expect.poll(time, { timeout: 10_000 }).toBeGreaterThan(0.2);
    expect(await p.getByTestId('playing-title').innerText()).toBe(free.title);
    expect(await paused()).toBe(false);
    expect(await p.evaluate(() => localStorage.getItem('playId'))).toBe(String(free.id));
    await shot(p, 'music-03-playing-loop-one');
  });

  it('plays at 0.5 with the pitch kept and stays inside an A-B loop', async () => {
    await p.getByTestId('music-rate-0.5').click();
    expect(await audio().evaluate((a: HTMLAudioElement) => [a.playbackRate, a.preservesPitch])).toEqual([
      0.5,
      true,
    ]);
    await audio().evaluate((a: HTMLAudioElement) => {
      a.currentTime = 4;
    });
    await expect.poll(time).toBeGreaterThanOrEqual(4);
    await p.getByTestId('music-loop').click(); // A
    const range = p.getByTestId('music-loop-range');
    const a = Number(await range.getAttribute('data-a'));
    expect(a).toBeGreaterThanOrEqual(3.9);
    await expect.poll(time, { timeout: 10_000 }).toBeGreaterThan(a + 1);
    await p.getByTestId('music-loop').click(); // B
    await expect.poll(() => range.getAttribute('data-b')).not.toBeNull();
    const b = Number(await range.getAttribute('data-b'));
    expect(b).toBeGreaterThan(a + 0.9);
    await shot(p, 'music-04-half-speed-ab');
    // Over five seconds (2.5 s of music at half speed, more than the loop) it never leaves A-B.
    let wrapped = false;
    let last = await time();
    for (let i = 0; i < 25; i += 1) {
      await p.waitForTimeout(200);
      const now = await time();
      expect(now).toBeGreaterThanOrEqual(a - 0.05);
      expect(now).toBeLessThan(b + 0.6);
      if (now < last) wrapped = true;
      last = now;
    }
    expect(wrapped).toBe(true);
    await p.getByTestId('music-loop').click(); // clear
    await p.getByTestId('music-rate-1').click();
    await p.getByTestId('music-mode').click(); // back to the list order
  });

  it('comments on the track from the player', async () => {
    await go('/pages/playing');
    await p.getByTestId('playing-comment').click();
    await expectPage('/pages/playing/comment');
    await p.getByTestId('comment-input').locator('input').fill('0.5 倍速练这段 freeze 刚好');
    await p.getByTestId('comment-send').click();
    await p.getByText('0.5 倍速练这段 freeze 刚好').waitFor();
    await shot(p, 'music-05-comment');
  });

  it('buys the paid track in the sandbox cashier and then streams it in full', async () => {
    await go(`/pages/buyMusic?id=${paid.id}`);
    await p.getByTestId('buy-method-sandbox').click();
    await shot(p, 'music-06-buy');
    await p.getByTestId('buy-submit').click();
    await p.waitForURL(/\/sandbox\/cashier/, { timeout: 15_000 });
    await p.locator('button[data-action="pay"]').click();
    await expectPage('/pages/pay-success');
    await p.getByTestId('pay-success').waitFor({ timeout: 20_000 });
    await p.goto(`${baseUrl()}/#/pages/buyMusic?id=${paid.id}`);
    await p.getByTestId('buy-owned').waitFor({ timeout: 20_000 });
    await p.getByTestId('buy-listen').click();
    await expectPage('/pages/playing');
    await expect.poll(src, { timeout: 15_000 }).toContain(`id=${paid.id}&r=stream`);
    await expect.poll(time, { timeout: 20_000 }).toBeGreaterThan(0.3);
    expect(await p.getByTestId('playing-buy').count()).toBe(0);
  });

  it('downloads a track on a slow line with a pause and a resume, then says 已下载', async () => {
    const cdp = await ctx.newCDPSession(p);
    await cdp.send('Network.enable');
    // About 40 KB/s: the 200 KB download takes seconds, time to pause it.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: 40 * 1024,
      uploadThroughput: 40 * 1024,
    });
    await go(`/pages/music-download?id=${free.id}`);
    await p.getByTestId('dl-start').click();
    await go('/pages/downloading');
    const task = p.getByTestId(`task-${free.id}`);
    await task.waitFor();
    await expect.poll(() => task.getAttribute('data-status')).toBe('downloading');
    await p.getByTestId('task-pause').click();
    await expect.poll(() => task.getAttribute('data-status')).toBe('paused');
    await shot(p, 'music-07-download-paused');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await p.getByTestId('task-resume').click();
    await task.waitFor({ state: 'detached', timeout: 30_000 });
    await go('/pages/download');
    await p.getByTestId(`downloaded-${free.id}`).waitFor();
    await shot(p, 'music-08-downloaded');

    await go(`/pages/music-download?id=${free.id}`);
    await p.getByTestId('dl-done').click();
    await p.getByText('已下载', { exact: true }).last().waitFor();
    await cdp.detach();
  });

  it('plays the downloaded track with the browser offline', async () => {
    // Something else plays first, so the downloaded track is loaded afresh.
    await go('/pages/genre?genre=house');
    await p.getByTestId(`track-${other.id}`).click();
    await expect.poll(time, { timeout: 20_000 }).toBeGreaterThan(0.3);
    await go('/pages/download');
    await ctx.setOffline(true);
    try {
      await p.getByTestId(`downloaded-${free.id}`).click();
      await expect.poll(src, { timeout: 10_000 }).toMatch(/^blob:/);
      const start = await time();
      await expect.poll(time, { timeout: 10_000 }).toBeGreaterThan(start + 0.5);
      expect(await paused()).toBe(false);
      await shot(p, 'music-09-offline');
    } finally {
      await ctx.setOffline(false);
    }
  });
});

describe('a musician publishes a track', () => {
  it('uploads the audio with progress, fills the details and publishes it', async () => {
    tmp = mkdtempSync(join(tmpdir(), 'music-e2e-'));
    const wav = join(tmp, 'freeze-drill.wav');
    const png = join(tmp, 'cover.png');
    execFileSync('/usr/bin/ffmpeg', [
      ...[
        '-loglevel',
        'error',
        '-y',
        '-f',
        'lavfi',
        '-i',
        'sine=frequency=220:duration=12:sample_rate=44100',
      ],
      ...['-ac', '2', wav],
    ]);
    execFileSync('/usr/bin/ffmpeg', [
      ...['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=400x400:rate=1'],
      ...['-frames:v', '1', png],
    ]);
    const { context, page } = await phone(browser);
    page.setDefaultTimeout(15_000);
    try {
      await login(page, MUSICIAN);
      await page.goto(`${baseUrl()}/#/pages/music-edit`);
      await page.waitForSelector('[data-page="/pages/music-edit"]');
      // A slow line, so the progress shows.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 20,
        downloadThroughput: -1,
        uploadThroughput: 400 * 1024,
      });
      await page.getByTestId('music-audio-upload').locator('input[type="file"]').setInputFiles(wav);
      await page.getByTestId('music-upload-progress').waitFor();
      await shot(page, 'music-10-upload-progress');
      await expect
        .poll(() => page.getByTestId('music-audio-upload').innerText(), { timeout: 30_000 })
        .toContain('freeze-drill.wav');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      await page.getByTestId('music-cover-upload').locator('input[type="file"]').setInputFiles(png);
      await page.getByTestId('music-cover-upload').locator('img').waitFor();
      await page.getByTestId('music-title').locator('input').fill(NEW_TITLE);
      await page.getByTestId('music-artist').locator('input').fill('DJ Nova');
      await page.locator('.adm-selector-item', { hasText: 'Breaking' }).first().click();
      await page.getByTestId('music-bpm').locator('input').fill('110');
      await page.getByTestId('music-publish').click();
      await page.waitForSelector('[data-page="/pages/music-manage"]');
      await page.locator('[data-testid^="my-track-"]', { hasText: NEW_TITLE }).waitFor();
      await shot(page, 'music-11-published');
    } finally {
      await context.close();
    }
  });
});
