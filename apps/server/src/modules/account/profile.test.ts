import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { verify } from '@node-rs/argon2';
import { users } from '../../db/schema/account.ts';
import {
  caller,
  newUser,
  otherSession,
  smsCode,
  testApp,
  userRow,
  visitorToken,
} from '../../../test/helpers.ts';
import { uploadAs } from '../content/test-factories.ts';

const t = await testApp();

const api = caller(t);

const PASSWORD = '/plugin/mobile/api/user/password';
const UPDATE = '/plugin/mobile/api/user/update-user-info';

describe('POST /plugin/mobile/api/user/password', () => {
  it('changes the password with the old one; other sessions end, this one stays', async () => {
    const u = await newUser(t);
    const other = await otherSession(t, u.id);
    expect((await api('GET', '/api/user/user-info', { token: other.token })).body.code).toBe(0);
    const ok = await api('POST', PASSWORD, {
      token: u.token,
      body: { old_password: u.password, password: 'NewPass123' },
    });
    expect(ok.body).toMatchObject({ code: 0, data: null });
    expect(await verify((await userRow(t, u.id)).passwordHash!, 'NewPass123')).toBe(true);
    const otherAfter = await api('GET', '/api/user/user-info', { token: other.token });
    expect(otherAfter.status).toBe(401);
    expect(otherAfter.body.code).toBe(1403);
    const refreshed = await api<{ scope: string }>('POST', '/api/passport/access-token', {
      body: { token: other.loginToken },
    });
    expect(refreshed.body.data.scope).toBe('public');
    const mine = await api<{ id: number }>('GET', '/api/user/user-info', { token: u.token });
    expect(mine.body.code).toBe(0);
    expect(mine.body.data.id).toBe(u.id);
    const token = await visitorToken(t.app);
    const login = await api('POST', '/api/passport/login?login_scenario=password', {
      token,
      body: { mobile: u.mobile, password: 'NewPass123' },
    });
    expect(login.body.code).toBe(0);
    const oldLogin = await api('POST', '/api/passport/login?login_scenario=password', {
      token,
      body: { mobile: u.mobile, password: u.password },
    });
    expect(oldLogin.body.code).toBe(2004);
  });

  it('refuses a wrong old password and changes nothing', async () => {
    const u = await newUser(t);
    const before = (await userRow(t, u.id)).passwordHash;
    const other = await otherSession(t, u.id);
    const r = await api('POST', PASSWORD, {
      token: u.token,
      body: { old_password: 'wrong-pass-1', password: 'NewPass123' },
    });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(2005);
    expect((await userRow(t, u.id)).passwordHash).toBe(before);
    expect((await api('GET', '/api/user/user-info', { token: other.token })).body.code).toBe(0);
  });

  it('changes the password with an SMS code of scene password', async () => {
    const u = await newUser(t);
    const code = await smsCode(t, u.mobile, 'password', u.token);
    const r = await api('POST', PASSWORD, { token: u.token, body: { code, password: 'ByCode1234' } });
    expect(r.body.code).toBe(0);
    expect(await verify((await userRow(t, u.id)).passwordHash!, 'ByCode1234')).toBe(true);
    // The code is used up.
    const again = await api('POST', PASSWORD, { token: u.token, body: { code, password: 'ByCode5678' } });
    expect(again.body.code).toBe(2001);
    expect(await verify((await userRow(t, u.id)).passwordHash!, 'ByCode1234')).toBe(true);
  });

  it('does not take a code sent for another scene', async () => {
    const u = await newUser(t);
    const code = await smsCode(t, u.mobile, 'login');
    const before = (await userRow(t, u.id)).passwordHash;
    const r = await api('POST', PASSWORD, { token: u.token, body: { code, password: 'ByCode1234' } });
    expect(r.body.code).toBe(2001);
    expect((await userRow(t, u.id)).passwordHash).toBe(before);
  });

  it('sets a first password with an SMS code; without a code it is refused', async () => {
    const u = await newUser(t);
    await t.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, u.id));
    const info = await api<{ has_password: boolean }>('GET', '/api/user/user-info', { token: u.token });
    expect(info.body.data.has_password).toBe(false);
    const bare = await api('POST', PASSWORD, { token: u.token, body: { password: 'FirstPass1' } });
    expect(bare.body.code).toBe(1400);
    expect(bare.body.msg).toContain('code');
    const withOld = await api('POST', PASSWORD, {
      token: u.token,
      body: { old_password: 'anything1', password: 'FirstPass1' },
    });
    expect(withOld.body.code).toBe(1400);
    expect((await userRow(t, u.id)).passwordHash).toBeNull();
    const code = await smsCode(t, u.mobile, 'password', u.token);
    const ok = await api('POST', PASSWORD, { token: u.token, body: { code, password: 'FirstPass1' } });
    expect(ok.body.code).toBe(0);
    const after = await api<{ has_password: boolean }>('GET', '/api/user/user-info', { token: u.token });
    expect(after.body.data.has_password).toBe(true);
  });

  it('needs the old password or a code to change an existing password', async () => {
    const u = await newUser(t);
    const r = await api('POST', PASSWORD, { token: u.token, body: { password: 'NewPass123' } });
    expect(r.body.code).toBe(1400);
    expect(r.body.msg).toContain('old_password');
  });

  it('applies the password rule and names the field', async () => {
    const u = await newUser(t);
    const before = (await userRow(t, u.id)).passwordHash;
    for (const password of [
      'short1',
      'onlyletters',
      '1234567890',
      'has space 123',
      'a1'.repeat(17),
      12345678,
      null,
    ]) {
      const r = await api('POST', PASSWORD, { token: u.token, body: { old_password: u.password, password } });
      expect(r.status, String(password)).toBe(400);
      expect(r.body.code).toBe(1400);
      expect(r.body.msg).toContain('password');
    }
    const missing = await api('POST', PASSWORD, { token: u.token, body: { old_password: u.password } });
    expect(missing.body.code).toBe(1400);
    const badCode = await api('POST', PASSWORD, {
      token: u.token,
      body: { code: '12ab56', password: 'NewPass123' },
    });
    expect(badCode.body.code).toBe(1400);
    expect(badCode.body.msg).toContain('code');
    expect((await userRow(t, u.id)).passwordHash).toBe(before);
  });

  it('needs a login', async () => {
    const token = await visitorToken(t.app);
    const r = await api('POST', PASSWORD, { token, body: { password: 'NewPass123', old_password: 'x' } });
    expect(r.status).toBe(401);
    expect(r.body.code).toBe(1403);
  });
});

