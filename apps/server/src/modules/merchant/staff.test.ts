import { describe, expect, it } from 'vitest';
import { mall, merchant } from '@dance/contracts';
import { newUser, testFile, type TestUser } from '../../../test/helpers.ts';
import { ok, refused, tag } from '../../../test/kit.ts';

const { t, kit: f, visitor } = await testFile();

const ship = (user: TestUser, id: number) => ({
  token: user.token,
  body: { id, express_company: 'SF' as const, express_no: `SF${tag()}${tag()}` },
});
const withdraw = (user: TestUser, mchId: number) => ({
  token: user.token,
  body: {
    mch_id: mchId,
    client_id: `c-${tag()}-${tag()}`,
    amount: '100.00',
    type: 'bank' as const,
    name: '王小跳',
    bank: '招商银行',
    branch: '上海静安支行',
    card_no: '6225 8801 2345 6783',
  },
});
const members = (user: TestUser, mchId: number) =>
  ok(t, merchant.memberList, { token: user.token, query: { mch_id: mchId } });

/** A paid verify-mode order of the shop, waiting to be used: its id and code. */
async function verifyOrder(mchId: number) {
  const g = await f.newGoods(mchId, { delivery: 'verify', price: 1_000 });
  const { orderId } = await f.paidOrder(await newUser(t), g);
  const { rows } = await t.database.pool.query('select verify_code from orders where id = $1', [orderId]);
  return { orderId, code: rows[0].verify_code as string };
}

