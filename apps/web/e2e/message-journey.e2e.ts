import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  baseUrl,
  expectPage,
  loginToken,
  passwordLoginInApp,
  phone,
  shot,
  smsLoginInApp,
} from './browser.ts';

/*
 * The message journey at phone size, two people in two browsers: A opens a chat with B from B's
 * space and sends text, an emoji, a photo and a voice message (Chromium's fake microphone); B,
 * on the mine page, sees the badge rise without reloading, opens the chat and plays the voice; A
 * sees it read; A recalls a message and B sees it go; B reports the chat; A's like on B's post
 * shows in B's interactions.
 */

const B_MOBILE = '13800000002';
const PASSWORD = 'Dance2026';
const A_MOBILE = `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const HELLO = `一起练 popping 吗 ${Math.floor(Math.random() * 1e6)}`;

let browser: Browser;
let aCtx: BrowserContext;
let bCtx: BrowserContext;
let a: Page;
let b: Page;
let tmp: string;
let photo: string;
let aId = 0;
let bId = 0;
let bLogin = '';
let conversationId = 0;

const url = (hash: string) => `${baseUrl()}/#${hash}`;

const badge = async (page: Page) => {
  const el = page.getByTestId('mine-message-badge');
  if (!(await el.count())) return 0;
  const text = (await el.innerText()).trim();
  return text === '99+' ? 100 : Number(text);
};

/** The messages on screen that the server confirmed, by seq. */
const confirmed = (page: Page) =>
  page.locator('[data-testid^="chat-msg-"]').evaluateAll((els) =>
    els.map((e) => ({
      seq: Number(e.getAttribute('data-testid')!.slice('chat-msg-'.length)),
      recalled: e.getAttribute('data-recalled') === '1',
      text: (e.textContent ?? '').trim(),
    })),
  );

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'message-e2e-'));
  photo = join(tmp, 'photo.jpg');
  execFileSync('/usr/bin/ffmpeg', [
    ...['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=480x640:rate=1'],
    ...['-frames:v', '1', photo],
  ]);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
  ({ context: aCtx, page: a } = await phone(browser));
  ({ context: bCtx, page: b } = await phone(browser));
  await aCtx.grantPermissions(['microphone'], { origin: baseUrl() });
  a.setDefaultTimeout(15_000);
  b.setDefaultTimeout(15_000);
});

