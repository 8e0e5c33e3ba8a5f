import type { UploadKind } from '@dance/contracts/content';
import type { Storage } from '../../platform/storage.ts';

/** One URL a request names for a file, the field it came in (`images.2`) and the kind the field takes. */
export interface FileField {
  field: string;
  url: string;
  kind: UploadKind;
}

/** A file the server stored and recorded as someone's upload. */
export interface UploadedFile {
  url: string;
  kind: UploadKind;
  mime: string;
  size: number;
}

/**
 * The content port every call that accepts uploaded files goes through (posts, circles, reports,
 * reviews, after-sale evidence, avatars, feedback, and the domains to come). Implemented by the
 * content module's upload service and handed to the other modules in `app.ts`.
 */
export interface UploadedFiles {
  /**
   * Refuses the first field whose URL is not a file `userId` uploaded (or the server stored as
   * them) of the field's kind: a validation error naming the field. A stranger's file, a URL never
   * uploaded and a file of the wrong kind get the same answer, so nothing tells which files exist.
   * The reason is a word (`not_your_upload`) the error handler says in the request's language.
   * Reads only; call it before writing anything.
   */
  assertOwned(userId: number, files: readonly FileField[]): Promise<void>;
  /**
   * Stores bytes as `userId`'s own upload of `kind`, through the same receipt as the upload call
   * (type decided from the bytes, size capped): for server-side code such as the demo seed.
   */
  store(userId: number, kind: UploadKind, bytes: Buffer): Promise<UploadedFile>;
}

/** The fields of a list of URLs: `images` becomes `images.0`, `images.1`, ... */
export function fileFields(field: string, urls: readonly string[], kind: UploadKind): FileField[] {
  return urls.map((url, i) => ({ field: `${field}.${i}`, url, kind }));
}

/**
 * A URL of a file this server stored: what the storage answers for a key (`/uploads/...` locally,
 * the same under PUBLIC_URL, or the S3 public URL). Anything else (another site, `javascript:`,
 * `..`) is refused before the ledger is asked.
 */
export function isUploadedUrl(url: string, storage: Storage): boolean {
  if (url.includes('..') || url.includes('\\') || /[\s?#]/.test(url)) return false;
  const bases = new Set([storage.urlOf('k').slice(0, -1)]);
  if (storage.kind === 'local') bases.add('/uploads/');
  return [...bases].some((b) => url.startsWith(b) && /^[a-z0-9][a-z0-9/_.-]*$/i.test(url.slice(b.length)));
}
