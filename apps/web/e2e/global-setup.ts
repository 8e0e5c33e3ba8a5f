import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    serverLog: string;
    /** The app's embedded PostgreSQL, for a journey that moves its clock (an order's dates). */
    databaseUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => res(typeof a === 'object' && a ? a.port : 0));
    });
    s.on('error', rej);
  });
}

/**
 * Starts the app the way `npm start` does (embedded PostgreSQL, migrations, demo seed, built web
 * app) on free ports in a temporary data dir. Its log goes to a file the tests read SMS codes from.
 */
export default async function setup(project: TestProject) {
  try {
    return await start(project);
  } catch (err) {
    // Vitest can swallow a global-setup failure silently: say it here.
    console.error('e2e global setup failed:', err);
    throw err;
  }
}

async function start(project: TestProject) {
  const root = resolve(import.meta.dirname, '../../..');
  const dataDir = mkdtempSync(join(tmpdir(), 'dance-e2e-'));
  const logPath = join(dataDir, 'server.log');
  const port = await freePort();
  const pgPort = await freePort();
  const log = createWriteStream(logPath);
  const child: ChildProcess = spawn('node', ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      LOG_LEVEL: 'info',
      RATE_LIMIT: 'off',
      RTMP_PORT: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const baseUrl = `http://127.0.0.1:${port}`;
  // The demo seed transcodes videos (community, courses): on a busy machine it takes minutes.
  const deadline = Date.now() + Number(process.env.E2E_START_TIMEOUT_MS || 300_000);
  const fail = (why: string) => {
    // A server that never came up is stopped, not left running with its database.
    child.kill('SIGTERM');
    return new Error(`${why}:\n${readFileSync(logPath, 'utf8')}`);
  };
  for (;;) {
    if (child.exitCode !== null) throw fail('server exited early');
    try {
      const r = await fetch(`${baseUrl}/readyz`);
      if (r.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw fail('server did not start');
    await new Promise((r) => setTimeout(r, 300));
  }
  project.provide('baseUrl', baseUrl);
  project.provide('serverLog', logPath);
  project.provide('databaseUrl', `postgres://dance:dance@127.0.0.1:${pgPort}/postgres`);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
