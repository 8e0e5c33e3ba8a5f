import { describe, expect, it } from 'vitest';
import { call, testApp, visitorToken } from '../../test/helpers.ts';

const t = await testApp();
const token = await visitorToken(t.app);

describe('validation errors', () => {
  it('name the field and speak the request language', async () => {
    const cases: [string, RegExp][] = [
      ['zh-Hans', /^参数错误：mobile .*(无效|期望)/],
      ['zh-Hant', /^參數錯誤：mobile /],
      ['en', /^Invalid input: mobile Invalid input: expected string, received number/],
      ['fr', /^Donnée invalide : mobile .*reçu/],
      ['es', /^Dato no válido: mobile .*recibido/],
    ];
    for (const [lang, re] of cases) {
      const r = await call(t.app, 'POST', '/api/sms/send-sms', {
        token,
        body: { mobile: 13800000000 },
        headers: { 'x-app-language': lang },
      });
      expect(r.status).toBe(400);
      expect(r.body.code).toBe(1400);
      expect(r.body.msg).toMatch(re);
    }
  });

  it('answers bad JSON, oversized bodies and unknown fields without a 500', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/passport/access-token',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe(1400);
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/passport/access-token',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ token: 'x'.repeat(300 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe(1413);
    const extra = await call(t.app, 'POST', '/api/passport/access-token', { body: { hack: 1 } });
    expect(extra.body.code).toBe(0);
  });

  it('names a query field', async () => {
    const r = await call(t.app, 'GET', '/api/user/search', { token, query: { keyword: '' } });
    expect(r.body.code).toBe(1400);
    expect(r.body.msg).toContain('keyword');
  });
});

describe('operations', () => {
  it('serves health, readiness and the OpenAPI document with every route documented', async () => {
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.json().data.database).toBe('up');
    const doc = (await t.app.inject({ url: '/openapi.json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const ops = Object.values(doc.paths).flatMap((m) => Object.values(m));
    expect(ops.length).toBeGreaterThan(20);
    for (const op of ops) expect(Object.keys(op.responses)).toContain('200');
    expect(doc.paths['/api/user/user-info']?.get).toBeDefined();
  });

  it('sets security headers and a request id', async () => {
    const r = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['content-security-policy']).toContain("default-src 'self'");
    expect(r.headers['x-request-id']).toBe('abc-123');
  });
});
