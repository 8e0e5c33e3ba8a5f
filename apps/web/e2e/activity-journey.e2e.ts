import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, baseUrl, launch, phone, shot } from './browser.ts';

/*
 * Activities, end to end at phone size: a buyer opens the activities tab, opens the demo battle,
 * buys two named tickets for two saved attendees (one of them added on the way, after the form
 * refused a wrong ID number), pays in the sandbox cashier and finds both QR codes in her ticket
 * wallet; then she signs up as a competitor into a division and finds it in her sign-ups.
 */

const MERCHANT = { mobile: '13800000003', password: 'Dance2026' };
/** The demo buyer: she has one saved attendee (陆小鹿) and two spectator tickets already. */
const BUYER = { mobile: '13800000001', password: 'Dance2026' };
const RUN = String(Date.now() % 100_000);
const NEW_ATTENDEE = `林小舞${RUN.slice(-2)}`;
const STAGE_NAME = `B-Girl Kiki ${RUN}`;

interface TicketType {
  id: number;
  name: string;
  state: string;
  needs_attendee: number;
}
interface Detail {
  id: number;
  name: string;
  ticket_types: TicketType[];
  divisions: { id: number; name: string; requires_ticket: number }[];
}

let browser: Browser;
let buyer: { context: BrowserContext; page: Page };
let page: Page;
let battle: Detail;
let vip: TicketType;

async function expectPage(p: Page, path: string): Promise<void> {
  await p.waitForSelector(`[data-page="${path}"]`, { timeout: 15_000 });
}

/** A valid GB 11643 number (region 440305, born 1998-08-08), and one with a wrong check character. */
function idCards(): { valid: string; wrong: string } {
  const body = '44030519980808123';
  const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((s, c, i) => s + Number(c) * w[i]!, 0);
  const check = '10X98765432'[sum % 11]!;
  return { valid: body + check, wrong: body + (check === '0' ? '1' : '0') };
}

beforeAll(async () => {
  browser = await launch();
  buyer = await phone(browser);
  page = buyer.page;
  page.setDefaultTimeout(10_000);
  // The organiser adds a named ticket type to the demo battle (the demo's spectator tickets are
  // not named, its competitor ticket is one per person).
  const organiser = await api<{ token: string }>('/api/passport/login?login_scenario=password', {
    method: 'POST',
    body: MERCHANT,
  });
  // The demo's own battle, by name: other journeys on this server publish battles of their own.
  const list = await api<{ list: { id: number; name: string }[] }>('/api/activity/list?kind=battle&limit=50');
  const battleId = list.list.find((a) => a.name.startsWith('Groove Battle Vol.7'))!.id;
  vip = await api<TicketType>('/api/activity/edit-ticket', {
    method: 'POST',
    loginToken: organiser.token,
    body: {
      activity_id: battleId,
      name: 'VIP 前排票',
      description: '前三排座位，含签名海报',
      price: '128.00',
      capacity: 20,
      per_user_limit: 4,
      needs_attendee: 1,
      sort: 2,
    },
  });
  battle = await api<Detail>(`/api/activity/detail?id=${battleId}`);
});

afterAll(async () => {
  if (page) await shot(page, 'activity-journey-end').catch(() => undefined);
  await buyer?.context.close();
  await browser?.close();
});

