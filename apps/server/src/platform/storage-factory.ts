import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Config } from '../config.ts';
import { LocalStorage, type Storage } from './storage.ts';

/** Chooses the store from configuration (STORAGE=local|s3). */
export async function createStorage(config: Config): Promise<Storage> {
  // Received files land next to the uploads so that storing one locally is a rename.
  const tempDir = resolve(config.dataDir, 'tmp-uploads');
  mkdirSync(tempDir, { recursive: true });
  if (config.storage.kind === 's3') {
    // The AWS SDK is large: load it only when S3 is the store.
    const { S3Storage } = await import('./storage-s3.ts');
    return new S3Storage(config.storage.s3, tempDir);
  }
  mkdirSync(config.storage.dir, { recursive: true });
  return new LocalStorage(config.storage.dir, tempDir, config.publicUrl?.replace(/\/$/, '') ?? '');
}
