import {
  createHash,
  createHmac,
  createPrivateKey,
  createPublicKey,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';

/** PKCS#8 DER prefix of an Ed25519 private key; the 32-byte seed follows. */
const PKCS8_ED25519 = Buffer.from('302e020100300506032b657004220420', 'hex');
const PREFIX = 'DT1';

const b64url = (b: Buffer | string) => Buffer.from(b).toString('base64url');

/** What a ticket's QR carries: enough for a scanner to check it offline and the server to find it. */
export interface TicketClaim {
  /** Ticket id. */
  t: number;
  /** Activity id. */
  a: number;
  /** Ticket type id. */
  k: number;
  /** Number within the ticket type. */
  n: number;
  /** The typed code. */
  c: string;
}

/**
 * Signs ticket QR payloads with Ed25519: `DT1.<base64url JSON claim>.<base64url signature>`, the
 * signature over the text before the last dot. The key pair is derived from the installation's
 * secret (like every other key of the app), so every process and every restart signs alike and a
 * scanner that fetched the public key once verifies tickets without the network.
 */
export class TicketSigner {
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  readonly keyId: string;

  constructor(secret: string) {
    const seed = createHmac('sha256', secret).update('ticket-qr/ed25519/v1').digest();
    this.privateKey = createPrivateKey({
      key: Buffer.concat([PKCS8_ED25519, seed]),
      format: 'der',
      type: 'pkcs8',
    });
    this.publicKey = createPublicKey(this.privateKey);
    this.keyId = createHash('sha256').update(this.spki()).digest('hex').slice(0, 16);
  }

  private spki(): Buffer {
    return this.publicKey.export({ format: 'der', type: 'spki' });
  }

  sign(claim: TicketClaim): string {
    const body = `${PREFIX}.${b64url(JSON.stringify(claim))}`;
    return `${body}.${b64url(sign(null, Buffer.from(body), this.privateKey))}`;
  }

  /** The claim of a payload this server signed, or null (malformed, forged or for another key). */
  verify(payload: string): TicketClaim | null {
    const parts = payload.split('.');
    if (parts.length !== 3 || parts[0] !== PREFIX) return null;
    const body = `${parts[0]}.${parts[1]}`;
    try {
      if (!verify(null, Buffer.from(body), this.publicKey, Buffer.from(parts[2]!, 'base64url'))) return null;
      const c = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as Partial<TicketClaim>;
      if (![c.t, c.a, c.k, c.n].every((x) => Number.isSafeInteger(x)) || typeof c.c !== 'string') return null;
      return c as TicketClaim;
    } catch {
      return null;
    }
  }

  /** The public key, as WebCrypto imports it (JWK) and as SPKI DER. */
  publicKeyView() {
    const jwk = this.publicKey.export({ format: 'jwk' }) as { x: string };
    return {
      alg: 'Ed25519' as const,
      key_id: this.keyId,
      jwk: { kty: 'OKP' as const, crv: 'Ed25519' as const, x: jwk.x },
      spki: this.spki().toString('base64'),
    };
  }
}
