import { describe, expect, it } from 'vitest';
import {
  importTicketKey,
  isQrPayload,
  storedTicketKey,
  storeTicketKey,
  verifyTicketQr,
  type TicketKeyJwk,
} from './ticket-qr.ts';

const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** Signs like the server's TicketSigner: DT1.<claim>.<Ed25519 signature of "DT1.<claim>">. */
async function signer() {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  const jwk = (await crypto.subtle.exportKey('jwk', pair.publicKey)) as TicketKeyJwk;
  const sign = async (claim: object) => {
    const body = `DT1.${b64url(new TextEncoder().encode(JSON.stringify(claim)))}`;
    const sig = new Uint8Array(
      await crypto.subtle.sign({ name: 'Ed25519' }, pair.privateKey, new TextEncoder().encode(body)),
    );
    return `${body}.${b64url(sig)}`;
  };
  return { jwk: { kty: 'OKP', crv: 'Ed25519', x: jwk.x } as TicketKeyJwk, sign };
}

const CLAIM = { t: 41, a: 7, k: 3, n: 12, c: 'ABCD2345EF' };

describe('ticket QR verified in the browser (WebCrypto Ed25519)', () => {
  it('reads the claim of a payload signed with the server key', async () => {
    const s = await signer();
    const key = await importTicketKey(s.jwk);
    const qr = await s.sign(CLAIM);
    expect(isQrPayload(qr)).toBe(true);
    expect(await verifyTicketQr(key, qr)).toEqual(CLAIM);
    expect(await verifyTicketQr(key, `  ${qr}\n`)).toEqual(CLAIM);
  });

  it('refuses a claim changed after signing', async () => {
    const s = await signer();
    const key = await importTicketKey(s.jwk);
    const qr = await s.sign(CLAIM);
    const [p, , sig] = qr.split('.');
    const forged = `${p}.${b64url(new TextEncoder().encode(JSON.stringify({ ...CLAIM, a: 8 })))}.${sig}`;
    expect(await verifyTicketQr(key, forged)).toBeNull();
  });

  it('refuses a payload signed with another key', async () => {
    const [mine, theirs] = [await signer(), await signer()];
    const key = await importTicketKey(mine.jwk);
    expect(await verifyTicketQr(key, await theirs.sign(CLAIM))).toBeNull();
  });

  it('refuses malformed text and claims without ids', async () => {
    const s = await signer();
    const key = await importTicketKey(s.jwk);
    for (const text of ['', 'ABCD2345EF', 'DT1.x', 'DT2.a.b', 'DT1.!!.??', 'DT1.a.b.c'])
      expect(await verifyTicketQr(key, text), text).toBeNull();
    expect(isQrPayload('ABCD2345EF')).toBe(false);
    expect(await verifyTicketQr(key, await s.sign({ ...CLAIM, t: 'x' }))).toBeNull();
    expect(await verifyTicketQr(key, await s.sign({ t: 1, a: 2, k: 3, n: 4 }))).toBeNull();
  });

  it('keeps the key for offline use', async () => {
    const s = await signer();
    localStorage.clear();
    expect(storedTicketKey()).toBeNull();
    storeTicketKey(s.jwk);
    expect(storedTicketKey()).toEqual(s.jwk);
    localStorage.setItem('organiser.ticketKey', '{"kty":"RSA"}');
    expect(storedTicketKey()).toBeNull();
  });
});
