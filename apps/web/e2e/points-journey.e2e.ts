import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, baseUrl, launch, phone, shot, smsCodeFromLog } from './browser.ts';

/*
 * Points and guesses, end to end at phone size: a newcomer signs in for the day and sees the
 * calendar and her points rise; buys a points package in the sandbox cashier; joins a guess on a
 * battle the organiser opened; the organiser records the battle's winner, which settles the
 * guess; she finds her winnings in my-guess, in the ledger and on mine.
 */

const MERCHANT = { mobile: '13800000003', password: 'Dance2026' };
const RIVAL = { mobile: '13800000001', password: 'Dance2026' };
const MOBILE = `177${String(Date.now() % 100_000_000).padStart(8, '0')}`;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let organiser = '';
let guessId = 0;
let battleId = 0;
let entries: number[] = [];
let options: { id: number; label: string }[] = [];

const url = (path: string) => `${baseUrl()}/#${path}`;

async function expectPage(path: string): Promise<void> {
  await page.waitForSelector(`[data-page="${path}"]`, { timeout: 15_000 });
}

async function passwordLogin(who: { mobile: string; password: string }): Promise<string> {
  const r = await api<{ token: string }>('/api/passport/login?login_scenario=password', {
    method: 'POST',
    body: who,
  });
  return r.token;
}

const balance = () => page.getByTestId('integral-balance').innerText();

beforeAll(async () => {
  browser = await launch();
  ({ context, page } = await phone(browser));
  page.setDefaultTimeout(15_000);
  organiser = await passwordLogin(MERCHANT);
});

afterAll(async () => {
  if (page) await shot(page, 'points-journey-end').catch(() => undefined);
  await context?.close();
  await browser?.close();
});

