import { spawn, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import type { IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startEmbeddedPostgres, type EmbeddedDb } from '../apps/server/src/platform/embedded-pg.ts';
import { migrateDatabase, openDatabase } from '../apps/server/src/platform/db.ts';
import { freePort } from '../apps/server/test/global-setup.ts';
import { LARGE, SEARCH_KEYWORDS, seedLarge } from './seed-large.ts';
import { READ, type Budget, type Drawn, type Target } from './targets.ts';
import { FIRST_SCREEN_BUDGET_BYTES, measureFirstScreen } from './first-screen.ts';
import { COMMUNITY_TARGETS, POST_KEYWORDS } from './community.ts';
import { exitWith } from './exit.ts';
import { drawReader, random, skewed } from './draw.ts';
import { MALL_TARGETS } from './mall.ts';
import { ACTIVITY_TARGETS } from './activity.ts';
import { MESSAGE_TARGETS } from './message.ts';
import { MUSIC_TARGETS } from './music.ts';
import { LIVE_TARGETS } from './live.ts';
import { POINTS_TARGETS } from './points.ts';
import { MERCHANT_TARGETS } from './merchant.ts';
import { runWsBench, type WsResult } from './ws.ts';
import { runFlvBench, runRoomBench, type FlvResult, type RoomResult } from './live-room.ts';

/**
 * `npm run bench` (DESIGN §8): a large community in a throw-away embedded PostgreSQL, the real
 * server in production mode, a bare-Fastify ceiling, and autocannon against each hot call.
 * Everything it starts is stopped at the end, on failure and on Ctrl-C too.
 */

const ROOT = join(import.meta.dirname, '..');
const CONNECTIONS = 50;
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 2);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);

const q = encodeURIComponent;

/** Nickname fragments readers search for, most asked first: Chinese, pinyin and Latin. */
const USER_KEYWORDS = [
  SEARCH_KEYWORDS.chinese,
  SEARCH_KEYWORDS.pinyin,
  '闪电',
  '小满',
  'Kevin',
  '火焰',
  'jiezou',
  '糖糖',
  '老师',
  'Nova',
  '木木',
  'shandian',
  '律动',
  '布丁',
  'Crew',
  '山猫',
  'guoguo',
  '奶茶',
  'Bgirl',
  '鲸鱼',
];
const ADVERT_POSITIONS = ['home_banner', 'home_notice', 'mall_banner', 'activity_banner', 'splash'];

/** The hot calls of every domain; later domains add theirs. */
const TARGETS: Target[] = [
  ...COMMUNITY_TARGETS,
  ...MALL_TARGETS,
  ...ACTIVITY_TARGETS,
  ...MESSAGE_TARGETS,
  ...MUSIC_TARGETS,
  ...LIVE_TARGETS,
  ...POINTS_TARGETS,
  ...MERCHANT_TARGETS,
  { name: 'index/mall-setting', method: 'GET', path: '/api/index/mall-setting', as: 'visitor', budget: READ },
  {
    name: 'user/user-info',
    method: 'GET',
    path: '/api/user/user-info',
    as: 'user',
    budget: READ,
    draw: async () => {
      const reader = drawReader();
      return () => ({ path: '/api/user/user-info', token: reader() });
    },
  },
  { name: 'default/district', method: 'GET', path: '/api/default/district', as: 'visitor', budget: READ },
  {
    name: 'site/advert-list',
    method: 'GET',
    path: '/api/site/advert-list?position=home_banner',
    as: 'visitor',
    budget: READ,
    draw: async () => {
      const position = skewed(ADVERT_POSITIONS, 1, 51);
      return () => ({ path: `/api/site/advert-list?position=${position()}` });
    },
  },
  {
    name: 'search/search all',
    method: 'GET',
    path: `/api/search/search?keyword=${q(SEARCH_KEYWORDS.chinese)}&type=all`,
    as: 'visitor',
    budget: READ,
    draw: async () => {
      // What people type in the search box: dancers' names and dance words alike.
      const keyword = skewed([...USER_KEYWORDS.slice(0, 10), ...POST_KEYWORDS.slice(0, 20)], 0.9, 52);
      return () => ({ path: `/api/search/search?keyword=${q(keyword())}&type=all` });
    },
  },
  {
    name: 'user/search',
    method: 'GET',
    path: `/api/user/search?keyword=${q(SEARCH_KEYWORDS.chinese)}`,
    as: 'visitor',
    budget: READ,
    draw: async () => {
      const keyword = skewed(USER_KEYWORDS, 1, 53);
      const rnd = random(54);
      return () => {
        // A later page now and then: a cursor (fans, id) somewhere down the list.
        const cursor = rnd() < 0.2 ? `&cursor=${Math.floor(rnd() * 2000)}_${LARGE.users + 1}` : '';
        return { path: `/api/user/search?keyword=${q(keyword())}${cursor}` };
      };
    },
  },
];

