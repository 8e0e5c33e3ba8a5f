import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Address } from '@dance/contracts/user';
import { address } from '../../db/schema/account.ts';
import { caller, countRows, newUser, testApp, visitorToken } from '../../../test/helpers.ts';

const t = await testApp();

const api = caller(t);

const SAVE = '/api/user/address-save';
const LIST = '/api/user/address';
const DETAIL = '/api/user/address-detail';
const DESTROY = '/api/user/address-destroy';

/** Beijing, Beijing city, Dongcheng. */
const DONGCHENG = { province_id: 110000, city_id: 110100, district_id: 110101 };
const body = (extra: Record<string, unknown> = {}) => ({
  name: '小王',
  mobile: '13800138000',
  ...DONGCHENG,
  detail: '东直门内大街 1 号',
  ...extra,
});

async function save(token: string, extra: Record<string, unknown> = {}) {
  const r = await api<Address>('POST', SAVE, { token, body: body(extra) });
  expect(r.body.code, JSON.stringify(r.body)).toBe(0);
  return r.body.data;
}

const rowsOf = (userId: number) =>
  t.database.db.select().from(address).where(eq(address.userId, userId)).orderBy(address.id);
const defaults = async (userId: number) =>
  (await rowsOf(userId)).filter((a) => a.isDefault === 1).map((a) => a.id);

describe('address save, list and detail', () => {
  it('creates an address with region names; the first one becomes the default', async () => {
    const u = await newUser(t);
    const a = await save(u.token, { is_default: 0 });
    expect(a).toMatchObject({
      name: '小王',
      mobile: '13800138000',
      province: '北京市',
      city: '北京市',
      district: '东城区',
      ...DONGCHENG,
      is_default: 1,
    });
    const list = await api<{ list: Address[] }>('GET', LIST, { token: u.token });
    expect(list.body.data.list.map((x) => x.id)).toEqual([a.id]);
    const detail = await api<Address>('GET', DETAIL, { token: u.token, query: { id: a.id } });
    expect(detail.body.data).toEqual(a);
  });

  it('keeps exactly one default: a new default replaces the old one, default first in the list', async () => {
    const u = await newUser(t);
    const a = await save(u.token);
    const b = await save(u.token);
    expect(b.is_default).toBe(0);
    expect(await defaults(u.id)).toEqual([a.id]);
    const c = await save(u.token, { is_default: 1 });
    expect(await defaults(u.id)).toEqual([c.id]);
    const list = await api<{ list: Address[] }>('GET', LIST, { token: u.token });
    expect(list.body.data.list[0]!.id).toBe(c.id);
    expect(list.body.data.list.filter((x) => x.is_default === 1)).toHaveLength(1);
    // Making an existing address the default.
    await save(u.token, { id: b.id, is_default: 1 });
    expect(await defaults(u.id)).toEqual([b.id]);
  });

  it('updates an address; editing the default without is_default keeps it the default', async () => {
    const u = await newUser(t);
    const a = await save(u.token);
    await save(u.token);
    const r = await api<Address>('POST', SAVE, {
      token: u.token,
      body: { ...body({ id: a.id, detail: '新地址 99 号' }), is_default: undefined },
    });
    expect(r.body.data).toMatchObject({ id: a.id, detail: '新地址 99 号', is_default: 1 });
    expect(await defaults(u.id)).toEqual([a.id]);
    const zero = await api<Address>('POST', SAVE, {
      token: u.token,
      body: body({ id: a.id, is_default: 0 }),
    });
    expect(zero.body.data.is_default).toBe(1);
    expect(await defaults(u.id)).toEqual([a.id]);
  });

  it('passes the default to the newest remaining address when the default is deleted', async () => {
    const u = await newUser(t);
    const a = await save(u.token);
    const b = await save(u.token);
    const c = await save(u.token);
    expect((await api('POST', DESTROY, { token: u.token, body: { id: a.id } })).body.code).toBe(0);
    expect(await defaults(u.id)).toEqual([c.id]);
    expect((await api('POST', DESTROY, { token: u.token, body: { id: b.id } })).body.code).toBe(0);
    expect(await defaults(u.id)).toEqual([c.id]);
    expect((await api('POST', DESTROY, { token: u.token, body: { id: c.id } })).body.code).toBe(0);
    expect(await countRows(t, 'address', `user_id = ${u.id}`)).toBe(0);
    const again = await api('POST', DESTROY, { token: u.token, body: { id: c.id } });
    expect(again.body.code).toBe(1404);
  });

  it('refuses a broken region chain and changes nothing', async () => {
    const u = await newUser(t);
    const a = await save(u.token);
    const before = await rowsOf(u.id);
    const chains = [
      { province_id: 110000, city_id: 110100, district_id: 310101 }, // Shanghai Huangpu under Beijing
      { province_id: 110000, city_id: 310100, district_id: 310101 },
      { province_id: 310000, city_id: 110100, district_id: 110101 },
      { province_id: 110100, city_id: 110101, district_id: 110101 },
      { province_id: 990000, city_id: 990100, district_id: 990101 },
      { province_id: 110000, city_id: 110100, district_id: 2 ** 40 },
    ];
    for (const chain of chains) {
      const r = await api('POST', SAVE, { token: u.token, body: body(chain) });
      expect(r.body.code, JSON.stringify(chain)).toBe(1400);
      expect(r.body.msg).toContain('district_id');
      const upd = await api('POST', SAVE, { token: u.token, body: body({ ...chain, id: a.id }) });
      expect(upd.body.code).toBe(1400);
    }
    expect(await rowsOf(u.id)).toEqual(before);
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['a missing name', { name: undefined }, 'name'],
    ['a long name', { name: 'n'.repeat(21) }, 'name'],
    ['a bad mobile', { mobile: '12345' }, 'mobile'],
    ['a short detail', { detail: 'x' }, 'detail'],
    ['a long detail', { detail: 'x'.repeat(121) }, 'detail'],
    ['a negative province', { province_id: -110000 }, 'province_id'],
    ['a text city', { city_id: 'beijing' }, 'city_id'],
    ['a huge district', { district_id: 1e20 }, 'district_id'],
    ['is_default 2', { is_default: 2 }, 'is_default'],
    ['a negative id', { id: -1 }, 'id'],
  ];
  it.each(bad)('refuses %s naming the field and changes nothing', async (_n, extra, field) => {
    const u = await newUser(t);
    await save(u.token);
    const before = await rowsOf(u.id);
    const r = await api('POST', SAVE, { token: u.token, body: body(extra) });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(1400);
    expect(r.body.msg).toContain(field);
    expect(await rowsOf(u.id)).toEqual(before);
  });

  it('answers an unknown id with 1404', async () => {
    const u = await newUser(t);
    await save(u.token);
    const before = await rowsOf(u.id);
    expect((await api('GET', DETAIL, { token: u.token, query: { id: 9_000_000_000 } })).body.code).toBe(1404);
    expect((await api('POST', SAVE, { token: u.token, body: body({ id: 9_000_000_000 }) })).body.code).toBe(
      1404,
    );
    expect((await api('POST', DESTROY, { token: u.token, body: { id: 9_000_000_000 } })).body.code).toBe(
      1404,
    );
    expect((await api('GET', DETAIL, { token: u.token, query: { id: 'abc' } })).body.code).toBe(1400);
    expect((await api('GET', DETAIL, { token: u.token })).body.code).toBe(1400);
    expect((await api('POST', DESTROY, { token: u.token, body: {} })).body.code).toBe(1400);
    expect(await rowsOf(u.id)).toEqual(before);
  });

  it('keeps at most 20 addresses', async () => {
    const u = await newUser(t);
    for (let i = 0; i < 20; i++) await save(u.token, { detail: `地址 ${i} 号` });
    const r = await api('POST', SAVE, { token: u.token, body: body() });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe(1409);
    expect(await countRows(t, 'address', `user_id = ${u.id}`)).toBe(20);
    // Editing still works at the limit.
    const first = (await rowsOf(u.id))[0]!;
    expect(
      (await api('POST', SAVE, { token: u.token, body: body({ id: first.id, detail: '改过的地址' }) })).body
        .code,
    ).toBe(0);
  });

  it('keeps the limit and one default under simultaneous saves', async () => {
    const u = await newUser(t);
    const rs = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        api('POST', SAVE, { token: u.token, body: body({ detail: `并发 ${i} 号`, is_default: i % 2 }) }),
      ),
    );
    expect(rs.every((r) => r.status < 500)).toBe(true);
    expect(rs.filter((r) => r.body.code === 0)).toHaveLength(20);
    expect(rs.filter((r) => r.body.code === 1409)).toHaveLength(5);
    expect(await countRows(t, 'address', `user_id = ${u.id}`)).toBe(20);
    expect(await defaults(u.id)).toHaveLength(1);
  });

  it('gives the first address the default even when two are created at once', async () => {
    const u = await newUser(t);
    const rs = await Promise.all([
      api('POST', SAVE, { token: u.token, body: body() }),
      api('POST', SAVE, { token: u.token, body: body() }),
    ]);
    expect(rs.map((r) => r.body.code)).toEqual([0, 0]);
    expect(await defaults(u.id)).toHaveLength(1);
  });
});

