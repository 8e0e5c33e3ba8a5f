import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { join } from 'node:path';
import * as schema from '../db/schema/index.ts';

// bigint columns (ids, money in fen) come back as JS numbers: every value we store is far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));

export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  pool: pg.Pool;
  url: string;
  close: () => Promise<void>;
}

export function openDatabase(url: string, max = 20): Database {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  pool.on('error', () => {
    /* an idle client lost its connection; the pool replaces it */
  });
  const db = drizzle(pool, { schema });
  return { db, pool, url, close: () => pool.end() };
}

export const MIGRATIONS_DIR = join(import.meta.dirname, '../db/migrations');

export async function migrateDatabase(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
}

/** A unique-violation from PostgreSQL, to turn a race into a clear conflict. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = (err as { cause?: unknown })?.cause ?? err;
  const pgErr = e as { code?: string; constraint?: string };
  return pgErr?.code === '23505' && (!constraint || pgErr.constraint === constraint);
}
