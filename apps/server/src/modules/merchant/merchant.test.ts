import { describe, expect, it } from 'vitest';
import { call, newUser, testFile } from '../../../test/helpers.ts';

const { t, kit: f, by, visitor } = await testFile();

describe('shops', () => {
  it('lists open shops with a few goods, shows one shop, and tells users which shops they staff', async () => {
    const s = await f.newShop();
    await f.newGoods(s.id, { name: 'A' });
    const b = await f.newGoods(s.id, { name: 'B' });
    await f.paidOrder(await newUser(t), b);
    const d = await by.ok<{ id: number; goods_count: number; sales: number; status: number }>(
      'GET',
      '/plugin/mch/api/mch/detail',
      {
        token: visitor,
        query: { id: s.id },
      },
    );
    expect(d).toMatchObject({ id: s.id, goods_count: 2, sales: 1, status: 1 });
    const seen: number[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 50; i++) {
      const page = await by.ok<{
        list: { id: number; goods: { id: number }[] }[];
        next_cursor: string | null;
      }>('GET', '/plugin/mch/api/mch/list', { token: visitor, query: { limit: 5, cursor } });
      for (const m of page.list) {
        seen.push(m.id);
        if (m.id === s.id) expect(m.goods.map((g) => g.id)).toEqual([b.id, b.id - 1]);
      }
      if (!page.next_cursor) break;
      cursor = page.next_cursor;
    }
    expect(seen).toContain(s.id);
    expect(new Set(seen).size).toBe(seen.length);

    const mine = await by.ok<{ list: { id: number; role: string }[] }>('GET', '/plugin/mch/api/mch/mine', {
      token: s.owner.token,
    });
    expect(mine.list).toEqual([expect.objectContaining({ id: s.id, role: 'owner' })]);
    const clerk = await by.ok<{ list: { id: number; role: string }[] }>('GET', '/plugin/mch/api/mch/mine', {
      token: s.clerk.token,
    });
    expect(clerk.list).toEqual([expect.objectContaining({ id: s.id, role: 'clerk' })]);
    const nobody = await by.ok<{ list: unknown[] }>('GET', '/plugin/mch/api/mch/mine', {
      token: (await newUser(t)).token,
    });
    expect(nobody.list).toEqual([]);
    const op = await by.ok<{ list: { id: number }[] }>('GET', '/plugin/mch/api/mch/mine', {
      token: (await newUser(t, { roles: ['operator'] })).token,
    });
    expect(op.list.map((x) => x.id)).toEqual([0]);
  });

  it('bad input, unknown shops and visitors', async () => {
    await by.code(1404, 'GET', '/plugin/mch/api/mch/detail', { token: visitor, query: { id: 987654321 } });
    await by.code(1400, 'GET', '/plugin/mch/api/mch/detail', { token: visitor, query: { id: 'x' } });
    await by.code(1400, 'GET', '/plugin/mch/api/mch/list', { token: visitor, query: { cursor: 'x' } });
    await by.code(1400, 'GET', '/plugin/mch/api/mch/list', { token: visitor, query: { limit: 99 } });
    await by.code(1403, 'GET', '/plugin/mch/api/mch/mine', { token: visitor });
    await by.code(1401, 'GET', '/plugin/mch/api/mch/list');
  });
});

describe('GET /api/user/mch-info', () => {
  it("names the owner's and the clerk's shop, and none for other users", async () => {
    const owner = await newUser(t);
    const clerk = await newUser(t);
    const s = await f.newShop({ owner, clerks: [clerk] });
    const mine = await call<{ mch: { id: number; role: string } | null }>(
      t.app,
      'GET',
      '/api/user/mch-info',
      {
        token: owner.token,
      },
    );
    expect(mine.body.data.mch).toMatchObject({ id: s.id, role: 'owner' });
    const theirs = await call<{ mch: { id: number; role: string } | null }>(
      t.app,
      'GET',
      '/api/user/mch-info',
      {
        token: clerk.token,
      },
    );
    expect(theirs.body.data.mch).toMatchObject({ id: s.id, role: 'clerk' });
    const stranger = await newUser(t);
    const none = await call<{ mch: unknown }>(t.app, 'GET', '/api/user/mch-info', { token: stranger.token });
    expect(none.body.data.mch).toBeNull();
  });
});
