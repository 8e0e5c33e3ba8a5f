/*
 * Offline check of a ticket's QR (docs/decisions/140): `DT1.<base64url JSON claim>.<base64url
 * Ed25519 signature>`, the signature over the text before the last dot, verified with WebCrypto
 * against the public key of `GET /api/activity/ticket-key` (kept in localStorage, so a scanner that
 * fetched it once verifies without the network).
 */

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

export interface TicketKeyJwk {
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
}

const PREFIX = 'DT1';

export function isQrPayload(text: string): boolean {
  return text.trim().startsWith(`${PREFIX}.`);
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('not base64url');
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  const binary = atob(b64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The public key as WebCrypto uses it. */
export function importTicketKey(jwk: TicketKeyJwk): Promise<CryptoKey> {
  return crypto.subtle.importKey('jwk', { ...jwk, ext: true }, { name: 'Ed25519' }, false, ['verify']);
}

/** The claim of a payload signed with `key`, or null (malformed, forged, or another key's). */
export async function verifyTicketQr(key: CryptoKey, payload: string): Promise<TicketClaim | null> {
  const parts = payload.trim().split('.');
  if (parts.length !== 3 || parts[0] !== PREFIX) return null;
  try {
    const body = new TextEncoder().encode(`${parts[0]}.${parts[1]}`);
    const ok = await crypto.subtle.verify({ name: 'Ed25519' }, key, fromBase64Url(parts[2]!), body);
    if (!ok) return null;
    const claim = JSON.parse(new TextDecoder().decode(fromBase64Url(parts[1]!))) as Partial<TicketClaim>;
    if (![claim.t, claim.a, claim.k, claim.n].every((x) => Number.isSafeInteger(x))) return null;
    if (typeof claim.c !== 'string') return null;
    return claim as TicketClaim;
  } catch {
    return null;
  }
}

const KEY_STORE = 'organiser.ticketKey';

/** The key fetched last time, for checking tickets offline. */
export function storedTicketKey(): TicketKeyJwk | null {
  try {
    const raw = localStorage.getItem(KEY_STORE);
    const jwk = raw ? (JSON.parse(raw) as TicketKeyJwk) : null;
    return jwk && jwk.kty === 'OKP' && jwk.crv === 'Ed25519' && typeof jwk.x === 'string' ? jwk : null;
  } catch {
    return null;
  }
}

export function storeTicketKey(jwk: TicketKeyJwk): void {
  try {
    localStorage.setItem(KEY_STORE, JSON.stringify({ kty: jwk.kty, crv: jwk.crv, x: jwk.x }));
  } catch {
    /* private mode: the key is fetched again next time */
  }
}
