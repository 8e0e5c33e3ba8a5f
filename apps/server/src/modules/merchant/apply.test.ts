import { describe, expect, it } from 'vitest';
import { merchant } from '@dance/contracts';
import { newUser, testFile, userRow } from '../../../test/helpers.ts';
import { api, ok, refused } from '../../../test/kit.ts';

const { t, kit: f, visitor } = await testFile();

async function form(user: { id: number }) {
  return {
    name: `舞室 ${user.id}`,
    logo: await f.newImage(user),
    category: 'studio' as const,
    contact: '13912345678',
    licence: await f.newImage(user),
    address: '上海市徐汇区漕溪北路 88 号',
  };
}

describe('opening a shop', () => {
  it('a verified user applies; the operator approves; the shop opens with the user as owner', async () => {
    const u = await f.newVerifiedUser();
    const body = await form(u);
    const a = await ok(t, merchant.mchApply, { token: u.token, body });
    expect(a).toMatchObject({ status: 'pending', name: body.name, mch_id: null });
    expect((await userRow(t, u.id)).merchantReviewStatus).toBe(1);
    await refused(t, 4305, merchant.mchApply, { token: u.token, body });
    const info = await ok(t, merchant.mchApplyInfo, { token: u.token });
    expect(info).toMatchObject({ merchant_review_status: 1, application: { id: a.id } });

    const op = await newUser(t, { roles: ['operator'] });
    const queue = await ok(t, merchant.adminApplyList, { token: op.token, query: { limit: 50 } });
    expect(queue.list.map((x) => x.id)).toContain(a.id);
    // Two operators at once: one decision.
    const [x, y] = await Promise.all([
      api(t, merchant.adminApplyReview, { token: op.token, body: { id: a.id, approve: true } }),
      api(t, merchant.adminApplyReview, {
        token: op.token,
        body: { id: a.id, approve: false, reason: 'no' },
      }),
    ]);
    const codes = [x.body.code, y.body.code].sort();
    expect(codes).toEqual([0, 1409]);
    const approved = x.body.code === 0;
    const done = await ok(t, merchant.mchApplyInfo, { token: u.token });
    if (approved) {
      expect(done).toMatchObject({ merchant_review_status: 2, application: { status: 'approved' } });
      const mchId = done.application!.mch_id!;
      const desk = await ok(t, merchant.mchIndex, { token: u.token, query: { mch_id: mchId } });
      expect(desk).toMatchObject({ role: 'owner', detail: { name: body.name } });
      await refused(t, 4305, merchant.mchApply, { token: u.token, body: await form(u) });
    } else {
      expect(done).toMatchObject({
        merchant_review_status: 3,
        application: { status: 'refused', reason: 'no' },
      });
    }
  });

  it('refused with a reason; the user may apply again', async () => {
    const u = await f.newVerifiedUser();
    const a = await ok(t, merchant.mchApply, { token: u.token, body: await form(u) });
    const op = await newUser(t, { roles: ['operator'] });
    const r = await ok(t, merchant.adminApplyReview, {
      token: op.token,
      body: { id: a.id, approve: false, reason: '营业执照不清晰' },
    });
    expect(r).toMatchObject({ status: 'refused', reason: '营业执照不清晰', mch_id: null });
    expect((await userRow(t, u.id)).merchantReviewStatus).toBe(3);
    const again = await ok(t, merchant.mchApply, { token: u.token, body: await form(u) });
    expect(again.status).toBe('pending');
  });

  it('refuses unverified users, shop owners, strangers’ images, visitors and non-operators', async () => {
    const plain = await newUser(t);
    await refused(t, 4306, merchant.mchApply, { token: plain.token, body: await form(plain) });
    const shop = await f.newShop();
    await refused(t, 4305, merchant.mchApply, { token: shop.owner.token, body: await form(shop.owner) });
    const u = await f.newVerifiedUser();
    const other = await newUser(t);
    await refused(t, 1400, merchant.mchApply, {
      token: u.token,
      body: { ...(await form(u)), licence: await f.newImage(other) },
    });
    await refused(t, 1400, merchant.mchApply, { token: u.token, body: { ...(await form(u)), name: 'x' } });
    await refused(t, 1400, merchant.mchApply, {
      token: u.token,
      body: { ...(await form(u)), category: 'bank' as 'studio' },
    });
    await t.database.pool.query(
      `insert into moderation_word (word, level) values ('赌博网站', 'block') on conflict (word) do nothing`,
    );
    const named = await refused(t, 3001, merchant.mchApply, {
      token: u.token,
      body: { ...(await form(u)), name: '赌博网站舞社' },
    });
    expect(named.body.msg).toContain('赌博网站');
    await refused(t, 1403, merchant.mchApply, { token: visitor, body: await form(u) });
    await refused(t, 1403, merchant.mchApplyInfo, { token: visitor });
    await refused(t, 1405, merchant.adminApplyList, { token: u.token, query: {} });
    await refused(t, 1405, merchant.adminApplyReview, { token: u.token, body: { id: 1, approve: true } });
    const op = await newUser(t, { roles: ['operator'] });
    await refused(t, 1404, merchant.adminApplyReview, {
      token: op.token,
      body: { id: 987654321, approve: true },
    });
    expect(await ok(t, merchant.mchApplyInfo, { token: u.token })).toEqual({
      merchant_review_status: 0,
      application: null,
    });
  });
});