describe("another user's addresses", () => {
  it('can never be read, updated or deleted, and nothing leaks', async () => {
    const a = await newUser(t);
    const b = await newUser(t);
    const bAddr = await save(b.token, { name: '秘密', detail: 'B 的家 8 号' });
    const before = await rowsOf(b.id);
    const detail = await api('GET', DETAIL, { token: a.token, query: { id: bAddr.id } });
    expect(detail.status).toBe(404);
    expect(detail.body.code).toBe(1404);
    expect(JSON.stringify(detail.body)).not.toContain('秘密');
    const upd = await api('POST', SAVE, { token: a.token, body: body({ id: bAddr.id, detail: 'A 改的' }) });
    expect(upd.body.code).toBe(1404);
    const del = await api('POST', DESTROY, { token: a.token, body: { id: bAddr.id } });
    expect(del.body.code).toBe(1404);
    const list = await api<{ list: Address[] }>('GET', LIST, { token: a.token });
    expect(list.body.data.list).toEqual([]);
    expect(await rowsOf(b.id)).toEqual(before);
    // A's own default handling is not disturbed by B's rows either.
    const mine = await save(a.token, { is_default: 1 });
    expect(await defaults(a.id)).toEqual([mine.id]);
    expect(await defaults(b.id)).toEqual([bAddr.id]);
  });

  it('needs a login for every address call', async () => {
    const token = await visitorToken(t.app);
    for (const [m, p, o] of [
      ['GET', LIST, {}],
      ['GET', DETAIL, { query: { id: 1 } }],
      ['POST', SAVE, { body: body() }],
      ['POST', DESTROY, { body: { id: 1 } }],
    ] as const) {
      const r = await api(m, p, { token, ...o });
      expect(r.body.code, p).toBe(1403);
    }
  });
});
