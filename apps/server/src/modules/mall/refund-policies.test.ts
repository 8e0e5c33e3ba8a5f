import { describe, expect, it } from 'vitest';
import { mall } from '@dance/contracts';
import { newUser, testFile } from '../../../test/helpers.ts';
import { ok, refused } from '../../../test/kit.ts';
import type { RefundLine } from './refund-policies.ts';

const { t, kit: f } = await testFile();
/** Goods whose buyers may no longer ask for a refund, and what the policy was asked. */
const closed = new Set<number>();
const asked: RefundLine[][] = [];
t.services.mall.flow.refundPolicies.register('music', async (_order, lines) => {
  asked.push(lines);
  return !lines.some((l) => closed.has(l.goodsId));
});

describe('buyers’ refund policies per goods type', () => {
  it('a policy that says no refuses the buyer’s cancel request and after-sale; the shop still refunds', async () => {
    const s = await f.newShop();
    const g = await f.newGoods(s.id, { type: 'music', delivery: 'verify', price: 800 });
    closed.add(g.id);
    const u = await newUser(t);
    const { orderId } = await f.paidOrder(u, g);
    await refused(t, 4115, mall.cancelApply, { token: u.token, body: { id: orderId, cause_id: 1 } });
    expect(asked.at(-1)).toMatchObject([{ goodsId: g.id, type: 'music', num: 1 }]);
    const code = await ok(t, mall.clerkQrCode, { token: u.token, query: { id: orderId } });
    await ok(t, mall.orderClerk, { token: s.clerk.token, query: { code: code.code } });
    const d = await ok(t, mall.orderDetail, { token: u.token, query: { id: orderId } });
    await refused(t, 4115, mall.afterSaleApply, {
      token: u.token,
      body: { order_item_id: d.items[0]!.id, type: 'refund', reason_id: 1 },
    });
    const other = await f.paidOrder(u, g);
    await ok(t, mall.storeCancel, { token: s.owner.token, body: { id: other.orderId, reason: '下架' } });
  });

  it('goods a policy allows, and goods without one, are asked for as before', async () => {
    const s = await f.newShop();
    const g = await f.newGoods(s.id, { type: 'music', delivery: 'verify', price: 800 });
    const plain = await f.newGoods(s.id, { delivery: 'verify', price: 800 });
    const u = await newUser(t);
    await ok(t, mall.cancelApply, {
      token: u.token,
      body: { id: (await f.paidOrder(u, g)).orderId, cause_id: 1 },
    });
    await ok(t, mall.cancelApply, {
      token: u.token,
      body: { id: (await f.paidOrder(u, plain)).orderId, cause_id: 1 },
    });
  });
});
