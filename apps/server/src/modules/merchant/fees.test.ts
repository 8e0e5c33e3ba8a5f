import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { merchant } from '@dance/contracts';
import { testFile } from '../../../test/helpers.ts';
import { ok, refused, tag } from '../../../test/kit.ts';

const { t, kit: f, visitor } = await testFile();
const s = t.services;
const editor = await f.newUser({ roles: ['op:editor'] });
const finance = await f.newUser({ roles: ['op:finance'] });
const cfg = t.config.merchant;

/** Settles a made-up completed order of the shop; answers the fee row's amount in fen (0 when none). */
async function settledFee(mchId: number, payAmount: number): Promise<number> {
  const id = randomInt(2 ** 40, 2 ** 47);
  await t.database.db.transaction((tx) =>
    s.merchant.account.settle(tx, { kind: 'completed', order: { id, mchId, payAmount, refundAmount: 0 } }),
  );
  const { rows } = await t.database.db.execute<{ fee: string | null }>(
    sql`select (-sum(change))::text as fee from mch_account_log where source_id = ${id} and kind = 'fee'`,
  );
  return Number(rows[0]!.fee ?? 0);
}

const logged = () =>
  t.database.db
    .execute<{ ref: string; before: unknown; after: unknown }>(
      sql`select ref, before, after from ops_action where kind = 'setting' and ref like 'fees%' order by id`,
    )
    .then((r) => r.rows);

describe('fee settings', () => {
  it('an editor sets the platform fees: the next settlement and withdrawal use them; null returns to the default', async () => {
    const shop = await f.newShop();
    const first = await ok(t, merchant.adminFeeSetting, { token: editor.token });
    expect(first).toMatchObject({
      fee_rate: cfg.feeRate,
      cash_fee_rate: cfg.cashFeeRate,
      default_fee_rate: cfg.feeRate,
    });
    expect(await settledFee(shop.id, 100_000)).toBe(Math.round((100_000 * cfg.feeRate) / 10_000));
    const set = await ok(t, merchant.adminFeeSettingSave, {
      token: editor.token,
      body: { fee_rate: 250, cash_fee_rate: 50 },
    });
    expect(set).toMatchObject({ fee_rate: 250, cash_fee_rate: 50 });
    expect(await settledFee(shop.id, 100_000)).toBe(2_500);
    const cash = await ok(t, merchant.cashSubmit, {
      token: shop.owner.token,
      body: {
        mch_id: shop.id,
        client_id: `c-${tag()}`,
        amount: '100.00',
        type: 'bank',
        name: '王小跳',
        bank: '招商银行',
        branch: '上海静安支行',
        card_no: '6225 8801 2345 6783',
      },
    });
    expect(cash).toMatchObject({ fee: '0.50', actual: '99.50' });
    // The shop's settings show the fee in force.
    expect(
      (await ok(t, merchant.mchSetting, { token: shop.owner.token, query: { mch_id: shop.id } })).fee_rate,
    ).toBe(250);
    // Saving the same values logs nothing more; clearing returns to the defaults.
    await ok(t, merchant.adminFeeSettingSave, {
      token: editor.token,
      body: { fee_rate: 250, cash_fee_rate: 50 },
    });
    const cleared = await ok(t, merchant.adminFeeSettingSave, {
      token: editor.token,
      body: { fee_rate: null, cash_fee_rate: null },
    });
    expect(cleared).toMatchObject({ fee_rate: cfg.feeRate, cash_fee_rate: cfg.cashFeeRate });
    expect(await logged()).toEqual([
      {
        ref: 'fees',
        before: { fee_rate: null, cash_fee_rate: null },
        after: { fee_rate: 250, cash_fee_rate: 50 },
      },
      {
        ref: 'fees',
        before: { fee_rate: 250, cash_fee_rate: 50 },
        after: { fee_rate: null, cash_fee_rate: null },
      },
    ]);
  });

  it("a shop's own fee wins over the platform's, is listed, and is cleared with null", async () => {
    const shop = await f.newShop();
    const own = await ok(t, merchant.adminShopFee, {
      token: editor.token,
      body: { mch_id: shop.id, fee_rate: 0 },
    });
    expect(own.shops).toContainEqual({ mch: { id: shop.id, name: expect.any(String) }, fee_rate: 0 });
    await ok(t, merchant.adminFeeSettingSave, {
      token: editor.token,
      body: { fee_rate: 900, cash_fee_rate: null },
    });
    expect(await settledFee(shop.id, 10_000)).toBe(0);
    const back = await ok(t, merchant.adminShopFee, {
      token: editor.token,
      body: { mch_id: shop.id, fee_rate: null },
    });
    expect(back.shops.map((x) => x.mch.id)).not.toContain(shop.id);
    expect(await settledFee(shop.id, 10_000)).toBe(900);
    expect((await logged()).filter((l) => l.ref === `fees-mch-${shop.id}`)).toEqual([
      { ref: `fees-mch-${shop.id}`, before: { fee_rate: null }, after: { fee_rate: 0 } },
      { ref: `fees-mch-${shop.id}`, before: { fee_rate: 0 }, after: { fee_rate: null } },
    ]);
  });

  it('refuses visitors, users, finance, bad rates and unknown shops, changing nothing', async () => {
    const before = await ok(t, merchant.adminFeeSetting, { token: editor.token });
    const someone = await f.newUser();
    await refused(t, 1403, merchant.adminFeeSetting, { token: visitor });
    await refused(t, 1405, merchant.adminFeeSetting, { token: someone.token });
    await refused(t, 1405, merchant.adminFeeSettingSave, {
      token: finance.token,
      body: { fee_rate: 1, cash_fee_rate: 1 },
    });
    await refused(t, 1400, merchant.adminFeeSettingSave, {
      token: editor.token,
      body: { fee_rate: 10_001, cash_fee_rate: 1 },
    });
    await refused(t, 1400, merchant.adminFeeSettingSave, {
      token: editor.token,
      body: { fee_rate: 10, cash_fee_rate: 1001 },
    });
    await refused(t, 1400, merchant.adminShopFee, { token: editor.token, body: { mch_id: 1, fee_rate: -1 } });
    await refused(t, 1404, merchant.adminShopFee, {
      token: editor.token,
      body: { mch_id: 987654321, fee_rate: 10 },
    });
    expect(await ok(t, merchant.adminFeeSetting, { token: editor.token })).toEqual(before);
  });
});
