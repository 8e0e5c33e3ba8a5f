import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/helpers.ts';

const on = await testApp({ BENCH_METRICS: 'on' });
const off = await testApp();

describe('GET /__bench/cache-stats', () => {
  it('answers the cache counters when BENCH_METRICS is on', async () => {
    const r = await on.app.inject({ method: 'GET', url: '/__bench/cache-stats' });
    expect(r.statusCode).toBe(200);
    const body = r.json<{ code: number; data: { data: { hits: number; misses: number }; tokens: object } }>();
    expect(body.code).toBe(0);
    expect(body.data.data.hits).toBeGreaterThanOrEqual(0);
    expect(body.data.tokens).toMatchObject({ hits: expect.any(Number), misses: expect.any(Number) });
  });

  it('does not exist otherwise', async () => {
    const r = await off.app.inject({ method: 'GET', url: '/__bench/cache-stats' });
    expect(r.statusCode).toBe(404);
  });
});
