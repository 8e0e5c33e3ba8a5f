import { copyFile, mkdir, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';

export interface PresignedPut {
  url: string;
  headers: Record<string, string>;
  publicUrl: string;
  /** Unix seconds. */
  expiresAt: number;
}

/** Where uploaded bytes live: local disk under DATA_DIR (served at /uploads) or an S3 bucket. */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** A directory for files being received; on the same filesystem as local storage so moving is a rename. */
  readonly tempDir: string;
  /** The URL the object under `key` is served from. */
  urlOf(key: string): string;
  /** Stores bytes under `key` and answers the URL they are served from. */
  put(key: string, bytes: Buffer, mime: string): Promise<string>;
  /** Moves a finished temporary file under `key` (the temp file is gone afterwards); answers the URL. */
  putFile(key: string, path: string, mime: string, size: number): Promise<string>;
  /** S3 only: a presigned PUT the client sends the file to directly. */
  presignPut?(key: string, mime: string, expiresInS: number): Promise<PresignedPut>;
  /**
   * S3 only: what the store holds under `key` (a direct upload lands there without the server
   * seeing it), or null when nothing was uploaded.
   */
  stat?(key: string): Promise<{ size: number; mime: string } | null>;
  /** Deletes the object under `key`; nothing there is not an error. */
  remove?(key: string): Promise<void>;
}

/** Keys are made by the server, but a key must never climb out of the storage root. */
export function checkKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9/_.-]*$/i.test(key) || key.includes('..') || key.length > 300) {
    throw new Error(`bad storage key ${key}`);
  }
}

export class LocalStorage implements Storage {
  readonly kind = 'local' as const;

  constructor(
    readonly dir: string,
    readonly tempDir: string,
    /** Absolute origin (PUBLIC_URL) or '' for same-origin URLs. */
    private readonly origin = '',
  ) {}

  urlOf(key: string): string {
    return `${this.origin}/uploads/${key}`;
  }

  private pathOf(key: string): string {
    checkKey(key);
    const path = resolve(this.dir, key);
    if (!path.startsWith(this.dir + sep)) throw new Error(`bad storage key ${key}`);
    return path;
  }

  async put(key: string, bytes: Buffer): Promise<string> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes, { flag: 'wx' });
    return this.urlOf(key);
  }

  async putFile(key: string, tmp: string): Promise<string> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    try {
      await rename(tmp, path);
    } catch (err) {
      // DATA_DIR and the uploads directory may sit on different filesystems.
      if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
      await copyFile(tmp, path);
      await unlink(tmp);
    }
    return this.urlOf(key);
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
