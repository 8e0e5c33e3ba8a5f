import { describe, expect, it } from 'vitest';
import { community, mall, user } from '@dance/contracts';
import { testApp, userRow } from './helpers.ts';
import { api, factories, ok, refused } from './kit.ts';

const t = await testApp();
const f = factories(t);

describe('the factory kit', () => {
  it('makes users with random mobiles through the directory, verified ones approved by an operator', async () => {
    const [a, b] = [await f.newUser(), await f.newUser({ nickname: '阿杰' })];
    expect(a.mobile).not.toBe(b.mobile);
    expect((await userRow(t, b.id)).nickname).toBe('阿杰');
    expect((await userRow(t, a.id)).reviewStatus).toBe(0);
    const v = await f.newVerifiedUser();
    expect((await userRow(t, v.id)).reviewStatus).toBe(2);
    const info = await ok(t, user.userInfo, { token: v.token });
    expect(info.review_status).toBe(2);
  });

  it('makes a shop with goods, and an order paid from the funded balance', async () => {
    const shop = await f.newShop();
    const g = await f.newGoods(shop.id, { price: 2500, stock: 3, delivery: 'verify' });
    const buyer = await f.newUser();
    const { orderId } = await f.paidOrder(buyer, g, 2);
    const detail = await ok(t, mall.orderDetail, { token: buyer.token, query: { id: orderId } });
    expect(detail).toMatchObject({ status: 'paid', goods_amount: '50.00', pay_amount: '50.00' });
    expect((await userRow(t, buyer.id)).balance).toBe(10_000);
  });

  it('makes published posts; the typed call answers the contract and refusals are checked', async () => {
    const author = await f.newVerifiedUser();
    const p = await f.newPost(author, { type: 'image' });
    expect(p.status).toBe('published');
    const detail = await api(t, community.postDetail, { token: author.token, query: { id: p.id } });
    expect(detail.body.data.images).toHaveLength(1);
    await refused(t, 1401, user.userInfo, { token: null });
  });
});
