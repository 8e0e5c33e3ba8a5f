import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const ARTIFACTS = join(import.meta.dirname, 'artifacts');

/** Chromium; `fakeMedia` gives it a fake camera and microphone and grants them without asking. */
export async function launch(opts: { fakeMedia?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...(opts.fakeMedia ? ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] : []),
    ],
  });
}

/** A phone-sized page (iPhone X viewport) with touch. */
export async function phone(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  });
  const page = await context.newPage();
  return { context, page };
}

export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`) });
}

/** Reads the latest SMS code sent to a mobile from the server log, as a developer would. */
export async function smsCodeFromLog(mobile: string, timeoutMs = 10_000): Promise<string> {
  const path = inject('serverLog');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const matches = [
      ...readFileSync(path, 'utf8').matchAll(new RegExp(`\\[sms\\] to=${mobile} code=(\\d{6})`, 'g')),
    ];
    const last = matches.at(-1);
    if (last?.[1]) return last[1];
    if (Date.now() > deadline) throw new Error(`no SMS code for ${mobile} in the server log`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export function baseUrl(): string {
  return inject('baseUrl');
}

/** Calls the API directly (for an operator's action in a journey), with a fresh access token. */
export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; loginToken?: string } = {},
): Promise<T> {
  const base = baseUrl();
  const at = await fetch(`${base}/api/passport/access-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(init.loginToken ? { token: init.loginToken } : {}),
  }).then((r) => r.json() as Promise<{ data: { access_token: string } }>);
  const res = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', 'x-access-token': at.data.access_token },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const json = (await res.json()) as { code: number; msg: string; data: T };
  if (json.code !== 0) throw new Error(`${path}: ${json.code} ${json.msg}`);
  return json.data;
}

export interface Credentials {
  mobile: string;
  password: string;
}

export interface LoggedIn {
  id: number;
  /** The login token (exchanged for access tokens by `api`). */
  token: string;
}

/** Waits until the app shows a page (its `data-page`). */
export async function expectPage(page: Page, path: string): Promise<void> {
  await page.waitForSelector(`[data-page="${path}"]`, { timeout: 15_000 });
}

/** Logs a page in with a password through the login page. */
export async function passwordLoginInApp(page: Page, who: Credentials): Promise<void> {
  await page.goto(`${baseUrl()}/#/pages/login`);
  await expectPage(page, '/pages/login');
  await page.getByTestId('login-mode-password').click();
  await page.getByTestId('login-mobile').fill(who.mobile);
  await page.getByTestId('login-password').fill(who.password);
  await page.getByTestId('login-agree').check();
  await page.getByTestId('login-submit').click();
  await page.waitForFunction(() => !location.hash.startsWith('#/pages/login'));
}

/** Logs a page in by SMS (a newcomer signs up so), the code read from the server log. */
export async function smsLoginInApp(page: Page, mobile: string): Promise<void> {
  await page.goto(`${baseUrl()}/#/pages/login`);
  await expectPage(page, '/pages/login');
  await page.getByTestId('login-mobile').fill(mobile);
  await page.getByTestId('login-send-code').click();
  await page.getByTestId('login-code').fill(await smsCodeFromLog(mobile));
  await page.getByTestId('login-agree').check();
  await page.getByTestId('login-submit').click();
  await page.waitForFunction(() => !location.hash.startsWith('#/pages/login'));
}

/** The login token a signed-in page keeps. */
export async function loginToken(page: Page): Promise<string> {
  return page.evaluate(
    () => (JSON.parse(localStorage.getItem('token') ?? 'null') as { token: string }).token,
  );
}

/** Logs in through the API with a password. */
export async function passwordLoginByApi(who: Credentials): Promise<LoggedIn> {
  const r = await api<{ token: string; user: { id: number } }>(
    '/api/passport/login?login_scenario=password',
    {
      method: 'POST',
      body: who,
    },
  );
  return { id: r.user.id, token: r.token };
}

/** Signs up or logs in through the API by SMS, the code read from the server log. */
export async function smsLoginByApi(mobile: string): Promise<LoggedIn> {
  await api('/api/sms/send-sms', { method: 'POST', body: { mobile, scene: 'login' } });
  const code = await smsCodeFromLog(mobile);
  const r = await api<{ token: string; user: { id: number } }>('/api/passport/login?login_scenario=sms', {
    method: 'POST',
    body: { mobile, code },
  });
  return { id: r.user.id, token: r.token };
}

/**
 * In the console's review queue (open on the page), opens one item filtered to its kind, fills the
 * decision form and decides; waits until the item leaves the queue.
 */
export async function decideInQueue(
  page: Page,
  kind: string,
  ref: string | number,
  decision: string,
  fill: { reason?: string; option?: number; reference?: string; amount?: string } = {},
): Promise<void> {
  await page.getByTestId(`ops-kind-${kind}`).click();
  const row = page.getByTestId(`ops-row-${kind}-${ref}`);
  await row.click();
  await page.locator(`[data-testid="ops-detail"][data-ref="${kind}-${ref}"]`).waitFor();
  if (fill.option) await page.getByTestId('ops-option').selectOption(String(fill.option));
  if (fill.reference) await page.getByTestId('ops-reference').fill(fill.reference);
  if (fill.amount) await page.getByTestId('ops-amount').fill(fill.amount);
  if (fill.reason) await page.getByTestId('ops-reason').fill(fill.reason);
  await shot(page, `ops-decide-${kind}`);
  await page.getByTestId(`ops-decide-${decision}`).click();
  await row.waitFor({ state: 'detached' });
}