interface Measured {
  name: string;
  path: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Connection errors and timeouts, non-2xx statuses, and 2xx bodies whose code is not 0. */
  errors: { connection: number; timeouts: number; non2xx: number; nonZeroCode: number };
  ratio: number | null;
  pass: boolean | null;
  cpu: CpuUse | null;
  /** Share of the data caches' lookups that hit during the measured run; null when none looked. */
  hitRate?: number | null;
  /** Cache lookups per request (how much of the call the caches could serve). */
  lookups?: number;
  /** Bytes received per request, headers included, as sent (compressed or not). */
  wireBytes?: number;
  note?: string;
}

const log = (line: string) => console.log(line);

// ---------- processes ----------

const children = new Set<ChildProcess>();

interface Started {
  proc: ChildProcess;
  output: () => string;
}

function startProcess(name: string, args: string[], env: Record<string, string>): Started {
  const proc = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(proc);
  proc.on('exit', () => children.delete(proc));
  let tail = '';
  const keep = (b: Buffer) => {
    tail = (tail + b.toString()).slice(-4000);
  };
  proc.stdout!.on('data', keep);
  proc.stderr!.on('data', keep);
  return { proc, output: () => `--- ${name} output ---\n${tail}` };
}

async function waitReady(s: Started, url: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (s.proc.exitCode !== null) throw new Error(`exited with ${s.proc.exitCode}\n${s.output()}`);
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`not ready after ${timeoutMs} ms: ${url}\n${s.output()}`);
}

async function stopProcess(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise<void>((r) => proc.once('exit', () => r()));
  proc.kill('SIGTERM');
  const t = setTimeout(() => proc.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(t);
}

// ---------- CPU accounting (Linux /proc; skipped elsewhere) ----------

/**
 * CPU time per request of the process under test and of its PostgreSQL backends, and how busy the
 * machine was with processes that are not part of the bench. Throughput on a shared 2-core machine
 * swings with whatever else runs; CPU per request barely does, so it tells a slow call from a busy
 * machine.
 */
interface CpuSnapshot {
  target: number;
  pg: Map<number, number>;
  self: number;
  busy: number;
}

const TICK_US = 10_000; // USER_HZ is 100 on Linux

function procCpu(pid: number): { ppid: number; ticks: number } | null {
  try {
    const s = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = s.slice(s.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) };
  } catch {
    return null;
  }
}

function snapshot(targetPid: number | undefined, postmaster: number | null): CpuSnapshot | null {
  if (!targetPid || !postmaster || !existsSync('/proc/stat')) return null;
  const pg = new Map<number, number>();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    const c = procCpu(Number(d));
    if (c && (c.ppid === postmaster || Number(d) === postmaster)) pg.set(Number(d), c.ticks);
  }
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const busy = cpu.reduce((a, b) => a + b, 0) - (cpu[3] ?? 0) - (cpu[4] ?? 0);
  return { target: procCpu(targetPid)?.ticks ?? 0, pg, self: procCpu(process.pid)?.ticks ?? 0, busy };
}

interface CpuUse {
  /** Microseconds of CPU per request in the process under test and in PostgreSQL. */
  nodeUs: number;
  pgUs: number;
  /** Share of the machine's CPUs used by processes outside the bench during the run, 0..1. */
  otherLoad: number;
}

function cpuUse(
  a: CpuSnapshot | null,
  b: CpuSnapshot | null,
  requests: number,
  seconds: number,
): CpuUse | null {
  if (!a || !b || !requests) return null;
  let pg = 0;
  // Only backends alive at both ends: a pool closing idle connections must not count as negative.
  for (const [pid, t] of b.pg) if (a.pg.has(pid)) pg += t - a.pg.get(pid)!;
  const node = b.target - a.target;
  const self = b.self - a.self;
  const other = Math.max(0, b.busy - a.busy - node - pg - self);
  return {
    nodeUs: Math.round((node * TICK_US) / requests),
    pgUs: Math.round((pg * TICK_US) / requests),
    otherLoad: Math.round((other / (seconds * 100 * cpus().length)) * 100) / 100,
  };
}

