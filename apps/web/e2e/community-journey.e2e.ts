import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, baseUrl, launch, phone, shot, smsCodeFromLog } from './browser.ts';

/*
 * The community journey at phone size: a verified dancer writes a post with two pictures, a topic
 * and a circle, saves a draft and publishes it from the draft page; a newcomer finds it in the
 * feed, the topic and a Chinese search, likes, collects, comments, follows and reports; the author
 * replies and blocks; an operator hides the post; a short video is transcoded and swiped to.
 */

const AUTHOR = '13800000002';
const OPERATOR = '13800000006';
const PASSWORD = 'Dance2026';
const FAN = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

// A word that exists nowhere else: four uncommon characters, so a search finds only this post.
const RARE = '琰瑾珩琮璟琨琪瑜璇玥';
const pick = () => RARE[Math.floor(Math.random() * RARE.length)]!;
const CODE = `${pick()}${pick()}${pick()}${pick()}`;
const TITLE = `周末街舞练习 ${CODE}`;
const CONTENT = '今天在公园练了 popping 和 locking，分享两张照片。';
const TOPIC = `齐舞${Math.floor(Math.random() * 1e5)}`;
const CIRCLE = `南山街舞${Math.floor(Math.random() * 1e5)}`;
const COMMENT = '太帅了，求教程！';
const REPLY = '下周发教程，敬请期待';

let browser: Browser;
let authorCtx: BrowserContext;
let fanCtx: BrowserContext;
let author: Page;
let fan: Page;
let tmp: string;
let images: string[];
let videoFile: string;
let postId = 0;
let authorId = 0;
let fanId = 0;

const url = (hash: string) => `${baseUrl()}/#${hash}`;

/** Opens a page; going to the URL the page is already on would change nothing, so reload then. */
async function visit(page: Page, hash: string): Promise<void> {
  if (page.url() === url(hash)) await page.reload();
  else await page.goto(url(hash));
}

async function expectPage(page: Page, path: string): Promise<void> {
  await page.waitForSelector(`[data-page="${path}"]`, { timeout: 15_000 });
}

async function loginWithPassword(page: Page, mobile: string): Promise<void> {
  await page.goto(url('/pages/login'));
  await expectPage(page, '/pages/login');
  await page.getByTestId('login-mode-password').click();
  await page.getByTestId('login-mobile').fill(mobile);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-agree').click();
  await page.getByTestId('login-submit').click();
  await page.waitForFunction(() => !location.hash.startsWith('#/pages/login'));
}

async function loginWithSms(page: Page, mobile: string): Promise<void> {
  await page.goto(url('/pages/login'));
  await expectPage(page, '/pages/login');
  await page.getByTestId('login-mobile').fill(mobile);
  await page.getByTestId('login-send-code').click();
  await page.getByTestId('login-code').fill(await smsCodeFromLog(mobile));
  await page.getByTestId('login-agree').click();
  await page.getByTestId('login-submit').click();
  await page.waitForFunction(() => !location.hash.startsWith('#/pages/login'));
}

/** The login token the page keeps, for the rare step done through the API. */
async function loginToken(page: Page): Promise<string> {
  return page.evaluate(
    () => (JSON.parse(localStorage.getItem('token') ?? 'null') as { token: string }).token,
  );
}

async function myId(page: Page): Promise<number> {
  const info = await api<{ id: number }>('/api/user/forum-user-info', { loginToken: await loginToken(page) });
  return info.id;
}

async function confirmDialog(page: Page): Promise<void> {
  await page.locator('.adm-dialog-footer .adm-dialog-button-bold').click();
}

async function actionSheet(page: Page, text: string): Promise<void> {
  await page.locator('.adm-action-sheet-button-item', { hasText: text }).click();
}

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'community-e2e-'));
  images = [1, 2].map((n) => {
    const file = join(tmp, `p${n}.jpg`);
    execFileSync('/usr/bin/ffmpeg', [
      ...['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `testsrc=size=600x800:rate=1`],
      ...['-frames:v', '1', '-vf', `hue=h=${n * 90}`, file],
    ]);
    return file;
  });
  videoFile = join(tmp, 'v.mp4');
  execFileSync('/usr/bin/ffmpeg', [
    ...['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=duration=1:size=320x240:rate=10'],
    ...['-pix_fmt', 'yuv420p', videoFile],
  ]);
  browser = await launch();
  ({ context: authorCtx, page: author } = await phone(browser));
  ({ context: fanCtx, page: fan } = await phone(browser));
  author.setDefaultTimeout(15_000);
  fan.setDefaultTimeout(15_000);
});

