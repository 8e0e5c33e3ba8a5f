import { describe, expect, it } from 'vitest';
import { call, countRows, newUser, randomMobile, testApp, visitorToken } from '../../../test/helpers.ts';

const t = await testApp();

describe('POST /api/passport/access-token', () => {
  it('gives a visitor a public token', async () => {
    const r = await call(t.app, 'POST', '/api/passport/access-token', { body: {} });
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(0);
    expect(r.body.data).toMatchObject({ scope: 'public' });
    expect(typeof r.body.data.access_token).toBe('string');
    expect(r.body.data.expired_at).toBeGreaterThan(Date.now() / 1000);
  });

  it('gives a protected token for a valid login token, public for a bad one', async () => {
    const u = await newUser(t);
    const ok = await call(t.app, 'POST', '/api/passport/access-token', { body: { token: u.loginToken } });
    expect(ok.body.data.scope).toBe('protected');
    const bad = await call(t.app, 'POST', '/api/passport/access-token', { body: { token: 'nope' } });
    expect(bad.body.data.scope).toBe('public');
  });

  it('rejects a wrong type with a code naming the field', async () => {
    const r = await call(t.app, 'POST', '/api/passport/access-token', { body: { token: 5 } });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(1400);
    expect(r.body.msg).toContain('token');
  });
});

describe('access token checks', () => {
  it('answers a missing or unknown access token with its own code', async () => {
    const none = await call(t.app, 'GET', '/api/user/user-info');
    expect(none.status).toBe(401);
    expect(none.body.code).toBe(1401);
    const unknown = await call(t.app, 'GET', '/api/user/user-info', { token: 'x'.repeat(40) });
    expect(unknown.body.code).toBe(1401);
  });

  it('answers 1403 with the Chinese message by default, localised on request', async () => {
    const token = await visitorToken(t.app);
    const zh = await call(t.app, 'GET', '/api/user/user-info', { token });
    expect(zh.body).toEqual({ code: 1403, msg: '请登录后操作', data: null });
    const en = await call(t.app, 'GET', '/api/user/user-info', {
      token,
      headers: { 'x-app-language': 'en' },
    });
    expect(en.body.msg).toBe('Please log in first');
    const tw = await call(t.app, 'GET', '/api/user/user-info', {
      token,
      headers: { 'accept-language': 'zh-TW,zh;q=0.9' },
    });
    expect(tw.body.msg).toBe('請登入後操作');
  });

  it('answers an unknown route with an envelope', async () => {
    const r = await call(t.app, 'GET', '/api/nothing/here');
    expect(r.status).toBe(404);
    expect(r.body.code).toBe(1410);
  });
});

describe('SMS login', () => {
  it('creates the account on first login and logs in again to the same account', async () => {
    const token = await visitorToken(t.app);
    const mobile = randomMobile();
    const sent = await call(t.app, 'POST', '/api/sms/send-sms', { token, body: { mobile } });
    expect(sent.body).toMatchObject({ code: 0, data: { expire_in: 300, interval: 60 } });
    const code = t.sms.last(mobile);
    const r = await call<{
      token: string;
      user: { id: number; mobile: string; is_real_name_authentication: number };
    }>(t.app, 'POST', '/api/passport/login?login_scenario=sms', { token, body: { mobile, code } });
    expect(r.body.code).toBe(0);
    expect(r.body.data.user.mobile).toBe(`${mobile.slice(0, 3)}****${mobile.slice(7)}`);
    expect(r.body.data.user.is_real_name_authentication).toBe(0);
    const access = await call<{ access_token: string; scope: string }>(
      t.app,
      'POST',
      '/api/passport/access-token',
      {
        body: { token: r.body.data.token },
      },
    );
    expect(access.body.data.scope).toBe('protected');
    const me = await call<{ id: number }>(t.app, 'GET', '/api/user/user-info', {
      token: access.body.data.access_token,
    });
    expect(me.body.data.id).toBe(r.body.data.user.id);
    expect(await countRows(t, 'users', `mobile = '${mobile}'`)).toBe(1);
  });

  it('refuses a second code within 60 s and a reused code', async () => {
    const token = await visitorToken(t.app);
    const mobile = randomMobile();
    await call(t.app, 'POST', '/api/sms/send-sms', { token, body: { mobile } });
    const again = await call(t.app, 'POST', '/api/sms/send-sms', { token, body: { mobile } });
    expect(again.status).toBe(429);
    expect(again.body.code).toBe(2002);
    const code = t.sms.last(mobile);
    const first = await call(t.app, 'POST', '/api/passport/login?login_scenario=sms', {
      token,
      body: { mobile, code },
    });
    expect(first.body.code).toBe(0);
    const reuse = await call(t.app, 'POST', '/api/passport/login?login_scenario=sms', {
      token,
      body: { mobile, code },
    });
    expect(reuse.body.code).toBe(2001);
  });

  it('burns a code after 5 wrong tries', async () => {
    const token = await visitorToken(t.app);
    const mobile = randomMobile();
    await call(t.app, 'POST', '/api/sms/send-sms', { token, body: { mobile } });
    const code = t.sms.last(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const r = await call(t.app, 'POST', '/api/passport/login?login_scenario=sms', {
        token,
        body: { mobile, code: wrong },
      });
      expect(r.body.code).toBe(2001);
    }
    const right = await call(t.app, 'POST', '/api/passport/login?login_scenario=sms', {
      token,
      body: { mobile, code },
    });
    expect(right.body.code).toBe(2001);
    expect(await countRows(t, 'users', `mobile = '${mobile}'`)).toBe(0);
  });

  it('rejects a non-mainland number naming the field', async () => {
    const token = await visitorToken(t.app);
    const r = await call(t.app, 'POST', '/api/sms/send-sms', { token, body: { mobile: '12345' } });
    expect(r.body.code).toBe(1400);
    expect(r.body.msg).toContain('mobile');
    expect(t.sms.sent.find((s) => s.mobile === '12345')).toBeUndefined();
  });
});

describe('password login, logout', () => {
  it('logs in with the password and logout revokes every token', async () => {
    const u = await newUser(t);
    const token = await visitorToken(t.app);
    const bad = await call(t.app, 'POST', '/api/passport/login?login_scenario=password', {
      token,
      body: { mobile: u.mobile, password: 'wrong-one-1' },
    });
    expect(bad.body.code).toBe(2004);
    const ok = await call(t.app, 'POST', '/api/passport/login?login_scenario=password', {
      token,
      body: { mobile: u.mobile, password: u.password },
    });
    expect(ok.body.code).toBe(0);
    const out = await call(t.app, 'POST', '/api/passport/logout', { token: u.token });
    expect(out.body.code).toBe(0);
    const after = await call(t.app, 'GET', '/api/user/user-info', { token: u.token });
    expect(after.body.code).toBe(1403);
  });

  it('rejects an unknown scenario', async () => {
    const token = await visitorToken(t.app);
    const r = await call(t.app, 'POST', '/api/passport/login?login_scenario=face', {
      token,
      body: { mobile: '13800000000' },
    });
    expect(r.body.code).toBe(1400);
    expect(r.body.msg).toContain('login_scenario');
  });
});
