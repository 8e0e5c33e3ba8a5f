import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  caller,
  callFrom,
  countRows,
  newUser,
  testApp,
  userRow,
  visitorToken,
} from '../../../test/helpers.ts';
import { makeIdCard } from '@dance/contracts/id-card';

const t = await testApp();
const auto = await testApp({ REALNAME_AUTO_APPROVE: 'true' });

const api = caller(t);

const SUBMIT = '/plugin/mobile/api/user/authentication';
const REVIEW = '/api/admin/user/review-authentication';
const PENDING = '/api/admin/user/pending-authentications';

let seq = randomInt(0, 500);
/** A fresh valid number: a new birth date and sequence each time. */
function freshId(region = '110105'): string {
  seq += 1;
  const day = String((seq % 28) + 1).padStart(2, '0');
  const month = String((Math.floor(seq / 28) % 12) + 1).padStart(2, '0');
  return makeIdCard(region, `19${String(60 + (seq % 40))}-${month}-${day}`, seq % 1000);
}

interface Pending {
  list: { user_id: number; nickname: string; real_name: string; id_card: string; submitted_at: string }[];
  next_cursor: string | null;
}

describe('POST /plugin/mobile/api/user/authentication', () => {
  it('takes a valid number for review; user-info shows it pending', async () => {
    const u = await newUser(t);
    const id = freshId();
    const r = await api('POST', SUBMIT, { token: u.token, body: { real_name: '张三', id_card: id } });
    expect(r.body).toMatchObject({ code: 0, data: { review_status: 1, is_real_name_authentication: 0 } });
    const row = await userRow(t, u.id);
    expect(row).toMatchObject({ idCard: id, realName: '张三', reviewStatus: 1 });
    expect(row.reviewSubmittedAt).toBeInstanceOf(Date);
    const info = await api<{ review_status: number; is_real_name_authentication: number }>(
      'GET',
      '/api/user/user-info',
      {
        token: u.token,
      },
    );
    expect(info.body.data).toMatchObject({ review_status: 1, is_real_name_authentication: 0 });
  });

  it('takes a lower-case x and stores it upper-case', async () => {
    const u = await newUser(t);
    let id = freshId();
    while (!id.endsWith('X')) id = freshId();
    const r = await api('POST', SUBMIT, {
      token: u.token,
      body: { real_name: 'Li Lei', id_card: id.toLowerCase() },
    });
    expect(r.body.code).toBe(0);
    expect((await userRow(t, u.id)).idCard).toBe(id);
  });

  const wrongCheck = (id: string) => id.slice(0, 17) + (id[17] === '0' ? '1' : '0');
  const bad: [string, () => Record<string, unknown>, number, string][] = [
    [
      'a wrong check digit',
      () => ({ real_name: '张三', id_card: wrongCheck(freshId()) }),
      2020,
      '身份证号无效：校验位',
    ],
    [
      'an impossible birth date',
      () => ({ real_name: '张三', id_card: makeIdCard('110105', '1990-02-30', 12) }),
      2020,
      '身份证号无效：出生日期',
    ],
    [
      'a birth date in the future',
      () => ({ real_name: '张三', id_card: makeIdCard('110105', '2999-01-01', 12) }),
      2020,
      '身份证号无效：出生日期',
    ],
    [
      'an unknown region',
      () => ({ real_name: '张三', id_card: makeIdCard('990105', '1990-01-01', 12) }),
      2020,
      '身份证号无效：地区',
    ],
    ['a short number', () => ({ real_name: '张三', id_card: '1101051990' }), 1400, 'id_card'],
    ['a number as number', () => ({ real_name: '张三', id_card: 110105199001011 }), 1400, 'id_card'],
    ['a missing number', () => ({ real_name: '张三' }), 1400, 'id_card'],
    ['a one-letter name', () => ({ real_name: '张', id_card: freshId() }), 1400, 'real_name'],
    ['a long name', () => ({ real_name: '张'.repeat(31), id_card: freshId() }), 1400, 'real_name'],
    ['a name with digits', () => ({ real_name: '张三3', id_card: freshId() }), 1400, 'real_name'],
  ];
  it.each(bad)('refuses %s and changes nothing', async (_name, body, code, words) => {
    const u = await newUser(t);
    const before = await userRow(t, u.id);
    const r = await api('POST', SUBMIT, { token: u.token, body: body() });
    expect(r.body.code).toBe(code);
    expect(r.body.msg).toContain(words);
    expect(await userRow(t, u.id)).toEqual(before);
  });

  it('allows one ID per account: a second account gets 2021', async () => {
    const a = await newUser(t);
    const b = await newUser(t);
    const id = freshId();
    expect(
      (await api('POST', SUBMIT, { token: a.token, body: { real_name: '张三', id_card: id } })).body.code,
    ).toBe(0);
    const r = await api('POST', SUBMIT, { token: b.token, body: { real_name: '张三', id_card: id } });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe(2021);
    expect((await userRow(t, b.id)).idCard).toBeNull();
    expect((await userRow(t, b.id)).reviewStatus).toBe(0);
  });

  it('lets exactly one of two simultaneous submissions of one ID win', async () => {
    for (let round = 0; round < 3; round++) {
      const a = await newUser(t);
      const b = await newUser(t);
      const id = freshId();
      const rs = await Promise.all(
        [a, b].map((u) => api('POST', SUBMIT, { token: u.token, body: { real_name: '李四', id_card: id } })),
      );
      expect(rs.map((r) => r.body.code).sort()).toEqual([0, 2021]);
      expect(await countRows(t, 'users', `id_card = '${id}'`)).toBe(1);
    }
  });

  it('refuses a resubmission while pending (2022) and after approval', async () => {
    const u = await newUser(t);
    const first = freshId();
    expect(
      (await api('POST', SUBMIT, { token: u.token, body: { real_name: '王五', id_card: first } })).body.code,
    ).toBe(0);
    const again = await api('POST', SUBMIT, {
      token: u.token,
      body: { real_name: '王五', id_card: freshId() },
    });
    expect(again.body.code).toBe(2022);
    expect((await userRow(t, u.id)).idCard).toBe(first);
    const verified = await newUser(t, { verified: true });
    const r = await api('POST', SUBMIT, {
      token: verified.token,
      body: { real_name: '王五', id_card: freshId() },
    });
    expect(r.body.code).toBe(2022);
  });

  it('lets only one of two simultaneous submissions by one user through', async () => {
    const u = await newUser(t);
    const ids = [freshId(), freshId()];
    const rs = await Promise.all(
      ids.map((id) => api('POST', SUBMIT, { token: u.token, body: { real_name: '赵六', id_card: id } })),
    );
    const codes = rs.map((r) => r.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    const winner = ids[codes.indexOf(0)];
    expect((await userRow(t, u.id)).idCard).toBe(winner);
  });

  it('needs a login', async () => {
    const token = await visitorToken(t.app);
    const r = await api('POST', SUBMIT, { token, body: { real_name: '张三', id_card: freshId() } });
    expect(r.body.code).toBe(1403);
  });

  it('approves at once with REALNAME_AUTO_APPROVE=true', async () => {
    const u = await newUser(auto);
    const r = await callFrom(auto.app, 'POST', SUBMIT, {
      token: u.token,
      body: { real_name: '张三', id_card: freshId() },
    });
    expect(r.body).toMatchObject({ code: 0, data: { review_status: 2, is_real_name_authentication: 1 } });
    const info = await callFrom<{ is_real_name_authentication: number }>(
      auto.app,
      'GET',
      '/api/user/user-info',
      { token: u.token },
    );
    expect(info.body.data.is_real_name_authentication).toBe(1);
    // The local checks still run in auto mode.
    const v = await newUser(auto);
    const bad = await callFrom(auto.app, 'POST', SUBMIT, {
      token: v.token,
      body: { real_name: '张三', id_card: makeIdCard('990105', '1990-01-01', 1) },
    });
    expect(bad.body.code).toBe(2020);
    expect((await userRow(auto, v.id)).reviewStatus).toBe(0);
  });
});

describe('operator review', () => {
  async function pendingUser() {
    const u = await newUser(t);
    const id = freshId();
    expect(
      (await api('POST', SUBMIT, { token: u.token, body: { real_name: '陈七', id_card: id } })).body.code,
    ).toBe(0);
    return { ...u, idCard: id };
  }

  it('approves: user-info then shows is_real_name_authentication 1', async () => {
    const op = await newUser(t, { roles: ['operator'] });
    const u = await pendingUser();
    const r = await api('POST', REVIEW, { token: op.token, body: { user_id: u.id, approve: true } });
    expect(r.body).toMatchObject({ code: 0, data: null });
    const info = await api<{ is_real_name_authentication: number; review_status: number }>(
      'GET',
      '/api/user/user-info',
      {
        token: u.token,
      },
    );
    expect(info.body.data).toMatchObject({ is_real_name_authentication: 1, review_status: 2 });
    const twice = await api('POST', REVIEW, {
      token: op.token,
      body: { user_id: u.id, approve: false, reason: 'late' },
    });
    expect(twice.body.code).toBe(1409);
    expect((await userRow(t, u.id)).reviewStatus).toBe(2);
  });

  it('rejects with a reason and releases the number for a new, correct submission', async () => {
    const op = await newUser(t, { roles: ['operator'] });
    const u = await pendingUser();
    const r = await api('POST', REVIEW, {
      token: op.token,
      body: { user_id: u.id, approve: false, reason: '照片不清晰' },
    });
    expect(r.body.code).toBe(0);
    expect(await userRow(t, u.id)).toMatchObject({
      reviewStatus: 3,
      reviewReason: '照片不清晰',
      idCard: null,
    });
    const info = await api<{ review_status: number; is_real_name_authentication: number }>(
      'GET',
      '/api/user/user-info',
      {
        token: u.token,
      },
    );
    expect(info.body.data).toMatchObject({ review_status: 3, is_real_name_authentication: 0 });
    const again = await api('POST', SUBMIT, {
      token: u.token,
      body: { real_name: '陈七', id_card: u.idCard },
    });
    expect(again.body).toMatchObject({ code: 0, data: { review_status: 1 } });
  });

  it('decides once when two operators answer at the same moment', async () => {
    const op1 = await newUser(t, { roles: ['operator'] });
    const op2 = await newUser(t, { roles: ['operator'] });
    const u = await pendingUser();
    const rs = await Promise.all([
      api('POST', REVIEW, { token: op1.token, body: { user_id: u.id, approve: true } }),
      api('POST', REVIEW, { token: op2.token, body: { user_id: u.id, approve: false, reason: 'no' } }),
    ]);
    expect(rs.map((r) => r.body.code).sort()).toEqual([0, 1409]);
    const row = await userRow(t, u.id);
    if (rs[0]!.body.code === 0) expect(row).toMatchObject({ reviewStatus: 2, idCard: u.idCard });
    else expect(row).toMatchObject({ reviewStatus: 3, idCard: null });
  });

  it('refuses a non-operator with 1405 and changes nothing', async () => {
    const someone = await newUser(t, { verified: true });
    const u = await pendingUser();
    const r = await api('POST', REVIEW, { token: someone.token, body: { user_id: u.id, approve: true } });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe(1405);
    expect((await userRow(t, u.id)).reviewStatus).toBe(1);
    const self = await api('POST', REVIEW, { token: u.token, body: { user_id: u.id, approve: true } });
    expect(self.body.code).toBe(1405);
    expect((await userRow(t, u.id)).reviewStatus).toBe(1);
  });

  it('answers unknown users, bad input and not-logged-in', async () => {
    const op = await newUser(t, { roles: ['operator'] });
    const unknown = await api('POST', REVIEW, {
      token: op.token,
      body: { user_id: 9_000_000_000, approve: true },
    });
    expect(unknown.body.code).toBe(1404);
    const notPending = await newUser(t);
    const np = await api('POST', REVIEW, {
      token: op.token,
      body: { user_id: notPending.id, approve: true },
    });
    expect(np.body.code).toBe(1409);
    expect((await userRow(t, notPending.id)).reviewStatus).toBe(0);
    for (const body of [
      { approve: true },
      { user_id: -1, approve: true },
      { user_id: 1, approve: 'yes' },
      { user_id: 1, approve: false, reason: 'r'.repeat(141) },
    ]) {
      const r = await api('POST', REVIEW, { token: op.token, body });
      expect(r.body.code, JSON.stringify(body)).toBe(1400);
    }
    const token = await visitorToken(t.app);
    expect((await api('POST', REVIEW, { token, body: { user_id: 1, approve: true } })).body.code).toBe(1403);
  });

  it('lists pending verifications to operators only, with masked ID numbers, page by page', async () => {
    const op = await newUser(t, { roles: ['operator'] });
    const mine = [await pendingUser(), await pendingUser(), await pendingUser()];
    const seen: Pending['list'] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 100; page++) {
      const r = await api<Pending>('GET', PENDING, { token: op.token, query: { limit: 2, cursor } });
      expect(r.body.code).toBe(0);
      expect(r.body.data.list.length).toBeLessThanOrEqual(2);
      seen.push(...r.body.data.list);
      if (!r.body.data.next_cursor) break;
      cursor = r.body.data.next_cursor;
    }
    expect(new Set(seen.map((x) => x.user_id)).size).toBe(seen.length);
    for (const u of mine) {
      const item = seen.find((x) => x.user_id === u.id);
      expect(item).toMatchObject({
        real_name: '陈七',
        id_card: `${u.idCard.slice(0, 3)}***********${u.idCard.slice(-4)}`,
      });
      expect(Number.isNaN(Date.parse(item!.submitted_at))).toBe(false);
    }
    expect(JSON.stringify(seen)).not.toContain(mine[0]!.idCard);
    // Approved ones leave the list.
    await api('POST', REVIEW, { token: op.token, body: { user_id: mine[0]!.id, approve: true } });
    const after = await api<Pending>('GET', PENDING, { token: op.token, query: { limit: 50 } });
    expect(after.body.data.list.some((x) => x.user_id === mine[0]!.id)).toBe(false);
    expect(after.body.data.list.some((x) => x.user_id === mine[1]!.id)).toBe(true);
  });

  it('refuses the list to others and a malformed cursor', async () => {
    const u = await newUser(t);
    const r = await api('GET', PENDING, { token: u.token });
    expect(r.body.code).toBe(1405);
    expect(r.body.data).toBeNull();
    const op = await newUser(t, { roles: ['operator'] });
    for (const cursor of ['abc', '-1', '9'.repeat(30)]) {
      const bad = await api('GET', PENDING, { token: op.token, query: { cursor } });
      expect(bad.body.code, cursor).toBe(1400);
      expect(bad.body.msg).toContain('cursor');
    }
    const token = await visitorToken(t.app);
    expect((await api('GET', PENDING, { token })).body.code).toBe(1403);
  });
});
