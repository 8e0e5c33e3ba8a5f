// Lighthouse (mobile) against the built web app served by the real server, in Debian's Chromium.
// Usage: npm run lighthouse [-- <page hash, default #/>]. Builds nothing: `npm run lighthouse` builds first.
// Lighthouse's scores vary from run to run on one machine (TBT most), so it runs LH_RUNS times (default
// 5) in a fresh Chromium each and reports the run with the median performance score, as Lighthouse's
// own guidance on variability advises; every run's figures are printed too.
// Prints the scores, writes the median run's report to bench/results/lighthouse.json and exits 1
// under the goals.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, createWriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const GOALS = { performance: 95, accessibility: 95 };
const root = resolve(import.meta.dirname, '..');
const hash = process.argv[2] ?? '#/';

function freePort() {
  return new Promise((res, rej) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => res(typeof a === 'object' && a ? a.port : 0));
    });
    s.on('error', rej);
  });
}

async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'dance-lighthouse-'));
  const logPath = join(dataDir, 'server.log');
  const port = await freePort();
  const child = spawn('node', ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await freePort()),
      LOG_LEVEL: 'warn',
      RATE_LIMIT: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(logPath);
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${readFileSync(logPath, 'utf8')}`);
    const ok = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('server did not start in 180 s');
    await sleep(300);
  }
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { base, stop };
}

const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 5));
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];
const SHORT = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
};

async function once(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error('lighthouse returned nothing');
    return result;
  } finally {
    await chrome.kill();
  }
}

const server = await startServer();
let failed = false;
try {
  const url = `${server.base}/${hash}`;
  // A first visit warms the server's caches (the demo seed has just run), as a user's would be.
  await fetch(url);
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const r = await once(url);
    runs.push(r);
    const a = r.lhr.audits;
    console.log(
      `  run ${i + 1}: performance ${Math.round((r.lhr.categories.performance?.score ?? 0) * 100)}, ` +
        METRICS.map((m) => `${SHORT[m]} ${a[m]?.displayValue ?? '-'}`).join(', '),
    );
  }
  runs.sort(
    (x, y) => (x.lhr.categories.performance?.score ?? 0) - (y.lhr.categories.performance?.score ?? 0),
  );
  const { lhr, report } = runs[Math.floor(runs.length / 2)];
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/lighthouse.json'), Array.isArray(report) ? report[0] : report);
  console.log(
    `Lighthouse ${lhr.lighthouseVersion} (${lhr.configSettings.formFactor}) ${url}, median of ${RUNS}`,
  );
  for (const [key, goal] of Object.entries(GOALS)) {
    const score = Math.round((lhr.categories[key]?.score ?? 0) * 100);
    console.log(`  ${key.padEnd(14)} ${String(score).padStart(3)}  (goal ${goal})`);
    if (score < goal) failed = true;
  }
  for (const m of METRICS) console.log(`  ${m.padEnd(26)} ${lhr.audits[m]?.displayValue ?? '-'}`);
  const failing = Object.values(lhr.audits).filter(
    (a) =>
      a.score !== null &&
      a.score < 0.9 &&
      a.scoreDisplayMode !== 'informative' &&
      a.scoreDisplayMode !== 'manual',
  );
  for (const a of failing) console.log(`  below 0.9: ${a.id} (${a.score}) ${a.displayValue ?? ''}`);
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
