import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LocalStorage } from './storage.ts';
import { S3Storage } from './storage-s3.ts';

const s3Options = {
  endpoint: 'http://minio.local:9000',
  region: 'us-east-1',
  bucket: 'dance',
  accessKey: 'AKIDEXAMPLE',
  secretKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
};

describe('S3Storage.presignPut (no network)', () => {
  it('signs a path-style PUT binding the content type for ten minutes', async () => {
    const s = new S3Storage({ ...s3Options, publicUrl: 'https://cdn.example.com/media/' }, tmpdir());
    const before = Math.floor(Date.now() / 1000);
    const p = await s.presignPut('image/2025/03/abc123.png', 'image/png', 600);
    const url = new URL(p.url);
    expect(url.origin).toBe('http://minio.local:9000');
    expect(url.pathname).toBe('/dance/image/2025/03/abc123.png');
    const q = url.searchParams;
    expect(q.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(q.get('X-Amz-Credential')).toMatch(/^AKIDEXAMPLE\/\d{8}\/us-east-1\/s3\/aws4_request$/);
    expect(q.get('X-Amz-Expires')).toBe('600');
    expect(q.get('X-Amz-SignedHeaders')).toBe('content-type;host');
    expect(q.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(p.headers).toEqual({ 'content-type': 'image/png' });
    expect(p.publicUrl).toBe('https://cdn.example.com/media/image/2025/03/abc123.png');
    expect(p.expiresAt - before).toBeGreaterThanOrEqual(600);
    expect(p.expiresAt - before).toBeLessThanOrEqual(601);
  });

  it('signs differently for another content type, and serves from the endpoint without a public URL', async () => {
    const s = new S3Storage(s3Options, tmpdir());
    const a = await s.presignPut('audio/2025/03/x.mp3', 'audio/mpeg', 600);
    const b = await s.presignPut('audio/2025/03/x.mp3', 'audio/wav', 600);
    expect(new URL(a.url).searchParams.get('X-Amz-Signature')).not.toBe(
      new URL(b.url).searchParams.get('X-Amz-Signature'),
    );
    expect(a.publicUrl).toBe('http://minio.local:9000/dance/audio/2025/03/x.mp3');
    const aws = new S3Storage({ ...s3Options, endpoint: undefined, region: 'ap-east-1' }, tmpdir());
    expect(aws.urlOf('image/a.png')).toBe('https://dance.s3.ap-east-1.amazonaws.com/image/a.png');
  });

  it('refuses a key that climbs out', async () => {
    const s = new S3Storage(s3Options, tmpdir());
    await expect(s.presignPut('../etc/passwd', 'image/png', 600)).rejects.toThrow('bad storage key');
  });
});

describe('S3Storage.stat', () => {
  it('answers the size and type of an object, null when the store has none', async () => {
    const s = new S3Storage(s3Options, tmpdir());
    const asked: unknown[] = [];
    const objects: Record<string, { ContentLength: number; ContentType: string }> = {
      'image/a.png': { ContentLength: 42, ContentType: 'image/png' },
    };
    Object.assign(s.client, {
      send: async (command: { input: { Bucket: string; Key: string } }) => {
        asked.push(command.input);
        const o = objects[command.input.Key];
        if (!o)
          throw Object.assign(new Error('Not Found'), {
            name: 'NotFound',
            $metadata: { httpStatusCode: 404 },
          });
        return o;
      },
    });
    expect(await s.stat('image/a.png')).toEqual({ size: 42, mime: 'image/png' });
    expect(await s.stat('image/missing.png')).toBeNull();
    expect(asked).toEqual([
      { Bucket: 'dance', Key: 'image/a.png' },
      { Bucket: 'dance', Key: 'image/missing.png' },
    ]);
    await expect(s.stat('../etc/passwd')).rejects.toThrow('bad storage key');
  });

  it('lets other failures of the store through', async () => {
    const s = new S3Storage(s3Options, tmpdir());
    Object.assign(s.client, {
      send: async () => {
        throw Object.assign(new Error('denied'), {
          name: 'AccessDenied',
          $metadata: { httpStatusCode: 403 },
        });
      },
    });
    await expect(s.stat('image/a.png')).rejects.toThrow('denied');
  });
});

describe('LocalStorage', () => {
  it('moves a temp file under its key and answers its URL', async () => {
    const root = mkdtempSync(join(tmpdir(), 'dance-store-'));
    const s = new LocalStorage(join(root, 'uploads'), join(root, 'tmp'), 'https://dance.example');
    const tmp = join(root, 'upload.part');
    writeFileSync(tmp, 'bytes');
    const url = await s.putFile('image/2025/03/a.png', tmp);
    expect(url).toBe('https://dance.example/uploads/image/2025/03/a.png');
    expect(readFileSync(join(root, 'uploads/image/2025/03/a.png'), 'utf8')).toBe('bytes');
    expect(existsSync(tmp)).toBe(false);
    expect(await s.put('image/2025/03/b.png', Buffer.from('b'))).toBe(
      'https://dance.example/uploads/image/2025/03/b.png',
    );
    await expect(s.put('image/2025/03/b.png', Buffer.from('again'))).rejects.toThrow();
    await expect(s.put('../../escape.png', Buffer.from('x'))).rejects.toThrow('bad storage key');
    await expect(s.put('/abs.png', Buffer.from('x'))).rejects.toThrow('bad storage key');
  });
});