// ---------- HTTP ----------

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function call<T>(base: string, method: 'GET' | 'POST', path: string, token?: string, body?: unknown) {
  const r = await fetch(base + path, {
    method,
    headers: {
      ...(token ? { 'x-access-token': token } : {}),
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
    },
    body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
  });
  const text = await r.text();
  let env: Envelope<T> | null = null;
  try {
    env = JSON.parse(text) as Envelope<T>;
  } catch {
    /* not an envelope */
  }
  return { status: r.status, env, text };
}

/** A call answered with bytes (audio, a file): 200 or 206 counts as an envelope with code 0. */
async function rawCall(base: string, path: string, headers: Record<string, string> = {}) {
  const r = await fetch(base + path, { headers });
  const bytes = (await r.arrayBuffer()).byteLength;
  const ok = r.status === 200 || r.status === 206;
  const env: Envelope<null> | null = ok ? { code: 0, msg: '', data: null } : null;
  return { status: ok ? 200 : r.status, env, text: '', bytes };
}

async function tokens(
  base: string,
  mobile: string,
  password: string,
): Promise<{ visitor: string; user: string }> {
  const v = await call<{ access_token: string }>(base, 'POST', '/api/passport/access-token', undefined, {});
  if (v.env?.code !== 0) throw new Error(`visitor token: ${v.status} ${v.text.slice(0, 300)}`);
  const visitor = v.env.data.access_token;
  const l = await call<{ token: string }>(
    base,
    'POST',
    '/api/passport/login?login_scenario=password',
    visitor,
    {
      mobile,
      password,
    },
  );
  if (l.env?.code !== 0) throw new Error(`login: ${l.status} ${l.text.slice(0, 300)}`);
  const a = await call<{ access_token: string; scope: string }>(
    base,
    'POST',
    '/api/passport/access-token',
    visitor,
    {
      token: l.env.data.token,
    },
  );
  if (a.env?.code !== 0 || a.env.data.scope !== 'protected')
    throw new Error(`user token: ${a.text.slice(0, 300)}`);
  return { visitor, user: a.env.data.access_token };
}

/** Calls a few drawn requests one by one; answers the first failure, if any. */
async function probeDraws(
  base: string,
  t: Target,
  token: string | undefined,
  drawn: () => Drawn,
): Promise<string | null> {
  for (let i = 0; i < 20; i++) {
    const d = drawn();
    if (t.raw) {
      const r = await fetch(`${base}${d.path}`, { headers: d.headers ?? {} });
      await r.arrayBuffer();
      if (r.status !== 200 && r.status !== 206) return `${d.path}: HTTP ${r.status}`;
      continue;
    }
    const r = await call(base, t.method, d.path, d.token ?? token, t.body);
    if (r.status !== 200 || r.env?.code !== 0) return `${d.path}: HTTP ${r.status} ${r.text.slice(0, 160)}`;
  }
  return null;
}

interface Pids {
  target?: number;
  postmaster: number | null;
}

/** What a mobile browser sends with every call. */
const CLIENT_HEADERS = {
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'zh-CN,zh;q=0.9',
  'x-app-platform': 'h5',
};

