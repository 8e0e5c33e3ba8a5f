import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { mall, merchant } from '@dance/contracts';
import { newUser, testFile, type TestUser } from '../../../test/helpers.ts';
import { api, ok, refused, tag } from '../../../test/kit.ts';
import { yuan } from '../../platform/money.ts';

const { t, kit: f, visitor } = await testFile();
const DAY = 86_400_000;
const s = t.services;

type Shop = Awaited<ReturnType<typeof f.newShop>>;

const row = async <T>(q: ReturnType<typeof sql>) =>
  (await t.database.db.execute<T & Record<string, unknown>>(q)).rows;

/** The shop's balance and frozen amount, and the sums of its ledger, in fen. */
async function books(mchId: number) {
  const [m] = await row<{ balance: string; frozen: string }>(
    sql`select balance::text, frozen::text from mch where id = ${mchId}`,
  );
  const [l] = await row<{ change: string; frozen: string; n: number }>(
    sql`select coalesce(sum(change), 0)::text as change, coalesce(sum(frozen_change), 0)::text as frozen,
               count(*)::int as n from mch_account_log where mch_id = ${mchId}`,
  );
  const [bad] = await row<{ n: number }>(
    sql`select count(*)::int as n from mch_account_log where mch_id = ${mchId} and (balance_after < 0 or frozen_after < 0)`,
  );
  return {
    balance: Number(m!.balance),
    frozen: Number(m!.frozen),
    ledgerBalance: Number(l!.change),
    ledgerFrozen: Number(l!.frozen),
    rows: l!.n,
    negative: bad!.n,
  };
}

async function expectBalanced(mchId: number) {
  const b = await books(mchId);
  expect(b.ledgerBalance).toBe(b.balance);
  expect(b.ledgerFrozen).toBe(b.frozen);
  expect(b.negative).toBe(0);
  return b;
}

/** Gives the shop `fen` through a settlement of an order that does not exist elsewhere (fee 0). */
async function credit(mchId: number, fen: number) {
  await t.database.db.execute(sql`update mch set fee_rate = 0 where id = ${mchId}`);
  await t.database.db.transaction((tx) =>
    s.merchant.account.settle(tx, {
      kind: 'completed',
      order: { id: randomInt(2 ** 40, 2 ** 47), mchId, payAmount: fen, refundAmount: 0 },
    }),
  );
}

/** A paid express order of two goods of the shop, shipped and received. */
async function received(shop: Shop, buyer: TestUser) {
  const a = await f.newGoods(shop.id, { price: 10_000 });
  const b = await f.newGoods(shop.id, { price: 5_000 });
  const addressId = await f.newAddress(buyer);
  const sub = await ok(t, mall.orderSubmit, {
    token: buyer.token,
    body: {
      token: `t-${tag()}-${tag()}`,
      items: [
        { goods_id: a.id, sku_id: a.sku.id, num: 1 },
        { goods_id: b.id, sku_id: b.sku.id, num: 1 },
      ],
      address_id: addressId,
    },
  });
  const orderId = sub.order_ids[0]!;
  await f.fund(buyer.id, 100_000);
  const p = await ok(t, mall.payData, { token: buyer.token, body: { order_ids: [orderId] } });
  await ok(t, mall.payBuyBalance, { token: buyer.token, query: { payment_id: p.payment_id } });
  await ok(t, mall.mchOrderSend, {
    token: shop.owner.token,
    body: { id: orderId, express_company: 'SF', express_no: `SF${randomInt(1e9, 9e9)}` },
  });
  await s.mall.orders.autoConfirm(new Date(Date.now() + 11 * DAY));
  const d = await ok(t, mall.orderDetail, { token: buyer.token, query: { id: orderId } });
  expect(d.status).toBe('received');
  return { orderId, items: d.items.map((i) => i.id) };
}

const complete = (orderId: number) => s.mall.orders.completeDue(new Date(Date.now() + 30 * DAY), [orderId]);

