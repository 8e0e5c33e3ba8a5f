import { describe, expect, it } from 'vitest';
import type { Storage } from '../../platform/storage.ts';
import { isUploadedUrl } from './files.ts';

function storage(kind: 'local' | 's3', base: string): Storage {
  return {
    kind,
    tempDir: '/tmp',
    urlOf: (key: string) => `${base}/${key}`,
    put: async () => '',
    putFile: async () => '',
  };
}

describe('isUploadedUrl', () => {
  it('accepts what local storage serves, relative or under PUBLIC_URL', () => {
    const s = storage('local', 'https://dance.example/uploads');
    expect(isUploadedUrl('/uploads/avatar/2025/01/abc.png', s)).toBe(true);
    expect(isUploadedUrl('https://dance.example/uploads/avatar/2025/01/abc.png', s)).toBe(true);
    expect(isUploadedUrl('https://evil.example/uploads/a.png', s)).toBe(false);
  });

  it('accepts only the bucket URL for S3', () => {
    const s = storage('s3', 'https://cdn.example/bucket');
    expect(isUploadedUrl('https://cdn.example/bucket/avatar/a.png', s)).toBe(true);
    expect(isUploadedUrl('/uploads/avatar/a.png', s)).toBe(false);
    expect(isUploadedUrl('https://cdn.example/other/a.png', s)).toBe(false);
  });

  it('refuses climbing, queries, scripts and empty keys', () => {
    const s = storage('local', '/uploads');
    for (const url of [
      '/uploads/../x',
      '/uploads/a/../../b',
      '/uploads/a.png?x=1',
      '/uploads/a b.png',
      '/uploads/',
      'javascript:alert(1)',
      '/uploads/\\x',
    ]) {
      expect(isUploadedUrl(url, s), url).toBe(false);
    }
  });
});
