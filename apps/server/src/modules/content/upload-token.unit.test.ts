import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSecret } from '../../platform/secret.ts';
import { UploadTokenSigner } from './upload-token.ts';

describe('UploadTokenSigner', () => {
  const signer = new UploadTokenSigner('unit-secret-unit-secret');
  const now = Date.UTC(2025, 2, 1, 12, 0, 0);

  it('round-trips user, kind and size until ten minutes have passed', () => {
    const { token, expiresAt } = signer.sign({ userId: 42, kind: 'video', maxSize: 500 }, now);
    expect(expiresAt).toBe(now / 1000 + 600);
    expect(signer.verify(token, now + 599_000)).toEqual({
      ok: true,
      grant: { userId: 42, kind: 'video', maxSize: 500, expiresAt },
    });
    expect(signer.verify(token, now + 600_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a changed payload, another key, and junk', () => {
    const { token } = signer.sign({ userId: 1, kind: 'image', maxSize: 10 }, now);
    const [v, payload, sig] = token.split('.') as [string, string, string];
    const body = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const changed = Buffer.from(JSON.stringify({ ...body, m: 1e12 })).toString('base64url');
    expect(signer.verify(`${v}.${changed}.${sig}`, now)).toEqual({ ok: false, reason: 'invalid' });
    const other = new UploadTokenSigner('other-secret-other-secret').sign(
      { userId: 1, kind: 'image', maxSize: 10 },
      now,
    );
    expect(signer.verify(other.token, now)).toEqual({ ok: false, reason: 'invalid' });
    for (const junk of ['', 'v1', 'v1..', 'v2.a.b', `${token}.x`, `${v}.${payload}.${sig.slice(1)}`]) {
      expect(signer.verify(junk, now)).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('gives every token its own nonce', () => {
    const a = signer.sign({ userId: 1, kind: 'image', maxSize: 10 }, now).token;
    const b = signer.sign({ userId: 1, kind: 'image', maxSize: 10 }, now).token;
    expect(a).not.toBe(b);
  });
});

describe('loadSecret', () => {
  it('prefers TOKEN_SECRET', () => {
    expect(loadSecret('configured-secret-123', '/nonexistent')).toBe('configured-secret-123');
  });

  it('makes a random secret once and keeps it in the data dir', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'dance-secret-')), 'data');
    const first = loadSecret(undefined, dir);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(loadSecret(undefined, dir)).toBe(first);
    expect(readFileSync(join(dir, 'secret'), 'utf8')).toBe(first);
    expect(statSync(join(dir, 'secret')).mode & 0o777).toBe(0o600);
    expect(loadSecret(undefined, mkdtempSync(join(tmpdir(), 'dance-secret-')))).not.toBe(first);
  });
});
