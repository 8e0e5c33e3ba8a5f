import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  call,
  callFrom,
  countRows,
  newUser,
  randomIp,
  randomMobile,
  skipSmsInterval,
  testApp,
  visitorToken,
} from '../../../test/helpers.ts';
import { SMS_DAILY_MAX, SMS_IP_HOURLY_MAX } from './service.ts';

const t = await testApp();

const SEND = '/api/sms/send-sms';

describe('POST /api/sms/send-sms limits', () => {
  it(`sends at most ${SMS_DAILY_MAX} codes a day to one mobile`, async () => {
    const token = await visitorToken(t.app);
    const mobile = randomMobile();
    for (let i = 0; i < SMS_DAILY_MAX; i++) {
      await skipSmsInterval(t, mobile);
      const r = await callFrom(t.app, 'POST', SEND, { token, body: { mobile } });
      expect(r.body.code, `send ${i + 1}`).toBe(0);
    }
    await skipSmsInterval(t, mobile);
    const over = await callFrom(t.app, 'POST', SEND, { token, body: { mobile } });
    expect(over.status).toBe(429);
    expect(over.body.code).toBe(2003);
    expect(await countRows(t, 'sms_code', `mobile = '${mobile}'`)).toBe(SMS_DAILY_MAX);
    expect(t.sms.sent.filter((s) => s.mobile === mobile)).toHaveLength(SMS_DAILY_MAX);
  });

  it('limits one client address, shared by every server process', async () => {
    // Four app instances stand for four server processes on one database: each stays under the
    // per-minute route limit, so only the shared hourly per-address counter can refuse.
    const apps = [t, await testApp(), await testApp(), await testApp()];
    const ip = randomIp();
    const token = await visitorToken(t.app);
    const mobiles = Array.from({ length: SMS_IP_HOURLY_MAX + 1 }, () => randomMobile());
    const codes: number[] = [];
    for (const [i, mobile] of mobiles.entries()) {
      const r = await call(apps[i % apps.length]!.app, 'POST', SEND, {
        token,
        body: { mobile },
        headers: { 'x-forwarded-for': ip },
      });
      codes.push(r.body.code);
    }
    expect(codes.slice(0, SMS_IP_HOURLY_MAX)).toEqual(Array(SMS_IP_HOURLY_MAX).fill(0));
    expect(codes[SMS_IP_HOURLY_MAX]).toBe(1429);
    const last = mobiles[SMS_IP_HOURLY_MAX]!;
    expect(await countRows(t, 'sms_code', `mobile = '${last}'`)).toBe(0);
    // The refused number was not charged: another address may send to it at once.
    const elsewhere = await callFrom(t.app, 'POST', SEND, { token, body: { mobile: last } });
    expect(elsewhere.body.code).toBe(0);
    expect(await countRows(t, 'sms_code', `mobile = '${last}'`)).toBe(1);
  });

  it('lets a code expire after 5 minutes', async () => {
    const token = await visitorToken(t.app);
    const mobile = randomMobile();
    const sent = await callFrom(t.app, 'POST', SEND, { token, body: { mobile } });
    expect(sent.body.data).toMatchObject({ expire_in: 300 });
    const row = await t.database.db.execute<{ secs: number }>(
      sql`select extract(epoch from expires_at - created_at)::int as secs from sms_code where mobile = ${mobile}`,
    );
    expect(Number(row.rows[0]!.secs)).toBeGreaterThanOrEqual(299);
    expect(Number(row.rows[0]!.secs)).toBeLessThanOrEqual(301);
    await t.database.db.execute(
      sql`update sms_code set expires_at = now() - interval '1 second' where mobile = ${mobile}`,
    );
    const code = t.sms.last(mobile);
    const r = await callFrom(t.app, 'POST', '/api/passport/login?login_scenario=sms', {
      token,
      body: { mobile, code },
    });
    expect(r.body.code).toBe(2001);
    expect(await countRows(t, 'users', `mobile = '${mobile}'`)).toBe(0);
  });

  it('uses only the newest code', async () => {
    const token = await visitorToken(t.app);
    const mobile = randomMobile();
    await callFrom(t.app, 'POST', SEND, { token, body: { mobile } });
    const first = t.sms.last(mobile);
    await skipSmsInterval(t, mobile);
    await callFrom(t.app, 'POST', SEND, { token, body: { mobile } });
    const second = t.sms.last(mobile);
    if (first !== second) {
      const old = await callFrom(t.app, 'POST', '/api/passport/login?login_scenario=sms', {
        token,
        body: { mobile, code: first },
      });
      expect(old.body.code).toBe(2001);
    }
    const r = await callFrom(t.app, 'POST', '/api/passport/login?login_scenario=sms', {
      token,
      body: { mobile, code: second },
    });
    expect(r.body.code).toBe(0);
  });

  it('refuses bad input naming the field and sends nothing', async () => {
    const token = await visitorToken(t.app);
    const before = t.sms.sent.length;
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'mobile'],
      [{ mobile: 13800138000 }, 'mobile'],
      [{ mobile: '1380013800' }, 'mobile'],
      [{ mobile: '23800138000' }, 'mobile'],
      [{ mobile: '1'.repeat(500) }, 'mobile'],
      [{ mobile: randomMobile(), scene: 'reset' }, 'scene'],
    ];
    for (const [body, field] of cases) {
      const r = await callFrom(t.app, 'POST', SEND, { token, body });
      expect(r.body.code, JSON.stringify(body).slice(0, 40)).toBe(1400);
      expect(r.body.msg).toContain(field);
    }
    expect(t.sms.sent.length).toBe(before);
  });

  it('needs at least a visitor token', async () => {
    const r = await callFrom(t.app, 'POST', SEND, { body: { mobile: randomMobile() } });
    expect(r.body.code).toBe(1401);
  });
});

describe('codes that guard an account', () => {
  it("go to the logged-in user's own number only", async () => {
    const u = await newUser(t);
    const visitor = await visitorToken(t.app);
    const anonymous = await call(t.app, 'POST', SEND, { token: visitor, body: { scene: 'destroy' } });
    expect(anonymous.body.code).toBe(1403);
    const other = randomMobile();
    const elsewhere = await call(t.app, 'POST', SEND, {
      token: u.token,
      body: { mobile: other, scene: 'password' },
    });
    expect(elsewhere.body.code).toBe(1400);
    expect(t.sms.sent.find((s) => s.mobile === other)).toBeUndefined();
    const own = await call(t.app, 'POST', SEND, { token: u.token, body: { scene: 'password' } });
    expect(own.body.code).toBe(0);
    expect(t.sms.sent.at(-1)).toMatchObject({ mobile: u.mobile, scene: 'password' });
  });

  it('need a mobile for login', async () => {
    const visitor = await visitorToken(t.app);
    const r = await call(t.app, 'POST', SEND, { token: visitor, body: {} });
    expect(r.body.code).toBe(1400);
    expect(r.body.msg).toContain('mobile');
  });
});
