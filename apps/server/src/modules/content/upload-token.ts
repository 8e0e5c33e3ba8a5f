import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { UploadKind } from '@dance/contracts/content';

/** Upload tokens live ten minutes: long enough for a slow phone upload to start, short if leaked. */
export const UPLOAD_TOKEN_TTL_S = 600;

export interface UploadGrant {
  userId: number;
  kind: UploadKind;
  maxSize: number;
  /** Unix seconds. */
  expiresAt: number;
}

export type VerifyResult = { ok: true; grant: UploadGrant } | { ok: false; reason: 'invalid' | 'expired' };

const KINDS: readonly string[] = ['image', 'audio', 'video'];

/** Signs and checks `v1.<payload>.<hmac>` tokens naming the user, the kind and the largest size. */
export class UploadTokenSigner {
  private readonly key: Buffer;

  constructor(secret: string) {
    // A key of its own, so an upload token can never be mistaken for anything else signed with the secret.
    this.key = createHmac('sha256', secret).update('upload-token/v1').digest();
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }

  sign(grant: Omit<UploadGrant, 'expiresAt'>, now = Date.now()): { token: string; expiresAt: number } {
    const expiresAt = Math.floor(now / 1000) + UPLOAD_TOKEN_TTL_S;
    const body = {
      u: grant.userId,
      k: grant.kind,
      m: grant.maxSize,
      e: expiresAt,
      n: randomBytes(6).toString('base64url'),
    };
    const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
    return { token: `v1.${payload}.${this.mac(payload)}`, expiresAt };
  }

  verify(token: string, now = Date.now()): VerifyResult {
    const parts = token.split('.');
    if (parts.length !== 3 || parts[0] !== 'v1') return { ok: false, reason: 'invalid' };
    const [, payload = '', sig = ''] = parts;
    const want = Buffer.from(this.mac(payload));
    const got = Buffer.from(sig);
    if (want.length !== got.length || !timingSafeEqual(want, got)) return { ok: false, reason: 'invalid' };
    let body: { u?: unknown; k?: unknown; m?: unknown; e?: unknown };
    try {
      body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof body;
    } catch {
      return { ok: false, reason: 'invalid' };
    }
    const { u, k, m, e } = body;
    if (
      typeof u !== 'number' ||
      !Number.isSafeInteger(u) ||
      typeof k !== 'string' ||
      !KINDS.includes(k) ||
      typeof m !== 'number' ||
      typeof e !== 'number'
    ) {
      return { ok: false, reason: 'invalid' };
    }
    if (e * 1000 <= now) return { ok: false, reason: 'expired' };
    return { ok: true, grant: { userId: u, kind: k as UploadKind, maxSize: m, expiresAt: e } };
  }
}