async function load(
  base: string,
  t: Target,
  token: string | undefined,
  seconds: number,
  pids: Pids,
  flow?: autocannon.Request[],
  drawn?: () => Drawn,
): Promise<Measured> {
  let nonZeroCode = 0;
  const headers: Record<string, string> = {
    ...CLIENT_HEADERS,
    ...(token ? { 'x-access-token': token } : {}),
  };
  if (t.method === 'POST') headers['content-type'] = 'application/json';
  const before = snapshot(pids.target, pids.postmaster);
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    requests: flow
      ? flow.map((r) => ({
          ...r,
          headers: { ...CLIENT_HEADERS, ...r.headers },
          onResponse: (status: number, body: string, context: object, h: IncomingHttpHeaders | undefined) => {
            if (status >= 200 && status < 300 && !body.startsWith('{"code":0,')) nonZeroCode++;
            if (typeof r.onResponse === 'function') r.onResponse(status, body, context, h);
          },
        }))
      : [
          {
            method: t.method,
            path: t.path,
            headers,
            // Each request asks for something drawn across the data set (and as a drawn reader).
            ...(drawn
              ? {
                  setupRequest: (req: autocannon.Request) => {
                    const d = drawn();
                    return {
                      ...req,
                      path: d.path,
                      headers: {
                        ...headers,
                        ...(d.token ? { 'x-access-token': d.token } : {}),
                        ...d.headers,
                      },
                    };
                  },
                }
              : {}),
            ...(t.body === undefined ? {} : { body: JSON.stringify(t.body) }),
            // The server writes `code` first; a prefix test keeps the check cheap for the load generator.
            onResponse: (
              status: number,
              body: string,
              _context: object,
              h: IncomingHttpHeaders | undefined,
            ) => {
              // A compressed body is the district tree or a kept page, a success sent before (an
              // error is never kept, so it comes plain and is counted here).
              if (t.raw || h?.['content-encoding']) return;
              if (status >= 200 && status < 300 && !body.startsWith('{"code":0,')) nonZeroCode++;
            },
          },
        ],
  });
  const cpu = cpuUse(before, snapshot(pids.target, pids.postmaster), result.requests.total, result.duration);
  return {
    name: t.name,
    path: t.path,
    // A flow counts operations (several calls each).
    rps: Math.round(result.requests.average / (t.flow?.callsPerOp ?? 1)),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: { connection: result.errors, timeouts: result.timeouts, non2xx: result.non2xx, nonZeroCode },
    ratio: null,
    pass: null,
    cpu,
    wireBytes: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
  };
}

interface Counters {
  data: { hits: number; misses: number };
  tokens: { hits: number; misses: number };
}

/** The server's cache counters (BENCH_METRICS=on); null when the route is missing. */
async function cacheCounters(base: string): Promise<Counters | null> {
  try {
    const r = await fetch(`${base}/__bench/cache-stats`);
    if (!r.ok) return null;
    return ((await r.json()) as { data: Counters }).data;
  } catch {
    return null;
  }
}

function hitRate(m: Measured, a: Counters | null, b: Counters | null): void {
  if (!a || !b) return;
  const hits = b.data.hits - a.data.hits;
  const looked = hits + b.data.misses - a.data.misses;
  m.hitRate = looked ? hits / looked : null;
  m.lookups = m.requests ? Math.round((looked / m.requests) * 10) / 10 : 0;
}

const errorCount = (m: Measured) => m.errors.connection + m.errors.non2xx + m.errors.nonZeroCode;

function judge(m: Measured, budget: Budget, ceilingRps: number): void {
  m.ratio = ceilingRps ? Math.round((m.rps / ceilingRps) * 100) / 100 : null;
  if (errorCount(m) > 0) {
    m.pass = false;
    m.note = `errors ${JSON.stringify(m.errors)}`;
    return;
  }
  if (budget.kind === 'read') {
    m.pass = (m.ratio ?? 0) >= budget.minRatio && m.p99 < budget.maxP99;
    if (!m.pass) m.note = `needs ratio >= ${budget.minRatio} and p99 < ${budget.maxP99} ms`;
  } else if (budget.kind === 'write') {
    m.pass = m.rps >= budget.minRps;
    if (!m.pass) m.note = `needs >= ${budget.minRps} req/s`;
  }
}

function table(rows: Measured[]): string {
  const head = [
    'endpoint',
    'req/s',
    'p50 ms',
    'p99 ms',
    'ratio',
    'errors',
    'cache hit',
    'budget',
    'node µs',
    'pg µs',
    'other load',
  ];
  const body = rows.map((m) => [
    m.name,
    String(m.rps),
    m.rps ? m.p50.toFixed(1) : '-',
    m.rps ? m.p99.toFixed(1) : '-',
    m.ratio === null ? '-' : m.ratio.toFixed(2),
    String(errorCount(m)),
    m.hitRate === null || m.hitRate === undefined ? '-' : `${Math.round(m.hitRate * 100)}%`,
    m.pass === null ? '-' : m.pass ? 'pass' : 'FAIL',
    m.cpu ? String(m.cpu.nodeUs) : '-',
    m.cpu ? String(m.cpu.pgUs) : '-',
    m.cpu ? `${Math.round(m.cpu.otherLoad * 100)}%` : '-',
  ]);
  // Chinese characters take two columns in a terminal.
  const width = (s: string) => [...s].reduce((w, ch) => w + (ch.charCodeAt(0) > 0x2e80 ? 2 : 1), 0);
  const cols = head.map((h, i) => Math.max(width(h), ...body.map((r) => width(r[i]!))));
  const line = (r: string[]) =>
    r
      .map((c, i) => (i === 0 ? c + ' '.repeat(cols[i]! - width(c)) : ' '.repeat(cols[i]! - width(c)) + c))
      .join('  ');
  return [line(head), cols.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

function readPostmasterPid(dir: string): number | null {
  try {
    return Number(readFileSync(join(dir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]) || null;
  } catch {
    return null;
  }
}

// ---------- main ----------

let embedded: EmbeddedDb | null = null;
let tmp: string | null = null;
let cleaning: Promise<void> | null = null;

function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    await Promise.all([...children].map(stopProcess));
    if (embedded) await embedded.stop().catch((e: unknown) => console.error('stopping PostgreSQL:', e));
    embedded = null;
    if (tmp && !KEEP) rmSync(tmp, { recursive: true, force: true });
  })();
  return cleaning;
}