describe("a shop's staff", () => {
  it('the owner adds a clerk by mobile with a role, changes the role and removes them', async () => {
    const shop = await f.newShop({ clerks: [] });
    const clerk = await newUser(t);
    const added = await ok(t, merchant.memberAdd, {
      token: shop.owner.token,
      body: { mch_id: shop.id, mobile: clerk.mobile, role: 'verify' },
    });
    expect(added).toMatchObject({ user_id: clerk.id, role: 'verify', mobile: clerk.mobile });
    const notices = await t.database.pool.query(
      `select count(*)::int as n from notification where user_id = $1 and data->>'title' like $2`,
      [clerk.id, `You were added to the staff of ${shop.name}%`],
    );
    expect(notices.rows[0].n).toBe(1);

    const byOwner = await members(shop.owner, shop.id);
    expect(byOwner.my_role).toBe('owner');
    expect(byOwner.list.map((m) => [m.user_id, m.role])).toEqual([
      [shop.owner.id, 'owner'],
      [clerk.id, 'verify'],
    ]);
    expect(byOwner.list[1]!.mobile).toBe(clerk.mobile);
    expect(byOwner.list[1]!.nickname).toBe(clerk.nickname);

    // The clerk reads the list, with every mobile masked, and sees the shop among theirs.
    const byClerk = await members(clerk, shop.id);
    expect(byClerk.my_role).toBe('verify');
    expect(byClerk.list[0]!.mobile).toBe(`${shop.owner.mobile.slice(0, 3)}****${shop.owner.mobile.slice(7)}`);
    const mine = await ok(t, mall.myShops, { token: clerk.token });
    expect(mine.list.find((s) => s.id === shop.id)).toMatchObject({ role: 'clerk', staff_role: 'verify' });

    const changed = await ok(t, merchant.memberRole, {
      token: shop.owner.token,
      body: { mch_id: shop.id, user_id: clerk.id, role: 'orders' },
    });
    expect(changed.role).toBe('orders');
    const desk = await ok(t, merchant.mchIndex, { token: clerk.token, query: { mch_id: shop.id } });
    expect(desk).toMatchObject({ role: 'clerk', staff_role: 'orders', account: null });

    await ok(t, merchant.memberRemove, {
      token: shop.owner.token,
      body: { mch_id: shop.id, user_id: clerk.id },
    });
    expect((await members(shop.owner, shop.id)).list.map((m) => m.user_id)).toEqual([shop.owner.id]);
    await refused(t, 1405, merchant.memberList, { token: clerk.token, query: { mch_id: shop.id } });
    expect((await ok(t, mall.myShops, { token: clerk.token })).list.map((s) => s.id)).not.toContain(shop.id);
  });

  it("a shop's owner who clerks for other shops lists their own shop once, then the others by id", async () => {
    const mine = await f.newShop({ clerks: [] });
    const [first, second] = [await f.newShop({ clerks: [] }), await f.newShop({ clerks: [] })];
    // Added to their own shop's staff too (by a row, as the owner cannot add themselves): still its owner.
    await t.database.pool.query(`insert into mch_clerk (mch_id, user_id, role) values ($1, $2, 'manager')`, [
      mine.id,
      mine.owner.id,
    ]);
    for (const [shop, role] of [
      [second, 'orders'],
      [first, 'verify'],
    ] as const)
      await ok(t, merchant.memberAdd, {
        token: shop.owner.token,
        body: { mch_id: shop.id, mobile: mine.owner.mobile, role },
      });
    const list = (await ok(t, mall.myShops, { token: mine.owner.token })).list;
    expect(list.map((s) => [s.id, s.role, s.staff_role])).toEqual([
      [mine.id, 'owner', 'owner'],
      [first.id, 'clerk', 'verify'],
      [second.id, 'clerk', 'orders'],
    ]);
    const stranger = await newUser(t);
    expect((await ok(t, mall.myShops, { token: stranger.token })).list).toEqual([]);
  });

  it('only the owner manages the staff; visitors and strangers are refused', async () => {
    const shop = await f.newShop({ role: 'manager' });
    const other = await newUser(t);
    const stranger = await newUser(t);
    for (const who of [shop.clerk, stranger]) {
      await refused(t, 1405, merchant.memberAdd, {
        token: who.token,
        body: { mch_id: shop.id, mobile: other.mobile, role: 'verify' },
      });
      await refused(t, 1405, merchant.memberRole, {
        token: who.token,
        body: { mch_id: shop.id, user_id: shop.clerk.id, role: 'verify' },
      });
      await refused(t, 1405, merchant.memberRemove, {
        token: who.token,
        body: { mch_id: shop.id, user_id: shop.clerk.id },
      });
    }
    await refused(t, 1405, merchant.memberList, { token: stranger.token, query: { mch_id: shop.id } });
    await refused(t, 1403, merchant.memberList, { token: visitor, query: { mch_id: shop.id } });
    const list = await members(shop.owner, shop.id);
    expect(list.list.map((m) => [m.user_id, m.role])).toEqual([
      [shop.owner.id, 'owner'],
      [shop.clerk.id, 'manager'],
    ]);
  });

  it('bad input gives clear codes and changes nothing', async () => {
    const shop = await f.newShop({ role: 'orders' });
    const closed = await newUser(t);
    await t.database.pool.query('update users set status = 2 where id = $1', [closed.id]);
    const owner = shop.owner.token;
    await refused(t, 4307, merchant.memberAdd, {
      token: owner,
      body: { mch_id: shop.id, mobile: '19900000000', role: 'verify' },
    });
    await refused(t, 4307, merchant.memberAdd, {
      token: owner,
      body: { mch_id: shop.id, mobile: closed.mobile, role: 'verify' },
    });
    await refused(t, 4308, merchant.memberAdd, {
      token: owner,
      body: { mch_id: shop.id, mobile: shop.owner.mobile, role: 'verify' },
    });
    await refused(t, 4309, merchant.memberAdd, {
      token: owner,
      body: { mch_id: shop.id, mobile: shop.clerk.mobile, role: 'manager' },
    });
    await refused(t, 1400, merchant.memberAdd, {
      token: owner,
      body: { mch_id: shop.id, mobile: (await newUser(t)).mobile, role: 'boss' as 'verify' },
    });
    await refused(t, 1400, merchant.memberAdd, {
      token: owner,
      body: { mch_id: shop.id, mobile: '12345', role: 'verify' },
    });
    await refused(t, 1400, merchant.memberRole, {
      token: owner,
      body: { mch_id: shop.id, user_id: shop.clerk.id, role: 'owner' as 'verify' },
    });
    await refused(t, 4310, merchant.memberRole, {
      token: owner,
      body: { mch_id: shop.id, user_id: closed.id, role: 'verify' },
    });
    await refused(t, 4310, merchant.memberRemove, {
      token: owner,
      body: { mch_id: shop.id, user_id: shop.owner.id },
    });
    const list = await members(shop.owner, shop.id);
    expect(list.list.map((m) => [m.user_id, m.role])).toEqual([
      [shop.owner.id, 'owner'],
      [shop.clerk.id, 'orders'],
    ]);
  });
});