describe('a dancer earns, buys and stakes points', () => {
  it('signs in for the day and sees the calendar and her points rise', async () => {
    await page.goto(url('/pages/login'));
    await expectPage('/pages/login');
    await page.getByTestId('login-mobile').fill(MOBILE);
    await page.getByTestId('login-send-code').click();
    await page.getByTestId('login-code').fill(await smsCodeFromLog(MOBILE));
    await page.getByTestId('login-agree').click();
    await page.getByTestId('login-submit').click();
    await page.waitForFunction(() => !location.hash.startsWith('#/pages/login'));

    await page.goto(url('/pages/integral'));
    await expectPage('/pages/integral');
    await page.getByTestId('sign-calendar').waitFor();
    expect(await balance()).toBe('0');
    expect(await page.locator('[data-testid^="cal-day-"][data-signed="1"]').count()).toBe(0);
    await page.getByTestId('task-sign').waitFor();
    await shot(page, 'points-01-integral');
    await page.getByTestId('sign-button').click();
    await expect.poll(balance).toBe('5');
    await expect.poll(() => page.getByTestId('sign-button').getAttribute('data-signed')).toBe('1');
    await expect.poll(() => page.locator('[data-testid^="cal-day-"][data-signed="1"]').count()).toBe(1);
    expect(await page.getByTestId('sign-streak').innerText()).toContain('1');
    expect(await page.getByTestId('task-sign').innerText()).toContain('1/1');
    await shot(page, 'points-02-signed');
  });

  it('buys a points package in the sandbox cashier', async () => {
    await page.getByTestId('go-recharge').click();
    await expectPage('/pages/Integral-recharge');
    await page.getByTestId('pack-60').click();
    expect(await page.getByTestId('recharge-amount').innerText()).toBe('¥6.00');
    await page.getByTestId('pack-custom').click();
    await page.getByTestId('recharge-custom').locator('input').fill('12');
    expect(await page.getByTestId('recharge-amount').innerText()).toBe('¥12.00');
    await shot(page, 'points-03-recharge');
    await page.getByTestId('pack-60').click();
    await page.getByTestId('recharge-method-sandbox').click();
    await page.getByTestId('recharge-pay').click();
    await page.waitForURL(/\/sandbox\/cashier/, { timeout: 15_000 });
    await page.locator('button[data-action="pay"]').click();
    await expectPage('/pages/pay-success');
    await page.getByTestId('pay-success').waitFor({ timeout: 20_000 });
    await page.goto(url('/pages/integral'));
    await expectPage('/pages/integral');
    await expect.poll(balance, { timeout: 15_000 }).toBe('65');
  });

  it('the organiser opens a guess on a battle, and another fan backs the other side', async () => {
    const as = <T>(path: string, body?: unknown, token = organiser) =>
      api<T>(path, { method: body === undefined ? 'GET' : 'POST', body, loginToken: token });
    const shops = await as<{ list: { id: number }[] }>('/plugin/mch/api/mch/mine');
    const mchId = shops.list[0]!.id;
    const mine = await as<{ list: { cover: string }[] }>(`/api/activity/manage-list?mch_id=${mchId}&limit=1`);
    const start = Date.now() + 5 * 86_400_000;
    const battle = await as<{ id: number }>('/api/goods/edit-activity', {
      mch_id: mchId,
      kind: 'battle',
      name: `Points Cup ${MOBILE.slice(-4)}`,
      cover: mine.list[0]!.cover,
      detail: '<p>Breaking 1v1</p>',
      styles: ['breaking'],
      start_at: new Date(start).toISOString(),
      end_at: new Date(start + 4 * 3_600_000).toISOString(),
      venue: {
        name: '南山文体中心',
        address: '南山大道 1 号',
        province_id: 440000,
        city_id: 440300,
        district_id: 440305,
        lat: 22.53,
        lng: 113.93,
      },
      status: 'published',
    });
    const division = await as<{ id: number }>('/api/activity/edit-group', {
      activity_id: battle.id,
      name: 'Breaking 1v1 Final',
      max_entrants: 2,
    });
    entries = [];
    for (const stage_name of ['B-Boy Storm', 'B-Girl Luna'])
      entries.push(
        (
          await as<{ entry: { id: number } }>('/api/activity/manual-sign-up', {
            kind: 'competitor',
            activity_id: battle.id,
            division_id: division.id,
            stage_name,
          })
        ).entry.id,
      );
    const bracket = await as<{ rounds: { battles: { id: number }[] }[] }>(
      '/api/activity-competition/edit-bracket',
      { division_id: division.id, entry_ids: entries },
    );
    battleId = bracket.rounds[0]!.battles[0]!.id;
    const g = await as<{ id: number; options: { id: number; label: string }[] }>('/api/guess-game/create', {
      title: 'Breaking 1v1 决赛：谁能夺冠？',
      activity_id: battle.id,
      battle_id: battleId,
      close_at: new Date(start).toISOString(),
      stake_min: 10,
      stake_max: 50,
    });
    guessId = g.id;
    options = g.options;
    const rival = await passwordLogin(RIVAL);
    await as('/api/guess-game/join-guess', { id: guessId, option_id: options[1]!.id, amount: 40 }, rival);
  });

  it('finds the guess on home and joins it with a stake picked on the guess page', async () => {
    // A fresh start of the app: the guess list seen on the points page is not reused.
    await page.goto(url('/pages/index/index'));
    await page.reload();
    await page.getByTestId('home-guess').scrollIntoViewIfNeeded();
    await page.getByTestId(`guess-card-${guessId}`).scrollIntoViewIfNeeded();
    await shot(page, 'points-04-home');
    await page.getByTestId(`guess-card-${guessId}`).click();
    await expectPage('/pages/guess-detail');
    await page.getByTestId('guess-countdown').waitFor();
    await page.getByTestId(`guess-option-${options[0]!.id}`).click();
    await shot(page, 'points-04-guess-detail');
    await page.getByTestId('guess-join').click();
    await page.getByTestId('guess-mine').waitFor();
    expect(await page.getByTestId('guess-outcome').innerText()).toBe('等待开奖');
    expect(await page.getByTestId(`guess-option-${options[0]!.id}`).innerText()).toContain('20%');
  });

  it('the organiser records the winner; she sees her winnings in my-guess, the ledger and mine', async () => {
    await api('/api/activity-competition/decide', {
      method: 'POST',
      body: { battle_id: battleId, winner_entry_id: entries[0] },
      loginToken: organiser,
    });
    await page.goto(url('/pages/my-guess'));
    await expectPage('/pages/my-guess');
    const card = page.getByTestId(`my-guess-${guessId}`);
    // Losing pool 40 less the 5% rake: 38 to the one winner, with her 10 back.
    await expect.poll(() => card.innerText()).toContain('48');
    await page.getByTestId('my-guess-tab-won').click();
    await card.waitFor();
    await shot(page, 'points-05-my-guess');
    await page.goto(url(`/pages/guess-detail?id=${guessId}`));
    await page.getByTestId('guess-result').waitFor();
    await shot(page, 'points-06-guess-settled');

    await page.goto(url('/pages/integral-detail'));
    await expectPage('/pages/integral-detail');
    const log = page.getByTestId('integral-log');
    await expect.poll(() => log.locator('li').count()).toBe(4);
    const text = await log.innerText();
    for (const words of ['竞猜猜中', '竞猜投入', '积分充值', '每日签到']) expect(text).toContain(words);
    await page.getByTestId('log-tab-spent').click();
    await expect.poll(() => page.getByTestId('integral-log').locator('li').count()).toBe(1);
    await shot(page, 'points-07-detail');

    await page.goto(url('/pages/mine/mine'));
    await page.getByTestId('mine-points').waitFor();
    expect(await page.getByTestId('mine-sign-state').getAttribute('data-signed')).toBe('1');
    await expect.poll(() => page.getByTestId('mine-integral').innerText()).toBe('103');
    await shot(page, 'points-08-mine');
  });
});
