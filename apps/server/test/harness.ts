import { randomInt } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { eq, sql, type SQL } from 'drizzle-orm';
import { parseConfig, type Config } from '../src/config.ts';
import { buildApp, type AppServices } from '../src/app.ts';
import { openDatabase, type Database } from '../src/platform/db.ts';
import type { Platform } from '../src/platform/platform.ts';
import type { SmsProvider } from '../src/platform/sms.ts';
import { users } from '../src/db/schema/account.ts';

/** Keeps every code sent, so a test reads it the way a person reads the log. */
export class RecordingSms implements SmsProvider {
  readonly sent: { mobile: string; code: string; scene: string }[] = [];
  async send(mobile: string, code: string, scene: string) {
    this.sent.push({ mobile, code, scene });
  }
  last(mobile: string): string {
    const hit = [...this.sent].reverse().find((s) => s.mobile === mobile);
    if (!hit) throw new Error(`no sms to ${mobile}`);
    return hit.code;
  }
}

export interface TestApp {
  app: FastifyInstance;
  platform: Platform;
  database: Database;
  sms: RecordingSms;
  config: Config;
  /** The modules' services, as `buildApp()` built them. */
  services: AppServices;
}

/** The real app on this file's own database; closed after the file's tests. */
export async function testApp(env: Record<string, string> = {}): Promise<TestApp> {
  const url = process.env.TEST_FILE_DATABASE_URL;
  if (!url) throw new Error('file-setup did not create a database');
  const config = parseConfig({
    NODE_ENV: 'test',
    DATABASE_URL: url,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'dance-test-data-')),
    LOG_LEVEL: 'silent',
    TOKEN_SECRET: 'test-secret-test-secret',
    WEB_DIST: '/nonexistent',
    // Jobs are enqueued but not worked unless a test asks for workers (JOBS: 'on').
    JOBS: 'off',
    // app.inject comes from 127.0.0.1: tests name their client with X-Forwarded-For (randomIp).
    TRUST_PROXY: '127.0.0.1',
    RTMP_PORT: '0',
    ...env,
  });
  const database = openDatabase(url, 10);
  const sms = new RecordingSms();
  const { app, platform, services } = await buildApp({ config, database, sms, logger: false });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return { app, platform, database, sms, config, services };
}

export interface Res<T = unknown> {
  status: number;
  body: { code: number; msg: string; data: T };
}

export interface CallOptions {
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  token?: string | null;
  headers?: Record<string, string>;
}

export async function call<T = Record<string, unknown>>(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  path: string,
  opts: CallOptions = {},
): Promise<Res<T>> {
  const query = Object.fromEntries(
    Object.entries(opts.query ?? {})
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );
  const req: InjectOptions = {
    method,
    url: path,
    query,
    headers: { ...(opts.token ? { 'x-access-token': opts.token } : {}), ...opts.headers },
  };
  if (method === 'POST') req.payload = (opts.body ?? {}) as InjectOptions['payload'];
  const r = await app.inject(req);
  return { status: r.statusCode, body: r.json() };
}

export function randomMobile(): string {
  return `1${randomInt(3, 10)}${String(randomInt(0, 1e9)).padStart(9, '0')}`;
}

export async function visitorToken(app: FastifyInstance): Promise<string> {
  const r = await call<{ access_token: string }>(app, 'POST', '/api/passport/access-token', { body: {} });
  return r.body.data.access_token;
}

export interface TestUser {
  id: number;
  mobile: string;
  password: string;
  loginToken: string;
  token: string;
}

export async function userRow(t: TestApp, id: number) {
  const [u] = await t.database.db.select().from(users).where(eq(users.id, id));
  return u!;
}

export async function countRows(t: TestApp, table: string, where = 'true'): Promise<number> {
  const r = await t.database.db.execute<{ n: number }>(
    sql.raw(`select count(*)::int as n from ${table} where ${where}`),
  );
  return Number(r.rows[0]!.n);
}

/** A random client address, sent as x-forwarded-for so per-IP limits of one test do not meet another's. */
export function randomIp(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/** `call` from a fresh random client address (see randomIp). */
export function callFrom<T = Record<string, unknown>>(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  path: string,
  opts: CallOptions = {},
): Promise<Res<T>> {
  return call<T>(app, method, path, { ...opts, headers: { 'x-forwarded-for': randomIp(), ...opts.headers } });
}

/** Lets the next code to `mobile` go out at once, as if the 60 s between codes had passed. */
export async function skipSmsInterval(t: TestApp, mobile: string): Promise<void> {
  await t.database.db.execute(sql`delete from rate_counter where key = ${`sms:interval:${mobile}`}`);
}

/**
 * Sends a code for `scene` through the API (skipping the 60 s interval) and reads it the way a
 * person reads the SMS: a login code to `mobile`; a password or destroy code to the own number of
 * the user whose access token is `userToken`.
 */
export async function smsCode(
  t: TestApp,
  mobile: string,
  scene: 'login' | 'password' | 'destroy',
  userToken?: string,
): Promise<string> {
  await skipSmsInterval(t, mobile);
  const token = scene === 'login' ? await visitorToken(t.app) : userToken;
  if (!token) throw new Error(`a ${scene} code needs the user's access token`);
  const body = scene === 'login' ? { mobile, scene } : { scene };
  const r = await callFrom(t.app, 'POST', '/api/sms/send-sms', { token, body });
  if (r.body.code !== 0) throw new Error(`send-sms failed: ${JSON.stringify(r.body)}`);
  return t.sms.last(mobile);
}

/** A second login session of the same user (another device): its own login and access token. */
export async function otherSession(
  t: TestApp,
  userId: number,
): Promise<{ loginToken: string; token: string }> {
  const login = await t.platform.tokens.issueLogin(userId);
  const access = await t.platform.tokens.issueAccess(login.token);
  return { loginToken: login.token, token: access.access_token };
}

/** Calls by path from a fresh client address, for tests that send what no contract allows. */
export function caller(t: TestApp) {
  return <T = Record<string, unknown>>(method: 'GET' | 'POST', path: string, opts: CallOptions = {}) =>
    callFrom<T>(t.app, method, path, opts);
}

/**
 * Calls by path, for tests that send what no contract allows: `api` answers the response, `ok`
 * expects code 0 and answers the data, `code` expects that error code (and never a 5xx).
 */
export function byPath(t: TestApp) {
  const api = caller(t);
  return {
    api,
    /** The envelope `{ code, msg, data }` of any answer. */
    async body<T = Record<string, unknown>>(method: 'GET' | 'POST', path: string, opts: CallOptions = {}) {
      return (await api<T>(method, path, opts)).body;
    },
    async ok<T = Record<string, unknown>>(method: 'GET' | 'POST', path: string, opts: CallOptions = {}) {
      const r = await api<T>(method, path, opts);
      expect(r.body.code, `${path} ${JSON.stringify(r.body)}`).toBe(0);
      return r.body.data;
    },
    async code(expected: number, method: 'GET' | 'POST', path: string, opts: CallOptions = {}) {
      const r = await api(method, path, opts);
      expect(
        r.body.code,
        `${path} ${JSON.stringify(opts.query ?? opts.body)} -> ${JSON.stringify(r.body)}`,
      ).toBe(expected);
      expect(r.status).toBeLessThan(500);
      return r;
    },
  };
}

/** The number a counting query answers (`select count(*) as n ...`). */
export async function sqlCount(t: TestApp, q: SQL): Promise<number> {
  const r = await t.database.db.execute<{ n: number }>(q);
  return Number(r.rows[0]!.n);
}
