import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/platform/embedded-pg.ts';
import { migrateDatabase, openDatabase } from '../src/platform/db.ts';
import { installJobSchema } from '../src/platform/jobs.ts';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    templateDb: string;
  }
}

/**
 * One PostgreSQL per test run: embedded on a free port in a temporary directory (or DATABASE_URL),
 * migrated once into a template database that every test file clones.
 */
export default async function setup(project: TestProject) {
  try {
    return await start(project);
  } catch (err) {
    // Vitest can swallow a global-setup failure silently: say it here.
    console.error('integration global setup failed:', err);
    throw err;
  }
}

async function start(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stop: (() => Promise<void>) | null = null;
  const dir = mkdtempSync(join(tmpdir(), 'dance-test-pg-'));
  if (!adminUrl) {
    const db = await startEmbeddedPostgres(dir, await freePort(), undefined, false);
    adminUrl = db.url;
    stop = db.stop;
  }
  const template = `tpl_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${template}`);
  const url = new URL(adminUrl);
  url.pathname = `/${template}`;
  const database = openDatabase(url.toString(), 2);
  await migrateDatabase(database.db);
  await database.close();
  await installJobSchema(url.toString());
  await admin.end();
  project.provide('pgAdminUrl', adminUrl);
  project.provide('templateDb', template);
  return async () => {
    await stop?.();
    rmSync(dir, { recursive: true, force: true });
  };
}