describe('GET /api/user/user-info', () => {
  it('answers the fields with the right types', async () => {
    const u = await newUser(t, { verified: true });
    await t.database.db
      .update(users)
      .set({
        integral: 120,
        balance: 1250,
        merchantReviewStatus: 1,
        anchorReviewStatus: 2,
        musicianReviewStatus: 3,
        followCount: 4,
        fansCount: 5,
        likeCount: 6,
        postCount: 7,
      })
      .where(eq(users.id, u.id));
    const r = await api<Record<string, unknown>>('GET', '/api/user/user-info', { token: u.token });
    expect(r.body.code).toBe(0);
    expect(r.body.data).toMatchObject({
      id: u.id,
      user_id: u.id,
      mobile: `${u.mobile.slice(0, 3)}****${u.mobile.slice(7)}`,
      integral: 120,
      balance: '12.50',
      review_status: 2,
      merchant_review_status: 1,
      anchor_review_status: 2,
      musician_review_status: 3,
      is_real_name_authentication: 1,
      // An approved anchor shows the anchor badge, which says more than the real-name one.
      authentication_type: 2,
      authentication_type_ico: '/icons/auth-anchor.svg',
      is_anchor: 1,
      is_operator: 0,
      has_password: true,
      follow_count: 4,
      fans_count: 5,
      like_count: 6,
      post_count: 7,
    });
    expect(JSON.stringify(r.body.data)).not.toContain(u.mobile);
  });

  it('shows a new user with zero balance as "0.00" and not verified', async () => {
    const u = await newUser(t);
    const r = await api<Record<string, unknown>>('GET', '/api/user/user-info', { token: u.token });
    expect(r.body.data).toMatchObject({
      balance: '0.00',
      integral: 0,
      is_real_name_authentication: 0,
      review_status: 0,
      merchant_review_status: 0,
      is_anchor: 0,
    });
    expect(Number.isInteger(r.body.data.integral)).toBe(true);
  });

  it('needs a login', async () => {
    const token = await visitorToken(t.app);
    const r = await api('GET', '/api/user/user-info', { token });
    expect(r.body.code).toBe(1403);
  });
});