describe('roles decide what clerks may do', () => {
  it('a verify-only clerk verifies a code but cannot ship, see the orders or withdraw', async () => {
    const shop = await f.newShop({ role: 'verify' });
    const { orderId, code } = await verifyOrder(shop.id);
    const express = await f.newGoods(shop.id);
    const sent = await f.paidOrder(await newUser(t), express);
    await refused(t, 1405, mall.mchOrderSend, ship(shop.clerk, sent.orderId));
    await refused(t, 1405, mall.mchOrderIndex, {
      token: shop.clerk.token,
      query: { mch_id: shop.id, status: 'all' },
    });
    await refused(t, 1405, mall.mchOrderDetail, { token: shop.clerk.token, query: { id: sent.orderId } });
    await refused(t, 1405, mall.delGoods, { token: shop.clerk.token, body: { id: express.id } });
    await refused(t, 1405, merchant.cashSubmit, withdraw(shop.clerk, shop.id));

    const v = await ok(t, mall.orderClerk, { token: shop.clerk.token, query: { code } });
    expect(v.order.id).toBe(orderId);
  });

  it('an orders clerk ships but cannot edit goods, change settings or withdraw', async () => {
    const shop = await f.newShop({ role: 'orders' });
    const g = await f.newGoods(shop.id);
    const { orderId } = await f.paidOrder(await newUser(t), g);
    const state = await ok(t, mall.mchOrderSend, ship(shop.clerk, orderId));
    expect(state).toMatchObject({ status: 'shipped' });
    // The order's record says a clerk shipped it, and which one.
    const events = await t.database.pool.query(
      `select actor, actor_id from order_event where order_id = $1 and action = 'ship'`,
      [orderId],
    );
    expect(events.rows).toEqual([{ actor: 'clerk', actor_id: shop.clerk.id }]);
    await refused(t, 1405, mall.delGoods, { token: shop.clerk.token, body: { id: g.id } });
    await refused(t, 1405, merchant.mchSetting, { token: shop.clerk.token, query: { mch_id: shop.id } });
    await refused(t, 1405, merchant.cashSubmit, withdraw(shop.clerk, shop.id));
    await refused(t, 1405, merchant.accountLog, { token: shop.clerk.token, query: { mch_id: shop.id } });
  });

  it('a manager edits goods and settings but cannot withdraw, read the ledger or manage the staff', async () => {
    const shop = await f.newShop({ role: 'manager' });
    const g = await f.newGoods(shop.id);
    const { orderId } = await f.paidOrder(await newUser(t), g);
    await ok(t, mall.mchOrderSend, ship(shop.clerk, orderId));
    const s = await ok(t, merchant.mchSetting, { token: shop.clerk.token, query: { mch_id: shop.id } });
    expect(s.id).toBe(shop.id);
    const spare = await f.newGoods(shop.id);
    await ok(t, mall.delGoods, { token: shop.clerk.token, body: { id: spare.id } });
    await refused(t, 1405, merchant.cashSubmit, withdraw(shop.clerk, shop.id));
    await refused(t, 1405, merchant.accountLog, { token: shop.clerk.token, query: { mch_id: shop.id } });
    await refused(t, 1405, merchant.memberAdd, {
      token: shop.clerk.token,
      body: { mch_id: shop.id, mobile: (await newUser(t)).mobile, role: 'verify' },
    });
  });

  it('a removed clerk can do nothing for the shop', async () => {
    const shop = await f.newShop({ role: 'manager' });
    const { orderId, code } = await verifyOrder(shop.id);
    const g = await f.newGoods(shop.id);
    const sent = await f.paidOrder(await newUser(t), g);
    await ok(t, merchant.memberRemove, {
      token: shop.owner.token,
      body: { mch_id: shop.id, user_id: shop.clerk.id },
    });
    await refused(t, 4010, mall.orderClerk, { token: shop.clerk.token, query: { code } });
    await refused(t, 1405, mall.mchOrderSend, ship(shop.clerk, sent.orderId));
    await refused(t, 1405, mall.delGoods, { token: shop.clerk.token, body: { id: g.id } });
    await refused(t, 1405, merchant.mchIndex, { token: shop.clerk.token, query: { mch_id: shop.id } });
    // The owner still verifies it: the code was left unused.
    const v = await ok(t, mall.orderClerk, { token: shop.owner.token, query: { code } });
    expect(v.order.id).toBe(orderId);
  });
});
