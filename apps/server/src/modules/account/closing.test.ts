import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  caller,
  countRows,
  newUser,
  otherSession,
  smsCode,
  testApp,
  userRow,
  visitorToken,
} from '../../../test/helpers.ts';
import { makeIdCard } from '@dance/contracts/id-card';
import { AccountService } from './service.ts';
import { UsersRepo } from './users.repo.ts';
import { CredentialsRepo } from './credentials.repo.ts';
import { AddressesRepo } from './addresses.repo.ts';

const t = await testApp();
// Signs assertions with the app's own secret, as the platform's login SDK would.
const accounts = t.services.accounts;

const api = caller(t);

const openId = () => `oid_${randomBytes(8).toString('hex')}`;

interface BindList {
  list: { platform: string; nickname: string; bound: boolean; bound_at: string | null }[];
}

describe('third-party bindings', () => {
  it('binds, lists and unbinds', async () => {
    const u = await newUser(t);
    const empty = await api<BindList>('GET', '/api/user/bind-list', { token: u.token });
    expect(empty.body.data.list.map((b) => [b.platform, b.bound])).toEqual([
      ['wechat', false],
      ['qq', false],
      ['weibo', false],
      ['apple', false],
    ]);
    const id = openId();
    const r = await api('POST', '/api/user/platform-bind', {
      token: u.token,
      body: { platform: 'wechat', assertion: accounts.signAssertion('wechat', id, '微信昵称') },
    });
    expect(r.body).toMatchObject({ code: 0, data: null });
    const list = await api<BindList>('GET', '/api/user/bind-list', { token: u.token });
    const wechat = list.body.data.list.find((b) => b.platform === 'wechat');
    expect(wechat).toMatchObject({ bound: true, nickname: '微信昵称' });
    expect(Number.isNaN(Date.parse(wechat!.bound_at!))).toBe(false);
    expect(JSON.stringify(list.body.data)).not.toContain(id);
    // Binding the same account again is harmless.
    const again = await api('POST', '/api/user/platform-bind', {
      token: u.token,
      body: { platform: 'wechat', assertion: accounts.signAssertion('wechat', id, '微信昵称') },
    });
    expect(again.body.code).toBe(0);
    expect(await countRows(t, 'user_binding', `user_id = ${u.id}`)).toBe(1);
    const un = await api('POST', '/api/user/un-bind', { token: u.token, body: { platform: 'wechat' } });
    expect(un.body.code).toBe(0);
    expect(await countRows(t, 'user_binding', `user_id = ${u.id}`)).toBe(0);
    const unAgain = await api('POST', '/api/user/un-bind', { token: u.token, body: { platform: 'wechat' } });
    expect(unAgain.status).toBe(404);
    expect(unAgain.body.code).toBe(1404);
  });

  it('refuses an open id bound to another account with 1409', async () => {
    const a = await newUser(t);
    const b = await newUser(t);
    const id = openId();
    await api('POST', '/api/user/platform-bind', {
      token: a.token,
      body: { platform: 'qq', assertion: accounts.signAssertion('qq', id, 'a') },
    });
    const r = await api('POST', '/api/user/platform-bind', {
      token: b.token,
      body: { platform: 'qq', assertion: accounts.signAssertion('qq', id, 'b') },
    });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe(1409);
    expect(await countRows(t, 'user_binding', `user_id = ${b.id}`)).toBe(0);
    // B can not unbind A's account either.
    expect(
      (await api('POST', '/api/user/un-bind', { token: b.token, body: { platform: 'qq' } })).body.code,
    ).toBe(1404);
    expect(await countRows(t, 'user_binding', `user_id = ${a.id}`)).toBe(1);
  });

  it('refuses a second account of the same platform on one user', async () => {
    const u = await newUser(t);
    await api('POST', '/api/user/platform-bind', {
      token: u.token,
      body: { platform: 'weibo', assertion: accounts.signAssertion('weibo', openId(), 'x') },
    });
    const r = await api('POST', '/api/user/platform-bind', {
      token: u.token,
      body: { platform: 'weibo', assertion: accounts.signAssertion('weibo', openId(), 'y') },
    });
    expect(r.body.code).toBe(1409);
    expect(await countRows(t, 'user_binding', `user_id = ${u.id}`)).toBe(1);
  });

  it('refuses forged, expired and mismatched assertions with 2030', async () => {
    const u = await newUser(t);
    const good = accounts.signAssertion('wechat', openId(), 'n');
    const [payload, sig] = good.split('.');
    const otherSecret = new AccountService(
      { ...t.platform, secret: 'another-secret-another' },
      {
        users: new UsersRepo(t.database.db),
        credentials: new CredentialsRepo(),
        addresses: new AddressesRepo(),
      },
      t.services.users,
      t.services.uploads,
      t.services.words,
      async () => true,
    );
    const forgedPayload = Buffer.from(
      JSON.stringify({ platform: 'wechat', open_id: 'victim', nickname: '', exp: 9e9 }),
    ).toString('base64url');
    const assertions = [
      `${forgedPayload}.${sig}`,
      `${payload}.${sig!.slice(0, -2)}AA`,
      otherSecret.signAssertion('wechat', openId(), 'n'),
      accounts.signAssertion('wechat', openId(), 'n', -10),
      accounts.signAssertion('qq', openId(), 'n'),
      'not-an-assertion',
      `${payload}.${sig}.extra`,
      '.',
    ];
    for (const assertion of assertions) {
      const r = await api('POST', '/api/user/platform-bind', {
        token: u.token,
        body: { platform: 'wechat', assertion },
      });
      expect(r.body.code, assertion.slice(0, 30)).toBe(2030);
    }
    expect(await countRows(t, 'user_binding', `user_id = ${u.id}`)).toBe(0);
  });

  it('refuses bad input and visitors', async () => {
    const u = await newUser(t);
    for (const body of [
      { platform: 'facebook', assertion: 'x' },
      { platform: 'wechat' },
      { platform: 'wechat', assertion: 'a'.repeat(2001) },
      { platform: 'wechat', assertion: '' },
    ]) {
      const r = await api('POST', '/api/user/platform-bind', { token: u.token, body });
      expect(r.body.code, JSON.stringify(body).slice(0, 50)).toBe(1400);
    }
    expect(
      (await api('POST', '/api/user/un-bind', { token: u.token, body: { platform: 'myspace' } })).body.code,
    ).toBe(1400);
    const token = await visitorToken(t.app);
    expect((await api('GET', '/api/user/bind-list', { token })).body.code).toBe(1403);
    expect(
      (await api('POST', '/api/user/platform-bind', { token, body: { platform: 'wechat', assertion: 'x' } }))
        .body.code,
    ).toBe(1403);
    expect((await api('POST', '/api/user/un-bind', { token, body: { platform: 'wechat' } })).body.code).toBe(
      1403,
    );
  });
});

