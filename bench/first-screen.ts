import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

/** DESIGN §8: the first screen loads at most 170 KB of gzipped JavaScript. */
export const FIRST_SCREEN_BUDGET_BYTES = 170_000;

export interface FirstScreen {
  files: { url: string; gzipBytes: number }[];
  totalGzipBytes: number;
  pass: boolean;
}

/**
 * Opens the entrance page in Chromium at phone size, as a first-time visitor, and adds up the
 * gzipped size of every JavaScript file it loads until the page is idle.
 */
export async function measureFirstScreen(base: string): Promise<FirstScreen> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    const bodies: Promise<{ url: string; gzipBytes: number }>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      bodies.push(
        res.body().then((b) => ({ url: new URL(res.url()).pathname, gzipBytes: gzipSync(b).length })),
      );
    });
    await page.goto(`${base}/#/`, { waitUntil: 'networkidle' });
    await page.waitForSelector('[data-page="/pages/entrance/entrance"]');
    const files = await Promise.all(bodies);
    const totalGzipBytes = files.reduce((s, f) => s + f.gzipBytes, 0);
    return { files, totalGzipBytes, pass: totalGzipBytes <= FIRST_SCREEN_BUDGET_BYTES };
  } finally {
    await browser.close();
  }
}