describe('settlement of completed orders', () => {
  it('an order with a partial refund settles paid - refund - fee, once, into the ledger', async () => {
    const shop = await f.newShop();
    const buyer = await newUser(t);
    const { orderId, items } = await received(shop, buyer);
    // The buyer gets the second line back (a refund agreed by the owner).
    const a = await ok(t, mall.afterSaleApply, {
      token: buyer.token,
      body: { order_item_id: items[1]!, type: 'refund', reason_id: 2 },
    });
    await ok(t, mall.mchAfterSaleHandle, { token: shop.owner.token, body: { id: a.id, agree: true } });
    const [o] = await row<{ pay: string; refund: string }>(
      sql`select pay_amount::text as pay, refund_amount::text as refund from orders where id = ${orderId}`,
    );
    const pay = Number(o!.pay);
    const refund = Number(o!.refund);
    expect(refund).toBe(5_000);
    expect(await complete(orderId)).toBe(1);
    const net = pay - refund;
    const fee = Math.floor((net * 60 + 5000) / 10000);
    const b = await expectBalanced(shop.id);
    expect(b.balance).toBe(net - fee);
    const log = await ok(t, merchant.accountLog, {
      token: shop.owner.token,
      query: { mch_id: shop.id },
    });
    expect(log.list.map((l) => [l.kind, l.change, l.source_id])).toEqual([
      ['fee', yuan(-fee), orderId],
      ['credit', yuan(net), orderId],
    ]);
    expect(log.balance).toBe(yuan(net - fee));
    expect(log.list[0]!.balance_after).toBe(log.balance);
    // A second completion or settlement changes nothing.
    expect(await complete(orderId)).toBe(0);
    await t.database.db.transaction((tx) =>
      s.merchant.account.settle(tx, {
        kind: 'completed',
        order: { id: orderId, mchId: shop.id, payAmount: pay, refundAmount: refund },
      }),
    );
    expect((await books(shop.id)).balance).toBe(net - fee);
  });

  it('settlement started twice at once credits once', async () => {
    const shop = await f.newShop();
    const { orderId } = await received(shop, await newUser(t));
    const done = await Promise.all([complete(orderId), complete(orderId)]);
    expect(done.reduce((x, y) => x + y, 0)).toBe(1);
    const [o] = await row<{ pay: string }>(
      sql`select pay_amount::text as pay from orders where id = ${orderId}`,
    );
    const pay = Number(o!.pay);
    const order = { id: orderId, mchId: shop.id, payAmount: pay, refundAmount: 0 };
    await Promise.all(
      [1, 2, 3].map(() =>
        t.database.db.transaction((tx) => s.merchant.account.settle(tx, { kind: 'completed', order })),
      ),
    );
    const b = await expectBalanced(shop.id);
    expect(b.balance).toBe(pay - Math.floor((pay * 60 + 5000) / 10000));
    expect(b.rows).toBe(2);
    const [n] = await row<{ n: number }>(
      sql`select count(*)::int as n from mch_settlement where order_id = ${orderId}`,
    );
    expect(n!.n).toBe(1);
  });
});

const cashBody = (mchId: number, extra: Partial<Parameters<typeof bank>[1]> = {}) => bank(mchId, extra);
function bank(
  mchId: number,
  extra: {
    amount?: string;
    client_id?: string;
    card_no?: string;
    type?: 'balance' | 'wechat' | 'alipay' | 'bank';
  } = {},
) {
  return {
    mch_id: mchId,
    client_id: `c-${tag()}-${tag()}`,
    amount: '100.00',
    type: 'bank' as const,
    name: '王小跳',
    bank: '招商银行',
    branch: '上海静安支行',
    card_no: '6225 8801 2345 6783',
    ...extra,
  };
}