afterAll(async () => {
  if (a) await shot(a, 'message-journey-a-end').catch(() => undefined);
  if (b) await shot(b, 'message-journey-b-end').catch(() => undefined);
  await aCtx?.close();
  await bCtx?.close();
  await browser?.close();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

describe('A starts a chat from B’s space', () => {
  it('both sign in; B waits on the mine page', async () => {
    await smsLoginInApp(a, A_MOBILE);
    await passwordLoginInApp(b, { mobile: B_MOBILE, password: PASSWORD });
    aId = (await api<{ id: number }>('/api/user/forum-user-info', { loginToken: await loginToken(a) })).id;
    bLogin = await loginToken(b);
    bId = (await api<{ id: number }>('/api/user/forum-user-info', { loginToken: bLogin })).id;
    // B follows A back, so A is no stranger and may send more than one message.
    await api('/api/forum/interaction/user-like', {
      method: 'POST',
      body: { user_id: aId, is_like: 1 },
      loginToken: bLogin,
    });
    await b.goto(url('/pages/mine/mine'));
    await expectPage(b, '/pages/mine/mine');
    await b.getByTestId('mine-message').waitFor();
    // B reads what the demo left unread (another device): the badge on the open page goes.
    await api('/api/message/read', { method: 'POST', body: { all: 1 }, loginToken: bLogin });
    const box = await api<{ shops: Array<{ id: number }> }>('/api/message/collection', {
      loginToken: bLogin,
    });
    for (const shop of box.shops)
      await api('/api/message/read', {
        method: 'POST',
        body: { all: 1, as_mch_id: shop.id },
        loginToken: bLogin,
      });
    await expect.poll(() => badge(b)).toBe(0);
  });

  it('A sends text, an emoji, a photo and a voice message; B’s badge rises without a reload', async () => {
    const before = await badge(b);
    expect(before).toBe(0);
    await a.goto(url(`/pages/my-space?user_id=${bId}`));
    await expectPage(a, '/pages/my-space');
    await a.getByTestId('space-message').click();
    await expectPage(a, '/pages/message-chat');

    await a.getByTestId('chat-input').locator('input').fill(HELLO);
    await a.getByTestId('chat-send').click();
    await expect.poll(async () => (await confirmed(a)).length).toBe(1);
    await expect.poll(() => badge(b), { timeout: 15_000 }).toBeGreaterThan(before);

    await a.getByTestId('chat-emoji').click();
    await a.getByTestId('chat-emoji-[笑]').click();
    await a.getByTestId('chat-send').click();
    await expect.poll(async () => (await confirmed(a)).map((m) => m.text).at(-1)).toContain('😄');

    await a.getByTestId('chat-image-input').setInputFiles(photo);
    await expect.poll(async () => (await confirmed(a)).length).toBe(3);
    await a.waitForSelector('[data-testid="chat-image"] img[src*="/uploads/"]');

    await a.getByTestId('chat-mode').click();
    const hold = a.getByTestId('chat-voice-hold');
    const box = (await hold.boundingBox())!;
    await a.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await a.mouse.down();
    await a.getByTestId('chat-voice-overlay').waitFor();
    await a.waitForTimeout(1800);
    await a.mouse.up();
    await expect.poll(async () => (await confirmed(a)).length, { timeout: 20_000 }).toBe(4);
    await a.getByTestId('chat-voice').waitFor();
    expect(await a.locator('[data-testid^="chat-pending-"]').count()).toBe(0);
    await expect.poll(() => badge(b)).toBe(before + 4);
    await shot(a, 'message-journey-a-sent');
  });
});

describe('B reads and listens; A sees it read', () => {
  it('B opens the chat from the box and plays the voice; its red dot goes', async () => {
    await b.getByTestId('mine-message').click();
    await expectPage(b, '/pages/message');
    const row = b.locator('[data-testid^="conversation-"]').filter({ hasText: '' }).first();
    await row.waitFor();
    conversationId = Number((await row.getAttribute('data-testid'))!.slice('conversation-'.length));
    await row.click();
    await expectPage(b, '/pages/message-chat');
    await expect.poll(async () => (await confirmed(b)).length).toBe(4);
    const texts = (await confirmed(b)).map((m) => m.text);
    expect(texts[0]).toContain(HELLO);
    expect(texts[1]).toContain('😄');
    await b.waitForSelector('[data-testid="chat-image"] img[src*="/uploads/"]');
    await b.getByTestId('chat-voice-dot').waitFor();
    await b.getByTestId('chat-voice').click();
    await expect.poll(() => b.getByTestId('chat-voice-dot').count()).toBe(0);
    // The server kept it played (for B, the listener).
    const played = async () => {
      const page = await api<{ list: Array<{ voice: { played: boolean } | null }> }>(
        `/api/message/list?conversation_id=${conversationId}`,
        { loginToken: bLogin },
      );
      return page.list.find((m) => m.voice)?.voice?.played;
    };
    await expect.poll(played).toBe(true);
    await shot(b, 'message-journey-b-chat');
  });

  it('A sees every message read, without reloading', async () => {
    await expect
      .poll(() => a.locator('[data-testid^="chat-read-"][data-read="1"]').count(), { timeout: 15_000 })
      .toBe(4);
  });
});

describe('recall and report', () => {
  it('A recalls the text; it goes for both', async () => {
    const first = a.getByTestId('chat-msg-1');
    await first.locator('.mc-bubble').click({ button: 'right' });
    await a.locator('.adm-action-sheet-button-item', { hasText: /撤回/ }).click();
    await expect.poll(async () => (await confirmed(a)).find((m) => m.seq === 1)?.recalled).toBe(true);
    await expect.poll(async () => (await confirmed(b)).find((m) => m.seq === 1)?.recalled).toBe(true);
    expect(await b.getByTestId('chat-scroll').innerText()).not.toContain(HELLO);
  });

  it('B reports the chat with a reason and the messages in question', async () => {
    await b.getByTestId('chat-more').click();
    await b.locator('.adm-action-sheet-button-item', { hasText: /举报/ }).click();
    await b.getByTestId('chat-report').waitFor();
    await b.locator('[data-testid^="chat-report-reason-"]').first().click();
    await b.getByTestId('chat-report-submit').click();
    await b.locator('.adm-toast-main', { hasText: /举报已提交/ }).waitFor();
    await expect.poll(() => b.getByTestId('chat-report').count()).toBe(0);
  });
});

describe('a like on B’s post', () => {
  it('shows in B’s interactions category', async () => {
    const posts = await api<{ list: Array<{ id: number }> }>(
      `/api/forum/post/list?tab=latest&user_id=${bId}`,
      {
        loginToken: bLogin,
      },
    );
    const post = posts.list[0]!;
    await a.goto(url(`/pages/bbs-detail?id=${post.id}`));
    await expectPage(a, '/pages/bbs-detail');
    await a.getByTestId('detail-like').click();
    await expect.poll(() => a.getByTestId('detail-like').getAttribute('aria-pressed')).toBe('true');

    await b.goto(url('/pages/message'));
    await expectPage(b, '/pages/message');
    await b.getByTestId('message-category-interaction').click();
    await expectPage(b, '/pages/message-type');
    const aName = (
      await api<{ nickname: string }>('/api/user/forum-user-info', { loginToken: await loginToken(a) })
    ).nickname;
    await b.getByTestId('notice-list').getByText(aName).first().waitFor();
    await shot(b, 'message-journey-b-interactions');
  });
});
