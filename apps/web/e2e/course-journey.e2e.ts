import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, baseUrl, expectPage, launch, passwordLoginInApp, phone, shot } from './browser.ts';

/*
 * Courses, end to end at phone size: the studio's clerk creates a course in the browser and
 * publishes a free preview lesson and a paid one (uploaded, transcoded to HLS by the job); a
 * buyer watches the preview, finds the paid lesson locked, buys the course in the sandbox cashier,
 * and plays the paid lesson mirrored, faster, with ten-second skips and an A-B loop.
 */

const CLERK = { mobile: '13800000002', password: 'Dance2026' };
const BUYER = { mobile: '13800000004', password: 'Dance2026' };
const CODE = Date.now() % 100_000;
const COURSE_NAME = `Popping 律动入门 ${CODE}`;

let tmp = '';
let coverFile = '';
let videoFile = '';
let browser: Browser;
let clerkCtx: BrowserContext;
let buyerCtx: BrowserContext;
let clerk: Page;
let buyer: Page;
let courseId = 0;
let freeLesson = 0;
let paidLesson = 0;

async function visit(p: Page, path: string): Promise<void> {
  await p.goto(`${baseUrl()}/#${path}`);
}

const videoTime = (p: Page) => p.getByTestId('lesson-video').evaluate((v: HTMLVideoElement) => v.currentTime);

async function publishLesson(title: string, free: boolean): Promise<void> {
  const form = clerk.getByTestId('publish-form');
  await form.locator('[data-testid="publish-video"] input[type="file"]').setInputFiles(videoFile);
  await expect
    .poll(() => form.getByTestId('publish-video').innerText(), { timeout: 30_000 })
    .toContain('.mp4');
  await clerk.getByTestId('publish-title').fill(title);
  const on = (await clerk.getByTestId('publish-free').getAttribute('aria-checked')) === 'true';
  if (on !== free) await clerk.getByTestId('publish-free').click();
  await clerk.getByTestId('publish-submit').click();
  await clerk.locator('[data-testid^="publish-lesson-"]', { hasText: title }).waitFor();
}

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'course-e2e-'));
  coverFile = join(tmp, 'cover.jpg');
  execFileSync('/usr/bin/ffmpeg', [
    ...['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=640x400:rate=1'],
    ...['-frames:v', '1', coverFile],
  ]);
  // Twenty seconds: long enough for a loop and a ten-second skip.
  videoFile = join(tmp, 'lesson.mp4');
  execFileSync('/usr/bin/ffmpeg', [
    ...['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=duration=20:size=320x240:rate=10'],
    ...['-pix_fmt', 'yuv420p', videoFile],
  ]);
  browser = await launch();
  ({ context: clerkCtx, page: clerk } = await phone(browser));
  ({ context: buyerCtx, page: buyer } = await phone(browser));
  clerk.setDefaultTimeout(15_000);
  buyer.setDefaultTimeout(15_000);
});

