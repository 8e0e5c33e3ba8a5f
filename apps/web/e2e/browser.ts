import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const ARTIFACTS = join(import.meta.dirname, 'artifacts');

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
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