afterAll(async () => {
  if (author) await shot(author, 'community-journey-author-end').catch(() => undefined);
  if (fan) await shot(fan, 'community-journey-fan-end').catch(() => undefined);
  await authorCtx?.close();
  await fanCtx?.close();
  await browser?.close();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

describe('a verified dancer writes a post', () => {
  it('logs in and creates a circle', async () => {
    await loginWithPassword(author, AUTHOR);
    authorId = await myId(author);
    await visit(author, '/pages/create-circle');
    await expectPage(author, '/pages/create-circle');
    await author.locator('[data-testid="circle-avatar"] input[type="file"]').setInputFiles(images[0]!);
    await author.waitForSelector('[data-testid="circle-avatar"] img[src*="/uploads/"]');
    await author.getByTestId('circle-name').locator('input').fill(CIRCLE);
    await author.getByTestId('circle-submit').click();
    await expectPage(author, '/pages/circle-detail');
    await expect.poll(() => author.getByTestId('circle-name-title').innerText()).toBe(CIRCLE);
  });

  it('opens the editor from the publish button and writes a post with two images, a topic and the circle', async () => {
    await visit(author, '/pages/mine/mine');
    await expectPage(author, '/pages/mine/mine');
    await author.getByTestId('tab-publish').click();
    await expectPage(author, '/pages/release');
    await author.locator('[data-testid="release-images"] input[type="file"]').setInputFiles(images);
    await expect
      .poll(
        () =>
          author
            .locator(
              '[data-testid="release-images"] .adm-image-uploader-cell:not(.adm-image-uploader-cell-fail) img',
            )
            .count(),
        {
          timeout: 15_000,
        },
      )
      .toBe(2);
    await expect.poll(() => author.locator('.adm-image-uploader-cell-loading').count()).toBe(0);
    await author.getByTestId('release-title').locator('input').fill(TITLE);
    await author.getByTestId('release-content').locator('textarea').first().fill(CONTENT);

    await author.getByTestId('release-topic').click();
    await author.getByTestId('topic-input').locator('input').fill(TOPIC);
    await author.getByTestId('topic-add').click();
    await author.locator('.cm-sheet__footer button').click();
    await expect.poll(() => author.getByTestId('release-topic').innerText()).toContain(`#${TOPIC}`);

    await author.getByTestId('release-circle').click();
    await author.locator('.cm-pick', { hasText: CIRCLE }).click();
    await expect.poll(() => author.getByTestId('release-circle-value').innerText()).toBe(CIRCLE);
    await shot(author, 'community-01-editor');
  });

  it('saves a draft first, then publishes it from the draft page', async () => {
    await author.getByTestId('release-save-draft').click();
    await expectPage(author, '/pages/draft');
    const drafts = author.locator('.cm-draft', { hasText: TITLE });
    await expect.poll(() => drafts.count()).toBe(1);
    await shot(author, 'community-02-drafts');
    await drafts.click();
    await expectPage(author, '/pages/release');
    await expect.poll(() => author.getByTestId('release-title').locator('input').inputValue()).toBe(TITLE);
    await expect
      .poll(() => author.locator('[data-testid="release-images"] .adm-image-uploader-cell img').count())
      .toBe(2);
    await author.getByTestId('release-publish').click();
    await expectPage(author, '/pages/bbs-detail');
    postId = Number(new URL(author.url().replace('#', '')).searchParams.get('id'));
    expect(postId).toBeGreaterThan(0);
    await expect.poll(() => author.getByTestId('post-content').innerText()).toContain('popping');
    expect(await author.locator('[data-testid="gallery"] .adm-swiper-item').count()).toBe(2);
    await shot(author, 'community-03-published');
    // Published from the draft: the draft is gone.
    await visit(author, '/pages/draft');
    await expectPage(author, '/pages/draft');
    await author.waitForSelector('.adm-error-block, .cm-draft');
    expect(await author.locator('.cm-draft', { hasText: TITLE }).count()).toBe(0);
  });
});

describe('a newcomer finds, likes, collects, comments, follows', () => {
  it('logs in by SMS and finds the post in the latest feed', async () => {
    await loginWithSms(fan, FAN);
    fanId = await myId(fan);
    await visit(fan, '/pages/community/community');
    await expectPage(fan, '/pages/community/community');
    await fan.getByTestId('community-tab-latest').click();
    await fan.getByTestId(`post-${postId}`).waitFor();
    expect(await fan.getByTestId(`post-${postId}`).innerText()).toContain(TITLE);
    await shot(fan, 'community-04-feed');
  });

  it('finds it in its topic', async () => {
    await fan.getByTestId(`post-${postId}`).locator('.cm-topic-tag', { hasText: TOPIC }).click();
    await expectPage(fan, '/pages/topic-detail');
    await expect.poll(() => fan.getByTestId('topic-hero').innerText()).toContain(TOPIC);
    await fan.getByTestId(`post-${postId}`).waitFor();
  });

  it('finds it by a Chinese search', async () => {
    await visit(fan, `/pages/search?keyword=${encodeURIComponent(CODE)}`);
    await expectPage(fan, '/pages/search');
    await expect
      .poll(async () => (await fan.locator('[data-page="/pages/search"]').innerText()).includes(TITLE), {
        timeout: 15_000,
      })
      .toBe(true);
    await shot(fan, 'community-05-search');
  });

  it('likes, collects and comments on the post', async () => {
    await visit(fan, `/pages/bbs-detail?id=${postId}`);
    await expectPage(fan, '/pages/bbs-detail');
    await fan.getByTestId('detail-like').click();
    await expect.poll(() => fan.getByTestId('detail-like-count').innerText()).toBe('1');
    await fan.getByTestId('detail-collect').click();
    await expect.poll(() => fan.getByTestId('detail-collect-count').innerText()).toBe('1');
    await fan.getByTestId('open-comment').click();
    await fan.getByTestId('comment-input').locator('textarea').first().fill(COMMENT);
    await fan.getByTestId('comment-send').click();
    await fan.locator('.cm-comment', { hasText: COMMENT }).waitFor();
    // The server kept the like and the collect (a reload shows them).
    await fan.reload();
    await expect.poll(() => fan.getByTestId('detail-like').getAttribute('aria-pressed')).toBe('true');
    expect(await fan.getByTestId('detail-collect').getAttribute('aria-pressed')).toBe('true');
    await shot(fan, 'community-06-commented');
  });
});

describe('the author replies', () => {
  it('sees the like and collect in message-like, and replies to the comment', async () => {
    await visit(author, '/pages/message-like');
    await expectPage(author, '/pages/message-like');
    await expect
      .poll(() => author.locator('.cm-notice').count(), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(1);
    await visit(author, `/pages/bbs-detail?id=${postId}`);
    await expectPage(author, '/pages/bbs-detail');
    const comment = author.locator('.cm-comment', { hasText: COMMENT });
    await comment.locator('.cm-comment__row').first().click();
    await author.getByTestId('comment-input').locator('textarea').first().fill(REPLY);
    await author.getByTestId('comment-send').click();
    await author.locator('.cm-replies', { hasText: REPLY }).waitFor();
  });

  it('the newcomer sees the reply, follows the author and finds the post in the following tab', async () => {
    await visit(fan, `/pages/bbs-detail?id=${postId}`);
    await expectPage(fan, '/pages/bbs-detail');
    await fan.locator('.cm-replies', { hasText: REPLY }).waitFor();
    await fan.getByTestId(`follow-${authorId}`).click();
    await expect.poll(() => fan.getByTestId(`follow-${authorId}`).innerText()).not.toBe('关注');
    await visit(fan, '/pages/community/community');
    await expectPage(fan, '/pages/community/community');
    await fan.getByTestId('community-tab-follow').click();
    await fan.getByTestId(`post-${postId}`).waitFor();
    await shot(fan, 'community-07-following');
  });

  it('the newcomer reports the post', async () => {
    await visit(fan, `/pages/bbs-detail?id=${postId}`);
    await expectPage(fan, '/pages/bbs-detail');
    await fan.getByTestId(`post-menu-${postId}`).click();
    await actionSheet(fan, '举报');
    await expectPage(fan, '/pages/inform-user');
    await fan.locator('[data-testid^="report-cat-"]').first().click();
    await fan.getByTestId('report-content').locator('textarea').first().fill('疑似搬运他人作品');
    await fan.getByTestId('report-submit').click();
    await expectPage(fan, '/pages/bbs-detail');
  });
});

describe('blocking and moderation', () => {
  it('the author blocks the newcomer, whose comment then disappears for the author', async () => {
    await visit(author, `/pages/my-space?user_id=${fanId}`);
    await expectPage(author, '/pages/my-space');
    await author.locator('.cm-space__bar button').last().click();
    await actionSheet(author, '拉黑');
    await confirmDialog(author);
    await author.locator('.adm-toast-main', { hasText: '已拉黑' }).waitFor();
    await visit(author, `/pages/bbs-detail?id=${postId}`);
    await expectPage(author, '/pages/bbs-detail');
    await author.getByTestId('comments').waitFor();
    await expect.poll(() => author.locator('.cm-comment', { hasText: COMMENT }).count()).toBe(0);
    await shot(author, 'community-08-blocked');
  });

  it('the report reaches the operator, who hides the post', async () => {
    const op = await api<{ token: string }>('/api/passport/login?login_scenario=password', {
      method: 'POST',
      body: { mobile: OPERATOR, password: PASSWORD },
    });
    const reports = await api<{ list: { id: number; target_type: string; target_id: number }[] }>(
      '/api/admin/forum/report-list?status=pending&limit=50',
      { loginToken: op.token },
    );
    const report = reports.list.find((r) => r.target_type === 'post' && r.target_id === postId);
    expect(report).toBeDefined();
    await api('/api/admin/forum/report-resolve', {
      method: 'POST',
      body: { id: report!.id, action: 'hide', note: 'e2e' },
      loginToken: op.token,
    });
    // The author sees it marked hidden; it leaves the public feed.
    await visit(author, `/pages/bbs-detail?id=${postId}`);
    await expectPage(author, '/pages/bbs-detail');
    await author.locator('.cm-banner--hidden').waitFor();
    const latest = await api<{ list: { id: number }[] }>('/api/forum/post/list?tab=latest&limit=50');
    expect(latest.list.map((p) => p.id)).not.toContain(postId);
  });
});

describe('short video', () => {
  // Two uploads: the feed is newest first, so reaching the first one takes a swipe.
  const videoIds: number[] = [];
  let videoId = 0;
  let lastPublishedAt = 0;

  async function uploadVideo(title: string): Promise<number> {
    await visit(author, '/pages/releaseSelect');
    await expectPage(author, '/pages/releaseSelect');
    await author.getByTestId('release-select-video').click();
    await expectPage(author, '/pages/release');
    await author.locator('[data-testid="release-video"] input[type="file"]').setInputFiles(videoFile);
    await author.getByTestId('release-video-done').waitFor({ timeout: 30_000 });
    await author.getByTestId('release-title').locator('input').fill(title);
    await author.getByTestId('release-publish').click();
    await expectPage(author, '/pages/bbs-detail');
    lastPublishedAt = Date.now();
    const id = Number(new URL(author.url().replace('#', '')).searchParams.get('id'));
    expect(id).toBeGreaterThan(0);
    await visit(author, '/pages/video-manage');
    await expectPage(author, '/pages/video-manage');
    const row = author.getByTestId(`my-video-${id}`);
    await row.waitFor();
    // Processing (author only) until the transcode job has made HLS and a poster.
    await expect
      .poll(() => row.getAttribute('data-status'), { timeout: 60_000, interval: 1000 })
      .toBe('ready');
    return id;
  }

  it('uploads two short videos, which are transcoded', async () => {
    videoIds.push(await uploadVideo(`短视频 ${CODE}`));
    // The author may post once every 5 s (POST_TOO_FREQUENT otherwise): wait from the last publish.
    await author.waitForTimeout(Math.max(0, 6000 - (Date.now() - lastPublishedAt)));
    videoIds.push(await uploadVideo(`短视频二 ${CODE}`));
    videoId = videoIds[0]!;
    await shot(author, 'community-09-video-manage');
  });

  it('is swiped to in video-slide, and the next one preloads', async () => {
    await visit(fan, '/pages/video-slide');
    await expectPage(fan, '/pages/video-slide');
    const slides = fan.locator('.cm-slide');
    await slides.first().waitFor();
    const ids = await slides.evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')));
    const index = ids.indexOf(`video-slide-${videoId}`);
    expect(index).toBeGreaterThanOrEqual(0);
    const box = await fan.getByTestId('video-slides').boundingBox();
    // The newer upload comes first; swipe one screen at a time down to the first upload.
    expect(index).toBeGreaterThan(ids.indexOf(`video-slide-${videoIds[1]}`));
    for (let step = 0; step < index; step++) {
      await fan.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
      await fan.mouse.wheel(0, box!.height);
      await fan.waitForTimeout(700);
    }
    const target = fan.getByTestId(`video-slide-${videoId}`);
    await expect.poll(() => target.getAttribute('data-active')).toBe('true');
    await expect
      .poll(() =>
        target.locator('video').evaluate((v: HTMLVideoElement) => v.currentSrc !== '' || v.src !== ''),
      )
      .toBe(true);
    // hls.js (Chromium has no native HLS) feeds the player: it gets frames to show.
    await expect
      .poll(() => target.locator('video').evaluate((v: HTMLVideoElement) => v.readyState), {
        timeout: 15_000,
      })
      .toBeGreaterThanOrEqual(2);
    const next = slides.nth(index + 1);
    if ((await next.count()) > 0)
      expect(await next.locator('video').evaluate((v: HTMLVideoElement) => v.preload)).toBe('auto');
    await shot(fan, 'community-10-video-slide');
  });
});
