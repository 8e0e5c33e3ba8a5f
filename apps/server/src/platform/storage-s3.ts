import { DeleteObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { createReadStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { checkKey, type PresignedPut, type Storage } from './storage.ts';

export interface S3Options {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  publicUrl?: string;
}

/** Any S3-compatible store (AWS, MinIO, OSS/COS in S3 mode); path-style so MinIO works unchanged. */
export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  readonly client: S3Client;
  private readonly base: string;

  constructor(
    private readonly o: S3Options,
    readonly tempDir: string,
  ) {
    this.client = new S3Client({
      region: o.region,
      endpoint: o.endpoint,
      forcePathStyle: Boolean(o.endpoint),
      credentials: { accessKeyId: o.accessKey, secretAccessKey: o.secretKey },
    });
    const fallback = o.endpoint
      ? `${o.endpoint.replace(/\/$/, '')}/${o.bucket}`
      : `https://${o.bucket}.s3.${o.region}.amazonaws.com`;
    this.base = (o.publicUrl ?? fallback).replace(/\/$/, '');
  }

  urlOf(key: string): string {
    checkKey(key);
    return `${this.base}/${key}`;
  }

  async put(key: string, bytes: Buffer, mime: string): Promise<string> {
    checkKey(key);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.o.bucket, Key: key, Body: bytes, ContentType: mime }),
    );
    return this.urlOf(key);
  }

  async putFile(key: string, path: string, mime: string, size: number): Promise<string> {
    checkKey(key);
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.o.bucket,
          Key: key,
          Body: createReadStream(path),
          ContentLength: size,
          ContentType: mime,
        }),
      );
    } finally {
      await unlink(path).catch(() => undefined);
    }
    return this.urlOf(key);
  }

  async remove(key: string): Promise<void> {
    checkKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.o.bucket, Key: key }));
  }

  async stat(key: string): Promise<{ size: number; mime: string } | null> {
    checkKey(key);
    try {
      const r = await this.client.send(new HeadObjectCommand({ Bucket: this.o.bucket, Key: key }));
      return { size: r.ContentLength ?? 0, mime: r.ContentType ?? '' };
    } catch (err) {
      const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
      if (e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404) return null;
      throw err;
    }
  }

  /** Signing is local arithmetic: no request reaches the store until the client PUTs. */
  async presignPut(key: string, mime: string, expiresInS: number): Promise<PresignedPut> {
    checkKey(key);
    const command = new PutObjectCommand({ Bucket: this.o.bucket, Key: key, ContentType: mime });
    const url = await getSignedUrl(this.client, command, {
      expiresIn: expiresInS,
      // The content type is part of the signature, so the client cannot store another type.
      signableHeaders: new Set(['content-type']),
    });
    return {
      url,
      headers: { 'content-type': mime },
      publicUrl: this.urlOf(key),
      expiresAt: Math.floor(Date.now() / 1000) + expiresInS,
    };
  }
}
