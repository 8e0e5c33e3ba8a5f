import { afterAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { message } from '@dance/contracts';
import { countRows, testFile } from '../../../test/helpers.ts';
import { ok } from '../../../test/kit.ts';
import { chatFactories } from './test-factories.ts';

const { t, visitor } = await testFile({ PUSH_PROVIDER: 'webpush' });
const chat = chatFactories(t);

/**
 * A push service as a browser vendor runs one, on a local port: it takes a push only with a valid
 * VAPID signature for its own origin, and the browser (whose keys the test holds) decrypts it.
 */
const received: { path: string; headers: IncomingHttpHeaders; body: Buffer }[] = [];
const service = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
    res.statusCode = req.url?.startsWith('/gone') ? 410 : 201;
    res.end();
  });
});
await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => service.close(() => resolve())));
const port = (service.address() as { port: number }).port;

/** The browser's side of a subscription: its key pair and auth secret. */
function browser() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}

/** Checks the VAPID JWT (ES256 over the push service's origin) and answers its claims and key. */
function checkVapid(headers: IncomingHttpHeaders) {
  const m = /^vapid t=([^,]+),\s*k=(.+)$/.exec(String(headers.authorization));
  expect(m, String(headers.authorization)).not.toBeNull();
  const [h, p, sig] = m![1]!.split('.') as [string, string, string];
  const k = Buffer.from(m![2]!, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: k.subarray(1, 33).toString('base64url'),
      y: k.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${h}.${p}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(sig, 'base64url'),
  );
  expect(signed).toBe(true);
  expect(JSON.parse(Buffer.from(h, 'base64url').toString())).toMatchObject({ alg: 'ES256' });
  return {
    claims: JSON.parse(Buffer.from(p, 'base64url').toString()) as { aud: string; exp: number; sub: string },
    key: m![2]!,
  };
}

/** RFC 8291 (aes128gcm): what the browser reads from a push. */
function decrypt(body: Buffer, b: ReturnType<typeof browser>): unknown {
  const salt = body.subarray(0, 16);
  const idlen = body[20]!;
  const serverKey = body.subarray(21, 21 + idlen);
  const ct = body.subarray(21 + idlen);
  const secret = b.ecdh.computeSecret(serverKey);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), b.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, b.auth, info, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const d = createDecipheriv('aes-128-gcm', cek, nonce);
  d.setAuthTag(ct.subarray(ct.length - 16));
  const plain = Buffer.concat([d.update(ct.subarray(0, ct.length - 16)), d.final()]);
  let end = plain.length - 1;
  while (plain[end] === 0) end--;
  expect(plain[end]).toBe(2);
  return JSON.parse(plain.subarray(0, end).toString());
}

describe('webpush', () => {
  it('serves the VAPID public key, and pushes a new message signed and encrypted for the device', async () => {
    const config = await ok(t, message.pushConfig, { token: visitor });
    expect(config.provider).toBe('webpush');
    expect(Buffer.from(config.vapid_public_key!, 'base64url')).toHaveLength(65);

    const { a, b, conversationId } = await chat.pair();
    const phone = browser();
    const old = browser();
    await ok(t, message.copyClientId, {
      token: b.token,
      body: {
        client_id: 'b-phone',
        subscription: { endpoint: `http://127.0.0.1:${port}/push/b-phone`, keys: phone.keys },
      },
    });
    await ok(t, message.copyClientId, {
      token: b.token,
      body: {
        client_id: 'b-old',
        subscription: { endpoint: `http://127.0.0.1:${port}/gone/b-old`, keys: old.keys },
      },
    });
    const m = await chat.send(a, { conversation_id: conversationId, text: '周六见 [耶]' });
    // The send queued the push; the job delivers it.
    expect(
      await countRows(t, 'pgboss.job', `name = 'message.push' and (data->>'messageId')::bigint = ${m.id}`),
    ).toBe(1);
    received.length = 0;
    expect(await t.services.chat.push.deliver(m.id)).toEqual({ sent: 1, gone: 1 });

    const push = received.find((r) => r.path === '/push/b-phone')!;
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    const { claims, key } = checkVapid(push.headers);
    expect(key).toBe(config.vapid_public_key);
    expect(claims.aud).toBe(`http://127.0.0.1:${port}`);
    expect(claims.sub).toBe('mailto:ops@dance.invalid');
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(decrypt(push.body, phone)).toEqual({
      title: a.nickname,
      body: '周六见 [耶]',
      url: `/#/pages/message-chat?id=${conversationId}`,
      tag: `conversation-${conversationId}`,
      data: { conversation_id: conversationId, seq: m.seq, kind: 'text' },
    });
    // The push service forgot the old device: so do we.
    expect(await countRows(t, 'push_client', `user_id = ${b.id}`)).toBe(1);

    // The sender's own devices get nothing; a recalled message is not pushed.
    await ok(t, message.messageRecall, { token: a.token, body: { message_id: m.id } });
    received.length = 0;
    expect(await t.services.chat.push.deliver(m.id)).toEqual({ sent: 0, gone: 0 });
    expect(received).toEqual([]);
  });
});