describe('withdrawals', () => {
  it('a bank-card withdrawal is frozen, masked, idempotent, and paid by an operator with a reference', async () => {
    const shop = await f.newShop();
    await credit(shop.id, 50_000);
    const body = cashBody(shop.id);
    const c = await ok(t, merchant.cashSubmit, { token: shop.owner.token, body });
    expect(c).toMatchObject({
      status: 'pending',
      amount: '100.00',
      fee: '0.10',
      actual: '99.90',
      type: 'bank',
    });
    expect(c.account).toEqual({
      name: '王小跳',
      bank: '招商银行',
      branch: '上海静安支行',
      card_no: '************6783',
    });
    const again = await ok(t, merchant.cashSubmit, { token: shop.owner.token, body });
    expect(again.id).toBe(c.id);
    expect(await books(shop.id)).toMatchObject({ balance: 40_000, frozen: 10_000 });

    const op = await newUser(t, { roles: ['operator'] });
    await refused(t, 1405, merchant.adminCashApprove, {
      token: shop.owner.token,
      body: { id: c.id, reference: 'x' },
    });
    await refused(t, 1400, merchant.adminCashApprove, { token: op.token, body: { id: c.id } });
    const queue = await ok(t, merchant.adminCashList, { token: op.token, query: { limit: 50 } });
    expect(queue.list.map((x) => x.id)).toContain(c.id);
    const paid = await ok(t, merchant.adminCashApprove, {
      token: op.token,
      body: { id: c.id, reference: 'BANK-TX-001' },
    });
    expect(paid).toMatchObject({ status: 'paid', reference: 'BANK-TX-001', provider: 'manual' });
    await refused(t, 4304, merchant.adminCashRefuse, { token: op.token, body: { id: c.id, reason: 'late' } });
    expect(await expectBalanced(shop.id)).toMatchObject({ balance: 40_000, frozen: 0 });
    const log = await ok(t, merchant.cashLog, { token: shop.owner.token, query: { mch_id: shop.id } });
    expect(log.list[0]).toMatchObject({ id: c.id, status: 'paid' });
    const kinds = await ok(t, merchant.accountLog, {
      token: shop.owner.token,
      query: { mch_id: shop.id, kind: 'withdraw' },
    });
    expect(kinds.list).toHaveLength(1);
    expect(kinds.list[0]).toMatchObject({ change: '0.00', frozen_change: '-100.00', frozen_after: '0.00' });
  });

  it("to the owner's app balance: credited at once through the balance ledger; refused and failed ones are released", async () => {
    const shop = await f.newShop();
    await credit(shop.id, 30_000);
    const op = await newUser(t, { roles: ['operator'] });
    const before = Number(
      (await row<{ b: string }>(sql`select balance::text as b from users where id = ${shop.owner.id}`))[0]!.b,
    );
    const toBalance = await ok(t, merchant.cashSubmit, {
      token: shop.owner.token,
      body: { mch_id: shop.id, client_id: `c-${tag()}-${tag()}`, amount: '100.00', type: 'balance' },
    });
    const paid = await ok(t, merchant.adminCashApprove, { token: op.token, body: { id: toBalance.id } });
    expect(paid).toMatchObject({ status: 'paid', reference: `balance-${toBalance.id}` });
    const after = Number(
      (await row<{ b: string }>(sql`select balance::text as b from users where id = ${shop.owner.id}`))[0]!.b,
    );
    expect(after - before).toBe(9_990);

    const wechat = await ok(t, merchant.cashSubmit, {
      token: shop.owner.token,
      body: {
        mch_id: shop.id,
        client_id: `c-${tag()}-${tag()}`,
        amount: '50.00',
        type: 'wechat',
        name: '王小跳',
        account: 'wx_dancer_01',
      },
    });
    expect(wechat.account).toEqual({ name: '王小跳', account: '********r_01' });
    const refusedOne = await ok(t, merchant.adminCashRefuse, {
      token: op.token,
      body: { id: wechat.id, reason: '账户名与实名不符' },
    });
    expect(refusedOne).toMatchObject({ status: 'refused', reason: '账户名与实名不符' });
    const card = await ok(t, merchant.cashSubmit, { token: shop.owner.token, body: cashBody(shop.id) });
    const failed = await ok(t, merchant.adminCashFail, {
      token: op.token,
      body: { id: card.id, reason: '银行退回' },
    });
    expect(failed.status).toBe('failed');
    expect(await expectBalanced(shop.id)).toMatchObject({ balance: 20_000, frozen: 0 });
  });

  it('20 requests at once against a balance that covers 7: exactly 7 frozen, never negative', async () => {
    const shop = await f.newShop();
    await credit(shop.id, 7 * 10_000 + 50);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        api(t, merchant.cashSubmit, { token: shop.owner.token, body: cashBody(shop.id) }),
      ),
    );
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(7);
    expect(codes.filter((c) => c !== 0).every((c) => c === 4301)).toBe(true);
    expect(results.every((r) => r.status < 500)).toBe(true);
    const b = await expectBalanced(shop.id);
    expect(b).toMatchObject({ balance: 50, frozen: 70_000 });
  });

  it('approve and refuse racing on one request: one outcome', async () => {
    const shop = await f.newShop();
    await credit(shop.id, 60_000);
    const op = await newUser(t, { roles: ['operator'] });
    for (let i = 0; i < 5; i++) {
      const c = await ok(t, merchant.cashSubmit, { token: shop.owner.token, body: cashBody(shop.id) });
      const [a, r, x] = await Promise.all([
        api(t, merchant.adminCashApprove, { token: op.token, body: { id: c.id, reference: `R${i}` } }),
        api(t, merchant.adminCashRefuse, { token: op.token, body: { id: c.id, reason: 'no' } }),
        api(t, merchant.adminCashFail, { token: op.token, body: { id: c.id, reason: 'no' } }),
      ]);
      const codes = [a, r, x].map((res) => res.body.code);
      expect(codes.filter((code) => code === 0)).toHaveLength(1);
      expect(codes.filter((code) => code !== 0)).toEqual([4304, 4304]);
      const [rows] = await row<{ n: number }>(
        sql`select count(*)::int as n from mch_account_log where source_type = 'cash' and source_id = ${c.id}`,
      );
      expect(rows!.n).toBe(2);
    }
    const b = await expectBalanced(shop.id);
    expect(b.frozen).toBe(0);
  });

  it('bad input, limits, visitors, clerks and other shops', async () => {
    const shop = await f.newShop();
    const other = await f.newShop();
    await credit(shop.id, 10_000);
    await credit(other.id, 10_000);
    const owner = shop.owner.token;
    await refused(t, 1400, merchant.cashSubmit, {
      token: owner,
      body: cashBody(shop.id, { card_no: '6225880123456782' }),
    });
    await refused(t, 1400, merchant.cashSubmit, {
      token: owner,
      body: cashBody(shop.id, { card_no: '12ab' }),
    });
    await refused(t, 1400, merchant.cashSubmit, { token: owner, body: cashBody(shop.id, { amount: '1.5' }) });
    await refused(t, 1400, merchant.cashSubmit, {
      token: owner,
      body: cashBody(shop.id, { amount: '0.00' }),
    });
    const noName = await api(t, merchant.cashSubmit, {
      token: owner,
      body: {
        mch_id: shop.id,
        client_id: `c-${tag()}-${tag()}`,
        amount: '10.00',
        type: 'alipay',
        account: 'a@b.cn',
      },
    });
    expect(noName.body.code).toBe(1400);
    expect(noName.body.msg).toContain('name');
    await refused(t, 4302, merchant.cashSubmit, {
      token: owner,
      body: cashBody(shop.id, { amount: '0.50' }),
    });
    await refused(t, 4301, merchant.cashSubmit, {
      token: owner,
      body: cashBody(shop.id, { amount: '100.01' }),
    });
    await refused(t, 1403, merchant.cashSubmit, { token: visitor, body: cashBody(shop.id) });
    await refused(t, 1405, merchant.cashSubmit, { token: shop.clerk.token, body: cashBody(shop.id) });
    await refused(t, 1405, merchant.cashSubmit, { token: other.owner.token, body: cashBody(shop.id) });
    await refused(t, 1405, merchant.accountLog, { token: shop.clerk.token, query: { mch_id: shop.id } });
    await refused(t, 1405, merchant.accountLog, { token: other.owner.token, query: { mch_id: shop.id } });
    await refused(t, 1405, merchant.cashLog, { token: other.owner.token, query: { mch_id: shop.id } });
    await refused(t, 1403, merchant.accountLog, { token: visitor, query: { mch_id: shop.id } });
    await refused(t, 1400, merchant.accountLog, {
      token: owner,
      query: { mch_id: shop.id, from: '2026-02-30' },
    });
    await refused(t, 1400, merchant.accountLog, { token: owner, query: { mch_id: shop.id, cursor: 'x' } });
    await refused(t, 1400, merchant.cashLog, {
      token: owner,
      query: { mch_id: shop.id, status: 'gone' as 'paid' },
    });
    await refused(t, 1405, merchant.adminCashList, { token: owner, query: {} });
    await refused(t, 1403, merchant.adminCashList, { token: visitor, query: {} });
    const op = await newUser(t, { roles: ['operator'] });
    await refused(t, 1404, merchant.adminCashApprove, {
      token: op.token,
      body: { id: 987654321, reference: 'x' },
    });
    expect(await expectBalanced(shop.id)).toMatchObject({ balance: 10_000, frozen: 0 });
    expect(await expectBalanced(other.id)).toMatchObject({ balance: 10_000, frozen: 0 });
  });

  it('the account log pages by cursor and filters by kind and day', async () => {
    const shop = await f.newShop();
    for (let i = 0; i < 5; i++) await credit(shop.id, 1_000 + i);
    const seen: number[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 10; i++) {
      const p = await ok(t, merchant.accountLog, {
        token: shop.owner.token,
        query: { mch_id: shop.id, limit: 2, ...(cursor ? { cursor } : {}) },
      });
      seen.push(...p.list.map((l) => l.id));
      if (!p.next_cursor) break;
      cursor = p.next_cursor;
    }
    expect(seen).toHaveLength(5);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const day = await ok(t, merchant.accountLog, {
      token: shop.owner.token,
      query: { mch_id: shop.id, kind: 'credit', from: today, to: today },
    });
    expect(day.list).toHaveLength(5);
    const none = await ok(t, merchant.accountLog, {
      token: shop.owner.token,
      query: { mch_id: shop.id, kind: 'fee' },
    });
    expect(none.list).toEqual([]);
  });
});
