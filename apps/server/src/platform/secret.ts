import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';

/**
 * The HMAC key: TOKEN_SECRET when configured, else a random secret made once and kept in
 * `${dataDir}/secret`, so tokens survive restarts and every process on the same data dir agrees.
 */
export function loadSecret(tokenSecret: string | undefined, dataDir: string): string {
  if (tokenSecret) return tokenSecret;
  const file = join(dataDir, 'secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    // Another process made it first: use theirs.
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return readFileSync(file, 'utf8').trim();
}
