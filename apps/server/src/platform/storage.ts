import type { UploadKind } from '@dance/contracts/content';

export interface PresignedPut {
  url: string;
  headers: Record<string, string>;
  publicUrl: string;
  expiresAt: number;
}

/** Where uploaded bytes live: local disk under DATA_DIR (served at /uploads) or an S3 bucket. */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** Stores bytes under `key` and answers the URL they are served from. */
  put(key: string, bytes: Buffer, mime: string): Promise<string>;
  /** S3 only: a presigned PUT the client sends the file to directly. */
  presignPut?(key: string, mime: string, kind: UploadKind): Promise<PresignedPut>;
}