describe('POST /plugin/mobile/api/user/update-user-info', () => {
  it('updates the profile fields', async () => {
    const u = await newUser(t);
    const avatar = await uploadAs(t.services.uploads, u.id, 'image');
    const r = await api<Record<string, unknown>>('POST', UPDATE, {
      token: u.token,
      body: {
        nickname: '  街舞小李  ',
        avatar,
        gender: 2,
        birthday: '1999-02-28',
        signature: 'x'.repeat(140),
        dance_styles: ['popping', 'locking', 'popping'],
        unknown_field: 'stripped',
      },
    });
    expect(r.body.code).toBe(0);
    expect(r.body.data).toMatchObject({
      nickname: '街舞小李',
      avatar,
      gender: 2,
      birthday: '1999-02-28',
      dance_styles: ['popping', 'locking'],
    });
    // user-info reads its own columns: it shows what the update answered from the whole row.
    const info = await api<Record<string, unknown>>('GET', '/api/user/user-info', { token: u.token });
    expect(info.body.data).toEqual(r.body.data);
    const row = await userRow(t, u.id);
    expect(row.nickname).toBe('街舞小李');
    expect(row.nicknamePinyin).toBe('jiewuxiaoli jwxl');
    expect(row.signature).toHaveLength(140);
    expect(row.birthday).toBe('1999-02-28');
  });

  it('changes nothing for an empty body', async () => {
    const u = await newUser(t);
    await api('POST', UPDATE, { token: u.token, body: { nickname: 'Before', gender: 1 } });
    const before = await userRow(t, u.id);
    const r = await api<{ nickname: string; gender: number }>('POST', UPDATE, { token: u.token, body: {} });
    expect(r.body.code).toBe(0);
    expect(r.body.data).toMatchObject({ nickname: 'Before', gender: 1 });
    const after = await userRow(t, u.id);
    expect({ ...after, updatedAt: null }).toEqual({ ...before, updatedAt: null });
  });

  const year = new Date().getUTCFullYear();
  const bad: [string, Record<string, unknown>, string][] = [
    ['empty nickname', { nickname: '   ' }, 'nickname'],
    ['long nickname', { nickname: 'n'.repeat(21) }, 'nickname'],
    ['nickname number', { nickname: 42 }, 'nickname'],
    ['foreign avatar', { avatar: 'https://evil.example/x.png' }, 'avatar'],
    ['script avatar', { avatar: 'javascript:alert(1)' }, 'avatar'],
    ['climbing avatar', { avatar: '/uploads/../../etc/passwd' }, 'avatar'],
    ['bare uploads', { avatar: '/uploads/' }, 'avatar'],
    ['gender 3', { gender: 3 }, 'gender'],
    ['gender negative', { gender: -1 }, 'gender'],
    ['gender string', { gender: '1' }, 'gender'],
    ['birthday format', { birthday: '1999/01/01' }, 'birthday'],
    ['birthday impossible', { birthday: '1999-02-30' }, 'birthday'],
    ['birthday month 13', { birthday: '1999-13-01' }, 'birthday'],
    ['birthday too old', { birthday: `${year - 151}-01-01` }, 'birthday'],
    ['birthday too far', { birthday: `${year + 151}-01-01` }, 'birthday'],
    ['birthday year 0', { birthday: '0000-01-01' }, 'birthday'],
    ['signature long', { signature: 's'.repeat(141) }, 'signature'],
    ['dance style unknown', { dance_styles: ['ballet'] }, 'dance_styles'],
    ['dance styles not array', { dance_styles: 'popping' }, 'dance_styles'],
    ['dance styles huge', { dance_styles: Array(11).fill('house') }, 'dance_styles'],
  ];
  it.each(bad)('refuses %s naming the field and changes nothing', async (_name, body, field) => {
    const u = await newUser(t);
    const before = await userRow(t, u.id);
    const r = await api('POST', UPDATE, {
      token: u.token,
      body: { ...body, signature: body.signature ?? 'changed?' },
    });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(1400);
    expect(r.body.msg).toContain(field);
    expect(await userRow(t, u.id)).toEqual(before);
  });

  it('accepts the edges of the birthday range', async () => {
    const u = await newUser(t);
    for (const birthday of [`${year - 150}-01-01`, '2000-02-29']) {
      const r = await api('POST', UPDATE, { token: u.token, body: { birthday } });
      expect(r.body.code, birthday).toBe(0);
      expect((await userRow(t, u.id)).birthday).toBe(birthday);
    }
  });

  it('needs a login', async () => {
    const token = await visitorToken(t.app);
    const r = await api('POST', UPDATE, { token, body: { nickname: 'x' } });
    expect(r.body.code).toBe(1403);
  });
});