for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    console.error(`\n${sig}: stopping everything the bench started`);
    void cleanup().finally(() => process.exit(130));
  });
}

/**
 * BENCH_KEEP=<dir>: the database is kept in that folder, seeded on the first run and reused by the
 * next ones (purchases and joins add to it), so a change can be measured again in a minute.
 */
const KEEP = process.env.BENCH_KEEP ?? '';

async function main(): Promise<void> {
  const t0 = performance.now();
  const elapsed = () => `${((performance.now() - t0) / 1000).toFixed(0)} s`;
  tmp = KEEP || mkdtempSync(join(tmpdir(), 'dance-bench-'));
  rmSync(join(tmp, 'data'), { recursive: true, force: true });
  log(
    `bench: ${cpus().length} CPUs, node ${process.version}, ${CONNECTIONS} connections, ${DURATION_S} s per endpoint`,
  );

  const seeded = join(tmp, 'seeded.json');
  const reuse = KEEP !== '' && existsSync(seeded);
  embedded = await startEmbeddedPostgres(join(tmp, 'db'), await freePort(), undefined, KEEP !== '');
  const url = embedded.url;
  let seed: Awaited<ReturnType<typeof seedLarge>>;
  if (reuse) {
    seed = JSON.parse(readFileSync(seeded, 'utf8')) as typeof seed;
    log(`reusing the database seeded in ${tmp} (${elapsed()})`);
  } else {
    const database = openDatabase(url, 4);
    try {
      await migrateDatabase(database.db);
      log(`PostgreSQL up and migrated (${elapsed()}); seeding the large community`);
      seed = await seedLarge(database.pool, log);
    } finally {
      await database.close();
    }
    if (KEEP) writeFileSync(seeded, JSON.stringify(seed));
    log(`seeded and analysed (${elapsed()})`);
  }

  const [serverPort, ceilingPort, rtmpPort] = [await freePort(), await freePort(), await freePort()];
  // BENCH_PROFILE=<dir>: the server writes a CPU profile there when it stops (open it in DevTools).
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
    : [];
  const server = startProcess('server', [...profile, 'apps/server/src/main.ts'], {
    NODE_ENV: 'production',
    DATABASE_URL: url,
    PORT: String(serverPort),
    RTMP_PORT: String(rtmpPort),
    HOST: '127.0.0.1',
    DATA_DIR: join(tmp, 'data'),
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    RATE_LIMIT: 'off',
    BENCH_METRICS: 'on',
  });
  const ceiling = startProcess('ceiling', ['bench/ceiling.ts'], {
    DATABASE_URL: url,
    PORT: String(ceilingPort),
    MAX_ID: String(LARGE.users),
  });
  const base = `http://127.0.0.1:${serverPort}`;
  const ceilingBase = `http://127.0.0.1:${ceilingPort}`;
  await Promise.all([waitReady(server, `${base}/readyz`), waitReady(ceiling, `${ceilingBase}/ceiling`)]);
  log(`server and ceiling up (${elapsed()})`);

  const tk = await tokens(base, seed.benchUser.mobile, seed.benchUser.password);
  const rows: Measured[] = [];

  const ceilingTarget: Target = {
    name: 'ceiling (1 indexed SELECT)',
    method: 'GET',
    path: '/ceiling',
    as: 'none',
    budget: { kind: 'none' },
  };
  const postmaster = readPostmasterPid(join(tmp, 'db'));
  const ceilingPids: Pids = { target: ceiling.proc.pid, postmaster };
  const serverPids: Pids = { target: server.proc.pid, postmaster };
  await load(ceilingBase, ceilingTarget, undefined, WARMUP_S, ceilingPids);
  const ceil = await load(ceilingBase, ceilingTarget, undefined, DURATION_S, ceilingPids);
  ceil.ratio = 1;
  rows.push(ceil);
  log(`  ${ceil.name}: ${ceil.rps} req/s, p99 ${ceil.p99} ms`);

  // BENCH_ONLY=goods,cart measures only the targets whose names contain one of the words.
  const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
  for (const t of TARGETS.filter((x) => !only.length || only.some((w) => x.name.includes(w)))) {
    const token = t.as === 'visitor' ? tk.visitor : t.as === 'user' ? tk.user : undefined;
    if (t.flow) {
      const requests = await t.flow.requests({ databaseUrl: url });
      await load(base, t, token, WARMUP_S, serverPids, requests);
      const c0 = await cacheCounters(base);
      const m = await load(base, t, token, DURATION_S, serverPids, requests);
      hitRate(m, c0, await cacheCounters(base));
      judge(m, t.budget, ceil.rps);
      const problem = t.flow.verify ? await t.flow.verify(url) : null;
      if (problem) m.pass = false;
      m.note = [m.note, problem, `${t.flow.callsPerOp} calls per operation`].filter(Boolean).join('; ');
      rows.push(m);
      log(`  ${t.name}: ${m.rps} ops/s, p99 ${m.p99} ms${m.pass ? '' : ` FAIL ${m.note ?? ''}`}`);
      continue;
    }
    const drawn = t.draw
      ? await t.draw({ databaseUrl: url, base, dataDir: join(tmp, 'data'), visitor: tk.visitor })
      : undefined;
    // One plain call first (the first drawn one, when drawn): a missing route or a failing call is
    // reported, not load-tested.
    const first = drawn ? drawn() : null;
    const probe = !first
      ? await call(base, t.method, t.path, token, t.body)
      : t.raw
        ? await rawCall(base, first.path, first.headers)
        : await call(base, t.method, first.path, first.token ?? token, t.body);
    if (probe.status !== 200 || probe.env?.code !== 0) {
      const m: Measured = {
        name: t.name,
        path: t.path,
        rps: 0,
        p50: 0,
        p99: 0,
        requests: 1,
        errors: {
          connection: 0,
          timeouts: 0,
          non2xx: probe.status === 200 ? 0 : 1,
          nonZeroCode: probe.status === 200 ? 1 : 0,
        },
        ratio: 0,
        pass: false,
        cpu: null,
        note: `probe: HTTP ${probe.status} code ${probe.env?.code ?? '?'} ${probe.env?.msg ?? probe.text.slice(0, 80)}`,
      };
      rows.push(m);
      log(`  ${t.name}: not measured (${m.note})`);
      continue;
    }
    // Every drawn request must answer too: a sample of them, called one by one.
    if (drawn) {
      const bad = await probeDraws(base, t, token, drawn);
      if (bad) log(`  ${t.name}: a drawn call failed: ${bad}`);
    }
    await load(base, t, token, WARMUP_S, serverPids, undefined, drawn);
    const c0 = await cacheCounters(base);
    const m = await load(base, t, token, DURATION_S, serverPids, undefined, drawn);
    hitRate(m, c0, await cacheCounters(base));
    judge(m, t.budget, ceil.rps);
    const size = 'bytes' in probe ? probe.bytes : Buffer.byteLength(probe.text);
    m.note = [m.note, `response ${size} B (${m.wireBytes} B received per call)`].filter(Boolean).join('; ');
    rows.push(m);
    log(
      `  ${t.name}: ${m.rps} req/s, p99 ${m.p99} ms, cache hit ${m.hitRate == null ? '-' : `${Math.round(m.hitRate * 100)}%`}` +
        `${m.pass === false ? ` FAIL ${m.note ?? ''}` : ''}`,
    );
  }

  // The realtime bench: 2,000 sockets, messages between random pairs at 200/s (BENCH_ONLY=ws alone).
  let ws: WsResult | null = null;
  if (!only.length || only.includes('ws')) {
    const cpu = () => {
      const before = snapshot(serverPids.target, serverPids.postmaster);
      return (messages: number, seconds: number) =>
        cpuUse(before, snapshot(serverPids.target, serverPids.postmaster), messages, seconds);
    };
    ws = await runWsBench({ base, databaseUrl: url, log, cpu, warmupSeconds: WARMUP_S });
    log(
      `  ws delivery: ${ws.clients} sockets, ${ws.sent} sent at ${ws.rate}/s, ${ws.delivered} delivered, ` +
        `${ws.lost} lost, ${ws.duplicates} twice, ${ws.sendErrors} send errors, p50 ${ws.p50} ms, p99 ${ws.p99} ms` +
        `${ws.cpu ? `, CPU per message ${ws.cpu.nodeUs} µs server + ${ws.cpu.pgUs} µs PostgreSQL (other load ${Math.round(ws.cpu.otherLoad * 100)}%)` : ''}` +
        `${ws.pass ? '' : ' FAIL (budget: p99 < 200 ms, none lost or doubled)'}`,
    );
  }

  // The live room: 2,000 sockets in one room receive chat (BENCH_ONLY=room), and the FLV readers
  // one process keeps fed (BENCH_ONLY=flv).
  let room: RoomResult | null = null;
  if (!only.length || only.includes('room')) {
    room = await runRoomBench({ base, databaseUrl: url, log });
    log(
      `  room chat: ${room.clients} sockets, ${room.messages} messages, ${room.frames} frames, ${room.lost} lost, ` +
        `${room.duplicates} twice, ${room.sendErrors} send errors, p50 ${room.p50} ms, p99 ${room.p99} ms` +
        `${room.pass ? '' : ' FAIL (budget: p99 < 500 ms, none lost or doubled)'}`,
    );
  }
  let flv: FlvResult | null = null;
  if (!only.length || only.includes('flv')) {
    flv = await runFlvBench({ base, databaseUrl: url, tmp, log });
    log(`  flv viewers: ${flv.sustained} readers kept up with a ${flv.streamKbps} kbit/s stream`);
  }

  const firstScreen = only.length
    ? { files: [], totalGzipBytes: 0, pass: true }
    : await measureFirstScreen(base);
  log(
    `  first screen: ${firstScreen.files.length} JS files, ${(firstScreen.totalGzipBytes / 1000).toFixed(1)} KB gzipped` +
      ` (budget ${FIRST_SCREEN_BUDGET_BYTES / 1000} KB)${firstScreen.pass ? '' : ' FAIL'}`,
  );

  log('');
  log(table(rows));
  log(
    "cache hit: share of the data caches' lookups that hit (ids, keywords, users and cursors are drawn across the data set);",
  );
  log('node µs / pg µs: CPU per request in the process under test and in PostgreSQL;');
  log(
    'other load: share of the CPUs that processes outside the bench used meanwhile (high = numbers are noisy).',
  );
  const failed = rows.filter((r) => r.pass === false);
  if (ws && !ws.pass) log('The realtime bench missed its budget.');
  if (room && !room.pass) log('The live room bench missed its budget.');
  if (!firstScreen.pass) log('The first screen loads more JavaScript than its budget.');
  log('');
  log(failed.length ? `${failed.length} endpoint(s) missed their budget.` : 'Every endpoint met its budget.');
  for (const f of failed) log(`  ${f.name}: ${f.note ?? ''}`);

  const outDir = join(ROOT, 'bench/results');
  mkdirSync(outDir, { recursive: true });
  const report = {
    at: new Date().toISOString(),
    machine: { cpus: cpus().length, cpu: cpus()[0]?.model ?? '', node: process.version, loadavg: loadavg() },
    settings: { connections: CONNECTIONS, warmupSeconds: WARMUP_S, durationSeconds: DURATION_S },
    dataset: { ...LARGE, rows: seed.counts, seedSeconds: seed.seconds },
    budgets: { read: READ },
    endpoints: rows,
    firstScreen,
    realtime: ws,
    liveRoom: room,
    flvViewers: flv,
    totalSeconds: Math.round((performance.now() - t0) / 1000),
  };
  writeFileSync(join(outDir, 'latest.json'), JSON.stringify(report, null, 2) + '\n');
  log(`\nwrote bench/results/latest.json (${elapsed()} in all)`);
  process.exitCode = failed.length || !firstScreen.pass || (ws && !ws.pass) || (room && !room.pass) ? 1 : 0;
}

try {
  await main();
} catch (e) {
  console.error('bench failed:', e);
  process.exitCode = 2;
} finally {
  await cleanup();
}
exitWith(Number(process.exitCode ?? 0));
