import { describe, expect, it } from 'vitest';
import { passport } from '@dance/contracts';
import { mall } from '@dance/contracts';
import { randomIp, testApp, visitorToken } from '../../test/helpers.ts';

/** The access-token call allows 120 a minute per client; the 121st answers 429. */
async function tokenCalls(
  t: Awaited<ReturnType<typeof testApp>>,
  n: number,
  headers: () => Record<string, string>,
) {
  const codes: number[] = [];
  for (let i = 0; i < n; i++) {
    const r = await t.app.inject({
      method: 'POST',
      url: passport.accessToken.path,
      payload: {},
      headers: headers(),
    });
    codes.push(r.statusCode);
  }
  return codes;
}

describe('who the client is', () => {
  it('ignores X-Forwarded-For when no proxy is trusted: a client cannot pick its own rate-limit key', async () => {
    const t = await testApp({ TRUST_PROXY: '' });
    const codes = await tokenCalls(t, 121, () => ({ 'x-forwarded-for': randomIp() }));
    expect(codes.slice(0, 120).every((c) => c === 200)).toBe(true);
    expect(codes[120]).toBe(429);
  });

  it('believes the proxies named in TRUST_PROXY', async () => {
    const t = await testApp({ TRUST_PROXY: '127.0.0.1' });
    const codes = await tokenCalls(t, 121, () => ({ 'x-forwarded-for': randomIp() }));
    expect(codes.every((c) => c === 200)).toBe(true);
  });

  it('keeps the gateway notify route out of the global limit', async () => {
    const t = await testApp({ TRUST_PROXY: '' });
    await visitorToken(t.app);
    const statuses = new Set<number>();
    for (let i = 0; i < 620; i++) {
      const r = await t.app.inject({ method: 'POST', url: mall.sandboxNotify.path, payload: {} });
      statuses.add(r.statusCode);
    }
    expect(statuses.has(429)).toBe(false);
  });

  it('refuses a TRUST_PROXY that names no address', async () => {
    await expect(testApp({ TRUST_PROXY: 'everyone' })).rejects.toThrow(/TRUST_PROXY/);
  });
});