describe('POST /api/user/account-destroy', () => {
  const DONGCHENG = { province_id: 110000, city_id: 110100, district_id: 110101 };

  it('closes the account with an SMS code: anonymised, addresses and bindings gone, tokens revoked', async () => {
    const u = await newUser(t);
    const other = await otherSession(t, u.id);
    const idCard = makeIdCard('110105', '1991-03-04', 77);
    expect(
      (
        await api('POST', '/plugin/mobile/api/user/authentication', {
          token: u.token,
          body: { real_name: '注销者', id_card: idCard },
        })
      ).body.code,
    ).toBe(0);
    await api('POST', '/api/user/address-save', {
      token: u.token,
      body: { name: 'n', mobile: '13800138000', detail: '某街 1 号', ...DONGCHENG },
    });
    await api('POST', '/api/user/platform-bind', {
      token: u.token,
      body: { platform: 'apple', assertion: accounts.signAssertion('apple', openId(), 'a') },
    });
    expect(await countRows(t, 'address', `user_id = ${u.id}`)).toBe(1);
    expect(await countRows(t, 'user_binding', `user_id = ${u.id}`)).toBe(1);

    const wrongCode = await smsCode(t, u.mobile, 'destroy', u.token);
    const wrong = await api('POST', '/api/user/account-destroy', {
      token: u.token,
      body: { code: wrongCode === '000000' ? '111111' : '000000' },
    });
    expect(wrong.body.code).toBe(2001);
    expect(await userRow(t, u.id)).toMatchObject({ status: 0, mobile: u.mobile });
    expect(await countRows(t, 'address', `user_id = ${u.id}`)).toBe(1);
    expect((await api('GET', '/api/user/user-info', { token: u.token })).body.code).toBe(0);

    const loginCode = await smsCode(t, u.mobile, 'login');
    const wrongScene = await api('POST', '/api/user/account-destroy', {
      token: u.token,
      body: { code: loginCode },
    });
    expect(wrongScene.body.code).toBe(2001);
    expect((await userRow(t, u.id)).status).toBe(0);

    const code = await smsCode(t, u.mobile, 'destroy', u.token);
    const ok = await api('POST', '/api/user/account-destroy', { token: u.token, body: { code } });
    expect(ok.body).toMatchObject({ code: 0, data: null });
    const row = await userRow(t, u.id);
    expect(row).toMatchObject({
      status: 2,
      mobile: null,
      nickname: '已注销用户',
      passwordHash: null,
      idCard: null,
      realName: null,
      reviewStatus: 0,
    });
    expect(await countRows(t, 'address', `user_id = ${u.id}`)).toBe(0);
    expect(await countRows(t, 'user_binding', `user_id = ${u.id}`)).toBe(0);
    for (const token of [u.token, other.token]) {
      const r = await api('GET', '/api/user/user-info', { token });
      expect(r.body.code).toBe(1403);
    }
    // Operators no longer see it waiting, and the ID card is free again.
    const op = await newUser(t, { roles: ['operator'] });
    const pending = await api<{ list: { user_id: number }[] }>(
      'GET',
      '/api/admin/user/pending-authentications',
      { token: op.token, query: { limit: 50 } },
    );
    expect(pending.body.data.list.some((x) => x.user_id === u.id)).toBe(false);
    const heir = await newUser(t);
    expect(
      (
        await api('POST', '/plugin/mobile/api/user/authentication', {
          token: heir.token,
          body: { real_name: '新人', id_card: idCard },
        })
      ).body.code,
    ).toBe(0);
    // Closed accounts are not found.
    expect(
      (await api('GET', '/api/user/forum-user-info', { token: op.token, query: { user_id: u.id } })).body
        .code,
    ).toBe(1404);
    const visitor = await visitorToken(t.app);
    const oldPw = await api('POST', '/api/passport/login?login_scenario=password', {
      token: visitor,
      body: { mobile: u.mobile, password: u.password },
    });
    expect(oldPw.body.code).toBe(2004);

    // The same mobile registers anew as a new account.
    const loginAgain = await smsCode(t, u.mobile, 'login');
    const fresh = await api<{ user: { id: number; nickname: string } }>(
      'POST',
      '/api/passport/login?login_scenario=sms',
      {
        token: visitor,
        body: { mobile: u.mobile, code: loginAgain },
      },
    );
    expect(fresh.body.code).toBe(0);
    expect(fresh.body.data.user.id).not.toBe(u.id);
    expect(fresh.body.data.user.nickname).toBe(`舞者${u.mobile.slice(-4)}`);
    expect(await countRows(t, 'users', `mobile = '${u.mobile}'`)).toBe(1);
  });

  it('refuses a missing or malformed code and visitors', async () => {
    const u = await newUser(t);
    for (const body of [
      {},
      { code: '12345' },
      { code: 'abcdef' },
      { code: 123456 },
      { code: '1'.repeat(1000) },
    ]) {
      const r = await api('POST', '/api/user/account-destroy', { token: u.token, body });
      expect(r.body.code, JSON.stringify(body).slice(0, 40)).toBe(1400);
      expect(r.body.msg).toContain('code');
    }
    const noCodeSent = await api('POST', '/api/user/account-destroy', {
      token: u.token,
      body: { code: '123456' },
    });
    expect(noCodeSent.body.code).toBe(2001);
    expect((await userRow(t, u.id)).status).toBe(0);
    const token = await visitorToken(t.app);
    expect(
      (await api('POST', '/api/user/account-destroy', { token, body: { code: '123456' } })).body.code,
    ).toBe(1403);
  });

  it("does not accept a code sent to another user's mobile", async () => {
    const a = await newUser(t);
    const b = await newUser(t);
    const code = await smsCode(t, b.mobile, 'destroy', b.token);
    const r = await api('POST', '/api/user/account-destroy', { token: a.token, body: { code } });
    expect(r.body.code).toBe(2001);
    expect((await userRow(t, a.id)).status).toBe(0);
    expect((await userRow(t, b.id)).status).toBe(0);
  });
});

describe('POST /api/index/wechat-signature', () => {
  it('answers 2010 without WeChat configuration', async () => {
    const token = await visitorToken(t.app);
    const r = await api('POST', '/api/index/wechat-signature', {
      token,
      body: { url: 'https://example.com/page?a=1#/x' },
    });
    expect(r.body.code).toBe(2010);
    expect(r.body.data).toBeNull();
  });

  it('refuses a bad url naming the field', async () => {
    const token = await visitorToken(t.app);
    for (const url of ['not a url', '', 42, `https://e.com/${'a'.repeat(1000)}`]) {
      const r = await api('POST', '/api/index/wechat-signature', { token, body: { url } });
      expect(r.body.code, String(url).slice(0, 20)).toBe(1400);
      expect(r.body.msg).toContain('url');
    }
    expect((await api('POST', '/api/index/wechat-signature', { token, body: {} })).body.code).toBe(1400);
  });
});