afterAll(async () => {
  if (clerk) await shot(clerk, 'course-journey-clerk-end').catch(() => undefined);
  if (buyer) await shot(buyer, 'course-journey-buyer-end').catch(() => undefined);
  await clerkCtx?.close();
  await buyerCtx?.close();
  await browser?.close();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

describe('a studio sells a video course and a dancer learns from it', () => {
  it('the clerk creates a published course in class-manage', async () => {
    await passwordLoginInApp(clerk, CLERK);
    await visit(clerk, '/pages/class-manage');
    await expectPage(clerk, '/pages/class-manage');
    await clerk.getByTestId('manage-new').click();
    await expectPage(clerk, '/pages/course-edit');
    await clerk.locator('[data-testid="edit-cover"] input[type="file"]').setInputFiles(coverFile);
    await clerk.waitForSelector('[data-testid="edit-cover"] img[src*="/uploads/"]');
    await clerk.getByTestId('edit-name').fill(COURSE_NAME);
    await clerk.getByTestId('edit-style-popping').click();
    await clerk.getByTestId('edit-level-intermediate').click();
    await clerk.getByTestId('edit-teacher').fill('Boogaloo 小林');
    await clerk.getByTestId('edit-price').fill('19.90');
    await clerk.getByTestId('edit-published').click();
    await shot(clerk, 'course-01-edit');
    await clerk.getByTestId('edit-save').click();
    await expectPage(clerk, '/pages/course-video-publish');
    courseId = Number(new URL(clerk.url().replace('#', '')).searchParams.get('id'));
    expect(courseId).toBeGreaterThan(0);
    const detail = await api<{ name: string; status: string; style: string; price: string }>(
      `/api/course/detail?id=${courseId}`,
    );
    expect(detail).toMatchObject({
      name: COURSE_NAME,
      status: 'published',
      style: 'popping',
      price: '19.90',
    });
  });

  it('publishes a free preview lesson and a paid one, which are transcoded', async () => {
    await publishLesson('第 1 课 · Wave 试看', true);
    await publishLesson('第 2 课 · Boogaloo 组合', false);
    // The list polls while the job transcodes.
    await expect
      .poll(() => clerk.locator('[data-testid^="publish-lesson-"][data-status="ready"]').count(), {
        timeout: 120_000,
        interval: 1000,
      })
      .toBe(2);
    await shot(clerk, 'course-02-lessons');
    const { list } = await api<{ list: { id: number; free_preview: number; playable: boolean }[] }>(
      `/api/course/lessons?course_id=${courseId}`,
    );
    freeLesson = list.find((l) => l.free_preview === 1)!.id;
    paidLesson = list.find((l) => l.free_preview === 0)!.id;
    // A visitor may play the preview only.
    expect(list.map((l) => l.playable)).toEqual([true, false]);
  });

  it('a dancer plays the free preview and finds the paid lesson locked', async () => {
    await passwordLoginInApp(buyer, BUYER);
    await visit(buyer, `/pages/class-detail?id=${courseId}`);
    await expectPage(buyer, '/pages/class-detail');
    await expect.poll(() => buyer.getByTestId('course-name').innerText()).toBe(COURSE_NAME);
    expect(await buyer.getByTestId(`lesson-${freeLesson}`).getAttribute('data-playable')).toBe('1');
    expect(await buyer.getByTestId(`lesson-${paidLesson}`).getAttribute('data-playable')).toBe('0');
    await shot(buyer, 'course-03-class-detail');

    await buyer.getByTestId(`lesson-${paidLesson}`).click();
    await expectPage(buyer, '/pages/course_detail2');
    await buyer.getByTestId('lesson-locked').waitFor();
    // Tapping a locked lesson offers to buy.
    await buyer.getByTestId(`lesson-${paidLesson}`).click();
    await buyer.locator('.course-popup').waitFor();
    await shot(buyer, 'course-04-locked');
    await buyer
      .locator('.adm-mask')
      .last()
      .click({ position: { x: 10, y: 10 } });

    await buyer.getByTestId(`lesson-${freeLesson}`).click();
    await buyer.getByTestId('lesson-video').waitFor();
    await buyer.getByTestId('player-play').click();
    await expect.poll(() => videoTime(buyer), { timeout: 20_000 }).toBeGreaterThan(0.5);
    await buyer.getByTestId('player-play').click();
  });

  it('buys the course in the sandbox cashier', async () => {
    await visit(buyer, `/pages/class-detail?id=${courseId}`);
    await expectPage(buyer, '/pages/class-detail');
    await buyer.getByTestId('course-buy').click();
    await buyer.getByTestId('buy-method-sandbox').click();
    await shot(buyer, 'course-05-buy');
    await buyer.getByTestId('buy-confirm').click();
    await buyer.waitForURL(/\/sandbox\/cashier/, { timeout: 15_000 });
    await buyer.locator('button[data-action="pay"]').click();
    await expectPage(buyer, '/pages/pay-success');
    await buyer.getByTestId('pay-success').waitFor({ timeout: 20_000 });
    await visit(buyer, `/pages/class-detail?id=${courseId}`);
    await buyer.getByTestId('course-registered').waitFor();
    expect(await buyer.getByTestId(`lesson-${paidLesson}`).getAttribute('data-playable')).toBe('1');
  });

  it('plays the paid lesson mirrored, faster, with skips and an A-B loop', async () => {
    await visit(buyer, `/pages/course_detail2?id=${courseId}&lesson=${paidLesson}`);
    await expectPage(buyer, '/pages/course_detail2');
    const video = buyer.getByTestId('lesson-video');
    await video.waitFor();
    await buyer.getByTestId('player-play').click();
    await expect.poll(() => videoTime(buyer), { timeout: 20_000 }).toBeGreaterThan(0.3);

    // Mirror: the picture flips horizontally, and back.
    await buyer.getByTestId('player-mirror').click();
    const transform = () => video.evaluate((v) => getComputedStyle(v).transform);
    await expect.poll(transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');

    // Speed: 1 -> 1.25.
    await buyer.getByTestId('player-speed').click();
    expect(await video.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.25);
    await buyer.getByTestId('player-speed').click();
    await buyer.getByTestId('player-speed').click();
    await buyer.getByTestId('player-speed').click();
    await buyer.getByTestId('player-speed').click();
    await buyer.getByTestId('player-speed').click();
    expect(await video.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1);

    // Ten-second skips.
    const before = await videoTime(buyer);
    await buyer.getByTestId('player-forward').click();
    expect(await videoTime(buyer)).toBeGreaterThanOrEqual(before + 9.5);
    await buyer.getByTestId('player-back').click();
    expect(await videoTime(buyer)).toBeLessThan(before + 3);

    // A-B loop: A at 2 s, B once playback passes 4 s; then it keeps coming back to A.
    await video.evaluate((v: HTMLVideoElement) => {
      v.currentTime = 2;
    });
    const player = buyer.getByTestId('lesson-player');
    const mark = async (name: 'a' | 'b') => Number(await player.getAttribute(`data-loop-${name}`));
    await buyer.getByTestId('player-loop').click();
    const a = await mark('a');
    expect(a).toBeGreaterThanOrEqual(1.9);
    await expect.poll(() => videoTime(buyer), { timeout: 10_000 }).toBeGreaterThan(a + 2);
    await buyer.getByTestId('player-loop').click();
    const b = await mark('b');
    expect(b).toBeGreaterThan(a + 1.5);
    expect(await buyer.getByTestId('player-loop').getAttribute('data-step')).toBe('clear');
    // Marking B sends playback back to A at once.
    expect(await videoTime(buyer)).toBeLessThan(a + 1);
    await shot(buyer, 'course-06-player-loop');
    // Watch it for a while: it reaches B, jumps back to A, and never plays on past B.
    await video.evaluate((v: HTMLVideoElement) => {
      const w = window as unknown as { samples: number[] };
      w.samples = [];
      const tick = () => {
        w.samples.push(v.currentTime);
        if (w.samples.length < 400) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await buyer.waitForTimeout(Math.ceil((b - a) * 1000) * 2 + 1500);
    const samples = await buyer.evaluate(() => (window as unknown as { samples: number[] }).samples);
    expect(samples.length).toBeGreaterThan(20);
    expect(Math.max(...samples)).toBeLessThan(b + 0.6);
    const jumps = samples.filter((t, i) => i > 0 && samples[i - 1]! >= b - 0.6 && t <= a + 0.6);
    expect(jumps.length).toBeGreaterThanOrEqual(1);
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);

    // Clearing the loop lets it play on past B.
    await buyer.getByTestId('player-loop').click();
    expect(await buyer.getByTestId('player-loop').getAttribute('data-step')).toBe('setA');
    await expect.poll(() => videoTime(buyer), { timeout: 10_000 }).toBeGreaterThan(b + 1);

    await buyer.getByTestId('player-mirror').click();
    await expect.poll(transform).toBe('none');
  });

  it('finds the course in my courses', async () => {
    await visit(buyer, '/pages/course/register-record');
    await expectPage(buyer, '/pages/course/register-record');
    await buyer.locator('.course-card', { hasText: COURSE_NAME }).first().waitFor();
    await shot(buyer, 'course-07-records');
  });
});
