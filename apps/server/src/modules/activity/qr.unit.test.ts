import { describe, expect, it } from 'vitest';
import { webcrypto } from 'node:crypto';
import { TicketSigner } from './qr.ts';

const claim = { t: 12, a: 34, k: 5, n: 7, c: 'ABCDEFGH23' };

describe('ticket QR signatures', () => {
  it('signs and verifies; the same secret gives the same key in every process', () => {
    const a = new TicketSigner('secret-one');
    const b = new TicketSigner('secret-one');
    const qr = a.sign(claim);
    expect(qr).toMatch(/^DT1\.[\w-]+\.[\w-]+$/);
    expect(b.verify(qr)).toEqual(claim);
    expect(a.keyId).toBe(b.keyId);
  });

  it('refuses a changed claim, another key, and garbage', () => {
    const a = new TicketSigner('secret-one');
    const qr = a.sign(claim);
    const [p, body, sig] = qr.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claim, t: 13 })).toString('base64url');
    expect(a.verify(`${p}.${forged}.${sig}`)).toBeNull();
    expect(new TicketSigner('secret-two').verify(qr)).toBeNull();
    expect(a.verify(`${p}.${body}`)).toBeNull();
    expect(a.verify('DT1.!!.??')).toBeNull();
    expect(a.verify('')).toBeNull();
  });

  it('a browser verifies with WebCrypto and the published JWK', async () => {
    const a = new TicketSigner('secret-one');
    const qr = a.sign(claim);
    const key = await webcrypto.subtle.importKey('jwk', a.publicKeyView().jwk, { name: 'Ed25519' }, false, [
      'verify',
    ]);
    const i = qr.lastIndexOf('.');
    const ok = await webcrypto.subtle.verify(
      { name: 'Ed25519' },
      key,
      Buffer.from(qr.slice(i + 1), 'base64url'),
      new TextEncoder().encode(qr.slice(0, i)),
    );
    expect(ok).toBe(true);
  });
});