describe('localised validation messages', () => {
  const cases: [string, string][] = [
    ['en', 'Invalid input: nickname'],
    ['fr', 'Donnée invalide : nickname'],
    ['es', 'Dato no válido: nickname'],
    ['zh-Hant', '參數錯誤：nickname'],
    ['zh-Hans', '参数错误：nickname'],
  ];
  it.each(cases)('answers in %s naming the field', async (lang, start) => {
    const u = await newUser(t);
    const r = await api('POST', UPDATE, {
      token: u.token,
      body: { nickname: 'n'.repeat(30) },
      headers: { 'x-app-language': lang },
    });
    expect(r.body.code).toBe(1400);
    expect(r.body.msg.startsWith(start)).toBe(true);
    expect(r.body.msg.length).toBeGreaterThan(start.length + 3);
  });

  it('gives different reasons in different languages', async () => {
    const u = await newUser(t);
    const msgs = new Set<string>();
    for (const lang of ['en', 'fr', 'es', 'zh-Hant']) {
      const r = await api('POST', UPDATE, {
        token: u.token,
        body: { gender: 7 },
        headers: { 'accept-language': lang },
      });
      msgs.add(r.body.msg);
    }
    expect(msgs.size).toBe(4);
  });
});

describe('no input gives a 500', () => {
  const calls: ['GET' | 'POST', string][] = [
    ['POST', PASSWORD],
    ['POST', UPDATE],
    ['POST', '/plugin/mobile/api/user/authentication'],
    ['POST', '/api/admin/user/review-authentication'],
    ['GET', '/api/admin/user/pending-authentications'],
    ['GET', '/api/user/address-detail'],
    ['POST', '/api/user/address-save'],
    ['POST', '/api/user/address-destroy'],
    ['GET', '/api/user/search'],
    ['GET', '/api/search/search'],
    ['POST', '/api/user/platform-bind'],
    ['POST', '/api/user/un-bind'],
    ['GET', '/api/user/personal-qr-code'],
    ['GET', '/api/user/forum-user-info'],
    ['POST', '/api/user/account-destroy'],
    ['POST', '/plugin/mobile/api/user/report-user'],
    ['POST', '/api/index/wechat-signature'],
  ];
  const huge = '9'.repeat(40);
  const values: unknown[] = [
    -1,
    0,
    1e308,
    huge,
    Number.MAX_SAFE_INTEGER,
    2 ** 40,
    '',
    'x'.repeat(5000),
    [],
    {},
    null,
    true,
    '1; drop table users',
    "%'_\\",
    '😀'.repeat(50),
  ];
  const fields = [
    'id',
    'user_id',
    'reason_id',
    'keyword',
    'cursor',
    'limit',
    'type',
    'code',
    'password',
    'platform',
    'assertion',
    'url',
    'province_id',
    'id_card',
    'images',
    'nickname',
    'avatar',
    'gender',
    'birthday',
    'dance_styles',
  ];
  it.each(calls)('%s %s answers every odd input with a catalogue code', async (method, path) => {
    const u = await newUser(t, { roles: ['operator'] });
    for (const value of values) {
      const body = Object.fromEntries(fields.map((f) => [f, value]));
      const query = Object.fromEntries(
        fields.map((f) => [f, typeof value === 'object' ? JSON.stringify(value) : String(value)]),
      );
      const r = await api(method, path, { token: u.token, ...(method === 'POST' ? { body } : { query }) });
      expect(r.status, `${path} ${JSON.stringify(value).slice(0, 40)}`).toBeLessThan(500);
      expect(r.body.code).not.toBe(0);
    }
    if (method === 'POST') {
      const raw = await t.app.inject({
        method,
        url: path,
        headers: {
          'x-access-token': u.token,
          'content-type': 'application/json',
          'x-forwarded-for': '10.9.9.9',
        },
        payload: '{"broken": ',
      });
      expect(raw.statusCode).toBe(400);
      expect(raw.json().code).toBe(1400);
    }
    // The operator, the caller, is unchanged: no write slipped through.
    const row = await userRow(t, u.id);
    expect(row.status).toBe(0);
    expect(row.nickname).toMatch(/^dancer/);
  });
});
