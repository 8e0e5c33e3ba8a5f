import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { api, baseUrl, launch, shot } from './browser.ts';
import { remember } from './fit-demo.ts';

/*
 * The organiser's day, end to end at phone size: a battle created with two ticket types and a
 * division and published; tickets checked in by typed code, offline (verified in the browser and
 * synced when back online) and through the camera (Chromium's fake camera playing a QR); the
 * bracket filled and a champion recorded; photos uploaded and filtered by tag.
 */

const MERCHANT = { mobile: '13800000003', password: 'Dance2026' };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const TITLE = `Organiser Battle ${Date.now() % 100_000}`;
const FFMPEG = process.env.FFMPEG_PATH || '/usr/bin/ffmpeg';

interface Ticket {
  id: number;
  seq: number;
  code: string;
  qr: string;
  status: string;
  checked_in_at: string | null;
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
let login: { token: string; token_expired_at: number };
let activityId = 0;
const tickets: Ticket[] = [];

const merchant = <T>(path: string, body?: unknown) =>
  api<T>(path, { method: body === undefined ? 'GET' : 'POST', body, loginToken: login.token });

async function expectPage(p: Page, path: string): Promise<void> {
  await p.waitForSelector(`[data-page="${path}"]`, { timeout: 15_000 });
}

async function confirmDialog(p: Page): Promise<void> {
  await p.locator('.adm-dialog-footer .adm-dialog-button-bold').click();
}

/** "2030-05-01T19:30" for datetime-local, `days` from now. */
function wall(days: number, hour: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(hour)}:00`;
}

async function organiserPage(b: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const c = await b.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  await remember(c, baseUrl(), login, 'zh-Hans');
  const p = await c.newPage();
  p.setDefaultTimeout(15_000);
  return { context: c, page: p };
}

beforeAll(async () => {
  login = await api('/api/passport/login?login_scenario=password', { method: 'POST', body: MERCHANT });
  browser = await launch();
  ({ context, page } = await organiserPage(browser));
});

afterAll(async () => {
  if (page) await shot(page, 'organiser-journey-end').catch(() => undefined);
  await context?.close();
  await browser?.close();
});

describe('an organiser runs a battle', () => {
  it('creates the battle as a draft', async () => {
    await page.goto(`${baseUrl()}/#/pages/mine/mine`);
    await page.getByTestId('og-mine-new').click();
    await expectPage(page, '/pages/activity-edit');
    await page.getByTestId('og-edit-name').locator('input').fill(TITLE);
    await page
      .getByTestId('og-edit-cover')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
    await page
      .getByTestId('og-edit-cover')
      .locator('.adm-image-uploader-cell img[src*="/uploads/"]')
      .waitFor();
    await page.getByTestId('og-edit-start').fill(wall(7, 14));
    await page.getByTestId('og-edit-end').fill(wall(7, 22));
    await page.getByTestId('og-edit-venue').locator('input').fill('Groove 南山店');
    await page.getByTestId('og-edit-region').click();
    await page.locator('.adm-picker-header-button').last().click();
    await expect.poll(() => page.getByTestId('og-edit-region').innerText()).not.toBe('请选择');
    await page.getByTestId('og-edit-address').locator('input').fill('科苑路 15 号');
    await page.getByTestId('og-edit-lat').locator('input').fill('22.5403');
    await page.getByTestId('og-edit-lng').locator('input').fill('113.9536');
    await shot(page, 'organiser-01-edit');
    await page.getByTestId('og-edit-draft').click();
    await expectPage(page, '/pages/activity-manage');
    activityId = Number(new URL(page.url().replace('#/', '')).searchParams.get('id'));
    expect(activityId).toBeGreaterThan(0);
    await page.getByTestId('og-head').filter({ hasText: TITLE }).waitFor();
  });

  it('adds a division', async () => {
    await page.getByTestId('og-link-groups').click();
    await expectPage(page, '/pages/activity-group');
    await page.getByTestId('og-division-add').click();
    await page.getByTestId('og-division-name').locator('input').fill('Breaking 1v1');
    await page.getByTestId('og-division-save').click();
    await page.getByTestId('og-division').filter({ hasText: 'Breaking 1v1' }).waitFor();
  });

  it('adds two ticket types, one for competitors of the division', async () => {
    await page.goto(`${baseUrl()}/#/pages/activity-ticket-eait?id=${activityId}`);
    await expectPage(page, '/pages/activity-ticket-eait');
    for (const [name, price, division] of [
      ['观众票', '88', false],
      ['选手票', '50', true],
    ] as const) {
      await page.getByTestId('og-ticket-add').click();
      await page.getByTestId('og-ticket-name').locator('input').fill(name);
      await page.getByTestId('og-ticket-price').locator('input').fill(price);
      if (division) await page.getByTestId('og-ticket-division').getByText('Breaking 1v1').click();
      await page.getByTestId('og-ticket-save').click();
      await page.getByTestId('og-ticket-row').filter({ hasText: name }).waitFor();
    }
    await expect.poll(() => page.getByTestId('og-ticket-row').count()).toBe(2);
  });

  it('refuses a capacity below what is sold, in the server’s words', async () => {
    // Two walk-in tickets are issued against the spectator type, then its capacity is set to 1.
    const detail = await merchant<{ ticket_types: { id: number; name: string }[] }>(
      `/api/activity/detail?id=${activityId}`,
    );
    const spectator = detail.ticket_types.find((k) => k.name === '观众票')!;
    for (const name of ['张三', '李四', '王五']) {
      const r = await merchant<{ ticket_id: number }>('/api/activity/manual-sign-up', {
        kind: 'attendee',
        activity_id: activityId,
        ticket_type_id: spectator.id,
        name,
      });
      tickets.push(await merchant<Ticket>(`/api/activity/ticket-detail?id=${r.ticket_id}`));
    }
    await page.reload();
    await page.getByTestId('og-ticket-row').filter({ hasText: '观众票' }).click();
    const capacity = page.getByTestId('og-ticket-capacity').locator('input');
    await capacity.fill('1');
    await capacity.blur();
    await page.getByTestId('og-ticket-save').click();
    await page.getByTestId('og-ticket-error').waitFor();
    await shot(page, 'organiser-02-capacity-refused');
    await page
      .locator('.adm-mask')
      .first()
      .click({ position: { x: 10, y: 10 } });
  });

  it('publishes it', async () => {
    await page.goto(`${baseUrl()}/#/pages/activity-edit?id=${activityId}`);
    await expectPage(page, '/pages/activity-edit');
    await page.getByTestId('og-edit-publish').click();
    await expectPage(page, '/pages/activity-manage');
    await page.getByTestId('og-head').filter({ hasText: '已发布' }).waitFor();
    const detail = await api<{ status: string }>(`/api/activity/detail?id=${activityId}`);
    expect(detail.status).toBe('published');
  });

  it('checks a ticket in by its typed code, and a second time says when', async () => {
    const [first] = tickets;
    await page.getByTestId('og-checkin-code').locator('input').fill(first!.code);
    await page.getByTestId('og-checkin-submit').click();
    await page.waitForSelector('[data-testid="og-checkin-result"][data-result="ok"]');
    await page.getByTestId('og-checkin-code').locator('input').fill(first!.code);
    await page.getByTestId('og-checkin-submit').click();
    await page.waitForSelector('[data-testid="og-checkin-result"][data-result="bad"]');
    expect(await page.getByTestId('og-checkin-result').innerText()).toMatch(/\d{2}:\d{2}/);
    await shot(page, 'organiser-03-checked-in');
  });

  it('checks a ticket in offline, then syncs it when back online', async () => {
    const second = tickets[1]!;
    await context.setOffline(true);
    await page.getByTestId('og-checkin-code').locator('input').fill(second.qr);
    await page.getByTestId('og-checkin-submit').click();
    await page.waitForSelector('[data-testid="og-checkin-result"][data-result="queued"]');
    await page.getByTestId('og-checkin-pending').waitFor();
    // A forged payload is refused in the browser.
    const [p, , s] = second.qr.split('.');
    const forged = `${p}.${Buffer.from(JSON.stringify({ t: 1, a: activityId, k: 1, n: 1, c: 'X' })).toString('base64url')}.${s}`;
    await page.getByTestId('og-checkin-code').locator('input').fill(forged);
    await page.getByTestId('og-checkin-submit').click();
    await page.waitForSelector('[data-testid="og-checkin-result"][data-result="bad"]');
    await shot(page, 'organiser-04-offline');
    const before = await merchant<Ticket>(`/api/activity/ticket-detail?id=${second.id}`);
    expect(before.checked_in_at).toBeNull();
    await context.setOffline(false);
    await page.getByTestId('og-checkin-pending').waitFor({ state: 'detached' });
    const after = await merchant<Ticket>(`/api/activity/ticket-detail?id=${second.id}`);
    expect(after.checked_in_at).not.toBeNull();
    expect(after.status).toBe('used');
  });

  it('scans a ticket’s QR with the camera', async () => {
    const third = tickets[2]!;
    const dir = mkdtempSync(join(tmpdir(), 'organiser-qr-'));
    const png = join(dir, 'qr.png');
    const y4m = join(dir, 'qr.y4m');
    await QRCode.toFile(png, third.qr, { width: 480, margin: 4 });
    expect(existsSync(FFMPEG)).toBe(true);
    execFileSync(FFMPEG, [
      '-y',
      '-loglevel',
      'error',
      '-loop',
      '1',
      '-i',
      png,
      '-vf',
      'scale=640:480:force_original_aspect_ratio=decrease,pad=640:480:(ow-iw)/2:(oh-ih)/2:white,format=yuv420p',
      '-t',
      '2',
      '-r',
      '10',
      y4m,
    ]);
    const camera = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${y4m}`,
      ],
    });
    try {
      const door = await organiserPage(camera);
      await door.context.grantPermissions(['camera'], { origin: baseUrl() });
      await door.page.goto(`${baseUrl()}/#/pages/activity-manage?id=${activityId}`);
      await expectPage(door.page, '/pages/activity-manage');
      await door.page.getByTestId('og-checkin-scan').click();
      await door.page.getByTestId('og-scanner').waitFor();
      await door.page.waitForSelector('[data-testid="og-checkin-result"][data-result="ok"]', {
        timeout: 20_000,
      });
      await shot(door.page, 'organiser-05-scanned');
      await door.context.close();
    } finally {
      await camera.close();
    }
    const after = await merchant<Ticket>(`/api/activity/ticket-detail?id=${third.id}`);
    expect(after.status).toBe('used');
    const stats = await merchant<{ total: { checked_in: number } }>(
      `/api/activity/ticket-order-statistic?activity_id=${activityId}`,
    );
    expect(stats.total.checked_in).toBe(3);
  });

  it('fills the bracket and records a champion', async () => {
    const groups = await merchant<{ list: { id: number }[] }>(
      `/api/activity/activity-groups?activity_id=${activityId}`,
    );
    const division = groups.list[0]!.id;
    for (const name of ['B-Boy Ace', 'B-Girl Nova', 'B-Boy Kid', 'B-Boy Rock'])
      await merchant('/api/activity/manual-sign-up', {
        kind: 'competitor',
        activity_id: activityId,
        division_id: division,
        stage_name: name,
      });
    // The page is already open: reload it, as the organiser pulls the dashboard down.
    await page.goto(`${baseUrl()}/#/pages/activity-manage?id=${activityId}`);
    await page.reload();
    await expectPage(page, '/pages/activity-manage');
    await page.getByTestId('og-number-draw').click();
    await confirmDialog(page);
    await page.getByTestId('og-numbers').filter({ hasText: '已编号' }).waitFor();
    await page.getByTestId('og-link-groups').click();
    await expectPage(page, '/pages/activity-group');
    await page.getByTestId('og-division-view').getByText('对阵').click();
    await page.getByTestId('og-bracket-start').click();
    // The two semi-finals; the final appears once its first side is known.
    await expect.poll(() => page.getByTestId('og-battle').count()).toBe(2);
    for (let i = 0; i < 3; i++) {
      const open = page.locator('[data-testid="og-battle"][data-decided="0"]').filter({
        hasNot: page.locator('[data-testid="og-battle-side"]:disabled'),
      });
      await open.first().getByTestId('og-battle-side').first().click();
      await confirmDialog(page);
      await expect
        .poll(() => page.locator('[data-testid="og-battle"][data-decided="1"]').count())
        .toBe(i + 1);
    }
    await expect.poll(() => page.getByTestId('og-battle').count()).toBe(3);
    await page.getByTestId('og-champion').waitFor();
    await shot(page, 'organiser-06-bracket');
  });

  it('uploads photos with tags and filters them by tag', async () => {
    await page.goto(`${baseUrl()}/#/pages/activity-photo?id=${activityId}`);
    await expectPage(page, '/pages/activity-photo');
    for (const [tags, n] of [
      ['final', 2],
      ['crowd', 1],
    ] as const) {
      await page
        .getByTestId('og-photo-files')
        .locator('input[type="file"]')
        .setInputFiles(
          Array.from({ length: n }, (_, i) => ({ name: `p${i}.png`, mimeType: 'image/png', buffer: PNG })),
        );
      await expect
        .poll(() => page.getByTestId('og-photo-files').locator('img[src*="/uploads/"]').count())
        .toBe(n);
      await page.getByTestId('og-photo-tags').locator('input').fill(tags);
      await page.getByTestId('og-photo-submit').click();
      await expect
        .poll(() => page.getByTestId('og-photo-files').locator('img[src*="/uploads/"]').count())
        .toBe(0);
    }
    await expect.poll(() => page.getByTestId('og-photo').count()).toBe(3);
    await page.getByTestId('og-photo-tag').filter({ hasText: '#final' }).click();
    await expect.poll(() => page.getByTestId('og-photo').count()).toBe(2);
    await page.getByTestId('og-photo-tag').filter({ hasText: '#crowd' }).click();
    await expect.poll(() => page.getByTestId('og-photo').count()).toBe(1);
    await page.getByTestId('og-photo').first().click();
    await page.getByTestId('og-photo-save').waitFor();
    await shot(page, 'organiser-07-photos');
  });
});