describe('a dancer buys battle tickets and signs up as a competitor', () => {
  it('logs in with her password', async () => {
    await page.goto(`${baseUrl()}/#/pages/login`);
    await expectPage(page, '/pages/login');
    await page.getByTestId('login-mode-password').click();
    await page.getByTestId('login-mobile').fill(BUYER.mobile);
    await page.getByTestId('login-password').fill(BUYER.password);
    await page.getByTestId('login-agree').check();
    await page.getByTestId('login-submit').click();
    await page.waitForFunction(() => !location.hash.startsWith('#/pages/login'));
  });

  it('opens the activities tab and filters battles', async () => {
    await page.goto(`${baseUrl()}/#/pages/index/index`);
    await expectPage(page, '/pages/index/index');
    await page.getByTestId('tab-activity').click();
    await expectPage(page, '/pages/activity/activity');
    await page.getByTestId(`activity-card-${battle.id}`).waitFor();
    await page.getByTestId('activity-kind-battle').click();
    await expect
      .poll(() => page.locator('[data-testid^="activity-card-"]').count())
      .toBeGreaterThanOrEqual(1);
    // Only battles are left.
    const kinds = await page.locator('.act-card .act-kind').allInnerTexts();
    expect(new Set(kinds)).toEqual(new Set(['比赛']));
    await shot(page, 'activity-01-tab');
  });

  it('opens the battle: time, venue with the map’s fallback, tickets, divisions', async () => {
    await page.getByTestId(`activity-card-${battle.id}`).click();
    await expectPage(page, '/pages/activity-detail');
    expect(await page.getByTestId('activity-name').innerText()).toBe(battle.name);
    await expect.poll(() => page.getByTestId('activity-ticket-types').innerText()).toContain('VIP 前排票');
    expect(await page.getByTestId('activity-divisions').innerText()).toContain('Popping 1v1');
    // No network for tiles here: the address card and the map-app links stand in.
    await page.getByTestId('venue-map-fallback').waitFor({ timeout: 12_000 });
    expect(await page.getByTestId('map-app-amap').getAttribute('href')).toContain('uri.amap.com');
    await shot(page, 'activity-02-detail');
  });

  it('chooses two VIP tickets', async () => {
    await page.getByTestId('activity-buy').click();
    await expectPage(page, '/pages/activity-ticketPurchase');
    await page.getByTestId(`ticket-type-${vip.id}`).click();
    await page.locator('.adm-stepper-plus').click();
    await expect.poll(() => page.getByTestId('purchase-total').innerText()).toContain('256');
    await shot(page, 'activity-03-purchase');
    await page.getByTestId('purchase-next').click();
    await expectPage(page, '/pages/activity-audienceInfoAndPayment');
  });

  it('picks her saved attendee and adds a new one, after a wrong ID number is refused', async () => {
    const saved = page.locator('.att-row').filter({ hasText: '陆小鹿' }).first();
    await saved.waitFor();
    await saved.locator('.adm-checkbox').click();
    await page.getByTestId('attendee-add').click();
    const { valid, wrong } = idCards();
    await page.getByTestId('attendee-name').fill(NEW_ATTENDEE);
    await page.getByTestId('attendee-mobile').fill('13912345678');
    await page.getByTestId('attendee-idCard').fill(wrong);
    await page.getByTestId('attendee-save').click();
    await expect.poll(() => page.locator('.att-form__error').innerText()).toContain('校验位');
    await shot(page, 'activity-04-attendee-refused');
    await page.getByTestId('attendee-idCard').fill(valid);
    await page.getByTestId('attendee-save').click();
    await page.locator('.att-form').waitFor({ state: 'hidden' });
    const added = page.locator('.att-row').filter({ hasText: NEW_ATTENDEE });
    await added.waitFor();
    // Saved masked, and chosen at once.
    expect(await added.innerText()).toContain(`${valid.slice(0, 3)}***********${valid.slice(-4)}`);
    await expect.poll(() => page.locator('.att-row--on').count()).toBe(2);
    await expect.poll(() => page.getByTestId('pay-amount').innerText()).toContain('256');
  });

  it('pays in the sandbox cashier', async () => {
    await page.getByTestId('pay-method-sandbox').click();
    await shot(page, 'activity-05-checkout');
    await page.getByTestId('pay-submit').click();
    await page.waitForURL(/\/sandbox\/cashier/, { timeout: 15_000 });
    await shot(page, 'activity-06-cashier');
    await page.locator('button[data-action="pay"]').click();
    await expectPage(page, '/pages/pay-success');
    await page.getByTestId('pay-success').waitFor({ timeout: 20_000 });
  });

  it('finds both tickets with their QR codes, and shows one full screen', async () => {
    await page.goto(`${baseUrl()}/#/pages/activity-ticket`);
    await expectPage(page, '/pages/activity-ticket');
    const mine = page.locator('article.tk').filter({ hasText: 'VIP 前排票' });
    await expect.poll(() => mine.count()).toBe(2);
    const holders = (await mine.allInnerTexts()).join('\n');
    expect(holders).toContain('陆小鹿');
    expect(holders).toContain(NEW_ATTENDEE);
    for (let i = 0; i < 2; i++) {
      const qr = mine.nth(i).getByTestId('ticket-qr-image');
      await qr.waitFor();
      expect(await qr.getAttribute('data-payload')).toMatch(/^DT1\.[\w-]+\.[\w-]+$/);
      expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    }
    await shot(page, 'activity-07-tickets');
    await mine.first().locator('.tk__qr').click();
    await page.getByTestId('ticket-full-qr').waitFor();
    await shot(page, 'activity-08-ticket-full');
    await page.locator('.tk-full__close').click();
    await page.getByTestId('ticket-full').waitFor({ state: 'hidden' });
  });

  it('signs up into a free division and finds it in her sign-ups', async () => {
    const popping = battle.divisions.find((d) => d.name.startsWith('Popping'))!;
    await page.goto(`${baseUrl()}/#/pages/activity-apply?id=${battle.id}`);
    await expectPage(page, '/pages/activity-apply');
    await page.getByTestId(`apply-division-${popping.id}`).click();
    await page.getByTestId('apply-submit').click();
    // The stage name is required.
    await page.locator('.att-form__error').waitFor();
    await page.getByTestId('apply-stageName').fill(STAGE_NAME);
    await page.getByTestId('apply-crew').fill('Wave Crew');
    await page.getByTestId('apply-city').fill('深圳');
    await shot(page, 'activity-09-apply');
    await page.getByTestId('apply-submit').click();
    await expectPage(page, '/pages/activity/register-record');
    const record = page.locator('.rec').filter({ hasText: STAGE_NAME });
    await record.waitFor();
    expect(await record.innerText()).toContain('Popping 1v1');
    await shot(page, 'activity-10-register-record');
  });
});
